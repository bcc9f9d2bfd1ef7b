import BrandCore

/// The keys one mapping has accepted, to refuse a second one. Keys are equal when they are
/// canonically equivalent (the same after Unicode normalisation), as Swift compares strings.
///
/// Every key of every mapping passes through here, so the common cases are kept cheap. While
/// each key sorts after the one before (a sorted list of flags, say), none can be a second
/// one: Swift's order agrees with its equality, so only the last key is kept. The keys before
/// it are the mapping's pairs so far, and the few whose values were left out (`unpaired`).
/// From the first key out of order on, a new key is compared with each of those while there
/// are fewer than `fewKeys` (a brand's records and its top level: comparing a handful of
/// short keys cost less than hashing one). Past that, they go where keys are looked up: a
/// hash of their bytes (`ASCIITextIndex`) while the mapping's keys are all ASCII. From the
/// first non-ASCII key on, or once keys were chosen to collide, the mapping falls back to a
/// `Set` of strings, which compares as Swift does (`K` and the Kelvin sign are one key there).
struct MappingKeys {
    /// A key already seen, with its line.
    struct Key: Hashable {
        let text: String
        let line: Int

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.text == rhs.text }
        func hash(into hasher: inout Hasher) { hasher.combine(text) }
    }

    /// The last key while each sorts after the one before; `inOrder` is false from the first
    /// that does not.
    private var last: String?
    private var inOrder = true
    /// True once the keys are where keys are looked up, rather than in the pairs.
    private var indexed = false
    /// Keys accepted whose values never joined the mapping (refused for an explicit tag),
    /// until the keys are indexed: the pairs alone would not name them.
    private var unpaired: [Key] = []
    /// Every key while the index serves, each tagged with its line.
    private var ascii = ASCIITextIndex()
    /// Every key, once the index no longer serves.
    private var unicode: Set<Key>?

    /// Up to this many keys out of order, a new key is compared with each.
    private static let fewKeys = 12

    /// Records `text`, written on `line`; when the same key came before, returns that one.
    /// `pairs` are the mapping's pairs so far: with `unpaired`, every key recorded before.
    mutating func insert(_ text: String, line: Int, after pairs: [YAMLPair]) -> Key? {
        if inOrder {
            if last.map({ $0 < text }) ?? true {
                last = text
                return nil
            }
            inOrder = false
            last = nil
        }
        if !indexed {
            if pairs.count + unpaired.count < Self.fewKeys {
                // Keys are distinct as Swift compares them, so the first equal one is the only one.
                for index in pairs.indices where pairs[index].key.value == text {
                    return Key(text: pairs[index].key.value, line: pairs[index].keyLocation.line)
                }
                return unpaired.first { $0.text == text }
            }
            // Many keys: the keys so far go where keys are looked up, none a second one.
            indexed = true
            for index in pairs.indices { _ = insertLookingUp(pairs[index].key.value, line: pairs[index].keyLocation.line) }
            for index in unpaired.indices { _ = insertLookingUp(unpaired[index].text, line: unpaired[index].line) }
            unpaired = []
        }
        return insertLookingUp(text, line: line)
    }

    /// Records that the key `text`, accepted on `line`, has no pair: its value was refused.
    mutating func keepUnpaired(_ text: String, line: Int) {
        // Once indexed, every accepted key is where keys are looked up already.
        if !indexed { unpaired.append(Key(text: text, line: line)) }
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
