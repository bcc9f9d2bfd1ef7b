import BrandConfiguration
import BrandCore

/// One run of brandkit, from its inputs to what it emits. A command states what it needs
/// (`RunRequest`, `CheckPlan`) and what it emits; `run` takes it through the stages, which
/// are types: open → `OpenedBrands` → gate → `GatedBrands` → check → `CheckedBrands` →
/// collect → `CompletedRun`, which the command's emitter reads. Each stage is made only by
/// the one before it, and only here, so no command reaches a brand it has not gated and
/// checked, and no command opens brands but through here.
package enum BrandRun {
    /// Runs `request`: the brands opened (the command's arguments checked once the manifest
    /// is read, before any brand file is), the manifest's gate, then `plan`'s checks (none
    /// when it returns nil) and their report, then `emit` with all of it.
    package static func run<Source, Each: Sendable, Result>(
        _ request: RunRequest<Source>,
        plan: (GatedBrands<Source>) throws(BrandKitError) -> CheckPlan<Each>?,
        emit: (CompletedRun<Source, Each>) throws(BrandKitError) -> Result
    ) throws(BrandKitError) -> RunOutcome<Result> {
        let opened = try request.reading.open(beforeBrands(request.arguments, revision: request.reading.revision))
        let gated: GatedBrands<Source>
        switch request.manifestErrors {
        case .stopTheRun:
            switch opened.gate() {
            case .passed(let passed): gated = passed
            case .failed(let broken): return .stoppedAtManifest(broken)
            }
        case .reportedWithTheBrands:
            gated = opened.gateReportingManifestErrors()
        }
        guard let plan = try plan(gated) else {
            return .emitted(try emit(CompletedRun(brands: gated, environments: [], outputs: [], report: nil, variants: [], context: nil)))
        }
        let checked = gated.check(brands: plan.brands, environments: plan.environments, context: plan.context, jobs: plan.jobs,
                                  makingVariants: plan.makingVariants) { checked in
            (plan.each(checked.brand), checked.brand?.variants ?? [])
        }
        let outputs = checked.outputs.map(\.0), variants = checked.outputs.flatMap(\.1)
        let report = try checked.report()
        return .emitted(try emit(CompletedRun(brands: gated, environments: plan.environments, outputs: outputs, report: report,
                                              variants: variants, context: plan.context)))
    }

    /// `request` read and through the manifest's gate, no brand checked: for what reads
    /// brands without validating them (`list`, a base revision, completions).
    package static func run<Source, Result>(
        _ request: RunRequest<Source>, emit: (CompletedRun<Source, Void>) throws(BrandKitError) -> Result
    ) throws(BrandKitError) -> RunOutcome<Result> {
        try run(request, plan: { _ throws(BrandKitError) -> CheckPlan<Void>? in nil }, emit: emit)
    }

    /// A command's check of its arguments against what is known before any brand file is read.
    package typealias ArgumentCheck = (ListedBrands) throws(BrandKitError) -> Void

    private static func beforeBrands(_ arguments: ArgumentCheck?,
                                     revision: String?) -> BrandInputs.BeforeBrands? {
        guard let arguments else { return nil }
        return { (manifest, diagnostics, listing) throws(BrandKitError) in
            // A broken manifest is the gate's to report, alone: nothing is checked against it.
            guard manifest.ownErrors(loading: diagnostics).isEmpty else { return }
            try arguments(ListedBrands(manifest: manifest, brandIDs: listing.ids, revision: revision))
        }
    }
}

/// Before stage 1: what a run knows before it reads any brand file, the manifest (without
/// errors of its own) and the brand files' names. A command checks its arguments here, so a
/// mistyped brand id or environment costs no brand file's read.
package struct ListedBrands {
    package let manifest: Manifest
    /// Every brand id, sorted.
    package let brandIDs: [String]
    /// The git revision the brands are read at; nil for the working tree.
    package let revision: String?

    /// Throws unless `id` is a brand of the directory (or of `revision`).
    package func checkBrand(_ id: String) throws(BrandKitError) {
        guard brandIDs.contains(id) else { throw .unknownBrand(id, known: brandIDs, revision: revision) }
    }

    /// Throws unless `id` is a brand and `environment` is declared (nil: the default): the
    /// arguments of a command about one brand (`render`, `explain`, a side of `diff`).
    package func checkBrand(_ id: String, environment: String?) throws(BrandKitError) {
        try checkBrand(id)
        _ = try manifest.checkedEnvironment(environment)
    }
}

/// Stage 1, open: a run's inputs, read once.
struct OpenedBrands<Source: BrandFileSource> {
    /// The brands, as the checks read them.
    let source: Source

