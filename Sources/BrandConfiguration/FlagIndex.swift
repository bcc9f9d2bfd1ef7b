import BrandCore

/// A declared flag named by its place in the manifest's order: what each flag value carries
/// instead of the declaration itself. A position is a number, so carrying it, copying it and
/// dropping it count no references on the declaration, which every worker would share.
///
/// It means a flag only together with the `FlagIndex` it came from, or one made from the same
/// manifest (each worker reads the manifest again): `Manifest.flags` is set once, where the
/// manifest is read, so the positions its values carry never change.
package struct FlagPosition: Hashable, Sendable {
    fileprivate let value: Int32

    fileprivate init(_ value: Int) {
        self.value = Int32(value)
    }

    var index: Int { Int(value) }
}

/// The manifest's flag declarations, found by name for every flag value a brand writes: by a
/// hash of the name's bytes (`ASCIITextIndex`), not Swift's string hashing, which cost more
/// than the rest of checking a flag value. Made from `Manifest.flags` whenever that changes,
/// so the two cannot disagree; a class, so the schema walk does not copy it per lookup.
package final class FlagIndex: Sendable {
    /// What the schema walk and the value rules ask of a flag for each of its values, held
    /// apart from the declaration: a struct of plain values is read in place, where reading a
    /// declaration out of the list retains and releases it.
    package struct Facts: Sendable {
        /// The type of the flag's value when it is one scalar; nil for a list.
        package let scalarType: ScalarType?
        /// `FlagDeclaration.hasConstraints`.
        package let hasConstraints: Bool
        /// The declaration's `min` and `max`: all a whole number or a number can break.
        let min: Double?
        let max: Double?

        /// True when `number` lies within `min` and `max` (either may be absent).
        package func admits(_ number: Double) -> Bool {
            !(min.map { number < $0 } ?? false) && !(max.map { number > $0 } ?? false)
        }
    }

    private let index: ASCIITextIndex
    /// In the order the manifest writes them: a `FlagPosition` is an index here.
    private let declarations: [FlagDeclaration]
    /// `facts[i]` is what `declarations[i]` says.
    private let facts: [Facts]
    /// Every position by name, for the names the index cannot answer for.
    private let byName: [String: Int]
    /// False when a declared name is not ASCII (or names were made to collide): every lookup
    /// then goes to `byName`.
    private let indexed: Bool

    package init(_ flags: [String: FlagDeclaration]) {
        // In the manifest's order, so `position(of:after:)` can try the flag after the one before.
        let ordered = flags.sorted { ($0.value.location, $0.key) < ($1.value.location, $1.key) }
        declarations = ordered.map(\.value)
        facts = declarations.map { Facts(scalarType: $0.type.scalarType, hasConstraints: $0.hasConstraints, min: $0.min, max: $0.max) }
        byName = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1.key, $0) })
        var index = ASCIITextIndex()
        var indexed = true
        for (name, _) in ordered {
            guard let hash = ASCIITextIndex.hash(name), index.insert(name, hash: hash) == .absent else {
                indexed = false
                break
            }
        }
        self.index = index
        self.indexed = indexed
    }

    /// Every declared name, sorted.
    package var names: [String] { byName.keys.sorted() }

    package subscript(name: String) -> FlagDeclaration? {
        position(of: name, after: nil).map { self[$0] }
    }

    /// The declaration at `position`.
    package subscript(position: FlagPosition) -> FlagDeclaration { declarations[position.index] }

    /// What the declaration at `position` says of its values.
    package func facts(_ position: FlagPosition) -> Facts { facts[position.index] }

    /// The position of the flag `name`; nil when none is declared. Brand files mostly list
    /// their flags in the manifest's order, so the flag after `previous` (the position of the
    /// flag found before) is tried first: one comparison instead of hashing the name.
    package func position(of name: String, after previous: FlagPosition?) -> FlagPosition? {
        // Compared as Swift compares strings: a name with other bytes may still be
        // canonically one of the ASCII names (the Kelvin sign is `K`).
        if let previous, case let next = previous.index + 1, next < declarations.count, declarations[next].name == name {
            return FlagPosition(next)
        }
        guard indexed, let hash = ASCIITextIndex.hash(name) else { return byName[name].map(FlagPosition.init) }
        switch index.lookup(name, hash: hash) {
        case .found(let position): return FlagPosition(position)
        case .absent: return nil
        case .tooLong: return byName[name].map(FlagPosition.init)
        }
    }
}
