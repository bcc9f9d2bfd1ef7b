import ArgumentParser
import BrandAccessors
import BrandBundles
import BrandCore
import BrandValidation
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
            from the Android assets with the standard library only. Every brand must validate first. \
            The file depends on the brands alone, never on the date: a flag past its 'expires' date is \
            marked deprecated only with --deprecate-expired (as of --today), or as of SOURCE_DATE_EPOCH \
            when the environment sets it.
            """
    )

    @Argument(help: ArgumentHelp("The language: swift or kotlin.", valueName: "language"))
    var language: AccessorLanguage

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("The Kotlin file's package (com.acme.brand).", valueName: "name"))
    var package: String?

    @Option(name: .long, help: ArgumentHelp(
        "Kotlin: also write BrandResources, the colours, texts, plurals and images through this package's R (the app's namespace, com.acme.shop).",
        valueName: "name"))
    var rPackage: String?

    @OptionGroup var today: TodayOption

    @Flag(name: .long, help: ArgumentHelp(
        "Mark flags past their 'expires' date deprecated (as of --today), so their uses warn."))
    var deprecateExpired = false

    func validate() throws {
        if let package {
            guard language == .kotlin else { throw ValidationError("--package applies to kotlin only") }
            if let problem = KotlinPackage.problem(package) { throw ValidationError("--package: \(problem)") }
        }
        if let rPackage {
            guard language == .kotlin else { throw ValidationError("--r-package applies to kotlin only") }
            if let problem = KotlinPackage.problem(rPackage) { throw ValidationError("--r-package: \(problem)") }
        }
    }

    /// The day flags expire against: --today (or today) when asked, else the reproducible
    /// build's SOURCE_DATE_EPOCH, else none.
    private func expiryDay() throws(BrandKitError) -> String? {
        if deprecateExpired { return today.date }
        guard let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty else { return nil }
        guard let seconds = Int64(epoch), seconds >= 0 else {
            throw BrandKitError("SOURCE_DATE_EPOCH is '\(DiagnosticText.value(epoch))', not a number of seconds since 1970",
                                hint: "set it to a Unix timestamp, e.g. $(git log -1 --format=%ct), or unset it")
        }
        return BrandValidator.day(of: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    func run() throws {
        let validated = try brandsOptions.loadValid(today: today.date)
        var model = AccessorModel.build(validated, deprecatingExpiredOn: try expiryDay(), package: package)
        model.rPackage = rPackage
        let text = language.render(model)
        try brandsOptions.write(text, to: output)
    }
}
