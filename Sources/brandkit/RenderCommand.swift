import ArgumentParser
import BrandCore
import BrandReports
import Foundation

extension HelpCenterFormat: ExpressibleByArgument {}

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Show a brand's help-center screen as text, JSON or an HTML page.",
        discussion: "A brand with errors renders nothing: its diagnostics are printed as validate prints them."
    )

    @Argument(help: ArgumentHelp("The brand id (its file name without .yaml).", valueName: "brand"), completion: Completions.brandIDs)
    var brand: String

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: ArgumentHelp("The environment (default: the manifest's first).", valueName: "env"), completion: Completions.environments)
    var env: String?

    @Option(name: .long, help: ArgumentHelp("A language the brand ships (default: its first).", valueName: "locale"))
    var locale: String?

    @Option(name: .long, help: "Output format: text, json or html (the brand's preview page).")
    var format: HelpCenterFormat = .text

    @Option(name: .long, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        switch try HelpCenterRendering.render(brandsOptions.reading, brand: brand, environment: env, format: format, locale: locale) {
        case .rendered(let text):
            try brandsOptions.write(text, to: output)
        case .failed(let report):
            Output.report(report)
            throw Outcome.inputHasErrors
        }
    }
}
