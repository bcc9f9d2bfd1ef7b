import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

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
        // The uses of each text, grouped by hashing, each group in brand id order (brands
        // usually arrive sorted, which the sort sees in one pass): sorting every use by its
        // text was a serial tail of a 10,000-brand run.
        var groups: [String: [(brand: Int, value: Int)]] = [:]
        for brand in brands.indices.sorted(by: { brands[$0].id < brands[$1].id }) {
            for (index, value) in brands[brand].values.enumerated() where value.key == key {
                groups[value.text, default: []].append((brand, index))
            }
        }
        var findings: [Finding] = []
        for uses in groups.values {
            // The brand first in id order owns the text; the others use it after it.
            guard let owner = uses.first?.brand, uses.contains(where: { $0.brand != owner }) else { continue }
            let first = brands[owner]
            let firstValues = uses.filter { $0.brand == owner }.map { first.values[$0.value] }
            let firstEnvironments = firstValues.reduce(EnvironmentSet()) { $0.union($1.environments) }
            for use in uses where use.brand != owner {
                let brand = brands[use.brand]
                let value = brand.values[use.value]
                guard value.environments.intersects(firstEnvironments) else { continue }
                // A value inherited from another brand is fixed in this brand's own file.
                let ownFile = switch value.provenance.layer {
                case .brand(let owner), .environment(let owner, _): owner == brand.id
                case .flagDefault, .manifestDefaults, .sourceText: false
                }
                let location = ownFile ? value.provenance.location : SourceLocation(fileID: brand.file, line: 1, column: 1)
                findings.append(Finding(
                    "brand '\(brand.id)' uses the \(noun) '\(value.text)' of brand '\(first.id)' (\(firstValues[0].provenance.location))",
                    at: location, suggestion: fix))
            }
        }
        return findings
    }
}
