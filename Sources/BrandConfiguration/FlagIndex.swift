import BrandCore

/// The manifest's flag declarations, found by name for every flag value a brand writes: by a
/// hash of the name's bytes (`ASCIITextIndex`), not Swift's string hashing, which cost more
/// than the rest of checking a flag value. Made from `Manifest.flags` whenever that changes,
/// so the two cannot disagree; a class, so the schema walk does not copy it per lookup.
package final class FlagIndex: Sendable {
    private let index: ASCIITextIndex
    /// In the order the manifest writes them; `index` holds each name at its position here.
    private let declarations: [FlagDeclaration]
    /// Every declaration by name, for the names the index cannot answer for.
    private let byName: [String: FlagDeclaration]
    /// False when a declared name is not ASCII (or names were made to collide): every lookup
    /// then goes to `byName`.
    private let indexed: Bool

    package init(_ flags: [String: FlagDeclaration]) {
        byName = flags
        var index = ASCIITextIndex()
        var declarations: [FlagDeclaration] = []
        var indexed = true
        // In the manifest's order, so `lookup(_:after:)` can try the flag after the one before.
        for (name, declaration) in flags.sorted(by: { ($0.value.location, $0.key) < ($1.value.location, $1.key) }) {
            guard let hash = ASCIITextIndex.hash(name), index.insert(name, hash: hash) == .absent else {
                indexed = false
                break
            }
            declarations.append(declaration)
        }
        self.index = index
        self.declarations = declarations
        self.indexed = indexed
    }

    /// Every declared name, sorted.
    package var names: [String] { byName.keys.sorted() }

    package subscript(name: String) -> FlagDeclaration? {
        lookup(name, after: nil)?.declaration
    }

    /// The declaration of `name`, with its position in the manifest's order when it has one.
    /// Brand files mostly list their flags in the manifest's order, so the flag after
    /// `previous` (the position of the flag found before) is tried first: one comparison
    /// instead of hashing the name.
    package func lookup(_ name: String, after previous: Int?) -> (declaration: FlagDeclaration, position: Int?)? {
        // Compared as Swift compares strings: a name with other bytes may still be
        // canonically one of the ASCII names (the Kelvin sign is `K`).
        if indexed, let previous, previous + 1 < declarations.count, declarations[previous + 1].name == name {
            return (declarations[previous + 1], previous + 1)
        }
        guard indexed, let hash = ASCIITextIndex.hash(name) else { return byName[name].map { ($0, nil) } }
        switch index.lookup(name, hash: hash) {
        case .found(let position): return (declarations[position], position)
        case .absent: return nil
        case .tooLong: return byName[name].map { ($0, nil) }
        }
    }
}
