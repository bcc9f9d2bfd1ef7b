/// Texts found by a hash of their bytes: the positions of ASCII texts in a list, for lookups
/// made once per written value (mapping keys, flag names), where Swift's `Hashable` for
/// `String` (SipHash over normalised text) costs several times the rest of the lookup.
///
/// Only ASCII texts go in: for them, canonical equivalence (how Swift compares strings) is
/// byte equality. A caller compares anything else as Swift does. The hash has no secret
/// seed, so a file can choose texts that collide; a probe longer than `longestProbe` gives
/// up (`.tooLong`) and the caller falls back to a seeded `Set` or `Dictionary`.
package struct ASCIITextIndex: Sendable {
    package enum Lookup: Equatable {
        /// The text stands at this position.
        case found(Int)
        case absent
        /// The texts collide: look it up as Swift does instead.
        case tooLong
    }

    /// Each text with its hash and the caller's tag, in the order they were appended: one
    /// list, so an index of a few texts (most mappings' keys) costs one allocation, not one
    /// per field.
    private var entries: [Entry] = []
    /// A struct, not a tuple: a list of tuples is freed through the runtime's generic
    /// tuple code, element by element, which cost more than the lookups.
    private struct Entry {
        let text: String
        let hash: UInt64
        let tag: Int32
    }

    /// Open addressing over `entries`: a position plus one; zero is empty.
    private var slots: [Int32] = []
    /// Set once texts were made to collide; every lookup then answers `.tooLong`.
    private var collided = false

    package init() {}

    /// How many texts it holds, at positions `0..<count`.
    package var count: Int { entries.count }

    /// The text at `position`, as `lookup` or `insert` found it.
    package func text(at position: Int) -> String { entries[position].text }

    /// The tag the text at `position` was inserted with (a mapping key's line, say).
    package func tag(at position: Int) -> Int32 { entries[position].tag }

    /// Looks `text` (with `hash`, from `hash(_:)`) up.
    package func lookup(_ text: String, hash: UInt64) -> Lookup {
        switch locate(text, hash) {
        case .found(let index): .found(index)
        case .free: .absent
        case .tooLong: .tooLong
        }
    }

    /// Finds `text` (with `hash`), or appends it, with `tag`, at the next position and
    /// answers `.absent`; one search does both.
    package mutating func insert(_ text: String, hash: UInt64, tag: Int32 = 0) -> Lookup {
        let free: Int?
        switch locate(text, hash) {
        case .found(let index): return .found(index)
        case .free(let slot): free = slot
        case .tooLong:
            collided = true
            return .tooLong
        }
        if entries.isEmpty { entries.reserveCapacity(Self.searchLimit) }
        entries.append(Entry(text: text, hash: hash, tag: tag))
        if entries.count > Self.searchLimit && entries.count * 2 > slots.count {
            rebuildSlots()
        } else if let free {
            slots[free] = Int32(entries.count)
        }
        return .absent
    }

    /// FNV-1a over the text's bytes, mixed at the end; nil when a byte is not ASCII.
    package static func hash(_ text: String) -> UInt64? {
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

    /// The longest probe before texts count as made to collide.
    private static let longestProbe = 32

    /// Up to this many texts, a plain search of the hashes beats a table.
    private static let searchLimit = 8

    private enum Probe {
        case found(Int)
        /// Absent; the empty slot where the probe ended, or nil while there is no table.
        case free(Int?)
        case tooLong
    }

    /// Where `text` stands, by a search of the hashes while there are few, else by probing
    /// the table from the hash's slot.
    private func locate(_ text: String, _ hash: UInt64) -> Probe {
        if collided { return .tooLong }
        guard !slots.isEmpty else {
            for index in entries.indices where entries[index].hash == hash && entries[index].text == text { return .found(index) }
            return .free(nil)
        }
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<Self.longestProbe {
            guard slots[position] != 0 else { return .free(position) }
            let index = Int(slots[position]) - 1
            if entries[index].hash == hash && entries[index].text == text { return .found(index) }
            position = (position + 1) & mask
        }
        return .tooLong
    }

    /// Room for four slots per text, each text placed again.
    private mutating func rebuildSlots() {
        var capacity = 32
        while capacity < entries.count * 4 { capacity *= 2 }
        slots.removeAll(keepingCapacity: true)
        slots.append(contentsOf: repeatElement(0, count: capacity))
        let mask = capacity - 1
        for index in entries.indices {
            var position = Int(truncatingIfNeeded: entries[index].hash) & mask
            var steps = 0
            while slots[position] != 0 {
                position = (position + 1) & mask
                steps += 1
                if steps == Self.longestProbe {
                    collided = true
                    return
                }
            }
            slots[position] = Int32(index + 1)
        }
    }
}
