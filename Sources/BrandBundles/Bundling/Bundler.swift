import AssetFormats
import BrandConfiguration
import BrandCore
import BrandValidation
import Foundation

/// What `brandkit bundle` is asked to do.
package struct BundleOptions: Sendable {
    /// Brand ids; nil for every brand.
    package var brands: [String]?
    /// Environments; empty for the one `configuration` maps to, or the manifest's default.
    package var environments: [String]
    /// An Xcode build configuration (`Debug`) mapped to an environment through the manifest.
    package var configuration: String?
    package var platform: BundlePlatform
    package var output: String
    package var force: Bool
    package var xcfilelists: String?
    /// Also write each iOS brand's asset catalog (colours, app icon, images, launch image) beside its bundle.
    package var colorCatalogs: Bool
    /// Also write each brand's secrets as Swift and Kotlin source, read from the environment.
    package var secrets: Bool
    /// Write nothing: compare what would be written with what the output holds.
    package var check: Bool
    /// The app's own Info.plist (a path the user names, never a brand file), which each iOS
    /// bundle's `Info.plist` starts from.
    package var appInfoPlist: String?
    /// The app's own privacy manifest, which each iOS bundle's `AppPrivacyInfo.xcprivacy`
    /// starts from.
    package var appPrivacyManifest: String?
    /// The folder that keeps the output's index, with which a no-op run looks at its files'
    /// stamps instead of hashing them (`BundleOptions.defaultCache`); nil for no index.
    package var cache: String?
    package var context: RuleContext
    /// Told as each unit is built.
    package var progress: ProgressHandler?

    package init(brands: [String]?, environments: [String] = [], configuration: String? = nil, platform: BundlePlatform = .ios,
                output: String, force: Bool = false, xcfilelists: String? = nil, colorCatalogs: Bool = false, secrets: Bool = false, check: Bool = false,
                context: RuleContext = RuleContext(today: BrandValidator.today()), progress: ProgressHandler? = nil) {
        self.brands = brands
        self.environments = environments
        self.configuration = configuration
        self.platform = platform
        self.output = output
        self.force = force
        self.xcfilelists = xcfilelists
        self.colorCatalogs = colorCatalogs
        self.secrets = secrets
        self.check = check
        self.context = context
        self.progress = progress
    }
}

/// What a bundle run did, unit by unit.
package struct BundleSummary: Sendable {
    package var written: [String] = []
    package var unchanged: [String] = []
    /// With `check`: units whose output differs from what would be written (or is missing).
    package var stale: [String] = []
    /// Units not written because their brand has errors.
    package var failed: [String] = []
    package var report: ValidationReport
}

