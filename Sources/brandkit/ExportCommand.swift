import ArgumentParser
import BrandCore
import BrandKit
import Foundation

/// What `export` writes.
enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
    case flagd
}

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every brand's flags for a runtime flag service (flagd).",
        discussion: """
            flagd: one flag definition file (JSON) for every declared flag. Evaluate with the context \
            attributes 'brand' and 'environment'; each brand and environment gets exactly the value brandkit \
            resolves. Variants are the values brands use, the default variant is the manifest's default, \
            and description, owner and expiry are flag metadata ('expired' as of --today). Every brand must \
            validate first.
            """
    )

    @Argument(help: ArgumentHelp("The format: flagd.", valueName: "format"))
    var format: ExportFormat

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @OptionGroup var today: TodayOption

    func run() throws {
        let validated = try brandsOptions.loadValid(today: today.date)
        let document = switch format {
        case .flagd: FlagdExport.json(validated, today: today.date)
        }
        try brandsOptions.write(document.serialized(pretty: true) + "\n", to: output)
    }
}
