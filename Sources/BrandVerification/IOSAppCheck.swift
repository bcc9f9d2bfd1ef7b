import AppArchive
import BrandBundles
import BrandConfiguration
import BrandCore
import BrandValidation
import Foundation

/// A built `.ipa` or `.app` compared with what brandkit resolved for its brand in one
/// environment: its Info.plist's identity, the profile it was signed with (team, app id,
/// entitlements, expiry), and each app extension it embeds (its id, its version, its profile). Each difference is an error at the brand's line that decides the value.
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
        // Its extensions: each the brand ships, with its id and the app's version, and no other.
        var embedded: [(id: String, appex: IOSApp.Extension)] = []
        for (extensionName, id) in identity.extensions {
            guard let appex = app.extensions.first(where: { $0.bundleID == id }) else {
                differs("\(name) embeds no app extension \(DiagnosticText.value(id)) (ios.extensions.\(DiagnosticText.value(extensionName))), which \(variant) ships",
                        at: ios?["extensions"])
                continue
            }
            embedded.append((id, appex))
            if appex.version != app.version {
                differs("\(name)'s \(DiagnosticText.value(appex.folder)) has CFBundleShortVersionString \(shown(appex.version)), and the app \(shown(app.version)): App Store Connect refuses an extension whose version is not its app's",
                        at: ios?["version"] ?? ios?["extensions"], "build the extension's target with the app's MARKETING_VERSION (brandkit export xcodegen sets it)")
            }
        }
        for appex in app.extensions where !identity.extensions.contains(where: { $0.bundleId == appex.bundleID }) {
            differs("\(name) embeds \(DiagnosticText.value(appex.folder)) (\(shown(appex.bundleID))), which is not one of \(variant)'s ios.extensions",
                    at: ios?["extensions"])
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
                                             signedAt: ios?["signing"] ?? ios?["team"], idAt: brand["bundleId"], isApp: true, now: now, advice: advice) {
            differs(problem.message, at: problem.at, problem.suggestion)
        }
        for (id, appex) in embedded {
            guard let extensionProfile = appex.profile else {
                differs("\(name)'s \(DiagnosticText.value(appex.folder)) holds no embedded.mobileprovision; \(variant) is signed by team \(team)", at: ios?["team"], sign)
                continue
            }
            let described = "\(name)'s \(DiagnosticText.value(appex.folder)) profile" + (extensionProfile.name.map { " '\(DiagnosticText.value($0))'" } ?? "")
            for problem in ProfileCheck.problems(extensionProfile, bundleId: id, of: brand, described: described, signedAt: ios?["signing"] ?? ios?["team"],
                                                 idAt: ios?["extensions"], isApp: false, now: now, advice: advice) {
                differs(problem.message, at: problem.at, problem.suggestion)
            }
        }
        return found
    }
}
