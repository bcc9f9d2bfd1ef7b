import ArgumentParser
import BrandReports
import BrandValidation
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
          brandkit diff --all main              # every brand the working tree changes
          brandkit diff --all main HEAD --format markdown

        Exit status: 0 compared, 1 a side has errors, 2 could not run. With --exit-code: \
        0 no differences, 1 differences, 2 anything else.
        """
    )

    @Argument(help: ArgumentHelp("The old side and the new side; with --all, two revisions (the new one defaults to the working tree).",
                                 valueName: "side"))
    var sides: [String] = []

    @Flag(name: .long, help: "Compare every brand, in every environment, between two revisions of the brands directory.")
    var all = false

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: "Output format: text, markdown, json or html.")
    var format: DiffFormat = .text

    @Option(name: .long, help: ArgumentHelp("Only key paths under this prefix (repeatable).", valueName: "prefix"))
    var only: [String] = []

    @Option(name: .long, help: ArgumentHelp("Leave out key paths under this prefix (repeatable).", valueName: "prefix"))
    var ignore: [String] = []

    @Flag(name: .long, help: "Exit 1 when the sides differ, 0 when they do not (as git diff --exit-code).")
    var exitCode = false

    func validate() throws {
        if all {
            guard (1...2).contains(sides.count) else { throw ValidationError("--all takes one or two revisions: diff --all main [HEAD]") }
        } else if sides.count != 2 {
            throw ValidationError("name two sides to compare (diff acme globex), or pass --all with a revision")
        }
    }

    func run() throws {
        let filter = KeyPathFilter(only: only, ignore: ignore)
        // validate() has checked the count; the pattern keeps run() total all the same.
        switch (all, sides.first, sides.dropFirst().first) {
        case (true, let base?, let head):
            try runAll(base: base, head: head, filter: filter)
        case (false, let left?, let right?):
            try runPair(left, right, filter: filter)
        default:
            throw ValidationError("name two sides to compare (diff acme globex), or pass --all with a revision")
        }
    }

    private func runPair(_ left: String, _ right: String, filter: KeyPathFilter) throws {
        let outcome = try BrandComparison.compare(try DiffSide(parsing: left), try DiffSide(parsing: right),
                                                  brandsDirectory: brandsOptions.brands, filter: filter)
        switch outcome {
        case .compared(let diff):
            Output.write(format.render(diff, style: format == .text ? .forOutput(STDOUT_FILENO) : .plain))
            if exitCode && !diff.isEmpty { throw Outcome.differs }
        case .failed(let report):
            Output.report(report)
            throw Outcome.comparisonFailed(exitCode: exitCode)
        }
    }

    private func runAll(base: String, head: String?, filter: KeyPathFilter) throws {
        switch try AllBrandsComparison.compare(base: base, head: head, brandsDirectory: brandsOptions.brands, filter: filter) {
        case .compared(let diff):
            Output.write(format.render(diff))
            if !diff.hasErrors {
                if exitCode && !diff.isEmpty { throw Outcome.differs }
                return
            }
            let errors = diff.changes.filter { $0.kind == .failed }.map(\.brand).joined(separator: ", ")
            Output.writeError("brandkit: brands with errors were not compared: \(errors)\n")
            throw Outcome.comparisonFailed(exitCode: exitCode)
        case .failed(let report):
            Output.report(report)
            throw Outcome.comparisonFailed(exitCode: exitCode)
        }
    }
}
