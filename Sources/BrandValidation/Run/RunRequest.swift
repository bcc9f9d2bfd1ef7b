import BrandConfiguration
import BrandCore

/// What a command asks of a run, as a value: where its brands are read from and how, what a
/// manifest with errors does to the run, and what is checked once the manifest is read.
/// `BrandRun.run` takes it through every stage.
package struct RunRequest<Source: BrandFileSource> {
    package var reading: BrandReading<Source>
    package var manifestErrors: ManifestErrors
    /// The command's arguments, checked against what is known before any brand file is read
    /// (unless the manifest has errors: the gate reports those).
    package var arguments: BrandRun.ArgumentCheck?

    package init(_ reading: BrandReading<Source>, manifestErrors: ManifestErrors = .stopTheRun, arguments: BrandRun.ArgumentCheck? = nil) {
        self.reading = reading
        self.manifestErrors = manifestErrors
        self.arguments = arguments
    }
}

/// What a manifest with errors of its own does to a run.
package enum ManifestErrors: Sendable {
    /// Nothing about brands is trustworthy: the run stops with the manifest's report
    /// (`RunOutcome.stoppedAtManifest`). Every command that emits brands.
    case stopTheRun
    /// The manifest's errors are reported with every brand's, in one report (`validate`).
    case reportedWithTheBrands
}

/// Where a run reads its brands and how: up front and parsed (`FeatureFlagManager`), or
/// each brand file as a worker reaches it (`StreamedBrandFiles`). A reading that hashes its
/// inputs (`bundle`) has them as a type, `BrandFilesReadUpFront`, not as an optional.
package struct BrandReading<Source: BrandFileSource> {
    let open: (BrandInputs.BeforeBrands?) throws(BrandKitError) -> OpenedBrands<Source>
    /// The git revision read; nil for the working tree.
    let revision: String?

    /// Every input read up front and parsed, from the working tree or, with `revision`, as
    /// that git revision has them. Diagnostics name files under `displayedAs` when given
    /// (tests read the example brands from anywhere). `adding`: files not written yet,
    /// checked with the others (`add` checks a new brand before it writes it).
    package static func upFront(_ directory: String, at revision: String? = nil, displayedAs: String? = nil,
                                adding: [SourceFile] = []) -> BrandReading<FeatureFlagManager> {
        read(directory, at: revision, displayedAs: displayedAs, adding: adding, parsing: .upFront)
    }

    /// Every input of `revision` read up front, each brand file parsed when first asked: a
    /// revision only compared with another (the base of `diff --all` and `validate --base`),
    /// whose brands made from the same bytes as the other side's are never parsed.
    package static func compared(_ directory: String, at revision: String) -> BrandReading<FeatureFlagManager> {
        read(directory, at: revision, parsing: .whenAsked)
    }

    private static func read(_ directory: String, at revision: String?, displayedAs: String? = nil, adding: [SourceFile] = [],
                             parsing: FeatureFlagManager.Parsing) -> BrandReading<FeatureFlagManager> {
        BrandReading<FeatureFlagManager>(open: { before throws(BrandKitError) in
            let inputs = try BrandInputs.read(directory, at: revision, displayedAs: displayedAs, beforeBrands: before)
            return OpenedBrands(inputs.open(adding: adding, parsing: parsing))
        }, revision: revision)
    }

    /// Brands already read and parsed (a test's in-memory files).
    package static func parsed(_ manager: FeatureFlagManager) -> BrandReading<FeatureFlagManager> {
        BrandReading<FeatureFlagManager>(open: { _ in OpenedBrands(manager) }, revision: nil)
    }

    /// The brands directory listed and its manifest read; each brand file is read when a
    /// worker reaches it, so `validate` holds one brand's files per core for any number of
    /// brands.
    package static func streamed(_ directory: String) -> BrandReading<StreamedBrandFiles> {
        BrandReading<StreamedBrandFiles>(open: { _ throws(BrandKitError) in
            OpenedBrands(try BrandInputs.stream(directory))
        }, revision: nil)
    }

    /// Every input read up front, for a command that hashes them (`bundle`); each brand file
    /// is parsed from those bytes when a worker reaches it.
    package static func hashed(_ directory: String) -> BrandReading<BrandFilesReadUpFront> {
        BrandReading<BrandFilesReadUpFront>(open: { before throws(BrandKitError) in
            let inputs = try BrandInputs.read(directory, beforeBrands: before)
            return OpenedBrands(BrandFilesReadUpFront(inputs))
        }, revision: nil)
    }
}

