import BrandConfiguration
import BrandCore
import BrandValidation

extension FeatureFlagManager {
    /// These brands through the run (`BrandReading.parsed`), checked and collected, for tests
    /// of what reads validated brands: a manifest with errors fails the test's `try`.
    func validated(brands: [String]? = nil, environments: [String], context: RuleContext,
                   keepingVariants: Bool = false) throws(BrandKitError) -> ValidatedBrands {
        try run { _ in CheckPlan(brands: brands, environments: environments, context: context, makingVariants: keepingVariants) }
            emit: { $0.validated }
    }

    /// `id` through its gate in `environment`, as `render` and `explain` pass it.
    func gate(brand id: String, environment: String) throws(BrandKitError) -> BrandGate {
        try run { brands throws(BrandKitError) in try .one(id, environment: environment, of: brands) } emit: { $0.brand(id) }
    }

    /// Every brand checked in `environments`, with what each check handed back.
    func checked(environments: [String], context: RuleContext, jobs: Int) throws(BrandKitError) -> (report: ValidationReport, brands: [BrandAsChecked?]) {
        try run { _ in CheckPlan(environments: environments, context: context, jobs: jobs, makingVariants: true) { $0 } }
            emit: { ($0.report ?? .empty, $0.outputs) }
    }

    private func run<Each, Result>(_ plan: (GatedBrands<FeatureFlagManager>) throws(BrandKitError) -> CheckPlan<Each>?,
                                   emit: (CompletedRun<FeatureFlagManager, Each>) throws(BrandKitError) -> Result?) throws(BrandKitError) -> Result {
        switch try BrandRun.run(RunRequest(.parsed(self)), plan: plan, emit: emit) {
        case .emitted(let result?): return result
        case .emitted(nil): throw BrandKitError("the test's run checked nothing", hint: nil)
        case .stoppedAtManifest(let broken):
            throw BrandKitError("the test's manifest has errors: \(broken.diagnostics.map(\.message))", hint: nil)
        }
    }
}
