import ArgumentParser
import BrandKit
import Foundation

extension AccessorLanguage: ExpressibleByArgument {}

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write typed accessors for BrandConfig.json, in Swift or Kotlin.",
        discussion: """
            The file declares BrandConfiguration: the display name, the bundle id, the colours, every flag \
            declared in brandkit.yaml with its type (an 'allowed' list becomes an enum), and the help-center \
            sections in the brand's order. Swift loads from the brand's bundle with Foundation only; Kotlin \
            from the Android assets with the standard library only. A flag past its 'expires' date is marked \
            deprecated. Every brand must validate first.
            """
    )

    @Argument(help: ArgumentHelp("The language: swift or kotlin.", valueName: "language"))
    var language: AccessorLanguage

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("The Kotlin file's package (com.acme.brand).", valueName: "name"))
    var package: String?

    @OptionGroup var today: TodayOption

    func validate() throws {
        if let package {
            guard language == .kotlin else { throw ValidationError("--package applies to kotlin only") }
            if let problem = KotlinPackage.problem(package) { throw ValidationError("--package: \(problem)") }
        }
    }

    func run() throws {
        let validated = try brandsOptions.loadValid(today: today.date)
        let text = language.render(AccessorModel.build(validated, today: today.date, package: package))
        try brandsOptions.write(text, to: output)
    }
}
