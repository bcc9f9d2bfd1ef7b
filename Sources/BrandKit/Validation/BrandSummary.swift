/// One brand in one environment as the cross-brand rules see it: only the values they
/// compare. Validation keeps this much per brand, never every resolved tree, so its memory
/// does not grow with the size of the brands.
public struct BrandSummary: Sendable {
    /// The values cross-brand rules compare.
    static let keys = ["bundleId", "displayName"]

    public var id: String
    public var environment: String
    /// The brand's own file.
    public var file: String
    public var values: [String: ResolvedValue]

    init(_ brand: ResolvedBrand, file: String) {
        id = brand.id
        environment = brand.environment
        self.file = file
        var values: [String: ResolvedValue] = [:]
        for key in Self.keys { values[key] = brand.root[key] }
        self.values = values
    }
}
