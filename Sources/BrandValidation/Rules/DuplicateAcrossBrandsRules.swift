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
        check: .brands(comparing: "bundleId") { key, brands, _ in
            duplicates(of: key, in: brands, noun: "bundle id", fix: "give each brand its own bundleId")
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
        check: .brands(comparing: "displayName") { key, brands, _ in
            duplicates(of: key, in: brands, noun: "display name", fix: "give each brand a name of its own")
        })

    /// For each value of `key` used by several brands: one diagnostic per later brand, at
    /// the place that brand gets the value from, naming the first brand and its place.
    private static func duplicates(of key: String, in brands: [BrandSummary],
                                   noun: String, fix: String) -> [Finding] {
        // Sorting (text, brand) pairs groups the uses of each text without a table per text.
        var uses: [(text: String, brand: Int, value: Int)] = []
        for (brand, summary) in brands.enumerated() {
            for (index, value) in summary.values.enumerated() where value.key == key {
                uses.append((value.text, brand, index))
            }
        }
        uses.sort { ($0.text, brands[$0.brand].id, $0.value) < ($1.text, brands[$1.brand].id, $1.value) }
        var findings: [Finding] = []
        var start = 0
        while start < uses.count {
            var end = start
            while end < uses.count && uses[end].text == uses[start].text { end += 1 }
            let first = brands[uses[start].brand]
            let firstValues = uses[start..<end].filter { $0.brand == uses[start].brand }.map { first.values[$0.value] }
            let firstEnvironments = Set(firstValues.flatMap(\.environments))
            for use in uses[start..<end] where use.brand != uses[start].brand {
                let brand = brands[use.brand]
                let value = brand.values[use.value]
                guard value.environments.contains(where: firstEnvironments.contains) else { continue }
                // A value inherited from another brand is fixed in this brand's own file.
                let ownFile = switch value.provenance.layer {
                case .brand(let owner), .environment(let owner, _): owner == brand.id
                case .flagDefault, .manifestDefaults: false
                }
                let location = ownFile ? value.provenance.location : SourceLocation(file: brand.file, line: 1, column: 1)
                findings.append(Finding(
                    "brand '\(brand.id)' uses the \(noun) '\(value.text)' of brand '\(first.id)' (\(firstValues[0].provenance.location))",
                    at: location, suggestion: fix))
            }
            start = end
        }
        return findings
    }
}
