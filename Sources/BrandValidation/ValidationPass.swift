import BrandConfiguration
import BrandCore

/// One validation of a source, as the stages a run composes: `check` each brand on any
/// worker (`worker()` makes one worker's state), then `report` once every brand is checked,
/// which runs the cross-brand rules. Validation calls nothing of its caller's: a command
/// that prints each brand as soon as it is checked (bundle) does so between the two stages,
/// on the worker that checked it, from the `BrandAsChecked` the check hands back.
struct ValidationPass: Sendable {
    /// Every brand of the source, in order: each is checked (those not asked for are only
    /// summarised, for the cross-brand rules), and `report` takes their results in this order.
    package let brandIDs: [String]
    /// How many workers the checks are spread over.
    package let jobs: Int
    private let source: any BrandFileSource
    private let brands: [String]?
    private let environments: [String]
    private let settings: ValidationSettings
    private let rules: [ValidationRule]
    private let context: RuleContext
    /// The checker of the source the pass was made with; workers of their own copy it.
    private let checker: BrandChecker
    private let diagnosed = DiagnosedFiles()

    /// A pass over `brands` (every brand when nil) in `environments` (all declared when nil).
    /// With `makingVariants`, each reported brand's check runs its scene once for validation
    /// and hands the variants back (`BrandAsChecked`).
    package init(_ source: some BrandFileSource, brands: [String]?, environments: [String]?, context: RuleContext,
                 jobs: Int = Parallel.defaultJobs, makingVariants: Bool = false) {
        self.source = source
        self.brands = brands
        self.jobs = jobs
        brandIDs = source.brandIDs
        let environments = environments ?? source.manifest.environments
        self.environments = environments
        settings = ValidationSettings(source.manifest)
        let rules = ValidationRule.all.filter { [settings] in !settings.disabledRules.contains($0.code.rawValue) }
        self.rules = rules
        // One context for every worker: images are decoded once per content, whichever worker asks.
        let runContext = context.run(over: source, checking: environments)
        self.context = runContext
        checker = BrandChecker(source: source, rules: rules, environments: environments, context: runContext,
                               subset: brands.map(Set.init), makesVariants: makingVariants)
    }

    /// The state one worker checks brands with. With several workers, each checks through a
    /// source and checker of its own (`BrandFileSource.forWorker`): 3% less processor time on
    /// two cores, measured.
    @Sendable package func worker() -> ValidationWorker {
        let ownCopies = jobs > 1 && brandIDs.count > 1
        let worker = ownCopies
            ? BrandChecker(source: source.forWorker(), rules: rules, environments: environments, context: context,
                           subset: checker.subset, makesVariants: checker.makesVariants)
            : checker
        return ValidationWorker(checker: worker,
                                cache: BrandFileCache(worker.source, diagnosed: diagnosed, checkingValues: worker.valueChecks()))
    }

    /// The one check loop: every brand of `brandIDs` checked on any worker, and `then` run on
    /// the worker that checked it, with what the check handed back (bundle builds the brand's
    /// units there); the outcomes in `brandIDs` order, for `report`.
    package func checkEveryBrand<Output: Sendable>(
        _ then: @Sendable (_ checked: (result: BrandCheckResult, brand: BrandAsChecked?)) -> Output
    ) -> [Output] {
        Parallel.map(brandIDs, jobs: jobs, state: worker) { worker, id in then(worker.check(id)) }
    }

    /// The report, once every brand of `brandIDs` is checked: the checks' findings, the
    /// manifest's, and the cross-brand rules'. Throws the first read error a check met.
    package func report(_ checks: consuming [BrandCheckResult]) throws(BrandKitError) -> ValidationReport {
        let manifest = source.manifest
        let results = try GatheredResults(checks)
        var diagnostics = source.sharedDiagnostics.filter { brands == nil || $0.location.file == manifest.file }
            + settings.diagnostics
        diagnostics += results.diagnostics
        for leaf in manifest.leaves { checker.checkValue(leaf, into: &diagnostics) }
        for rule in rules {
            switch rule.check {
            case .brands(let keys, let check):
                // Cross-brand rules compare every brand, but report only on the brands asked for.
                for key in keys {
                    diagnostics += check(key, results.summaries, context).map(rule.diagnostic)
                        .filter { brands == nil || results.relevantFiles.contains($0.location.file) }
                }
            case .manifest(let check):
                diagnostics += check(manifest, context).map(rule.diagnostic)
            case .values, .brand:
                break
            }
        }
        // A disabled rule did not run, so nothing is filtered here: every other stage's
        // findings stand, whatever their code.
        let unread = Set(diagnostics.map(\.location.file)).subtracting(results.read.keys)
        return source.report(diagnostics, brandCount: brands?.count ?? brandIDs.count, environments: environments,
                             read: results.read, excerpts: results.summaries.excerpts(of: unread))
    }
}

/// One worker's state: its checker and its cache of brand files.
struct ValidationWorker {
    let checker: BrandChecker
    let cache: BrandFileCache

    /// Checks the brand `id`: the result `report` takes, and, when the pass makes variants
    /// and the brand is reported, the brand as checked.
    package func check(_ id: String) -> (result: BrandCheckResult, brand: BrandAsChecked?) {
        checker.check(id, cache: cache)
    }
}
