import ArgumentParser
import BrandCore
import BrandReports
import BrandValidation
import Foundation

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write an HTML gallery of every brand's help-center screen, readable offline.",
        discussion: """
            <output>/index.html shows every brand in every environment (or those given with --env); \
            <output>/brands/<brand>.html adds its flags, where each is set, and its colours. A brand with \
            errors appears as an error card. The pages load nothing and run no script. The folder is \
            replaced as a whole, and only when brandkit wrote it.
            """
    )

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: ArgumentHelp("An environment to show (repeatable; default: every one).", valueName: "env"), completion: Completions.environments)
    var env: [String] = []

    @Option(name: .long, help: ArgumentHelp("The folder the site is written to.", valueName: "dir"))
    var output: String

    @Option(name: .long, help: ArgumentHelp("Show each brand in this language where it ships it (default: each brand's first).", valueName: "locale"))
    var locale: String?

    @OptionGroup var today: TodayOption

    func run() throws {
        let progress = ProgressLine("drawing")
        let summary = try brandsOptions.emitted(Preview.run(brandsOptions.brands, options: PreviewOptions(
            environments: env, output: output, context: RuleContext(today: today.date), locale: locale, progress: progress.handler)))
        progress.finish()
        if !summary.report.diagnostics.isEmpty {
            Output.report(summary.report)
        }
        Output.summary("Preview in \(output)/index.html: \(summary.brands) brand\(summary.brands == 1 ? "" : "s"), "
                     + "\(summary.failed.count) with errors.\n")
        if !summary.failed.isEmpty { throw Outcome.inputHasErrors }
    }
}
