import BrandYAML

/// The entries of a resolved mapping, found by comparing keys, never by hashing them.
///
/// Most mappings hold a handful of keys: they keep the order they were written and merged
/// in, and a key is looked for in order. Past `fewEntries`, the entries are sorted by key as
/// Swift orders strings (which agrees with its equality: keys equal after Unicode
/// normalisation are one key), and a key is looked for by halves. Hashing a key cost more
/// than comparing it with every entry of a record, and a table of a few entries cost an
/// allocation and a hash per key to fill. Readers that print a mapping sort its keys.
package struct ResolvedMapping: Sendable {
    package typealias Element = (key: String, value: ResolvedValue)

    /// An entry; a struct, not a tuple, so moving and sorting entries is code compiled for
    /// them rather than the runtime's generic handling of a tuple.
    private struct Entry: Sendable {
        let key: String
        var value: ResolvedValue
    }

    /// No two keys equal; sorted by key when there are more than `fewEntries`.
    private var entries: [Entry]

    /// Up to this many entries, a key is looked for in order rather than by halves.
    private static let fewEntries = 8

    package init() { entries = [] }

    /// `pairs` of a YAML mapping (whose keys the loader made distinct), each made a value by
    /// `value`.
    init(_ pairs: [YAMLPair], value: (YAMLNode) -> ResolvedValue) {
        entries = []
        entries.reserveCapacity(pairs.count)
        // By index: a loop over the pairs copies each one.
        for index in pairs.indices { entries.append(Entry(key: pairs[index].key.value, value: value(pairs[index].value))) }
        sortIfMany()
    }

    /// `entries`, whose keys are distinct.
    package init(distinct entries: [Element]) {
        self.entries = entries.map { Entry(key: $0.key, value: $0.value) }
        sortIfMany()
    }

    /// Restores the order a mapping of many entries keeps.
    private mutating func sortIfMany() {
        guard entries.count > Self.fewEntries,
              !entries.indices.dropFirst().allSatisfy({ entries[$0 - 1].key < entries[$0].key }) else { return }
        entries.sort { $0.key < $1.key }
    }

    /// Where `key` is; when it is not there, where it goes (`found` false).
    private func position(of key: String) -> (index: Int, found: Bool) {
        position(of: key, among: entries.count)
    }

    /// The position of `key`, when the mapping has it.
    package func index(forKey key: String) -> Int? {
        let (index, found) = position(of: key)
        return found ? index : nil
    }

    package subscript(key: String) -> ResolvedValue? {
        get {
            let (index, found) = position(of: key)
            return found ? entries[index].value : nil
        }
        set {
            let (index, found) = position(of: key)
            switch (found, newValue) {
            case (true, let value?): entries[index].value = value
            case (true, nil): entries.remove(at: index)
            case (false, let value?):
                entries.insert(Entry(key: key, value: value), at: index)
                // The entry that makes a few many: the order they keep from now on.
                if entries.count == Self.fewEntries + 1 { sortIfMany() }
            case (false, nil): break
            }
        }
    }

    /// The keys, in the mapping's order.
    package var keys: LazyMapCollection<ResolvedMapping, String> { lazy.map(\.key) }

    /// The entries sorted by key, as Swift orders strings: a mapping of many keeps them in
    /// that order already, and hands them out without sorting them again.
    package var sortedByKey: [Element] {
        entries.count > Self.fewEntries ? Array(self) : sorted { $0.key < $1.key }
    }

    /// The entries whose keys start with `prefix` (as Swift compares strings), in the
    /// mapping's order: one walk of the entries, where looking up each key a caller knows of
    /// searches them once for every key.
    package func entries(withKeysStartingWith prefix: String) -> [Element] {
        var found: [Element] = []
        for index in entries.indices where entries[index].key.hasPrefix(prefix) {
            found.append((entries[index].key, entries[index].value))
        }
        return found
    }

    /// The values, in the mapping's order.
    package var values: LazyMapCollection<ResolvedMapping, ResolvedValue> { lazy.map(\.value) }

    /// Which of `keys` (sorted as Swift orders strings, each once) the mapping lacks, in
    /// their order. A mapping of many entries is walked beside them: the same keys in the same
    /// order (a language's texts beside the declared ones) are found by one comparison each,
    /// most often of one string with itself.
    package func lacking(_ keys: [String]) -> [String] {
        guard entries.count > Self.fewEntries else { return keys.filter { index(forKey: $0) == nil } }
        var lacking: [String] = []
        var entry = 0
        for key in keys {
            var found = false
            // Past the entries before `key`; the keys are distinct, so an equal one is the one.
            while entry < entries.count {
                if entries[entry].key == key {
                    found = true
                    entry += 1
                    break
                }
                if key < entries[entry].key { break }
                entry += 1
            }
            if !found { lacking.append(key) }
        }
        return lacking
    }

    package func mapValues<T>(_ transform: (ResolvedValue) throws -> T) rethrows -> [String: T] {
        var mapped: [String: T] = Dictionary(minimumCapacity: entries.count)
        for entry in entries { mapped[entry.key] = try transform(entry.value) }
        return mapped
    }

    /// Lays `pairs` (distinct keys) over these entries: a key both have is merged by `merge`,
    /// a key only `pairs` has is made a value by `value`.
    mutating func lay(_ pairs: [YAMLPair], merge: (inout ResolvedValue, YAMLNode) -> Void,
                      value: (YAMLNode) -> ResolvedValue) {
        let before = entries.count
        for index in pairs.indices {
            // Only the entries there before are searched: the pairs' own keys are distinct.
            let (position, found) = position(of: pairs[index].key.value, among: before)
            if found {
                merge(&entries[position].value, pairs[index].value)
            } else {
                entries.append(Entry(key: pairs[index].key.value, value: value(pairs[index].value)))
            }
        }
        if entries.count > before { sortIfMany() }
    }

    /// Where `key` is among the first `count` entries, which keep the order of a mapping of
    /// that many; when it is not there, where it goes.
    private func position(of key: String, among count: Int) -> (index: Int, found: Bool) {
        if count <= Self.fewEntries {
            for index in 0..<count where entries[index].key == key { return (index, true) }
            return (count, false)
        }
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return (low, low < count && entries[low].key == key)
    }
}

extension ResolvedMapping: RandomAccessCollection {
    package var startIndex: Int { entries.startIndex }
    package var endIndex: Int { entries.endIndex }
    package subscript(position: Int) -> Element { (entries[position].key, entries[position].value) }
}

extension ResolvedMapping: ExpressibleByDictionaryLiteral {
    package init(dictionaryLiteral elements: (String, ResolvedValue)...) {
        self.init()
        for (key, value) in elements { self[key] = value }
    }
}
