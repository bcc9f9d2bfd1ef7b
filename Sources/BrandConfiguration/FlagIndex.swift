import BrandCore

/// The manifest's flag declarations, found by name for every flag value a brand writes: by a
/// hash of the name's bytes (`ASCIITextIndex`), not Swift's string hashing, which cost more
/// than the rest of checking a flag value. Made from `Manifest.flags` whenever that changes,
/// so the two cannot disagree; a class, so the schema walk does not copy it per lookup.
package final class FlagIndex: Sendable {
    private let index: ASCIITextIndex
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
        for (name, declaration) in flags {
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
        // A name with other bytes may still be canonically one of the ASCII names (the
        // Kelvin sign is `K`): Swift's comparison decides it.
        guard indexed, let hash = ASCIITextIndex.hash(name) else { return byName[name] }
        switch index.lookup(name, hash: hash) {
        case .found(let position): return declarations[position]
        case .absent: return nil
        case .tooLong: return byName[name]
        }
    }
}
