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
    /// Each side's brands are read once (`BrandRun`), from the working tree or its git
    /// revision, and pass the gate, then each side's brand passes its own; `workingTree` reads
    /// the working tree otherwise (a test's in-memory brands).
    package static func compare(_ left: DiffSide, _ right: DiffSide, brandsDirectory: String,
                               workingTree: BrandReading<FeatureFlagManager>? = nil,
                               filter: KeyPathFilter = KeyPathFilter()) throws(BrandKitError) -> ComparisonOutcome {
        // What each revision's run read, by revision ("" for the working tree): the other side
        // at the same revision starts from it.
        var read: [String: FeatureFlagManager] = [:]
        var resolved: [(label: String, brand: ResolvedBrand, screen: HelpCenterScreen)] = []
        var reports: [ValidationReport] = []
        var assets: [BrandAssets] = []
        for side in [left, right] {
            let key = side.revision ?? ""
            let reading = read[key].map { .parsed($0) } ?? (side.revision == nil ? workingTree : nil)
                ?? .upFront(brandsDirectory, at: side.revision)
            // Each side read from here is checked (its brand, its environment) before any
            // brand file is read.
            let request = RunRequest(reading) { listed throws(BrandKitError) in
                for named in [left, right] where named.revision == side.revision {
                    try listed.checkBrand(named.brand, environment: named.environment)
                }
            }
            let outcome = try BrandRun.run(request) { brands throws(BrandKitError) in
                try .one(side.brand, environment: side.environment, of: brands, revision: side.revision)
            } emit: { run in (run.source, run.brand(side.brand)) }
            switch outcome {
            case .stoppedAtManifest(let broken):
                reports.append(broken)
            case .emitted(let (brands, gate)):
                read[key] = brands
                assets.append(brands.assets)
                switch gate {
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
