import BrandCore

/// The keys one mapping has accepted, to refuse a second one. Keys are equal when they are
/// canonically equivalent (the same after Unicode normalisation), as Swift compares strings.
///
/// Every key of every mapping passes through here, so the common case is kept cheap: while a
/// mapping's keys are all ASCII, a key is found by a hash of its bytes (`ASCIITextIndex`).
/// From the first non-ASCII key on, or once keys were chosen to collide, the mapping falls
/// back to a `Set` of strings, which compares as Swift does (`K` and the Kelvin sign are one
/// key there).
struct MappingKeys {
    /// A key already seen, with its line.
    struct Key: Hashable {
        let text: String
        let line: Int

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.text == rhs.text }
        func hash(into hasher: inout Hasher) { hasher.combine(text) }
    }

    /// Every key while the index serves, each tagged with its line.
    private var ascii = ASCIITextIndex()
    /// Every key, once the index no longer serves.
    private var unicode: Set<Key>?

    /// Forgets every key, keeping the memory for the next mapping's.
    mutating func removeAll() {
        ascii.removeAll()
        unicode = nil
    }

    /// Records `text`, written on `line`; when the same key came before, returns that one.
    mutating func insert(_ text: String, line: Int) -> Key? {
        guard unicode == nil, let hash = ASCIITextIndex.hash(text) else { return insertComparingAsSwift(text, line: line) }
        switch ascii.insert(text, hash: hash, tag: Int32(clamping: line)) {
        case .found(let index): return key(at: index)
        case .tooLong: return insertComparingAsSwift(text, line: line)
        case .absent: return nil
        }
    }

    /// Compares as Swift does, from now on for every key of this mapping.
    private mutating func insertComparingAsSwift(_ text: String, line: Int) -> Key? {
        var set = unicode ?? allKeys()
        unicode = nil  // leaves `set` the only reference, so inserting does not copy
        let (inserted, first) = set.insert(Key(text: text, line: line))
        unicode = set
        return inserted ? nil : first
    }

    private func allKeys() -> Set<Key> {
        Set((0..<ascii.count).map(key))
    }

    private func key(at index: Int) -> Key {
        Key(text: ascii.text(at: index), line: Int(ascii.tag(at: index)))
    }
}
