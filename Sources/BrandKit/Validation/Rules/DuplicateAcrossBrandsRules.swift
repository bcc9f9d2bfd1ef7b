extension ValidationRule {
    /// Two brands resolving to the same bundle id would overwrite each other's app.
    static let duplicateBundleID = ValidationRule(
        .duplicateBundleID, .error, "Two brands (in any environment) resolve to the same bundle id.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.shared\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: ↓com.shared\n"]),
            RuleExample("displayName: A\nbundleId: com.a\n",
                        otherBrands: ["b.yaml": "↓extends: acme\ndisplayName: B\n"]),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nenvironments:\n  staging: { bundleId: com.a.staging }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\n"]),
        ],
        check: .brands { brands, _ in
            duplicates(of: "bundleId", in: brands, noun: "bundle id",
                       fix: "give each brand its own bundleId")
        })

    /// Two brands with the same name are hard to tell apart on a home screen and in stores.
    static let duplicateDisplayName = ValidationRule(
        .duplicateDisplayName, .warning, "Two brands (in any environment) resolve to the same display name.",
        triggering: [
            RuleExample("displayName: Shop\nbundleId: com.a\n",
                        otherBrands: ["b.yaml": "displayName: ↓Shop\nbundleId: com.b\n"]),
        ],
        nonTriggering: [
            RuleExample("displayName: Shop\nbundleId: com.a\n",
                        otherBrands: ["b.yaml": "displayName: Shop DE\nbundleId: com.b\n"]),
        ],
        check: .brands { brands, _ in
            duplicates(of: "displayName", in: brands, noun: "display name",
                       fix: "give each brand a name of its own")
        })

    /// For each value of `key` used by several brands: one diagnostic per later brand, at
    /// the place that brand gets the value from, naming the first brand and its place.
    private static func duplicates(of key: String, in brands: [BrandSummary],
                                   noun: String, fix: String) -> [Finding] {
        struct Use { var brand: BrandSummary; var value: ResolvedValue }
        var uses: [String: [Use]] = [:]
        for brand in brands {
            guard let value = brand.values[key], let text = value.string else { continue }
            uses[text, default: []].append(Use(brand: brand, value: value))
        }
        var diagnostics: [Finding] = []
        for (text, list) in uses.sorted(by: { $0.key < $1.key }) {
            let byBrand = Dictionary(grouping: list, by: \.brand.id)
            guard byBrand.count > 1 else { continue }
            let ids = byBrand.keys.sorted()
            let first = byBrand[ids[0]]!
            for id in ids.dropFirst() {
                for use in byBrand[id]! {
                    let environments = first.map(\.brand.environment).filter { $0 == use.brand.environment }
                    guard !environments.isEmpty else { continue }
                    // A value inherited from another brand is fixed in this brand's own file.
                    let ownFile = use.value.provenance.layer == .brand(id)
                        || use.value.provenance.layer == .environment(brand: id, environment: use.brand.environment)
                    let location = ownFile ? use.value.provenance.location
                        : SourceLocation(file: use.brand.file, line: 1, column: 1)
                    diagnostics.append(Finding(
                        "brand '\(id)' uses the \(noun) '\(text)' of brand '\(ids[0])' (\(first[0].value.provenance.location))",
                        at: location, suggestion: fix))
                }
            }
        }
        return diagnostics
    }
}
