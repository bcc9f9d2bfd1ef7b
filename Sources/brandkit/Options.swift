import ArgumentParser
import BrandBundles
import BrandConfiguration
import BrandCore
import BrandReports
import BrandValidation

extension DiagnosticFormat: ExpressibleByArgument {}

/// `--today YYYY-MM-DD`, the date flag expiry is checked against, for stable CI runs.
struct TodayOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The date flag expiry is checked against (default: today, UTC).",
                                            valueName: "yyyy-mm-dd"))
    var today: String?

    func validate() throws {
        if let today, !ScalarRules.isDate(today) {
            throw ValidationError("--today takes a date written YYYY-MM-DD, not '\(today)'")
        }
    }

    var date: String { today ?? BrandValidator.today() }
}

/// `--brands DIR` and `--quiet`, which every command takes: each reads a brands directory
/// (or, for `init`, writes one), so no command can be added without them.
struct BrandsOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The brands directory.", valueName: "dir"))
    var brands: String = "Brands"

    @Flag(name: .long, help: "Print only errors and what the command is asked for: no summary, warning or progress line.")
    var quiet = false

    /// Runs while the command line is parsed, before any command runs.
    func validate() throws {
        Output.quiet = quiet
    }

    /// The run's first stage: the brands directory read and parsed (`BrandRun`), with the
    /// command's `arguments` checked once the manifest is read, before any brand file is.
    func open(arguments: BrandRun.ArgumentCheck? = nil) throws(BrandKitError) -> OpenedBrands<FeatureFlagManager> {
        try BrandRun.open(brands, arguments: arguments)
    }

    /// A command's result: to `output` (never inside the brands directory), or to standard
    /// output without one.
    func write(_ text: String, to output: String?) throws(BrandKitError) {
        if let output { try AtomicFile.write(text, to: output, outside: brands) } else { Output.write(text) }
    }

    /// The brands through the gate, for commands that need a manifest without errors: with
    /// one, its report is printed and the command exits 1.
    func gated(arguments: BrandRun.ArgumentCheck? = nil) throws -> GatedBrands<FeatureFlagManager> {
        try passed(open(arguments: arguments).gate())
    }

    /// What passed `gate`; else its report is printed and the command exits 1.
    func passed<Source>(_ gate: ManifestGate<Source>) throws -> GatedBrands<Source> {
        switch gate {
        case .passed(let gated): return gated
        case .failed(let broken):
            Output.report(broken)
            throw Outcome.inputHasErrors
        }
    }

    /// Every brand checked and collected, in every environment or in those `environments`
    /// picks (asked once the manifest is read, before any brand file is: a command checks
    /// its arguments there); with any error, its report is printed and the command exits 1,
    /// for commands that speak for all brands at once. Validation keeps each brand × environment
    /// it resolved, so what the command emits reads those and resolves none again.
    func loadValid(today: String, environments: @escaping (ListedBrands) throws(BrandKitError) -> [String] = { _ in [] }) throws -> ValidatedBrands {
        var picked: [String] = []
        let gated = try gated { listed throws(BrandKitError) in picked = try environments(listed) }
        let validated = try gated.validatedAll(environments: picked, context: RuleContext(today: today), keepingVariants: true).brands
        guard validated.report.errorCount == 0 else {
            Output.report(validated.report)
            throw Outcome.inputHasErrors
        }
        return validated
    }
}
