import AppArchive
import BrandBundles
import BrandConfiguration
import BrandCore
import BrandValidation
import Foundation

/// A built `.ipa` compared with what brandkit resolved for its brand in one environment: its
/// Info.plist's identity, and the profile it was signed with (team, app id, entitlements,
/// expiry). Each difference is an error at the brand's line that decides the value.
package enum IOSAppCheck {
    package static func differences(_ app: IOSApp, named file: String, brand gated: ValidatedBrand, now: Date) -> [Diagnostic] {
        let brand = gated.brand, document = BrandDocument(gated.variant), identity = document.identity
        let variant = "\(brand.id) in \(gated.environment)"
        let ios = brand["ios"]
        let name = DiagnosticText.value(file)
        func location(_ value: ResolvedValue?) -> SourceLocation { value?.provenance.location ?? brand.fileStart }
        func shown(_ text: String?) -> String { text.map { "'\(DiagnosticText.value($0))'" } ?? "none" }
        let build = "build the app from this brand's bundle and wiring (brandkit bundle, brandkit export xcodegen), or verify it against the brand it was built for"
        var found: [Diagnostic] = []
        func differs(_ message: String, at value: ResolvedValue?, _ suggestion: String = build) {
            found.append(.error(.builtAppDiffers, message, at: location(value), suggestion: suggestion))
        }
        func compare(_ what: String, built: String?, expected: String?, at value: ResolvedValue?) {
            guard let expected, built != expected else { return }
            differs("\(name)'s \(what) is \(shown(built)); \(variant) has \(shown(expected))", at: value)
        }
        compare("CFBundleIdentifier", built: app.bundleID, expected: document.bundleId, at: brand["bundleId"])
        compare("CFBundleShortVersionString", built: app.version, expected: document.iosVersion, at: ios?["version"])
        compare("CFBundleVersion", built: app.build, expected: document.iosBuild.map(String.init), at: ios?["build"])
        compare("display name", built: app.displayName, expected: document.displayName, at: brand["displayName"])
        for scheme in identity.iosURLSchemes where !app.urlSchemes.contains(scheme) {
            differs("\(name) opens no '\(DiagnosticText.value(scheme))://' link, which \(variant) declares", at: ios?["urlSchemes"])
        }
        guard let team = identity.team else { return found }
        let sign = "sign it with a profile of the brand's team for this id (fastlane match, with the Matchfile brandkit export fastlane writes)"
        guard let profile = app.profile else {
            differs("\(name) holds no embedded.mobileprovision; \(variant) is signed by team \(team)", at: ios?["team"], sign)
            return found
        }
        let profileName = profile.name.map { "'\(DiagnosticText.value($0))'" } ?? "its profile"
        let advice = ProfileCheck.Advice(sign: sign, renew: "renew it (fastlane match renews expired profiles) and sign again")
        for problem in ProfileCheck.problems(profile, bundleId: document.bundleId, of: brand, described: "\(name)'s profile \(profileName)",
                                             signedAt: ios?["signing"] ?? ios?["team"], idAt: brand["bundleId"], entitlements: true, now: now, advice: advice) {
            differs(problem.message, at: problem.at, problem.suggestion)
        }
        return found
    }
}
