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
        if profile.team != team {
            differs("\(name) is signed with \(profileName) of team \(shown(profile.team)); \(variant) is signed by team \(team)", at: ios?["team"], sign)
        }
        let prefix = identity.appIdPrefix ?? team
        if !profile.covers(document.bundleId) {
            differs("\(name)'s profile \(profileName) is for \(shown(profile.applicationIdentifier)), not \(prefix).\(DiagnosticText.value(document.bundleId))", at: brand["bundleId"], sign)
        } else if profile.appIdPrefix != prefix {
            // The site association names the app by the brand's prefix: iOS hands links to an
            // app whose application-identifier is that, and to no other.
            differs("\(name)'s app id prefix is \(shown(profile.appIdPrefix)), and \(variant)'s site association names the app \(prefix).\(DiagnosticText.value(document.bundleId)): iOS would not open its links in it",
                    at: ios?["appIdPrefix"] ?? ios?["team"],
                    "set ios.appIdPrefix to the app id's prefix the Apple Developer account shows (a legacy app id keeps its own), or sign with a profile of the team's app id")
        }
        if let expiration = profile.expiration, expiration < now {
            differs("\(name)'s profile \(profileName) expired on \(Self.day(expiration)): the app no longer installs or launches", at: ios?["signing"] ?? ios?["team"],
                    "renew it (fastlane match renews expired profiles) and sign again")
        }
        if brand.buildsLike == .release, profile.allowsDebugging {
            differs("\(name) is signed with a development profile (get-task-allow), and \(variant) builds like release", at: ios?["signing"] ?? ios?["team"],
                    "sign release builds with an App Store or ad hoc profile (match appstore)")
        }
        let entitlement = "add the capability to the app id in the team's account and make the profile again (fastlane match --force)"
        for domain in identity.associatedDomains where !profile.grants(domain: domain) {
            differs("\(name)'s profile \(profileName) does not grant the associated domain \(DiagnosticText.value(domain)), which \(variant) claims", at: ios?["associatedDomains"], entitlement)
        }
        for group in identity.appGroups where !profile.appGroups.contains(group) {
            differs("\(name)'s profile \(profileName) does not grant the app group \(DiagnosticText.value(group)), which \(variant) uses", at: ios?["appGroups"], entitlement)
        }
        if let push = identity.pushEnvironment, profile.pushEnvironment != push {
            differs("\(name)'s profile \(profileName) grants push \(shown(profile.pushEnvironment)); \(variant) uses the \(push) environment", at: ios?["pushEnvironment"], entitlement)
        }
        return found
    }

    /// A date as its day in UTC: 2026-12-04.
    static func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
