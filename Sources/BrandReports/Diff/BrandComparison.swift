import BrandConfiguration
import BrandCore
import BrandValidation
import HelpCenter
/// What comparing two sides produced: the diff, or the reports of sides that have errors.
package enum ComparisonOutcome: Sendable {
    case compared(BrandDiff)
    case failed(ValidationReport)
}

/// Loads both sides (the working tree or a git revision), validates them and diffs them.
package enum BrandComparison {
    /// Each side's brands are opened once (`BrandRun`), from the working tree or its git
    /// revision, and pass the gate; `workingTree` is the working tree already opened, when
    /// the caller has it.
    package static func compare(_ left: DiffSide, _ right: DiffSide, brandsDirectory: String,
                               workingTree: OpenedBrands<FeatureFlagManager>? = nil,
                               filter: KeyPathFilter = KeyPathFilter()) throws(BrandKitError) -> ComparisonOutcome {
        var gates: [String: ManifestGate<FeatureFlagManager>] = [:]
        func gate(_ side: DiffSide) throws(BrandKitError) -> ManifestGate<FeatureFlagManager> {
            let key = side.revision ?? ""
            if let gated = gates[key] { return gated }
            let opened: OpenedBrands<FeatureFlagManager>
            if side.revision == nil, let workingTree { opened = workingTree } else {
                // Each side read from here is checked (its brand, its environment) before any
                // brand file is read.
                opened = try BrandRun.open(brandsDirectory, at: side.revision) { listed throws(BrandKitError) in
                    for named in [left, right] where named.revision == side.revision {
                        try listed.checkBrand(named.brand, environment: named.environment)
                    }
                }
            }
            let gated = opened.gate()
            gates[key] = gated
            return gated
        }
        var resolved: [(label: String, brand: ResolvedBrand, screen: HelpCenterScreen)] = []
        var reports: [ValidationReport] = []
        var assets: [BrandAssets] = []
        for side in [left, right] {
            switch try gate(side) {
            case .failed(let broken):
                reports.append(broken)
            case .passed(let brands):
                assets.append(brands.source.assets)
                switch try brands.gate(brand: side.brand, environment: side.environment, revision: side.revision) {
                case .passed(let gated):
                    resolved.append((side.label(environment: gated.environment), gated.brand, gated.variant.screen))
                case .failed(let report):
                    reports.append(report)
                }
            }
        }
        guard reports.isEmpty, let left = resolved.first, let right = resolved.last, resolved.count == 2,
              let leftAssets = assets.first, let rightAssets = assets.last else {
            return .failed(ValidationReport.combined(reports))
        }
        return .compared(BrandDiffer.diff(left: left, right: right, assets: (leftAssets, rightAssets), filter: filter))
    }
}