/// What a run checks once the manifest passed its gate: `brands` (every brand when nil) in
/// `environments`, with `each` run on the worker that checked a brand, with what the check
/// handed back (bundle builds the brand's units there). With `makingVariants`, each brand's
/// scene runs once for validation and its variants are kept for what the command emits.
package struct CheckPlan<Each: Sendable> {
    package var brands: [String]?
    package var environments: [String]
    package var context: RuleContext
    package var jobs: Int
    package var makingVariants: Bool
    package var each: @Sendable (BrandAsChecked?) -> Each

    package init(brands: [String]? = nil, environments: [String], context: RuleContext = RuleContext(today: BrandValidator.today()),
                 jobs: Int = Parallel.defaultJobs, makingVariants: Bool = false, each: @escaping @Sendable (BrandAsChecked?) -> Each) {
        self.brands = brands
        self.environments = environments
        self.context = context
        self.jobs = jobs
        self.makingVariants = makingVariants
        self.each = each
    }
}

extension CheckPlan where Each == Void {
    package init(brands: [String]? = nil, environments: [String], context: RuleContext = RuleContext(today: BrandValidator.today()),
                 jobs: Int = Parallel.defaultJobs, makingVariants: Bool = false) {
        self.init(brands: brands, environments: environments, context: context, jobs: jobs, makingVariants: makingVariants) { _ in () }
    }
}

extension CheckPlan where Each == Void {
    /// The plan of commands about one brand (`render`, `explain`, `verify`, a side of `diff`):
    /// the brand and the environment (the default when nil) exist — else exit 2 — and
    /// everything the brand reads is checked there, its variant kept. `revision` names the git
    /// revision read, for the message about an unknown brand.
    package static func one(_ id: String, environment: String?, of brands: GatedBrands<FeatureFlagManager>,
                            revision: String? = nil,
                            context: RuleContext = RuleContext(today: BrandValidator.today())) throws(BrandKitError) -> CheckPlan {
        try brands.source.checkBrand(id, revision: revision)
        let environment = try brands.manifest.checkedEnvironment(environment)
        return CheckPlan(brands: [id], environments: [environment], context: context, makingVariants: true)
    }

    /// Every brand in the environments `asked` (each must exist, else exit 2; none means every
    /// declared one), for commands about every brand (`preview`, `flags`, `generate`, the
    /// exports), its variants kept. What a command does with brands that have errors (an
    /// error card, or stopping) is its own.
    package static func every(environments asked: [String] = [], of brands: GatedBrands<some BrandFileSource>,
                              context: RuleContext = RuleContext(today: BrandValidator.today()),
                              makingVariants: Bool = true) throws(BrandKitError) -> CheckPlan {
        CheckPlan(environments: try brands.manifest.selectEnvironments(asked, otherwise: .every), context: context,
                  makingVariants: makingVariants)
    }
}

/// How a run ended: stopped by the manifest's own errors (its report alone), or with what
/// the command emitted.
package enum RunOutcome<Result> {
    case stoppedAtManifest(ValidationReport)
    case emitted(Result)
}

extension RunOutcome: Sendable where Result: Sendable {}

extension RunOutcome {
    /// What the command emitted; nil when the manifest stopped the run.
    package var result: Result? {
        if case .emitted(let result) = self { result } else { nil }
    }

    /// What the command emitted, or what `stopped` makes of the manifest's report.
    package func result(or stopped: (ValidationReport) -> Result) -> Result {
        switch self {
        case .emitted(let result): result
        case .stoppedAtManifest(let broken): stopped(broken)
        }
    }
}

extension ValidationReport {
    /// No diagnostic, of no brand: what a run that checked nothing reports.
    package static var empty: ValidationReport { ValidationReport(diagnostics: [], brandCount: 0, environments: []) }
}
