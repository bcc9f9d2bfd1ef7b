import BrandCore
import BrandYAML

/// A value after resolution, every node remembering where it was set.
package struct ResolvedValue: Sendable {
    package enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([ResolvedValue])
        case mapping([String: ResolvedValue])
    }

    /// A value's parts, in one object: a value is copied and dropped far more often than it
    /// is made (each read of a key hands out a copy), and one reference counts once where
    /// the parts, a payload and a layer, counted each of theirs.
    private final class Parts: Sendable {
        let content: Content
        let provenance: Provenance

        init(_ content: Content, _ provenance: Provenance) {
            self.content = content
            self.provenance = provenance
        }
    }

    private var parts: Parts

    package var content: Content { parts.content }

    package var provenance: Provenance { parts.provenance }

    package init(_ content: Content, provenance: Provenance) {
        parts = Parts(content, provenance)
    }

    /// The whole of `node`, set by `layer`.
    package init(_ node: YAMLNode, layer: Provenance.Layer) {
        let provenance = Provenance(layer, at: node.location)
        switch node.content {
        case .scalar(let scalar):
            self.init(.scalar(scalar), provenance: provenance)
        case .sequence(let items):
            self.init(.sequence(items.map { ResolvedValue($0, layer: layer) }), provenance: provenance)
        case .mapping(let pairs):
            var entries = Self.table(room: pairs.count)
            // By index: a loop over the pairs copies each one.
            for index in pairs.indices { entries[pairs[index].key.value] = ResolvedValue(pairs[index].value, layer: layer) }
            self.init(.mapping(entries), provenance: provenance)
        }
    }

    /// Lays `overlay` over this value: mappings merge key by key, scalars and lists replace.
    package mutating func merge(_ overlay: YAMLNode, layer: Provenance.Layer) {
        guard case .mapping(var entries) = content, let pairs = overlay.mapping else {
            self = ResolvedValue(overlay, layer: layer)
            return
        }
        let provenance = Provenance(layer, at: overlay.location)
        if entries.count < pairs.count && entries.count <= Self.fewEntries {
            parts = Parts(.mapping(Self.merged(few: entries, under: pairs, layer: layer)), provenance)
            return
        }
        // Leave `entries` the only reference to the table, so it changes in place unless
        // another value (a layer merged once for many) shares it.
        parts = Self.emptyParts
        for index in pairs.indices {
            if let found = Self.index(of: pairs[index].key.value, in: entries) {
                entries.values[found].merge(pairs[index].value, layer: layer)
            } else {
                entries[pairs[index].key.value] = ResolvedValue(pairs[index].value, layer: layer)
            }
        }
        parts = Parts(.mapping(entries), provenance)
    }

    /// What a value holds while its table is taken out to change in place.
    private static let emptyParts = Parts(.sequence([]), Provenance(.manifestDefaults, at: SourceLocation(file: "", line: 1, column: 1)))

    /// An empty table with room for `count` entries. Tables of a few entries are copies of
    /// empty ones made once: the copy is made by code compiled for these keys and values,
    /// while `Dictionary(minimumCapacity:)` is the standard library's unspecialised code,
    /// which looks the table's type up in the runtime each time (about 300 instructions of
    /// the 600 a table cost to make).
    private static func table(room count: Int) -> [String: ResolvedValue] {
        count < emptyTables.count ? emptyTables[count] : Dictionary(minimumCapacity: count)
    }

    private static let emptyTables: [[String: ResolvedValue]] = (0...2 * fewEntries).map { Dictionary(minimumCapacity: $0) }

    /// Up to this many entries, a mapping is searched in order rather than by hash.
    private static let fewEntries = 8

    /// `pairs` laid over a mapping of a few `entries` (the manifest's defaults for a record,
    /// say, shared by every brand): a table is made for the pairs, and the entries they leave
    /// alone are added. Copying the shared table and growing it a key at a time cost more,
    /// and the few entries are found by comparing keys, not hashing them.
    private static func merged(few entries: [String: ResolvedValue], under pairs: [YAMLPair],
                               layer: Provenance.Layer) -> [String: ResolvedValue] {
        var merged = Self.table(room: pairs.count + entries.count)
        // Everything is read by index: a loop over the entries or pairs copies each one.
        for index in pairs.indices {
            let key = pairs[index].key.value
            if let lower = Self.index(of: key, in: entries) {
                var value = entries.values[lower]
                value.merge(pairs[index].value, layer: layer)
                merged[key] = value
            } else {
                merged[key] = ResolvedValue(pairs[index].value, layer: layer)
            }
        }
        for index in entries.indices where !pairs.indices.contains(where: { pairs[$0].key.value == entries.keys[index] }) {
            merged[entries.keys[index]] = entries.values[index]
        }
        return merged
    }

    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    package var string: String? { scalar?.value }

    package var sequence: [ResolvedValue]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    package var mapping: [String: ResolvedValue]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    package subscript(key: String) -> ResolvedValue? {
        guard case .mapping(let entries) = content, let found = Self.index(of: key, in: entries) else { return nil }
        return entries.values[found]
    }

    /// Where `key` is in `entries`. A few entries (most records) are compared in order:
    /// hashing the key cost more than comparing it with each one. Keys are distinct as Swift
    /// compares strings, so the first equal one is the only one.
    private static func index(of key: String, in entries: [String: ResolvedValue]) -> [String: ResolvedValue].Index? {
        guard entries.count <= fewEntries else { return entries.index(forKey: key) }
        return entries.indices.first { entries.keys[$0] == key }
    }

    /// True when this is a mapping with `key`, told without copying its value out.
    package func has(_ key: String) -> Bool {
        if case .mapping(let entries) = content { Self.index(of: key, in: entries) != nil } else { false }
    }

    /// The value at a dotted key path such as `helpCenter.email.address`.
    package func value(at path: String) -> ResolvedValue? {
        path.split(separator: ".").reduce(Optional(self)) { $0?[String($1)] }
    }

    /// Where the character at `offset` of this scalar was written.
    package func location(ofCharacterOffset offset: Int) -> SourceLocation {
        scalar?.location(ofCharacterOffset: offset, scalarStart: provenance.location) ?? provenance.location
    }
}