/// Builds per-target resource bundles: deterministic, atomic, incremental, locked, confined.
package enum Bundler {
    /// Bundles the brands of `brandsDirectory`: every input read up front and the arguments
    /// checked before any brand file is, the gate, then each input hashed from the bytes read,
    /// then the brands whose units are not up to date checked, built and swapped in.
    package static func run(_ brandsDirectory: String, options: BundleOptions) throws(BrandKitError) -> BundleSummary {
        var lock: Int32 = -1
        defer { if lock >= 0 { close(lock) } }
        let writer = BundleWriter(output: options.output)
        // What the plan works out before any brand is checked, for the emitter after.
        var summary = BundleSummary(report: .empty)
        var units: [PendingUnit] = [], verdicts: [(unchanged: Bool, vouched: Bool)] = []
        var index: BundleIndex?
        var builder: UnitBuilder?
        var read: BrandFilesReadUpFront?
        let request = RunRequest(.hashed(brandsDirectory)) { listed throws(BrandKitError) in
            try checkArguments(options, against: listed)
        }
        let outcome: RunOutcome<BundleSummary>
        do throws(BrandKitError) {
            outcome = try BrandRun.run(request) { gated throws(BrandKitError) -> CheckPlan<PreparedBrand?>? in
                read = gated.source
                let manifest = gated.manifest, inputs = gated.source.inputs
                let environments = try environments(for: options, manifest: manifest)
                let listing = BrandFilesByID(paths: inputs.brands.map(\.path))
                let ids = try brandIDs(options.brands, among: listing.ids)
                // Each input's hash, computed once for every bundle that reads it.
                let process = ProcessEnvironment.current()
                let environment = process.values
                let app = AppFiles(infoPlist: try options.appInfoPlist.map { path throws(BrandKitError) in try AppInfoPlist.read(path) },
                                   privacyManifest: try options.appPrivacyManifest.map { path throws(BrandKitError) in try AppPrivacyManifest.read(path) })
                let hashes = InputHashes(files: [inputs.manifest] + inputs.brands, assets: inputs.assets, environment: environment, app: app)

                try OutputDirectory.check(options.output, brandsDirectory: brandsDirectory)
                if !options.check {
                    do {
                        try FileManager.default.createDirectory(atPath: options.output, withIntermediateDirectories: true)
                    } catch {
                        throw BrandKitError("cannot create the output directory '\(options.output)'", hint: "check its parent's permissions")
                    }
                    do throws(SafeFileSystem.Failure) { lock = try SafeFileSystem.lockDirectory(options.output) } catch {
                        throw BrandKitError(error.description, hint: "check that the output directory is writable")
                    }
                    writer.sweepStaging()
                }

                // With --all, a file that can be no brand is an error of the run, never a silent skip.
                let unbundled = options.brands == nil ? listing.diagnostics : []
                summary.failed = unbundled.map { SourceFile.fileName(of: $0.location.file) }
                summary.report = ValidationReport(diagnostics: unbundled, brandCount: ids.count, environments: environments)
                let kinds = BundleKind.kinds(for: options.platform, colorCatalogs: options.colorCatalogs, secrets: options.secrets)
                units = ids.flatMap { id in
                    environments.flatMap { environment in
                        kinds.map { kind in
                            PendingUnit(name: BundleUnit.name(brand: id, environment: environment, kind: kind,
                                                              namingEnvironment: environments.count > 1),
                                        brand: id, environment: environment, kind: kind)
                        }
                    }
                }
                // Each unit asked whether it is unchanged, on every core: all a no-op run does. The
                // output's index vouches for a unit from its files' stamps; a unit it cannot vouch
                // for is read back and hashed.
                index = options.force || options.check ? nil : options.cache.flatMap { BundleIndex.read(options.output, cache: $0) }
                verdicts = options.force || options.check ? units.map { _ in (false, false) }
                    : Parallel.map(units, jobs: Parallel.defaultJobs) { [index] unit in
                        if let known = index?.isUnchanged(unit.name, inputs: hashes, environment: unit.environment) { return (known, known) }
                        return (writer.isUnchanged(unit.name, inputs: hashes, environment: unit.environment), false)
                    }
                var pending: [PendingUnit] = []
                for (unit, verdict) in zip(units, verdicts) {
                    if verdict.unchanged { summary.unchanged.append(unit.name) } else { pending.append(unit) }
                }
                if !options.check {
                    for unit in pending { try writer.checkReplaceable(unit.name) }  // before anything is written
                }
                guard !pending.isEmpty else { return nil }
                var context = options.context
                if options.secrets {
                    // Every secret's variable must be set: a missing one fails its brand, never an empty key in the app.
                    context.availableVariables = Set(environment.filter { !$0.value.isEmpty }.keys)
                    context.unusableVariables = process.unusable
                }
                let made = UnitBuilder(brands: gated.source, inputs: hashes, manifest: manifest, assets: inputs.assets,
                                       variables: environment, app: app, writer: writer, options: options, pending: pending)
                builder = made
                // Each brand's units are built and staged as soon as the brand is checked, on the
                // worker that checked it; swapped in once all brands are checked. Each brand file
                // is parsed from the bytes hashed above, when its brand is checked.
                return CheckPlan(brands: Array(Set(pending.map(\.brand))).sorted(), environments: environments, context: context,
                                 makingVariants: true) { checked in checked.map(made.prepare) }
            } emit: { checked throws(BrandKitError) -> BundleSummary in
                guard let report = checked.report, let builder else { return summary }
                var prepared: [String: PreparedBrand] = [:]
                for case let (id, brand?) in zip(checked.brands.brandIDs, checked.outputs) { prepared[id] = brand }
                // The same brands, checked now: their count is the run's, not added to it.
                let brandCount = summary.report.brandCount
                summary.report = ValidationReport.combined([summary.report, report])
                summary.report.brandCount = brandCount
                for outcome in try builder.finish(prepared, report: report) {
                    switch outcome {
                    case .written(let name): summary.written.append(name)
                    case .unchanged(let name): summary.unchanged.append(name)
                    case .stale(let name): summary.stale.append(name)
                    case .failed(let name): summary.failed.append(name)
                    }
                }
                return summary
            }
        } catch {
            if lock >= 0 { writer.sweepStaging() }  // what the brands checked before the failure staged
            throw error
        }
        switch outcome {
        // Nothing about brands is trustworthy until the manifest is fixed.
        case .stoppedAtManifest(let broken): return BundleSummary(report: broken)
        case .emitted(let emitted): summary = emitted
        }
        if let index, verdicts.contains(where: { !$0.vouched }) {
            let vouched = Set(zip(units, verdicts).filter(\.1.vouched).map(\.0.name))
            updateIndex(index, units: units.map(\.name), present: summary.written + summary.unchanged, vouched: vouched)
        }
        if let lists = options.xcfilelists, !options.check, let read {
            try XcodeFileLists.write(to: lists, brandsDirectory: brandsDirectory, inputs: [read.inputs.manifest] + read.inputs.brands,
                                     output: options.output, units: summary.written + summary.unchanged + summary.failed)
        }
        return summary
    }

    /// The output's index after a run: the units of `present` the index did not vouch for
    /// stamped now, those it did as they were, and the units of other runs as they were.
    private static func updateIndex(_ index: BundleIndex, units: [String], present: [String],
                                    vouched: Set<String>) {
        var entries = index.entries
        for name in units where !vouched.contains(name) { entries[name] = nil }
        let fresh = present.filter { !vouched.contains($0) }
        let now = BundleIndex.now()
        let stamped = Parallel.map(fresh, jobs: Parallel.defaultJobs) { name in
            BundleIndex.Entry(unitAt: index.output + "/" + name, kind: BundleKind(unitName: name))
        }
        for (name, entry) in zip(fresh, stamped) { entries[name] = entry }
        index.write(entries, stamped: now)
    }

    /// The arguments of a run with `options`, checked as `run` checks them, against what is
    /// known before any brand file is read (the run's `arguments`).
    package static func checkArguments(_ options: BundleOptions, against listed: ListedBrands) throws(BrandKitError) {
        _ = try environments(for: options, manifest: listed.manifest)
        _ = try brandIDs(options.brands, among: listed.brandIDs)
    }

    /// Brand ids are checked before any path is built from them.
    private static func brandIDs(_ requested: [String]?, among known: [String]) throws(BrandKitError) -> [String] {
        guard let requested else { return known }
        for id in requested where !known.contains(id) {
            guard BrandID.isValid(id) else {
                throw BrandKitError("'\(id)' is not a brand id", hint: "brand ids match \(BrandID.pattern)")
            }
            throw .unknownBrand(id, known: known)
        }
        return Array(Set(requested)).sorted()
    }

    private static func environments(for options: BundleOptions, manifest: Manifest) throws(BrandKitError) -> [String] {
        var requested = options.environments
        if let configuration = options.configuration {
            guard let environment = manifest.environment(forConfiguration: configuration) else {
                throw BrandKitError(
                    "no environment for the build configuration '\(configuration)'",
                    hint: "map it in brandkit.yaml (configurations: { \(configuration): \(manifest.defaultEnvironment) }) or pass --env")
            }
            requested.append(environment)
        }
        return try manifest.selectEnvironments(requested, otherwise: .defaultOne)
    }
}
