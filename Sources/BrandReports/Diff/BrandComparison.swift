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
    /// `workingTree` is the already loaded brands directory, when the caller has one.
    package static func compare(_ left: DiffSide, _ right: DiffSide, brandsDirectory: String,
                               workingTree: FeatureFlagManager? = nil,
                               filter: KeyPathFilter = KeyPathFilter()) throws(BrandKitError) -> ComparisonOutcome {
        var managers: [String: FeatureFlagManager] = [:]
        managers[""] = workingTree
        func manager(for side: DiffSide) throws(BrandKitError) -> FeatureFlagManager {
            let key = side.revision ?? ""
            if let cached = managers[key] { return cached }
            let loaded = try BrandInputs.read(brandsDirectory, at: side.revision).open()
            managers[key] = loaded
            return loaded
        }
        var resolved: [(label: String, brand: ResolvedBrand, screen: HelpCenterScreen)] = []
        var reports: [ValidationReport] = []
        let assets = (try manager(for: left).assets, try manager(for: right).assets)
        for side in [left, right] {
            switch try manager(for: side).gate(brand: side.brand, environment: side.environment, revision: side.revision) {
            case .passed(let gated):
                resolved.append((side.label(environment: gated.environment), gated.brand, gated.snapshot.screen))
            case .failed(let report):
                reports.append(report)
            }
        }
        guard reports.isEmpty, let left = resolved.first, let right = resolved.last, resolved.count == 2 else {
            return .failed(ValidationReport.combined(reports))
        }
        return .compared(BrandDiffer.diff(left: left, right: right, assets: assets, filter: filter))
    }
}
