import ArgumentParser
import BrandCore
import BrandReports
import Foundation

extension ExplainFormat: ExpressibleByArgument {}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show every layer that sets a key of a brand, lowest first, and which one wins.",
        discussion: """
            Layers, lowest first: the flag's default, the manifest's defaults, then each brand the brand \
            extends and its environment overlay, then the brand and its overlay. For \
            helpCenter.sectionOrder the parsed sections are shown too.
            """
    )

    @Argument(help: ArgumentHelp("The brand id.", valueName: "brand"), completion: Completions.brandIDs)
    var brand: String

    @Argument(help: ArgumentHelp("A dotted key path: featureFlags.maxCartItems, colors.primary, helpCenter.email.address.",
                                 valueName: "key"))
    var key: String

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: ArgumentHelp("The environment (default: the manifest's first).", valueName: "env"), completion: Completions.environments)
    var env: String?

    @Option(name: .long, help: "Output format: text or json.")
    var format: ExplainFormat = .text

    func run() throws {
        switch try KeyExplanation.explain(brandsOptions.reading, brand: brand, key: key, environment: env) {
        case .explained(let explanation): Output.write(format.render(explanation))
        case .failed(let report):
            Output.report(report)
            throw Outcome.inputHasErrors
        }
    }
}
