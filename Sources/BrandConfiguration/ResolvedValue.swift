import BrandCore
import BrandYAML

/// A value after resolution, every node remembering where it was set.
package struct ResolvedValue: Sendable {
    package enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([ResolvedValue])
        case mapping([String: ResolvedValue])
    }

    package var content: Content
    package var provenance: Provenance

    package init(_ content: Content, provenance: Provenance) {
        self.content = content
        self.provenance = provenance
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
            var entries: [String: ResolvedValue] = Dictionary(minimumCapacity: pairs.count)
            for pair in pairs { entries[pair.key.value] = ResolvedValue(pair.value, layer: layer) }
            self.init(.mapping(entries), provenance: provenance)
        }
    }

    /// Lays `overlay` over this value: mappings merge key by key, scalars and lists replace.
    package mutating func merge(_ overlay: YAMLNode, layer: Provenance.Layer) {
        guard case .mapping(var entries) = content, let pairs = overlay.mapping else {
            self = ResolvedValue(overlay, layer: layer)
            return
        }
        // Leave `entries` the only reference to the table, so it changes in place unless
        // another value (a layer merged once for many) shares it.
        content = .sequence([])
        for pair in pairs {
            if let index = entries.index(forKey: pair.key.value) {
                entries.values[index].merge(pair.value, layer: layer)
            } else {
                entries[pair.key.value] = ResolvedValue(pair.value, layer: layer)
            }
        }
        content = .mapping(entries)
        provenance = Provenance(layer, at: overlay.location)
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

    package subscript(key: String) -> ResolvedValue? { mapping?[key] }

    /// True when this is a mapping with `key`, told without copying its value out.
    package func has(_ key: String) -> Bool {
        if case .mapping(let entries) = content { entries.index(forKey: key) != nil } else { false }
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
