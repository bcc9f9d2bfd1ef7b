import AppArchive
import BrandConfiguration
import BrandCore
import Foundation

extension ValidationRule {
    /// `ios.signing.profiles` names, for manual signing without match, the profile of each id:
    /// every id of the app and its extensions here has one, and each is a profile of the brand's
    /// team for that id that grants what the brand claims and has not expired, as `verify`
    /// will find it in the built app. Read before the build, so the release build cannot be
    /// the first to find out.
    static let invalidProvisioningProfile = ValidationRule(
        .invalidProvisioningProfile, .error,
        "ios.signing.profiles without ios.team, an id signed by hand without match that it gives no profile, or a profile file that is missing, not a profile, without a Name Xcode takes, or not the brand's: another team, another app id, expired, a development profile for a release build, or without an entitlement the brand claims.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, signing: { style: manual, profiles: ↓{ com.a.staging: a/A.mobileprovision } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { signing: { style: manual, profiles: ↓{ com.a: a/A.mobileprovision } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, signing: { style: manual, profiles: { com.a: ↓a/A.mobileprovision } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, signing: { style: manual, profiles: { com.a: ↓a/A.mobileprovision } } }\n",
                        files: ["a/A.mobileprovision": "not a profile"]),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, signing: { style: manual, match: { gitURL: \"git@example.com:a/certificates.git\" } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, signing: { profiles: { com.a: a/A.mobileprovision } } }\n"),
        ],
        check: .brand { brand, context in provisioningProfileFindings(brand, context) })

    private static func provisioningProfileFindings(_ brand: ResolvedBrand, _ context: RuleContext) -> [Finding] {
        guard let ios = brand["ios"], let signing = ios["signing"], signing["style"]?.string == IOSSigning.Style.manual.rawValue,
              let profiles = signing["profiles"] else { return [] }
        var findings: [Finding] = []
        guard ios["team"] != nil else {
            return [Finding("ios.signing.profiles names profiles, but ios.team is not set for \(brand.id) in \(brand.environment): Xcode would not know the team that signs",
                            at: profiles.provenance.location, suggestion: "set ios.team to the team the profiles belong to (10 characters, A-Z and 0-9)")]
        }
        let extensions = (ios["extensions"]?.mapping ?? [:]).compactMap { $0.value.string }.sorted()
        let ids = [brand.bundleId].compactMap { $0 } + extensions
        if signing["match"] == nil {
            for id in ids where profiles[id] == nil {
                findings.append(Finding("\(DiagnosticText.value(id)) has no profile in ios.signing.profiles: Xcode could not sign it for \(brand.id) in \(brand.environment)",
                                        at: profiles.provenance.location,
                                        suggestion: "add \(DiagnosticText.value(id)): \(brand.id)/\(DiagnosticText.value(id)).mobileprovision, downloaded from the team's Apple Developer account"))
            }
        }
        let now = ProfileCheck.date(ofDay: context.today)
        let advice = ProfileCheck.Advice(sign: "name the profile of team \(ios["team"]?.string.map(DiagnosticText.value) ?? "ios.team") for this id, downloaded from the Apple Developer account",
                                         renew: "renew it in the Apple Developer account (Profiles) and download it again")
        for id in ids {
            guard let entry = profiles[id], let path = entry.string else { continue }
            let described = "the profile \(DiagnosticText.value(path)) of \(DiagnosticText.value(id))"
            switch context.assets.read(path, maxBytes: ProvisioningProfile.sizeLimit) {
            case .unavailable:
                continue
            case .refused(let why):
                findings.append(Finding("ios.signing.profiles: '\(DiagnosticText.value(path))' \(why)", at: entry.provenance.location,
                                        suggestion: "name a .mobileprovision inside the brands directory, relative to it (\(brand.id)/\(SourceFile.fileName(of: path)))"))
            case .bytes(let bytes):
                let profile: ProvisioningProfile
                do {
                    profile = try ProvisioningProfile(bytes: bytes)
                } catch {
                    findings.append(Finding("ios.signing.profiles: '\(DiagnosticText.value(path))' is not a provisioning profile: \(error.message)", at: entry.provenance.location,
                                            suggestion: "download the profile again from the Apple Developer account (Certificates, Identifiers & Profiles)"))
                    continue
                }
                // The wiring names the profile by its Name, where Xcode expands build settings.
                if let name = profile.name, name.contains("$(") || name.contains("${") || name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                    findings.append(Finding("ios.signing.profiles: '\(DiagnosticText.value(path))' has the Name '\(DiagnosticText.value(name))', which Xcode would not take as written",
                                            at: entry.provenance.location, suggestion: "rename the profile in the Apple Developer account (no '$(', '${' or control characters) and download it again"))
                } else if profile.name == nil {
                    findings.append(Finding("ios.signing.profiles: '\(DiagnosticText.value(path))' has no Name for Xcode to name it by", at: entry.provenance.location,
                                            suggestion: "download the profile again from the Apple Developer account (Certificates, Identifiers & Profiles)"))
                }
                for problem in ProfileCheck.problems(profile, bundleId: id, of: brand, described: described, signedAt: entry, idAt: entry,
                                                     isApp: id == brand.bundleId, now: now, advice: advice) {
                    findings.append(Finding(problem.message, at: problem.at?.provenance.location ?? entry.provenance.location, suggestion: problem.suggestion))
                }
            }
        }
        return findings
    }
}
