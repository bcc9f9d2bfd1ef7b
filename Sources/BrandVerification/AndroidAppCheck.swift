import AppArchive
import BrandBundles
import BrandConfiguration
import BrandCore
import BrandValidation

/// A built APK compared with what brandkit resolved for its brand in one environment: each
/// difference an error at the brand's line that decides the value (its own, an ancestor's,
/// or the manifest's suffix for the environment).
package enum AndroidAppCheck {
    package static func differences(_ app: AndroidApp, named file: String, brand gated: GatedBrand) -> [Diagnostic] {
        let brand = gated.brand, document = BrandDocument(gated.snapshot)
        let variant = "\(brand.id) in \(gated.environment)"
        let android = brand["android"]
        func location(_ value: ResolvedValue?) -> SourceLocation { value?.provenance.location ?? brand.fileStart }
        func shown(_ text: String?) -> String { text.map { "'\(DiagnosticText.value($0))'" } ?? "none" }
        var found: [Diagnostic] = []
        func compare(_ what: String, built: String?, expected: String?, at value: ResolvedValue?, hint: String) {
            guard let expected, built != expected else { return }
            found.append(.error(.builtAppDiffers, "\(DiagnosticText.value(file))'s \(what) is \(shown(built)); \(variant) has \(shown(expected))",
                                at: location(value), suggestion: hint))
        }
        let build = "build the app from this brand's bundle and wiring (brandkit bundle, brandkit export gradle), or verify it against the brand it was built for"
        compare("application id", built: app.applicationID, expected: document.applicationId,
                at: android?["applicationId"] ?? brand["bundleId"], hint: build)
        compare("versionCode", built: app.versionCode, expected: document.androidVersionCode.map(String.init), at: android?["versionCode"], hint: build)
        compare("versionName", built: app.versionName, expected: document.androidVersionName, at: android?["versionName"], hint: build)
        compare("label", built: app.label, expected: document.displayName, at: brand["displayName"], hint: build)
        for scheme in document.identity.androidURLSchemes where !app.schemes.contains(scheme) {
            found.append(.error(.builtAppDiffers, "\(DiagnosticText.value(file)) opens no '\(DiagnosticText.value(scheme))://' link, which \(variant) declares",
                                at: location(android?["urlSchemes"]), suggestion: build))
        }
        for host in document.identity.appLinks where !app.hosts.contains(host) {
            found.append(.error(.builtAppDiffers, "\(DiagnosticText.value(file)) verifies no app links of \(DiagnosticText.value(host)), which \(variant) declares",
                                at: location(android?["appLinks"]), suggestion: build))
        }
        return found
    }
}
