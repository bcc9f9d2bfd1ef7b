import ArgumentParser
import BrandReports
import Foundation

extension FlagMatrixFormat: ExpressibleByArgument {}

struct FlagsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flags",
        abstract: "Show every flag's value in every brand, marking values set by a brand apart from defaults.",
        discussion: "Also names flags with the same value everywhere (candidates for removal) and flags past their expiry."
    )

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: ArgumentHelp("The environment (default: the manifest's first).", valueName: "env"), completion: Completions.environments)
    var env: String?

    @Option(name: .long, help: "Output format: text, markdown, csv or json.")
    var format: FlagMatrixFormat = .text

    @OptionGroup var today: TodayOption

    func run() throws {
        let validated = try brandsOptions.loadValid(today: today.date)
        let environment = try validated.manifest.checkedEnvironment(env)
        Output.write(format.render(FlagMatrix.build(validated, environment: environment, today: today.date)))
    }
}
