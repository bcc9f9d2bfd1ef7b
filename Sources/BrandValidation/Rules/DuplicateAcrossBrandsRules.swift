import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

extension ValidationRule {
    /// Two brands resolving to the same bundle id would overwrite each other's app.
    static let duplicateBundleID = ValidationRule(
        .duplicateBundleID, .error, "Two brands (in any environment) resolve to the same bundle id.",
        triggering: [
            RuleExample("displayName: A\nbundleId: ↓com.shared\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: ↓com.shared\n"]),
            RuleExample("displayName: A\nbundleId: ↓com.a\n",
                        otherBrands: ["b.yaml": "↓extends: acme\ndisplayName: B\n"]),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nenvironments:\n  staging: { bundleId: com.a.staging }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\n"]),
        ],
        check: .brands(comparing: ["bundleId"]) { key, brands, _ in
            duplicates(of: key, in: brands, noun: "bundle id", fix: "give each brand its own bundleId")
        })

    /// Two brands with the same name are hard to tell apart on a home screen and in stores.
    static let duplicateDisplayName = ValidationRule(
        .duplicateDisplayName, .warning, "Two brands (in any environment) resolve to the same display name.",
        triggering: [
            RuleExample("displayName: ↓Shop\nbundleId: com.a\n",
                        otherBrands: ["b.yaml": "displayName: ↓Shop\nbundleId: com.b\n"]),
        ],
        nonTriggering: [
            RuleExample("displayName: Shop\nbundleId: com.a\n",
                        otherBrands: ["b.yaml": "displayName: Shop DE\nbundleId: com.b\n"]),
        ],
        check: .brands(comparing: ["displayName"]) { key, brands, _ in
            duplicates(of: key, in: brands, noun: "display name", fix: "give each brand a name of its own")
        })

    /// For each value of `key` used by several brands: one diagnostic per brand that uses it,
    /// at the place that brand gets the value from, naming another brand and its place.
    static func duplicates(of key: String, in brands: [BrandSummary],
                                   noun: String, fix: String) -> [Finding] {
        // Every use of the key, in brand id order (brands usually arrive sorted, which the
        // sort sees in one pass), then the uses ordered by text and, within one text, by that
        // order: numbers only. A table of texts with an array per text, built here at the end
        // of a run while every summary is still kept, was a sixth of its peak memory.
        var found: [(brand: Int32, value: Int32)] = []
        for brand in brands.indices.sorted(by: { brands[$0].id < brands[$1].id }) {
            for (index, value) in brands[brand].values.enumerated() where value.key == key {
                found.append((Int32(brand), Int32(index)))
            }
        }
        // A constant: the sort's comparisons read it without an exclusivity check each.
        let uses = found
        // Most comparisons are decided by the keys; only ties read the texts.
        let keys = BrandSummary.textKeys(uses, in: brands)
        func compare(_ use: Int32, _ other: Int32) -> Int {
            let (key, otherKey) = (keys[Int(use)], keys[Int(other)])
            if key != otherKey && key != BrandSummary.noTextKey && otherKey != BrandSummary.noTextKey {
                return key < otherKey ? -1 : 1
            }
            let (one, two) = (uses[Int(use)], uses[Int(other)])
            return BrandSummary.compareTexts((Int(one.brand), Int(one.value)), (Int(two.brand), Int(two.value)), in: brands)
        }
        var order = Array(0..<Int32(uses.count))
        order.sort { let order = compare($0, $1); return order < 0 || (order == 0 && $0 < $1) }
        var findings: [Finding] = []
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count && compare(order[end], order[start]) == 0 { end += 1 }
            // Most texts have one use, or uses of one brand only: those are passed over where
            // they stand, with no list made of them.
            let owning = uses[Int(order[start])]
            guard order[start + 1..<end].contains(where: { uses[Int($0)].brand != owning.brand }) else {
                start = end
                continue
            }
            let group = order[start..<end].map { uses[Int($0)] }
            start = end
            // Each brand that claims the text, at its first use, with every environment it
            // uses it in: each is reported where it claims it, naming the first other brand
            // (in id order) that claims it in one of those environments. Whoever changed the
            // value last, the error is in their file too.
            var claims: [(brand: Int32, value: Int32, environments: EnvironmentSet)] = []
            for use in group {
                let environments = brands[Int(use.brand)].values[Int(use.value)].environments
                if let last = claims.indices.last, claims[last].brand == use.brand {
                    claims[last].environments = claims[last].environments.union(environments)
                } else {
                    claims.append((use.brand, use.value, environments))
                }
            }
            for claim in claims {
                guard let other = claims.first(where: { $0.brand != claim.brand && $0.environments.intersects(claim.environments) })
                else { continue }
                let brand = brands[Int(claim.brand)], otherBrand = brands[Int(other.brand)]
                let value = brand.values[Int(claim.value)]
                // A value inherited from another brand (or the manifest) is fixed in this brand's own file.
                let location = value.location.fileID == brand.file ? value.location : SourceLocation(fileID: brand.file, line: 1, column: 1)
                findings.append(Finding(
                    "brand '\(brand.id)' uses the \(noun) '\(brand.text(of: value))', as brand '\(otherBrand.id)' does "
                        + "(\(otherBrand.values[Int(other.value)].location))",
                    at: location, suggestion: fix))
            }
        }
        return findings
    }
}
