import BrandCore

/// Bounds that keep a hostile or broken file from costing more than a real brand file.
package struct YAMLLimits: Sendable {
    /// Files larger than this are rejected before libyaml sees a byte.
    package var maxFileBytes: Int
    /// Collections nested deeper than this stop the parse (libyaml has no limit of its own).
    package var maxDepth: Int
    /// Nodes in the finished tree, counting every node an alias copies in.
    package var maxNodes: Int

    package init(maxFileBytes: Int = 1 << 20, maxDepth: Int = 64, maxNodes: Int = 100_000) {
        self.maxFileBytes = maxFileBytes
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
    }

    package static let `default` = YAMLLimits()
}
