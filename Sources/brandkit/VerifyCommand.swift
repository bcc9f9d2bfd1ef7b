import ArgumentParser
import BrandCore
import BrandValidation
import BrandReports
import BrandVerification
import Foundation

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check a built app against the brand it was built for.",
        discussion: """
            Reads a built APK (its compiled AndroidManifest.xml and resources.arsc, with no Android SDK) or \
            .ipa or .app folder (its Info.plist and embedded.mobileprovision, and each app extension's) and \
            reports, at the brand's lines, every difference from what brandkit resolved for the brand in the \
            environment: the app's id, versions and name, the URL schemes and app links the brand declares, \
            the modules it ships, its app extensions, and who signed it (the APK's signer; the profile's team, \
            app id, entitlements and expiry). Exit status 1 when the app differs.
            """
    )

    @Argument(help: ArgumentHelp("The built app: an .apk, an .ipa or an .app folder.", valueName: "app"))
    var app: String

    @Option(name: .long, help: ArgumentHelp("The brand id the app was built for.", valueName: "brand"), completion: Completions.brandIDs)
    var brand: String

    @Option(name: .long, help: ArgumentHelp("The environment it was built in (default: the manifest's first).", valueName: "env"),
            completion: Completions.environments)
    var env: String?

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: "Output format: human for people; json, github (workflow commands), sarif (code scanning) or junit for tools.")
    var format: DiagnosticFormat = .human

    func run() throws {
        let request = RunRequest(brandsOptions.reading) { listed throws(BrandKitError) in try listed.checkBrand(brand, environment: env) }
        let gate = try brandsOptions.emitted(BrandRun.run(request) { brands throws(BrandKitError) in
            try .one(brand, environment: env, of: brands)
        } emit: { run in run.brand(brand) })
        let passed: ValidatedBrand
        switch gate {
        case .passed(let brand): passed = brand
        case .failed(let report):
            Output.report(report)
            throw Outcome.inputHasErrors
        }
        let differences = try BuiltAppVerification.differences(appAt: app, brand: passed)
        let report = ValidationReport(diagnostics: differences, brandCount: 1,
                                      environments: [passed.environment], sources: passed.validated.report.sources)
        Output.write(format.render(report, style: .forOutput(STDOUT_FILENO), quiet: Output.quiet, strict: false))
        if report.hasFailures(strict: false) { throw Outcome.inputHasErrors }
    }
}
