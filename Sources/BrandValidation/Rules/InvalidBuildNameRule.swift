import BrandConfiguration
import BrandCore

extension ValidationRule {
    /// A brand id the build tools refuse, or two that become one name there: the Android
    /// build of every brand stops, or one Xcode target stands for two brands.
    static let invalidBuildName = ValidationRule(
        .invalidBuildName, .error,
        "A brand id whose Gradle flavor the Android Gradle Plugin refuses (main, test..., a build type's name), that XcodeGen reads as a boolean (true, yes, on...), or that becomes the same flavor as another brand's (shop-2 and shop2).",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\n", otherBrands: ["main.yaml": "↓displayName: M\nbundleId: com.m\n"]),
            RuleExample("displayName: A\nbundleId: com.a\n", otherBrands: ["release.yaml": "↓displayName: R\nbundleId: com.r\n"]),
            RuleExample("displayName: A\nbundleId: com.a\n", otherBrands: ["yes.yaml": "↓displayName: Y\nbundleId: com.y\n"]),
            RuleExample("displayName: A\nbundleId: com.a\n", otherBrands: ["shop-2.yaml": "↓displayName: S\nbundleId: com.s\n",
                                                                             "shop2.yaml": "↓displayName: T\nbundleId: com.t\n"]),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\n", otherBrands: ["shop-2.yaml": "displayName: S\nbundleId: com.s\n",
                                                                             "main-street.yaml": "displayName: M\nbundleId: com.m\n"]),
        ],
        canBeDisabled: false,
        // Every brand has a summary; the key only makes the check run once per run.
        check: .brands(comparing: ["bundleId"]) { _, brands, context in
            var findings: [Finding] = []
            let flavors = brands.map { BuildNames.flavorName($0.id) }
            // Ids are distinct, and an id without '-' is its own flavor: two brands share a
            // flavor only where one of them has a '-', so only those flavors are looked up.
            var dashed: [String: [Int]] = [:]
            for index in brands.indices where flavors[index].utf8.count != brands[index].id.utf8.count { dashed[flavors[index]] = [] }
            if !dashed.isEmpty {
                for index in brands.indices.sorted(by: { brands[$0].id < brands[$1].id }) where dashed[flavors[index]] != nil {
                    dashed[flavors[index]]?.append(index)
                }
            }
            for index in brands.indices {
                let brand = brands[index], flavor = flavors[index]
                let start = SourceLocation(fileID: brand.file, line: 1, column: 1)
                if let problem = BuildNames.brandIDProblem(brand.id, flavor: flavor, environments: context.environments) {
                    findings.append(Finding("brand id '\(brand.id)' cannot be built: \(problem)", at: start,
                                            suggestion: "rename the file to another id"))
                }
                if !dashed.isEmpty, let other = dashed[flavor]?.first(where: { $0 != index }) {
                    findings.append(Finding("brand ids '\(brand.id)' and '\(brands[other].id)' both become the Gradle flavor '\(flavor)'",
                                            at: start, suggestion: "rename one of the files so their ids differ by more than '-'"))
                }
            }
            return findings
        })
}
