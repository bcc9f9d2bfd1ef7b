import AppArchive
import BrandConfiguration
import BrandCore
import Foundation

/// What a provisioning profile must be for one id of a brand in one environment: of the
/// brand's team, for that id with the prefix the site association names, not expired, not a
/// development profile where the environment builds like release, granting the brand's app
/// groups (which its extensions share), and, for the app's own id, each other entitlement the
/// brand claims. `validate` asks it of the profiles a brand
/// names (`ios.signing.profiles`), before the build; `verify` of the one a built app embeds.
package enum ProfileCheck {
    /// One way the profile is not the brand's: where the brand decides it, and what to do.
    package struct Problem: Sendable {
        package let message: String
        package let at: ResolvedValue?
        package let suggestion: String
    }

    /// What to tell the user to do, which differs before the build and after it.
    package struct Advice: Sendable {
        /// How to get a profile of the brand's team for the id.
        package let sign: String
        /// How to renew an expired one.
        package let renew: String

        package init(sign: String, renew: String) {
            self.sign = sign
            self.renew = renew
        }
    }

    /// The problems of `profile` for `bundleId` of `brand` here. `described` names the profile
    /// in messages ("Acme.ipa's profile 'match AppStore com.acme.shop'"); `signedAt` is the
    /// brand's line for what the profile itself decides (its expiry, its kind), `idAt` the line
    /// for an id the profile is not for; `isApp` is true for the app's own id, whose app id
    /// prefix the site association names and whose domains and push the brand declares (an
    /// extension's id may keep the team's prefix, and shares only the app groups).
    package static func problems(_ profile: ProvisioningProfile, bundleId: String, of brand: ResolvedBrand, described: String,
                                 signedAt: ResolvedValue?, idAt: ResolvedValue?, isApp: Bool, now: Date, advice: Advice) -> [Problem] {
        let ios = brand["ios"]
        guard let team = ios?["team"]?.string else { return [] }
        let variant = "\(brand.id) in \(brand.environment)"
        func shown(_ text: String?) -> String { text.map { "'\(DiagnosticText.value($0))'" } ?? "none" }
        var found: [Problem] = []
        func add(_ message: String, at value: ResolvedValue?, _ suggestion: String) {
            found.append(Problem(message: message, at: value, suggestion: suggestion))
        }
        if profile.team != team {
            add("\(described) is of team \(shown(profile.team)); \(variant) is signed by team \(team)", at: ios?["team"], advice.sign)
        }
        let prefix = ios?["appIdPrefix"]?.string ?? team
        let id = DiagnosticText.value(bundleId)
        if !profile.covers(bundleId) {
            add("\(described) is for \(shown(profile.applicationIdentifier)), not \(prefix).\(id)", at: idAt, advice.sign)
        } else if isApp, profile.appIdPrefix != prefix {
            // The site association names the app by the brand's prefix: iOS hands links to an
            // app whose application-identifier is that, and to no other.
            add("\(described) has the app id prefix \(shown(profile.appIdPrefix)), and \(variant)'s site association names the app \(prefix).\(id): iOS would not open its links in it",
                at: ios?["appIdPrefix"] ?? ios?["team"],
                "set ios.appIdPrefix to the app id's prefix the Apple Developer account shows (a legacy app id keeps its own), or sign with a profile of the team's app id")
        }
        if let expiration = profile.expiration, expiration < now {
            add("\(described) expired on \(BrandValidator.day(of: expiration)): the app no longer installs or launches", at: signedAt, advice.renew)
        }
        if brand.buildsLike == .release, profile.allowsDebugging {
            add("\(described) is a development profile (get-task-allow), and \(variant) builds like release", at: signedAt,
                "sign release builds with an App Store or ad hoc profile (match appstore)")
        }
        let entitlement = "add the capability to the app id in the team's account and make the profile again (fastlane match --force)"
        func strings(_ key: String) -> [String] { (ios?[key]?.sequence ?? []).compactMap(\.string) }
        // The app groups are the app's and its extensions' (BrandExtension.entitlements).
        for group in strings("appGroups") where !profile.appGroups.contains(group) {
            add("\(described) does not grant the app group \(DiagnosticText.value(group)), which \(variant) uses", at: ios?["appGroups"], entitlement)
        }
        guard isApp else { return found }
        for domain in strings("associatedDomains") where !profile.grants(domain: domain) {
            add("\(described) does not grant the associated domain \(DiagnosticText.value(domain)), which \(variant) claims", at: ios?["associatedDomains"], entitlement)
        }
        if let push = ios?["pushEnvironment"]?.string, profile.pushEnvironment != push {
            add("\(described) grants push \(shown(profile.pushEnvironment)); \(variant) uses the \(push) environment", at: ios?["pushEnvironment"], entitlement)
        }
        return found
    }

    /// The start of `day` (`YYYY-MM-DD`, as `--today` gives it) in UTC; now where it is not one.
    package static func date(ofDay day: String) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.date(from: day) ?? Date()
    }
}

extension ValidatedBrands {
    /// What a configuration signed by hand with the profile file at `path` names: the profile's
    /// Name (`PROVISIONING_PROFILE_SPECIFIER`) and the certificate kind it takes
    /// (`CODE_SIGN_IDENTITY`), read through the run's files; nil where it is not a profile.
    package func profileSpecifier(at path: String) -> (name: String, identity: String)? {
        guard case .bytes(let bytes) = assets.read(path, maxBytes: ProvisioningProfile.sizeLimit),
              let profile = try? ProvisioningProfile(bytes: bytes), let name = profile.name else { return nil }
        return (name, (profile.allowsDebugging ? IOSSigning.ProfileType.development : .appstore).identity)
    }
}
