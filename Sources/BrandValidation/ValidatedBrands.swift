/// Brands validated, then resolved: the one path render, diff, flags and bundle take to a
/// resolved brand. A brand resolves only when nothing it is made from (the manifest, the
/// brands it extends, its own file) has an error; the report says why when it does not.
public struct ValidatedBrands: Sendable {
    public let report: ValidationReport
    private let manager: FeatureFlagManager
    private let errorFiles: Set<String>

    init(report: ValidationReport, manager: FeatureFlagManager) {
        self.report = report
        self.manager = manager
        errorFiles = Set(report.diagnostics.filter { $0.severity == .error }.map(\.location.file))
    }

    public var brandIDs: [String] { manager.brandIDs }
    public var manifest: Manifest { manager.manifest }

    /// The errors that keep `id` from resolving: those in any file it is made from, in order.
    public func errors(resolving id: String) -> [Diagnostic] {
        let files = manager.files(resolving: id)
        guard !errorFiles.isDisjoint(with: files) else { return [] }
        return report.diagnostics.filter { $0.severity == .error && files.contains($0.location.file) }.sorted()
    }

    /// `id` in `environment`, or nil when it or anything it resolves from has errors.
    public func brand(_ id: String, environment: String) -> ResolvedBrand? {
        guard errorFiles.isDisjoint(with: manager.files(resolving: id)) else { return nil }
        return manager.brand(id, environment: environment)
    }
}

extension FeatureFlagManager {
    /// Validates `brands` (every brand when nil) in `environments`, for resolving them after.
    public func validated(brands: [String]?, environments: [String],
                          context: RuleContext = RuleContext(today: BrandValidator.today()),
                          jobs: Int = Parallel.defaultJobs) throws(BrandKitError) -> ValidatedBrands {
        ValidatedBrands(report: try BrandValidator.validate(self, brands: brands, environments: environments, context: context, jobs: jobs),
                        manager: self)
    }
}

/// One brand in one environment that passed the gate, with the validation it passed.
public struct GatedBrand: Sendable {
    public let validated: ValidatedBrands
    public let brand: ResolvedBrand
    public let environment: String
}

/// What the gate let through, or the report that stopped it.
public enum GateOutcome: Sendable {
    case passed(GatedBrand)
    case failed(ValidationReport)
}

extension FeatureFlagManager {
    /// The one gate for commands about one brand (`render`, `explain`): the manifest has no
    /// errors, the brand and the environment (the default when nil) exist — else exit 2 —
    /// and everything the brand reads validates there.
    public func gate(brand id: String, environment: String?,
                     context: RuleContext = RuleContext(today: BrandValidator.today())) throws(BrandKitError) -> GateOutcome {
        if let broken = manifestErrors { return .failed(broken) }
        try checkBrand(id)
        let environment = try manifest.checkedEnvironment(environment)
        let validated = try validated(brands: [id], environments: [environment], context: context)
        guard let brand = validated.brand(id, environment: environment) else { return .failed(validated.report) }
        return .passed(GatedBrand(validated: validated, brand: brand, environment: environment))
    }
}
