import ArgumentParser
import BrandKit
import Foundation

extension DiffFormat: ExpressibleByArgument {}

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two resolved brands, environments or git revisions, with where each value is set.",
        discussion: """
        A side is BRAND, BRAND@ENV or REV:BRAND[@ENV] (a git revision, as in 'git show main:path'):
          brandkit diff acme globex
          brandkit diff acme@release acme@staging
          brandkit diff main:acme acme          # what the working tree changes in acme
        Exit status: 0 compared, 1 a side has errors, 2 could not run. With --exit-code:
        0 no differences, 1 differences, 2 anything else.
        """
    )

    @Argument(help: ArgumentHelp("The old side.", valueName: "a")) var left: String
    @Argument(help: ArgumentHelp("The new side.", valueName: "b")) var right: String

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: "Output format: text, markdown or json.")
    var format: DiffFormat = .text

    @Option(name: .long, help: ArgumentHelp("Only key paths under this prefix (repeatable).", valueName: "prefix"))
    var only: [String] = []

    @Option(name: .long, help: ArgumentHelp("Leave out key paths under this prefix (repeatable).", valueName: "prefix"))
    var ignore: [String] = []

    @Flag(name: .long, help: "Exit 1 when the sides differ, 0 when they do not (as git diff --exit-code).")
    var exitCode = false

    func run() throws {
        let outcome: ComparisonOutcome
        do {
            outcome = try BrandComparison.compare(
                try DiffSide(parsing: left), try DiffSide(parsing: right), brandsDirectory: brandsOptions.brands,
                filter: KeyPathFilter(only: only, ignore: ignore))
        }
        switch outcome {
        case .compared(let diff):
            Output.write(format.render(diff, style: format == .text ? .forOutput(STDOUT_FILENO) : .plain))
            if exitCode && !diff.isEmpty { throw ExitCode(1) }
        case .failed(let report):
            Output.writeError(DiagnosticFormat.human.render(report, style: .forOutput(STDERR_FILENO)))
            throw ExitCode(exitCode ? 2 : 1)
        }
    }
}
