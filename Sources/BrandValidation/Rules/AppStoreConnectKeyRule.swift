import BrandConfiguration
import BrandCore

extension ValidationRule {
    /// `ios.appStoreConnect` names a key fastlane can sign its tokens with: the key's id as
    /// App Store Connect shows it, the issuer's UUID, and the variable that holds the `.p8`
    /// file's path, one a brand may read. Never the key: a `key` written as text is refused by
    /// the schema, which takes only `{ env: ... }`.
    static let invalidAppStoreConnectKey = ValidationRule(
        .invalidAppStoreConnectKey, .error,
        "ios.appStoreConnect without its keyID or key, a keyID that is not 10 characters of A-Z and 0-9, an issuerID that is not a UUID, or a key variable a brand file may not name.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { appStoreConnect: ↓{ issuerID: 69a6de70-03db-47e3-e053-5b8c7c11a4d1, key: { env: A_ASC_KEY } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { appStoreConnect: { keyID: ↓AuthKey_D383SF739A.p8, key: { env: A_ASC_KEY } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { appStoreConnect: { keyID: D383SF739A, issuerID: ↓acme-issuer, key: { env: A_ASC_KEY } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { appStoreConnect: { keyID: D383SF739A, key: { env: ↓GITHUB_TOKEN } } }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { appStoreConnect: { keyID: D383SF739A, issuerID: 69a6de70-03db-47e3-e053-5b8c7c11a4d1, key: { env: A_ASC_KEY } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { appStoreConnect: { keyID: D383SF739A, key: { env: A_ASC_KEY } } }\n"),
        ],
        check: .brand { brand, _ in appStoreConnectKeyFindings(brand) })

    private static func appStoreConnectKeyFindings(_ brand: ResolvedBrand) -> [Finding] {
        guard let key = brand["ios"]?["appStoreConnect"] else { return [] }
        var findings: [Finding] = []
        let missing = ["keyID", "key"].filter { key[$0] == nil }
        if !missing.isEmpty {
            findings.append(Finding("ios.appStoreConnect has no \(missing.joined(separator: ", ")): fastlane could not speak to App Store Connect for \(brand.id) in \(brand.environment)",
                                    at: key.provenance.location,
                                    suggestion: "give keyID: (the 10 characters of AuthKey_<keyID>.p8) and key: { env: \(variable(brand, "asc_key")) }"))
        }
        if let id = key["keyID"], let text = id.string, !Identity.isTeamID(text) {
            findings.append(Finding("ios.appStoreConnect.keyID '\(DiagnosticText.value(text))' is not an App Store Connect key id", at: id.provenance.location,
                                    suggestion: "copy the 10 characters (A-Z, 0-9) of the key's id, as in its file name AuthKey_<keyID>.p8"))
        }
        if let issuer = key["issuerID"], let text = issuer.string, !isUUID(text) {
            findings.append(Finding("ios.appStoreConnect.issuerID '\(DiagnosticText.value(text))' is not a UUID", at: issuer.provenance.location,
                                    suggestion: "copy the issuer id from App Store Connect's Users and Access, Integrations (8-4-4-4-12 hexadecimal digits); leave it out for an individual key"))
        }
        return findings + variableFindings(brand, key["key"], "ios.appStoreConnect.key", part: "asc_key")
    }

    /// 8-4-4-4-12 hexadecimal digits, as App Store Connect writes an issuer id.
    static func isUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.utf8.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.utf8.allSatisfy(\.isASCIIHexDigit) }
    }
}
