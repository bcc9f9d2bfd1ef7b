/// A scalar as written in one layer (a brand file, one of its environment overlays, the
/// manifest) with the type its schema field gives it. Value rules check each written value
/// once, wherever it is written, instead of once per brand and environment it reaches.
public struct TypedLeaf: Sendable {
    /// The path in the brand body, the same in a file and its overlays: `colors.primary`.
    public var path: String
    public var type: ScalarType
    public var scalar: YAMLScalar
    public var location: SourceLocation
    /// The flag this is the value (or a list item) of.
    public var flag: String?
    /// The overlay this is written in; nil for a file's own values and the manifest.
    public var environment: String?
}

extension Array<TypedLeaf> {
    /// Leaves found under `environments.<env>.` or `defaults.` as body leaves of that layer.
    func asBodyLeaves(strippingPrefix prefix: String) -> [TypedLeaf] {
        map { leaf in
            var leaf = leaf
            if prefix == "environments.", leaf.path.hasPrefix(prefix) {
                let parts = leaf.path.split(separator: ".", maxSplits: 2)
                leaf.environment = parts.count > 1 ? String(parts[1]) : nil
                leaf.path = parts.count > 2 ? String(parts[2]) : leaf.path
            } else if leaf.path.hasPrefix(prefix) {
                leaf.path.removeFirst(prefix.count)
            }
            return leaf
        }
    }
}
