import ArgumentParser
import BrandCore
import BrandReports
import Foundation

extension StringCoverageFormat: ExpressibleByArgument {}

struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Report, per brand and language it ships, which texts are translated.",
        discussion: "Texts a brand shows in the source language (fallback: true) are listed as such. The exit status is 1 when a text is missing with no fallback, which validate refuses."
    )

    @OptionGroup var brandsOptions: BrandsOptions

    @Flag(name: .long, help: "List only the languages with untranslated texts.")
    var missing = false

    @Option(name: .long, help: ArgumentHelp("The environment (default: the manifest's first).", valueName: "env"), completion: Completions.environments)
    var env: String?

    @Option(name: .long, help: "Output format: text or json.")
    var format: StringCoverageFormat = .text

    func run() throws {
        let coverage = try brandsOptions.read { listed throws(BrandKitError) in _ = try listed.manifest.checkedEnvironment(env) } _: {
            read throws(BrandKitError) in StringCoverage(read.source, environment: try read.manifest.checkedEnvironment(env))
        }
        Output.write(format.render(coverage, onlyGaps: missing))
        if coverage.hasMissing { throw Outcome.inputHasErrors }
    }
}
