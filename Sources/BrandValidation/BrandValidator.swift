import BrandConfiguration
import BrandCore
import BrandYAML
import Foundation
import HelpCenter

/// Runs every check on every brand in every environment and reports each problem once.
///
/// Brands are checked one at a time on any core, each read, resolved and checked, then
/// dropped: only its problems and a `BrandSummary` (for the cross-brand rules) are kept, so
/// memory does not grow with the brands' size.
package enum BrandValidator {
    /// Validates `brands` (all when nil) in `environments` (all declared when nil): every
    /// brand checked on any worker, then the cross-brand rules (`ValidationPass`).
    package static func validate(
        _ source: some BrandFileSource, brands: [String]? = nil, environments: [String]? = nil,
        context: RuleContext = RuleContext(today: today()), jobs: Int = Parallel.defaultJobs
    ) throws(BrandKitError) -> ValidationReport {
        try OpenedBrands(source).gateReportingManifestErrors()
            .check(brands: brands, environments: environments, context: context, jobs: jobs) { _ in () }.report()
    }

    /// Today as `YYYY-MM-DD` in UTC.
    package static func today() -> String {
        day(of: Date())
    }

    /// The UTC day of `date`, as `YYYY-MM-DD`: the proleptic Gregorian calendar's, worked out
    /// from the days since 1970 (H. Hinnant's `civil_from_days`). Every run asks for today;
    /// a `Calendar` and `String(format:)` cost it more than the rest of a small brand's check.
    package static func day(of date: Date) -> String {
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func padded(_ number: Int, _ width: Int) -> String {
            let digits = String(number)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }
}

/// What checking one brand left to keep.
///
/// Every brand's result is a slot of one array until all brands are checked, so what most
/// checks leave empty (all but the diagnostics and the summary) is kept behind one reference,
/// set only when something is there: inline, those fields were half a slot's size.
package struct BrandCheckResult: Sendable {
    var diagnostics: [Diagnostic] = []
    var summary: BrandSummary?
    private var uncommonFields: UncommonFieldsBox?

    /// The files whose problems concern the brand (itself, its ancestors, the manifest),
    /// when only some brands are checked.
    var relevantFiles: [String] {
        get { uncommonFields?.fields.relevantFiles ?? [] }
        set { change { $0.relevantFiles = newValue } }
    }

    var readError: BrandKitError? {
        get { uncommonFields?.fields.readError }
        set { change { $0.readError = newValue } }
    }

    /// The bytes, as this check read them, of each brand file its diagnostics name.
    var sources: [String: [UInt8]] {
        get { uncommonFields?.fields.sources ?? [:] }
        set { change { $0.sources = newValue } }
    }

    private mutating func change(_ body: (inout UncommonFields) -> Void) {
        var fields = uncommonFields?.fields ?? UncommonFields()
        body(&fields)
        uncommonFields = UncommonFieldsBox(fields)
    }

    private struct UncommonFields: Sendable {
        var relevantFiles: [String] = []
        var readError: BrandKitError?
        var sources: [String: [UInt8]] = [:]
    }

    /// Never changed once made: a change makes a new box, so copies of a result stay apart.
    private final class UncommonFieldsBox: Sendable {
        let fields: UncommonFields
        init(_ fields: UncommonFields) { self.fields = fields }
    }
}

/// What validation keeps of every brand's result once all are in. The array of results
/// itself, a slot per brand, is freed as soon as this is made: the cross-brand rules then
/// run without it, so the run's peak memory never holds both.
struct GatheredResults {
    let diagnostics: [Diagnostic]
    let summaries: [BrandSummary]
    let relevantFiles: Set<String>
    /// The bytes, as the checks read them, of each file their diagnostics name.
    let read: [String: [UInt8]]

    init(_ results: consuming [BrandCheckResult]) throws(BrandKitError) {
        if let readError = results.lazy.compactMap(\.readError).first { throw readError }
        diagnostics = results.flatMap(\.diagnostics)
        // Room for every brand's, made once: grown a summary at a time, the list held up to
        // twice the room it needed for the rest of the run.
        var summaries: [BrandSummary] = []
        summaries.reserveCapacity(results.count)
        for index in results.indices { if let summary = results[index].summary { summaries.append(summary) } }
        self.summaries = summaries
        relevantFiles = Set(results.flatMap(\.relevantFiles))
        read = results.reduce(into: [:]) { $0.merge($1.sources) { first, _ in first } }
    }
}

/// Checks one brand: its file, its chain, and each environment's resolution.
struct BrandChecker: Sendable {
    let source: any BrandFileSource
    let environments: [String]
    let context: RuleContext
    /// The brands to report on when not all are; the others are only summarised.
    let subset: Set<String>?
    /// True when a command prints what it validated: each reported brand's scene is run once,
    /// for validation and for the command (`BrandAsChecked.variants`).
    let makesVariants: Bool
    private let resolver: BrandResolver
    private let manifest: Manifest
    /// The values the enabled cross-brand rules compare, which each brand's summary holds.
    private let summaryKeys: [SummaryKey]
    // Each rule's check with what makes its findings diagnostics, not the whole rule with
    // its documentation, which would be copied for every value; value rules by the scalar
    // type they look at, so each value meets only its own.
    private let valueRules: ValueRules
    private let brandRules: [BrandCheck]

    // Named structs, not tuples: a closure in an array's tuple is stored in the generic
    // form and called through a conversion that copies each value it is given; a struct's
    // closure property keeps its own form and is called directly.
    private struct ValueCheck {
        let code: DiagnosticCode
        let severity: Severity
        let check: @Sendable (TypedLeaf, Manifest) -> Finding?
    }

    private struct BrandCheck {
        let code: DiagnosticCode
        let severity: Severity
        let check: @Sendable (ResolvedBrand, RuleContext) -> [Finding]
    }

    /// The value rules in one list, those of each scalar type together: a type's rules are
    /// `checks[ranges[type]]`, found with no hashing or comparing. One list, not a
    /// list per type: taking a type's own list out of the outer one retained and released
    /// it for every value, a count on memory that every worker shares.
    private struct ValueRules {
        let checks: [ValueCheck]
        let ranges: ByScalarType<Range<Int>>

        init(_ rules: [ValidationRule]) {
            var checks: [ValueCheck] = []
            ranges = ByScalarType { type in
                let start = checks.count
                for rule in rules {
                    if case .values(let types, let check) = rule.check, types.contains(type) {
                        checks.append(ValueCheck(code: rule.code, severity: rule.severity, check: check))
                    }
                }
                return start..<checks.count
            }
            self.checks = checks
        }

        /// True when some rule reads values of `type`.
        func exist(for type: ScalarType) -> Bool { !ranges[type].isEmpty }

        /// The types some rule reads.
        var types: ScalarTypes { ScalarTypes(ScalarType.allCases.filter(exist(for:))) }
    }

    init(source: any BrandFileSource, rules: [ValidationRule], environments: [String], context: RuleContext,
         subset: Set<String>?, makesVariants: Bool = false) {
        self.makesVariants = makesVariants
        self.source = source
        self.environments = environments
        self.context = context
        self.subset = subset
        manifest = source.manifest
        let valueRules = ValueRules(rules)
        self.valueRules = valueRules
        brandRules = rules.compactMap { rule in
            if case .brand(let check) = rule.check { BrandCheck(code: rule.code, severity: rule.severity, check: check) } else { nil }
        }
        resolver = source.resolver
        summaryKeys = Array(Set(rules.flatMap { rule -> [String] in
            if case .brands(let keys, _) = rule.check { return keys }
            return []
        })).sorted().map(SummaryKey.init)
    }

    /// The value rules as files are read: each value is checked as the schema walk types it.
    /// One worker's, with its own memory of clean flag values.
    func valueChecks() -> ValueChecks {
        ValueChecks(types: valueRules.types) { [valueRules, manifest, environments] leaf, diagnostics in
            Self.checkValue(leaf, rules: valueRules, manifest: manifest, environments: environments, into: &diagnostics)
        }
    }

    /// Checks `id`; with `makesVariants`, also hands back the brand as checked, when reported.
    func check(_ id: String, cache: BrandFileCache) -> (result: BrandCheckResult, brand: BrandAsChecked?) {
        var result = BrandCheckResult()
        func load(_ brandID: String) -> LoadedBrandFile { cache.load(brandID, checking: id) }
        let own = load(id)
        if let readError = own.readError {
            result.readError = readError
            return (result, nil)
        }
        var found = own.diagnostics
        let chain = BrandChain.chain(of: id, ids: source.brandIDs, isBrand: { source.path(of: $0) != nil },
                                     diagnostics: &found) { load($0).file }
        let reports = subset?.contains(id) ?? true
        // A brand's own values are checked where they are written; when only some brands are
        // checked, so are the values they inherit.
        var checkedFiles = own.file.map { [$0] } ?? []
        if reports, subset != nil {
            let ancestors = BrandChain.ancestors(of: id, isBrand: { source.path(of: $0) != nil }, file: { load($0).file })
            checkedFiles += ancestors.compactMap { load($0).file }
            found += ancestors.flatMap { load($0).diagnostics }
            result.relevantFiles = [manifest.file] + ([id] + ancestors).compactMap(source.path(of:))
        }
        if reports {
            for file in checkedFiles {
                // A file read for this run had its values checked as they were typed; one read
                // before kept them.
                if let findings = file.valueDiagnostics {
                    found += findings
                    continue
                }
                // Values of a type no value rule reads (booleans, dates) are passed over by
                // reading their type in place, not copied out.
                for index in file.leaves.indices where valueRules.exist(for: file.leaves[index].type) {
                    checkValue(file.leaves[index], into: &found)
                }
            }
        }
        guard let chain else {
            if reports { result.diagnostics = filtered(found, to: result.relevantFiles) }
            keepSources(of: [id], checking: id, in: &result, cache: cache)
            return (result, nil)
        }
        var summary = BrandSummary(id: id, file: source.path(of: id) ?? id)
        var shared = SharedEnvironments(requiredFieldParts: RequiredFields.Check.parts.count, brandRules: brandRules.count)
        let requiredFields = reports ? resolver.requiredFields(of: chain) : nil
        var variants: [ResolvedVariant] = []
        for (environment, brand) in resolver.resolve(id, chain: chain, environments: environments).enumerated() {
            let overlaid = resolver.keysOwnTo(brand.environment, chain: chain)
            // After the checks, which have merged most of the keys it reads.
            defer { summary.add(brand, environment: environment, keys: summaryKeys, overlaid: overlaid) }
            guard reports else { continue }
            for part in RequiredFields.Check.parts {
                shared.run(.requiredFields(part), on: brand, overlaid: overlaid, into: &found) {
                    requiredFields?.diagnostics(brand, part: part) ?? []
                }
            }
            if makesVariants {
                // The one run of the scene for this brand and environment: its problems are
                // validation's, its screen and sections the command's.
                let variant = ResolvedVariant(brand, interactor: context.interactor)
                shared.say(variant.diagnostics, of: .helpCenterScene, into: &found)
                variants.append(variant)
            } else {
                shared.run(.helpCenterScene, on: brand, overlaid: overlaid, into: &found) {
                    HelpCenterScene.diagnostics(for: brand, interactor: context.interactor)
                }
            }
            // Each rule is read where it stands: a loop's variable would copy it (its code, its
            // closure) in every environment.
            for index in brandRules.indices {
                shared.run(.brandRule(index), on: brand, overlaid: overlaid, into: &found) {
                    brandRules[index].check(brand, context).map {
                        $0.diagnostic(brandRules[index].code, brandRules[index].severity)
                    }
                }
            }
        }
        summary.keepLines { file, numbers in
            // A value is set in a file of the brand's chain, or in the manifest, whose lines are not kept.
            guard let brand = chain.first(where: { $0.file == file.name }) else { return [:] }
            let loaded = load(brand.id)
            return loaded.source.map { TextPosition.sourceLines(numbers, in: $0.bytes, lineCount: loaded.lineCount) } ?? [:]
        }
        result.summary = summary
        if reports { result.diagnostics = filtered(found, to: result.relevantFiles) }
        // Handed to the caller on this worker; a command that prints every brand (bundle) drops
        // the variants as soon as it has printed them, so it never holds every brand at once.
        let checked = makesVariants && reports ? BrandAsChecked(
            id: id, variants: variants, hasErrors: result.diagnostics.contains { $0.severity == .error },
            files: Set([manifest.file] + chain.map(\.file))) : nil
        keepSources(of: chain.map(\.id), checking: id, in: &result, cache: cache)
        return (result, checked)
    }

    /// Keeps the bytes of the files (the brand's own and its ancestors', all still in the
    /// cache) that the result's diagnostics name, so the report never reads them again.
    private func keepSources(of ids: [String], checking brand: String, in result: inout BrandCheckResult, cache: BrandFileCache) {
        let named = Set(result.diagnostics.map(\.location.file))
        guard !named.isEmpty else { return }
        for id in ids {
            if let source = cache.load(id, checking: brand).source, named.contains(source.path), source.refusal == nil {
                result.sources[source.path] = source.bytes
                cache.keepForTheRun(id)
            }
        }
    }

    /// What the value rules find in one written value.
    func checkValue(_ leaf: TypedLeaf, into diagnostics: inout [Diagnostic]) {
        Self.checkValue(leaf, rules: valueRules, manifest: manifest, environments: environments, into: &diagnostics)
    }

    /// What `rules` (by the ordinal of the type they read) find in one written value, unless
    /// it is written in the overlay of an environment not checked.
    private static func checkValue(_ leaf: TypedLeaf, rules: ValueRules, manifest: Manifest, environments: [String],
                                   into diagnostics: inout [Diagnostic]) {
        guard leaf.environment.map(environments.contains) ?? true else { return }
        // Each rule is called where it stands: a loop's variable would copy it (its closure,
        // its code) for every value.
        for index in rules.ranges[leaf.type] {
            if let finding = rules.checks[index].check(leaf, manifest) {
                diagnostics.append(finding.diagnostic(rules.checks[index].code, rules.checks[index].severity))
            }
        }
    }

    /// Loading problems of files outside the brand's chain are reported with those files.
    private func filtered(_ diagnostics: [Diagnostic], to files: [String]) -> [Diagnostic] {
        guard subset != nil else { return diagnostics }
        let files = Set(files)
        return diagnostics.filter { files.contains($0.location.file) }
    }
}

/// Which environments of one brand a check must see, learnt from the check itself: each run
/// records the top-level keys it read. An environment whose overlays set none of those keys
/// resolves them as the brand's files do without overlays, so once the check has run in one
/// such environment, it would find the same problems at the same places in the others.
/// A check that reads the environment itself, or the whole brand, runs in every environment.
private struct SharedEnvironments {
    /// What one check read in the environments it ran in. Asked and changed where it stands
    /// in `reads`, never copied out: each check run asks.
    private struct Reads {
        /// The keys read; nil once the check read the environment itself or the whole brand.
        var keys: TopLevelKeys?
        /// The overlaid keys of the first environment the check ran in, and of each one after.
        /// The first is held here, not in the list: most checks run once, and a list of one
        /// was a block of memory for every check of every brand.
        let firstRun: TopLevelKeys
        var laterRuns: [TopLevelKeys] = []

        init(_ log: ReadLog, overlaid: TopLevelKeys) {
            keys = log.readsEnvironment || log.readsEverything ? nil : log.keys
            firstRun = overlaid
        }

        /// True when an environment overlaying `overlaid` is alike, for this check, to one it
        /// ran in: neither overlays a key the check read.
        func coversEnvironment(overlaying overlaid: TopLevelKeys) -> Bool {
            guard let keys, !keys.meets(overlaid) else { return false }
            return !keys.meets(firstRun) || laterRuns.contains { !keys.meets($0) }
        }

        /// Adds what the check read in one more environment, which overlays `overlaid`.
        mutating func add(_ log: ReadLog, overlaid: TopLevelKeys) {
            guard keys != nil, !log.readsEnvironment, !log.readsEverything else {
                keys = nil
                return
            }
            keys?.formUnion(log.keys)
            laterRuns.append(overlaid)
        }
    }

    /// A check, named by what it is: what it read before is found by its position, without
    /// comparing names.
    enum Check: Hashable {
        /// Part `part` of the required-field check (`RequiredFields.Check.parts`).
        case requiredFields(Int)
        case helpCenterScene
        /// The brand rule at `index` in the checker's list.
        case brandRule(Int)
    }

    /// What each check read; nil for a check that has not run yet.
    private var requiredFields: [Reads?]
    private var helpCenterScene: Reads?
    private var brandRules: [Reads?]
    /// What each check said in the environments it ran in so far.
    private var said = AlreadySaid<Check>()

    /// Room for every check of one brand, made once rather than grown check by check.
    init(requiredFieldParts: Int, brandRules: Int) {
        requiredFields = Array(repeating: nil, count: requiredFieldParts)
        self.brandRules = Array(repeating: nil, count: brandRules)
    }

    /// Runs `check` on `brand`, adding what it finds to `diagnostics`, unless an environment
    /// alike for it already did; `overlaid`: the top-level keys this environment's overlays set.
    /// Added to, not returned: adding nothing to a list still asks it for room, and most runs
    /// find nothing.
    mutating func run(_ check: Check, on brand: ResolvedBrand, overlaid: TopLevelKeys,
                      into diagnostics: inout [Diagnostic], _ body: () -> [Diagnostic]) {
        // What the check read is changed where it stands, never copied out and back.
        let found = switch check {
        case .requiredFields(let part): Self.run(&requiredFields[part], on: brand, overlaid: overlaid, body)
        case .helpCenterScene: Self.run(&helpCenterScene, on: brand, overlaid: overlaid, body)
        case .brandRule(let index): Self.run(&brandRules[index], on: brand, overlaid: overlaid, body)
        }
        said.add(found, of: check, to: &diagnostics)
    }

    /// Adds what `check` found in one environment, run elsewhere (the scene a variant ran),
    /// to `diagnostics`, unless an earlier environment said it.
    mutating func say(_ found: [Diagnostic], of check: Check, into diagnostics: inout [Diagnostic]) {
        said.add(found, of: check, to: &diagnostics)
    }

    /// What the check finds on `brand`; nothing when an environment alike for it ran it.
    private static func run(_ reads: inout Reads?, on brand: ResolvedBrand, overlaid: TopLevelKeys,
                            _ body: () -> [Diagnostic]) -> [Diagnostic] {
        if reads?.coversEnvironment(overlaying: overlaid) == true { return [] }
        let (found, log) = brand.recordingReads(body)
        if reads == nil {
            reads = Reads(log, overlaid: overlaid)
        } else {
            reads?.add(log, overlaid: overlaid)
        }
        return found
    }
}

/// The brand files a worker read lately, so a sub-brand's ancestors are not parsed again
/// for each sibling. Small, so memory stays flat however many brands there are.
/// A file a diagnostic names is kept for the whole run, shared by all workers: however many
/// brands extend it, it is not read again (it may have changed since).
///
/// Most files are no other brand's ancestor. A file read for its own check waits among a
/// few recent ones, so a sub-brand checked right after it finds it, and is freed soon, while
/// its memory is still in the processor's caches: a worker that freed 64 trees at once spent
/// a few percent more time. A file read as another brand's ancestor is kept among up to 32.
final class BrandFileCache {
    private let source: any BrandFileSource
    private let diagnosed: DiagnosedFiles
    /// Run on each value of the files read.
    private let valueChecks: ValueChecks
    /// Files read for their own brand's check, oldest first: a few, so searched in order,
    /// and the oldest goes first, so the one checked just before is still here.
    private var recent: [(id: String, file: LoadedBrandFile)] = []
    /// Files read as another brand's ancestor.
    private var ancestors: [String: LoadedBrandFile] = [:]
    private static let recentCapacity = 4
    private static let ancestorCapacity = 32

    init(_ source: any BrandFileSource, diagnosed: DiagnosedFiles, checkingValues valueChecks: ValueChecks) {
        self.source = source
        self.diagnosed = diagnosed
        self.valueChecks = valueChecks
    }

    /// Keeps `id`'s file, loaded by this worker, for every worker until the run ends.
    func keepForTheRun(_ id: String) {
        guard let file = ancestors[id] ?? recent.first(where: { $0.id == id })?.file else { return }
        diagnosed.files.withLock { kept in
            if kept[id] == nil { kept[id] = file }
        }
    }

    /// `id`'s file, read while checking `brand`: its own, or one of its ancestors'.
    func load(_ id: String, checking brand: String) -> LoadedBrandFile {
        if let file = ancestors[id] { return file }
        let position = recent.firstIndex { $0.id == id }
        if id == brand, let position { return recent[position].file }
        let file = position.map { recent.remove(at: $0).file } ?? diagnosed.files.withLock { $0[id] }
            ?? source.load(id, checkingValues: valueChecks)
        if id == brand {
            if recent.count >= Self.recentCapacity { recent.removeFirst() }
            recent.append((id, file))
        } else {
            if ancestors.count >= Self.ancestorCapacity { ancestors.removeAll(keepingCapacity: true) }
            ancestors[id] = file
        }
        return file
    }
}

/// The files whose problems a run reports, as first read: few, so kept whole.
final class DiagnosedFiles: Sendable {
    let files = Locked<[String: LoadedBrandFile]>([:])
}
