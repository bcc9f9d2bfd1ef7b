import BrandCore
import BrandYAML

/// A value after resolution, every node remembering where it was set.
package struct ResolvedValue: Sendable {
    package enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([ResolvedValue])
        case mapping(ResolvedMapping)
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
            self.init(.mapping(ResolvedMapping(pairs) { ResolvedValue($0, layer: layer) }), provenance: provenance)
        }
    }

    /// Lays `overlay` over this value: mappings merge key by key, scalars and lists replace.
    package mutating func merge(_ overlay: YAMLNode, layer: Provenance.Layer) {
        guard case .mapping(var entries) = content, let pairs = overlay.mapping else {
            self = ResolvedValue(overlay, layer: layer)
            return
        }
        let provenance = Provenance(layer, at: overlay.location)
        // Leave `entries` the only reference to the table, so it changes in place unless
        // another value (a layer merged once for many) shares it.
        parts = Self.emptyParts
        entries.lay(pairs, merge: { $0.merge($1, layer: layer) }, value: { ResolvedValue($0, layer: layer) })
        parts = Parts(.mapping(entries), provenance)
    }

    /// What a value holds while its table is taken out to change in place.
    private static let emptyParts = Parts(.sequence([]), Provenance(.manifestDefaults, at: SourceLocation(file: "", line: 1, column: 1)))

    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    package var string: String? { scalar?.value }

    package var sequence: [ResolvedValue]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    package var mapping: ResolvedMapping? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    package subscript(key: String) -> ResolvedValue? {
        if case .mapping(let entries) = content { entries[key] } else { nil }
    }

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
