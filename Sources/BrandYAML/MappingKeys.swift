import BrandCore

/// The keys one mapping has accepted, to refuse a second one. Keys are equal when they are
/// canonically equivalent (the same after Unicode normalisation), as Swift compares strings.
///
/// Every key of every mapping passes through here, so the common case is kept cheap. While
/// each key sorts after the one before (a sorted list of flags, say), none can be a second
/// one: Swift's order agrees with its equality, so the keys are only kept in order. From the
/// first key out of order on, a key is found by a hash of its bytes (`ASCIITextIndex`) while
/// the mapping's keys are all ASCII. From the first non-ASCII key on, or once keys were
/// chosen to collide, the mapping falls back to a `Set` of strings, which compares as Swift
/// does (`K` and the Kelvin sign are one key there).
struct MappingKeys {
    /// A key already seen, with its line.
    struct Key: Hashable {
        let text: String
        let line: Int

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.text == rhs.text }
        func hash(into hasher: inout Hasher) { hasher.combine(text) }
    }

    /// Every key while each sorts after the one before; then empty, and `inOrder` false.
    private var sorted: [Key] = []
    private var inOrder = true
    /// Every key while the index serves, each tagged with its line.
    private var ascii = ASCIITextIndex()
    /// Every key, once the index no longer serves.
    private var unicode: Set<Key>?

    /// Forgets every key, keeping the memory for the next mapping's.
    mutating func removeAll() {
        // Emptying an empty list still costs a call that checks its storage.
        if !sorted.isEmpty { sorted.removeAll(keepingCapacity: true) }
        inOrder = true
        ascii.removeAll()
        unicode = nil
    }

    /// Records `text`, written on `line`; when the same key came before, returns that one.
    mutating func insert(_ text: String, line: Int) -> Key? {
        if inOrder {
            if sorted.last.map({ $0.text < text }) ?? true {
                sorted.append(Key(text: text, line: line))
                return nil
            }
            // Out of order: the keys so far go where keys are looked up, none a second one.
            inOrder = false
            for index in sorted.indices { _ = insertLookingUp(sorted[index].text, line: sorted[index].line) }
            sorted.removeAll(keepingCapacity: true)
        }
        return insertLookingUp(text, line: line)
    }

    /// Records `text` where keys are looked up.
    private mutating func insertLookingUp(_ text: String, line: Int) -> Key? {
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
