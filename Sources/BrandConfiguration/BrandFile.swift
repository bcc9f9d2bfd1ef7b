import BrandCore
import BrandYAML

/// One brand file, checked against the brand schema: its layers, ready to resolve.
package struct BrandFile: Sendable {
    package var id: String
    package var file: String
    /// The brand this one extends, and where that is written.
    package var extends: (id: String, location: SourceLocation)?
    /// The brand's own values (without `extends` and `environments`).
    package var base: YAMLNode
    /// `environments:` overlays by environment.
    package var overlays: [String: YAMLNode]
    /// Body paths (`displayName`, `helpCenter.email.address`) written with a refused value.
    package internal(set) var rejectedPaths: Set<String> = []
    /// Every value the file writes, its own and its overlays', for the value rules; none when
    /// the file was read checking its values.
    package internal(set) var leaves: [TypedLeaf] = []
    /// The problems the value checks the file was read with found; nil when it was read
    /// without, keeping its `leaves`.
    package internal(set) var valueDiagnostics: [Diagnostic]?

    package var startLocation: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }

    /// The file `file`, brand `id`, whose YAML is `root`, checked against the brand schema;
    /// `values`: how many scalars it holds as values, the most typed values the check records;
    /// `valueChecks`: run on each value as it is typed, instead of keeping the values as `leaves`.
    static func read(id: String, file: String, root: YAMLNode, values: Int, manifest: Manifest,
                     checkingValues valueChecks: ValueChecks? = nil, diagnostics: inout [Diagnostic]) -> BrandFile {
        let checker = SchemaChecker(manifest: manifest, values: values, valueChecks: valueChecks)
        let checked = checker.check(root, against: BrandSchema.brandFile, path: ValuePath("", body: ""))
            ?? YAMLNode(.mapping([]), at: root.location)
        diagnostics += checker.diagnostics
        var brand = BrandFile(id: id, file: file, extends: nil, base: checked, overlays: [:])
        brand.rejectedPaths = checker.rejectedPaths
        brand.leaves = checker.leaves
        if valueChecks != nil { brand.valueDiagnostics = checker.valueDiagnostics }
        var basePairs: [YAMLPair] = []
        for pair in checked.mapping ?? [] {
            switch pair.key.value {
            case "extends":
                guard let parent = pair.value.scalar?.value else { continue }
                if BrandID.isValid(parent) {
                    brand.extends = (parent, pair.value.location)
                } else {
                    diagnostics.append(.error(.invalidBrandID, "'\(parent)' is not a brand id (\(BrandID.pattern))",
                                              at: pair.value.location, suggestion: "write the parent's file name without '.yaml'"))
                }
            case "environments":
                for overlay in pair.value.mapping ?? [] { brand.overlays[overlay.key.value] = overlay.value }
            default:
                basePairs.append(pair)
            }
        }
        brand.base = YAMLNode(.mapping(basePairs), at: checked.location)
        return brand
    }
}
