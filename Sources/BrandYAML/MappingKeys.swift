/// The keys one mapping has accepted, to refuse a second one. Keys are equal when they are
/// canonically equivalent (the same after Unicode normalisation), as Swift compares strings.
///
/// Every key of every mapping passes through here, so the common case is kept cheap: while a
/// mapping's keys are all ASCII, where canonical equivalence is byte equality, a key is found
/// by a hash of its bytes, compared with a few machine words instead of Swift's string
/// hashing. From the first non-ASCII key on, the mapping falls back to a `Set` of strings,
/// which compares as Swift does (`K` and the Kelvin sign are one key there).
package struct MappingKeys {
    /// A key already seen, with its line.
    struct Key: Hashable {
        let text: String
        let line: Int

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.text == rhs.text }
        func hash(into hasher: inout Hasher) { hasher.combine(text) }
    }

    private var keys: [Key] = []
    /// The hash of each ASCII key's bytes, beside `keys`.
    private var hashes: [UInt64] = []
    /// Open addressing over `hashes` (an index into `keys` plus one; zero is empty), made
    /// once a mapping outgrows a plain search.
    private var slots: [Int32] = []
    /// Every key, once a non-ASCII one arrived (or keys were made to collide).
    private var unicode: Set<Key>?

    private static let searchLimit = 8

    /// Records `text`, written on `line`; when the same key came before, returns that one.
    mutating func insert(_ text: String, line: Int) -> Key? {
        let key = Key(text: text, line: line)
        guard unicode == nil, let hash = Self.asciiHash(text) else { return insertComparingAsSwift(key) }
        var free: Int?
        if slots.isEmpty {
            for index in hashes.indices where hashes[index] == hash && keys[index].text == text { return keys[index] }
        } else {
            switch probe(hash, text) {
            case .found(let index): return keys[index]
            case .free(let slot): free = slot
            case .tooLong: return insertComparingAsSwift(key)
            }
        }
        if keys.isEmpty {
            keys.reserveCapacity(Self.searchLimit)
            hashes.reserveCapacity(Self.searchLimit)
        }
        keys.append(key)
        hashes.append(hash)
        if keys.count > Self.searchLimit && keys.count * 2 > slots.count {
            rebuildSlots()
        } else if let free {
            slots[free] = Int32(keys.count)
        }
        return nil
    }

    /// Compares as Swift does, from now on for every key of this mapping.
    private mutating func insertComparingAsSwift(_ key: Key) -> Key? {
        var set = unicode ?? Set(keys)
        unicode = nil  // leaves `set` the only reference, so inserting does not copy
        let (inserted, first) = set.insert(key)
        unicode = set
        return inserted ? nil : first
    }

    private enum Probe {
        case found(Int)
        case free(Int)
        /// Keys made to collide: hashed by Swift instead, whose seed no file can know.
        case tooLong
    }

    private static let longestProbe = 32

    private func probe(_ hash: UInt64, _ text: String) -> Probe {
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<Self.longestProbe {
            guard slots[position] != 0 else { return .free(position) }
            let index = Int(slots[position]) - 1
            if hashes[index] == hash && keys[index].text == text { return .found(index) }
            position = (position + 1) & mask
        }
        return .tooLong
    }

    /// Room for twice the keys, each placed again; a collided run falls back to Swift's hashing.
    private mutating func rebuildSlots() {
        var capacity = 32
        while capacity < keys.count * 4 { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        let mask = capacity - 1
        for index in hashes.indices {
            var position = Int(truncatingIfNeeded: hashes[index]) & mask
            var steps = 0
            while slots[position] != 0 {
                position = (position + 1) & mask
                steps += 1
                if steps == Self.longestProbe {
                    unicode = Set(keys)
                    return
                }
            }
            slots[position] = Int32(index + 1)
        }
    }

    /// FNV-1a over the key's bytes, mixed at the end; nil when a byte is not ASCII. A file can
    /// choose keys that collide here (a test does), which is why a long probe gives up.
    package static func asciiHash(_ text: String) -> UInt64? {
        text.withUTF8Bytes { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var all: UInt8 = 0
            for byte in bytes {
                all |= byte
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            guard all < 0x80 else { return nil }
            hash ^= hash >> 29
            return hash &* 0xbf58_476d_1ce4_e5b9
        }
    }
}
