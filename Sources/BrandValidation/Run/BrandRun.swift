import BrandConfiguration
import BrandCore

/// One run of brandkit, from its inputs to what it emits, as five stages that are types:
/// `BrandRun.open`/`.stream` → `OpenedBrands` → `gate` → `GatedBrands` → `check` →
/// `CheckedBrands` → `collect` → `ValidatedBrands` (or the `ValidationReport`), which the
/// emitters read. Each stage is made only by the one before it, so no command reaches a
/// brand it has not gated and checked, and no command opens brands but through here.
package enum BrandRun {
    /// Every input read up front through `BrandInputs`, from the working tree or, with
    /// `revision`, as that git revision has them, and parsed and resolved. `arguments` checks
    /// the command's arguments once the manifest is read, before any brand file is (unless
    /// the manifest has errors: the gate reports those). Diagnostics name files under
    /// `displayedAs` when given (tests read the example brands from anywhere).
    package static func open(_ directory: String, at revision: String? = nil, displayedAs: String? = nil,
                             arguments: ArgumentCheck? = nil) throws(BrandKitError) -> OpenedBrands<FeatureFlagManager> {
        let inputs = try BrandInputs.read(directory, at: revision, displayedAs: displayedAs,
                                          beforeBrands: beforeBrands(arguments, revision: revision))
        return OpenedBrands(inputs.open(), inputs: inputs)
    }

    /// The brands directory listed and its manifest read; each brand file is read when a
    /// worker reaches it, so `validate` holds one brand's files per core for any number of
    /// brands.
    package static func stream(_ directory: String) throws(BrandKitError) -> OpenedBrands<StreamedBrandFiles> {
        OpenedBrands(try BrandInputs.stream(directory), inputs: nil)
    }

    /// Every input read up front, for a command that hashes them (`bundle`); each brand file
    /// is parsed from those bytes when a worker reaches it. `arguments` as for `open`.
    package static func read(_ directory: String, arguments: ArgumentCheck? = nil) throws(BrandKitError) -> OpenedBrands<StreamedBrandFiles> {
        let inputs = try BrandInputs.read(directory, beforeBrands: beforeBrands(arguments, revision: nil))
        return OpenedBrands(inputs.streamed(), inputs: inputs)
    }

    /// A command's check of its arguments against what is known before any brand file is read.
    package typealias ArgumentCheck = (ListedBrands) throws(BrandKitError) -> Void

    private static func beforeBrands(_ arguments: ArgumentCheck?, revision: String?) -> BrandInputs.BeforeBrands? {
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
package struct OpenedBrands<Source: BrandFileSource> {
    /// The brands, as the checks read them.
    package let source: Source
    /// The bytes read, when they were read up front; nil when brand files are read as
    /// workers reach them.
    package let inputs: BrandInputs?

    /// Wraps brands opened elsewhere (a test's in-memory files).
    package init(_ source: Source, inputs: BrandInputs? = nil) {
        self.source = source
        self.inputs = inputs
    }

    /// Stage 2, the gate every command that emits brands passes: the manifest has no errors
    /// of its own. Nothing about brands is trustworthy until it is fixed, so a failed gate is
    /// the manifest's report alone.
    package func gate() -> ManifestGate<Source> {
        if let broken = source.manifestErrors { return .failed(broken) }
        return .passed(GatedBrands(source: source, inputs: inputs))
    }

    /// `validate`'s gate: the manifest's errors are reported with every brand's, in one
    /// report, so the run goes on to check.
    package func gateReportingManifestErrors() -> GatedBrands<Source> {
        GatedBrands(source: source, inputs: inputs)
    }
}

extension OpenedBrands where Source == FeatureFlagManager {
    /// These brands with files not written yet, checked with the others (`add` checks a new
    /// brand before it writes it).
    package func adding(_ files: [SourceFile]) -> OpenedBrands<FeatureFlagManager>? {
        inputs.map { OpenedBrands($0.open(adding: files), inputs: $0) }
    }
}

/// What the gate of the manifest let through (every brand, for checking), or the report
/// that stopped it.
package enum ManifestGate<Source: BrandFileSource> {
    case passed(GatedBrands<Source>)
    case failed(ValidationReport)
}

/// Stage 2, gated: brands whose manifest may be read, for checking a command's arguments
/// (brand ids, environments) before any brand is checked.
package struct GatedBrands<Source: BrandFileSource> {
    package let source: Source
    package let inputs: BrandInputs?

    package var manifest: Manifest { source.manifest }
    package var brandIDs: [String] { source.brandIDs }

    /// Stage 3, check: `brands` (every brand when nil) in `environments` (every declared one
    /// when nil), through the one check loop; `each` runs on the worker that checked a brand,
    /// with what the check handed back (bundle builds the brand's units there). With
    /// `makingVariants`, each reported brand's scene runs once for validation and its
    /// variants come back in `BrandAsChecked`.
    package func check<Output: Sendable>(
        brands: [String]? = nil, environments: [String]? = nil, context: RuleContext,
        jobs: Int = Parallel.defaultJobs, makingVariants: Bool = false,
        each: @Sendable (_ checked: (result: BrandCheckResult, brand: BrandAsChecked?)) -> Output
    ) -> CheckedBrands<Source, Output> {
        let pass = ValidationPass(source, brands: brands, environments: environments, context: context, jobs: jobs,
                                  makingVariants: makingVariants)
        let outcomes = pass.checkEveryBrand { checked in (checked.result, each(checked)) }
        return CheckedBrands(source: source, pass: pass, context: context, results: outcomes.map(\.0),
                             outputs: outcomes.map(\.1))
    }

    /// The same, handing back each checked brand (its variants, when made).
    package func check(brands: [String]? = nil, environments: [String]? = nil, context: RuleContext,
                       jobs: Int = Parallel.defaultJobs, makingVariants: Bool = false) -> CheckedBrands<Source, BrandAsChecked?> {
        check(brands: brands, environments: environments, context: context, jobs: jobs, makingVariants: makingVariants) { $0.brand }
    }
}

/// Stage 3, checked: every brand's own checks, in `brandIDs` order, with what each worker
/// made of its brand (`outputs`).
package struct CheckedBrands<Source: BrandFileSource, Output> {
    let source: Source
    let pass: ValidationPass
    let context: RuleContext
    let results: [BrandCheckResult]
    /// What `each` made of each brand, in `brandIDs` order.
    package let outputs: [Output]

    /// Stage 4, collect: the report, once every brand is checked, with the cross-brand rules.
    /// Consuming: the results, a slot per brand, are given up to the report, which frees them
    /// before the cross-brand rules run.
    package consuming func report() throws(BrandKitError) -> ValidationReport {
        let pass = self.pass, results = self.results
        _ = consume self
        return try pass.report(consume results)
    }
}

extension CheckedBrands where Source == FeatureFlagManager, Output == BrandAsChecked? {
    /// Stage 4, collect, for commands that resolve what they checked: the report and the
    /// brands it lets through, with the variants the checks made.
    package consuming func collect() throws(BrandKitError) -> ValidatedBrands {
        let variants = outputs.flatMap { $0?.variants ?? [] }
        let (manager, context) = (source, self.context)
        return ValidatedBrands(report: try report(), manager: manager, variants: variants,
                               interactor: context.interactor, fonts: context.fonts)
    }
}

extension GatedBrands where Source == FeatureFlagManager {
    /// Check and collect `brands` (every brand when nil) in `environments`, for resolving
    /// them after. With `keepingVariants`, each brand's variants are made by validation's
    /// own run of the scene and kept, for commands that print what they validated.
    package func validated(brands: [String]? = nil, environments: [String],
                           context: RuleContext = RuleContext(today: BrandValidator.today()),
                           jobs: Int = Parallel.defaultJobs, keepingVariants: Bool = false) throws(BrandKitError) -> ValidatedBrands {
        try check(brands: brands, environments: environments, context: context, jobs: jobs,
                  makingVariants: keepingVariants).collect()
    }

    /// The gate of commands about one brand (`render`, `explain`, a side of `diff`): the
    /// brand and the environment (the default when nil) exist — else exit 2 — and everything
    /// the brand reads validates there. `revision` names the git revision the brands were
    /// read at, for the message about an unknown brand.
    package func gate(brand id: String, environment: String?, revision: String? = nil,
                      context: RuleContext = RuleContext(today: BrandValidator.today())) throws(BrandKitError) -> BrandGate {
        try source.checkBrand(id, revision: revision)
        let environment = try manifest.checkedEnvironment(environment)
        let validated = try validated(brands: [id], environments: [environment], context: context, keepingVariants: true)
        guard let variant = validated.variant(id, environment: environment) else { return .failed(validated.report) }
        return .passed(ValidatedBrand(validated: validated, variant: variant))
    }

    /// Every brand checked and collected in the environments `asked` (each must exist, else
    /// exit 2; none means every declared one), for commands about every brand (`preview`,
    /// `flags`, `generate`, the exports). What a command does with brands that have errors
    /// (an error card, or stopping) is its own.
    package func validatedAll(environments asked: [String] = [],
                              context: RuleContext = RuleContext(today: BrandValidator.today()),
                              keepingVariants: Bool = false) throws(BrandKitError) -> (brands: ValidatedBrands, environments: [String]) {
        let environments = try manifest.selectEnvironments(asked, otherwise: .every)
        return (try validated(environments: environments, context: context, keepingVariants: keepingVariants), environments)
    }
}
