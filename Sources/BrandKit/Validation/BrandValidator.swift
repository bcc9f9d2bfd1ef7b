/// Runs every check on every brand in every environment and reports each problem once.
public enum BrandValidator {
    /// Validates `brands` (all when nil) in `environments` (all declared when nil).
    public static func validate(
        _ manager: FeatureFlagManager, brands: [String]? = nil, environments: [String]? = nil
    ) -> ValidationReport {
        let ids = brands ?? manager.brandIDs
        let environments = environments ?? manager.manifest.environments
        let relevantFiles = brands.map { Set($0.flatMap { manager.files(resolving: $0) }) }
        var diagnostics = manager.diagnostics.filter { relevantFiles?.contains($0.location.file) ?? true }
        for id in ids {
            for environment in environments {
                guard let brand = manager.brand(id, environment: environment) else { continue }
                diagnostics += manager.resolutionDiagnostics(brand)
                diagnostics += HelpCenterScene.diagnostics(for: brand)
            }
        }
        return ValidationReport(diagnostics: diagnostics, brandCount: ids.count, environments: environments)
    }
}
