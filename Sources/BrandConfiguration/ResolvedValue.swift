import BrandYAML
import BrandCore

/// A value after resolution, every node remembering where it was set.
public struct ResolvedValue: Sendable {
    public enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([ResolvedValue])
        case mapping([String: ResolvedValue])
    }

    public var content: Content
    public var provenance: Provenance

    public init(_ content: Content, provenance: Provenance) {
        self.content = content
        self.provenance = provenance
    }

    /// The whole of `node`, set by `layer`.
    public init(_ node: YAMLNode, layer: Provenance.Layer) {
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
    public mutating func merge(_ overlay: YAMLNode, layer: Provenance.Layer) {
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

    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    public var string: String? { scalar?.value }

    public var sequence: [ResolvedValue]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var mapping: [String: ResolvedValue]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    public subscript(key: String) -> ResolvedValue? { mapping?[key] }

    /// The value at a dotted key path such as `helpCenter.email.address`.
    public func value(at path: String) -> ResolvedValue? {
        path.split(separator: ".").reduce(Optional(self)) { $0?[String($1)] }
    }

    /// Where the character at `offset` of this scalar was written.
    public func location(ofCharacterOffset offset: Int) -> SourceLocation {
        scalar?.location(ofCharacterOffset: offset, scalarStart: provenance.location) ?? provenance.location
    }
}
