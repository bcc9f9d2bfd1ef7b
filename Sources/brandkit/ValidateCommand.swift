import ArgumentParser
import BrandConfiguration
import BrandCore
import BrandReports
import BrandValidation
import Foundation

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check brand files and report every problem with its file, line and column.",
        discussion: "With no path, every brand in the brands directory is checked in every environment."
    )

    @Argument(help: ArgumentHelp("Brand files or brands directories to check.", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: ArgumentHelp("Check one environment only.", valueName: "env"), completion: Completions.environments)
    var env: String?

    @Option(name: .long, help: "Output format: human for people; json, github (workflow commands), sarif (code scanning) or junit for tools.")
    var format: DiagnosticFormat = .human

    @Flag(name: .long, help: "Treat warnings as errors for the exit status.")
    var strict = false

    @Flag(name: .long, help: "Also check that the environment variable of every secret each brand names is set (not its value).")
    var requireSecrets = false

    @OptionGroup var today: TodayOption

    @Option(name: .long, help: ArgumentHelp(
        "Also check the release against the brands at this git revision: no build number, versionCode or version lower than there, no changed bundle or application id.",
        valueName: "rev"))
    var base: String?

    @Flag(name: .long, help: "List every diagnostic code with its owner, severity and whether it can be disabled, then exit.")
    var listRules = false

    @Option(name: .long, help: ArgumentHelp("Parallel jobs (default: every core). Output is the same for any number.",
                                            valueName: "n"))
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number of 1 or more") }
    }

    func run() throws {
        if listRules {
            Output.write(format == .json ? RuleListing.json() : RuleListing.text())
            return
        }
        var context = RuleContext(today: today.date)
        if requireSecrets {
            let process = ProcessEnvironment.current()
            context.availableVariables = Set(process.values.filter { !$0.value.isEmpty }.keys)
            context.unusableVariables = process.unusable
        }
        var reports: [ValidationReport] = []
        let jobs = jobs ?? Parallel.defaultJobs
        for selection in try BrandSelection.from(paths: paths, defaultDirectory: brandsOptions.brands) {
            // Brand files are read as workers reach them, so memory stays flat for any number of
            // brands; compared with a revision, they are read once up front, and the validation
            // and the release check share them.
            if let base {
                let outcome = try BrandRun.run(RunRequest(.upFront(selection.directory), manifestErrors: .reportedWithTheBrands)) {
                    head throws(BrandKitError) in
                    CheckPlan(brands: selection.brands, environments: try check(head, selection), context: context, jobs: jobs)
                } emit: { head throws(BrandKitError) in
                    // Checked in every environment, the working tree is what the release check compares.
                    [self.report(head.report, head.brands, selection),
                     try ReleaseCheck.report(head, in: selection.directory, against: base, brands: selection.brands, context: context)]
                }
                reports += outcome.result ?? []
            } else {
                let outcome = try BrandRun.run(RunRequest(.streamed(selection.directory), manifestErrors: .reportedWithTheBrands)) {
                    brands throws(BrandKitError) in
                    CheckPlan(brands: selection.brands, environments: try check(brands, selection), context: context, jobs: jobs)
                } emit: { brands in
                    self.report(brands.report, brands.brands, selection)
                }
                reports += outcome.result.map { [$0] } ?? []
            }
        }
        let report = ValidationReport.combined(reports)
        Output.write(format.render(report, style: .forOutput(STDOUT_FILENO), quiet: Output.quiet, strict: strict))
        if report.hasFailures(strict: strict) { throw Outcome.inputHasErrors }
    }

    /// The arguments, checked before any brand is: the brands named are brand files, and
    /// `--env` is declared. The environments to check.
    private func check<Source>(_ brands: GatedBrands<Source>, _ selection: BrandSelection) throws(BrandKitError) -> [String] {
        if let unknown = selection.brands?.first(where: { brands.source.path(of: $0) == nil }) {
            throw BrandKitError("'\(unknown)' is not a brand file in '\(selection.directory)'",
                                hint: "brand file names must match \(BrandID.pattern).yaml")
        }
        return try brands.source.environments(selecting: env)
    }

    /// JUnit lists what passed too: a case per brand file checked.
    private func report<Source>(_ report: ValidationReport?, _ brands: GatedBrands<Source>, _ selection: BrandSelection) -> ValidationReport {
        var report = report ?? .empty
        guard format == .junit else { return report }
        report.checkedFiles = (selection.brands ?? brands.brandIDs).compactMap(brands.source.path(of:))
        return report
    }
}