    init(_ source: Source) {
        self.source = source
    }

    /// Stage 2, the gate every command that emits brands passes: the manifest has no errors
    /// of its own. Nothing about brands is trustworthy until it is fixed, so a failed gate is
    /// the manifest's report alone.
    func gate() -> ManifestGate<Source> {
        if let broken = source.manifestErrors { return .failed(broken) }
        return .passed(GatedBrands(source: source))
    }

    /// `validate`'s gate: the manifest's errors are reported with every brand's, in one
    /// report, so the run goes on to check.
    func gateReportingManifestErrors() -> GatedBrands<Source> {
        GatedBrands(source: source)
    }
}

/// What the gate of the manifest let through (every brand, for checking), or the report
/// that stopped it.
enum ManifestGate<Source: BrandFileSource> {
    case passed(GatedBrands<Source>)
    case failed(ValidationReport)
}

/// Stage 2, gated: brands whose manifest may be read, for checking a command's arguments
/// (brand ids, environments) and planning its checks before any brand is checked.
package struct GatedBrands<Source: BrandFileSource> {
    package let source: Source

    package var manifest: Manifest { source.manifest }
    package var brandIDs: [String] { source.brandIDs }

    /// Stage 3, check: `brands` (every brand when nil) in `environments` (every declared one
    /// when nil), through the one check loop; `each` runs on the worker that checked a brand,
    /// with what the check handed back. With `makingVariants`, each reported brand's scene
    /// runs once for validation and its variants come back in `BrandAsChecked`.
    func check<Output: Sendable>(
        brands: [String]? = nil, environments: [String]? = nil, context: RuleContext,
        jobs: Int = Parallel.defaultJobs, makingVariants: Bool = false,
        each: @Sendable (_ checked: (result: BrandCheckResult, brand: BrandAsChecked?)) -> Output
    ) -> CheckedBrands<Output> {
        let pass = ValidationPass(source, brands: brands, environments: environments, context: context, jobs: jobs,
                                  makingVariants: makingVariants)
        let outcomes = pass.checkEveryBrand { checked in (checked.result, each(checked)) }
        return CheckedBrands(pass: pass, results: outcomes.map(\.0), outputs: outcomes.map(\.1))
    }
}

/// Stage 3, checked: every brand's own checks, in `brandIDs` order, with what each worker
/// made of its brand (`outputs`).
struct CheckedBrands<Output> {
    let pass: ValidationPass
    let results: [BrandCheckResult]
    /// What `each` made of each brand, in `brandIDs` order.
    let outputs: [Output]

    /// Stage 4, collect: the report, once every brand is checked, with the cross-brand rules.
    /// Consuming: the results, a slot per brand, are given up to the report, which frees them
    /// before the cross-brand rules run.
    consuming func report() throws(BrandKitError) -> ValidationReport {
        let pass = self.pass, results = self.results
        _ = consume self
        return try pass.report(consume results)
    }
}

/// Stage 4, collected: what the run read, gated and checked, for the command's emitter.
package struct CompletedRun<Source: BrandFileSource, Each> {
    /// The brands through the manifest's gate.
    package let brands: GatedBrands<Source>
    /// The environments the plan checked, in its order.
    package let environments: [String]
    /// What the plan's `each` made of each brand checked, in `brandIDs` order.
    package let outputs: [Each]
    /// The checks' report, with the cross-brand rules; nil when the plan checked nothing.
    package let report: ValidationReport?
    let variants: [ResolvedVariant]
    let context: RuleContext?

    package var source: Source { brands.source }
    package var manifest: Manifest { brands.manifest }
}

extension CompletedRun where Source == FeatureFlagManager {
    /// The brands as checked, then resolved, with the variants the checks made; nil when the
    /// plan checked nothing.
    package var validated: ValidatedBrands? {
        guard let report, let context else { return nil }
        return ValidatedBrands(report: report, manager: source, variants: variants, interactor: context.interactor,
                               fonts: context.fonts)
    }

    /// The brands read and resolved, not checked (`ValidatedBrands(readOnly:)`).
    package var readOnly: ValidatedBrands { ValidatedBrands(readOnly: source) }

    /// A brand the plan checked (as `.one` does), in `environment` (the plan's first when
    /// nil), through its gate: it resolves there, or the report says why not.
    package func brand(_ id: String, environment: String? = nil) -> BrandGate {
        guard let validated, let environment = environment ?? environments.first else {
            return .failed(.empty)
        }
        guard let variant = validated.variant(id, environment: environment) else { return .failed(validated.report) }
        return .passed(ValidatedBrand(validated: validated, variant: variant))
    }
}
