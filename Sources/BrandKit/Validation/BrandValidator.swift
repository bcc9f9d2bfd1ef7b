import Foundation

/// Runs every check on every brand in every environment and reports each problem once.
public enum BrandValidator {
    /// Validates `brands` (all when nil) in `environments` (all declared when nil).
    public static func validate(
        _ manager: FeatureFlagManager, brands: [String]? = nil, environments: [String]? = nil,
        context: RuleContext = RuleContext(today: today()), jobs: Int = Parallel.defaultJobs
    ) -> ValidationReport {
        let ids = brands ?? manager.brandIDs
        let environments = environments ?? manager.manifest.environments
        let relevantFiles = brands.map { Set($0.flatMap { manager.files(resolving: $0) }) }
        var diagnostics = manager.diagnostics.filter { relevantFiles?.contains($0.location.file) ?? true }
        let rules = ValidationRule.all.filter { !manager.manifest.disabledRules.contains($0.code.rawValue) }

        // Each brand is resolved and checked in every environment on any core.
        let perBrand = Parallel.map(ids, jobs: jobs) { id -> ([ResolvedBrand], [Diagnostic]) in
            var resolved: [ResolvedBrand] = []
            var found: [Diagnostic] = []
            for environment in environments {
                guard let brand = manager.brand(id, environment: environment) else { continue }
                resolved.append(brand)
                found += manager.resolutionDiagnostics(brand)
                found += HelpCenterScene.diagnostics(for: brand)
                let subject = RuleSubject(brand)
                for rule in rules {
                    if case .brand(let check) = rule.check { found += check(subject, context).map(rule.diagnostic) }
                }
            }
            return (resolved, found)
        }
        let resolved = perBrand.flatMap(\.0)
        diagnostics += perBrand.flatMap(\.1)
        for rule in rules {
            switch rule.check {
            case .brands(let check):
                // Cross-brand rules compare against every brand, but report only on those asked for.
                let checked = Set(ids)
                let all = brands == nil ? resolved : resolved + manager.brandIDs.filter { !checked.contains($0) }.flatMap { id in
                    environments.compactMap { manager.brand(id, environment: $0) }
                }
                let selected = Set(ids.compactMap { manager.path(of: $0) })
                diagnostics += check(all, context).map(rule.diagnostic)
                    .filter { brands == nil || selected.contains($0.location.file) || relevantFiles?.contains($0.location.file) == true }
            case .manifest(let check):
                diagnostics += check(manager.manifest, context).map(rule.diagnostic)
            case .brand, .loader:
                break
            }
        }
        let disabled = manager.manifest.disabledRules
        return ValidationReport(diagnostics: diagnostics.filter { !disabled.contains($0.code.rawValue) },
                                brandCount: ids.count, environments: environments)
    }

    /// Today as `YYYY-MM-DD` in UTC.
    public static func today() -> String {
        let components = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: Date())
        return String(format: "%04d-%02d-%02d", components.year!, components.month!, components.day!)
    }
}
