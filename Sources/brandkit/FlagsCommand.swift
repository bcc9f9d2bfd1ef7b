import ArgumentParser
import BrandKit
import Foundation

extension FlagMatrixFormat: ExpressibleByArgument {}

struct FlagsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flags",
        abstract: "Show every flag's value in every brand, marking values set by a brand apart from defaults.",
        discussion: "Also names flags with the same value everywhere (candidates for removal) and flags past their expiry."
    )

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: ArgumentHelp("The environment (default: the manifest's first).", valueName: "env"))
    var env: String?

    @Option(name: .long, help: "Output format: text, markdown, csv or json.")
    var format: FlagMatrixFormat = .text

    @OptionGroup var today: TodayOption

    func run() throws {
        let manager = try brandsOptions.load()
        let today = today.date
        if let broken = manager.manifestErrors {
            Output.writeError(DiagnosticFormat.human.render(broken, style: .forOutput(STDERR_FILENO)))
            throw ExitCode(1)
        }
        let validated = try manager.validated(brands: nil, environments: manager.manifest.environments, context: RuleContext(today: today))
        guard validated.report.errorCount == 0, let environment = try manager.environments(selecting: env).first else {
            Output.writeError(DiagnosticFormat.human.render(validated.report, style: .forOutput(STDERR_FILENO)))
            throw ExitCode(1)
        }
        Output.write(format.render(FlagMatrix.build(validated, environment: environment, today: today)))
    }
}
