import BrandConfiguration
import BrandCore
import BrandYAML
import LanguageRules

/// The brand's identity on each platform, as each platform's tools read it: its signing
/// team, the schemes and domains that open it, its entitlements and its Info.plist keys.
extension ValidationRule {
    /// `DEVELOPMENT_TEAM`: Apple's team ids are ten upper-case letters and digits.
    static let invalidTeamID = ValidationRule(
        .invalidTeamID, .error, "An ios.team or ios.appIdPrefix that is not an Apple team id or app id prefix: 10 characters, A-Z and 0-9.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: ↓a1b2c3d4e5 }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: ↓A1B2C3 }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, appIdPrefix: ↓\"A1B2C3D4E5.\" }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5 }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, appIdPrefix: 9Z8Y7X6W5V }\n"),
        ],
        check: .brand { brand, _ in
            [("team", "an Apple team id", "from the Apple Developer account's Membership page"),
             ("appIdPrefix", "an app id prefix", "of the app id's prefix, as the Apple Developer account's Identifiers page shows it, without the dot")]
                .compactMap { key, noun, source in
                    guard let value = brand["ios"]?[key], let text = value.string, !Identity.isTeamID(text) else { return nil }
                    return Finding("'\(DiagnosticText.value(text))' is not \(noun)", at: value.provenance.location,
                                   suggestion: "copy the 10 characters (A-Z, 0-9) \(source)")
                }
        })

    /// A scheme by RFC 3986 (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`), not one the
    /// system opens itself, and in lower case for Android, whose intent filters match a
    /// scheme case-sensitively.
    static let invalidURLScheme = ValidationRule(
        .invalidURLScheme, .error,
        "A URL scheme (ios.urlSchemes, android.urlSchemes) that is not RFC 3986's, that the system opens itself (https, tel, ...), or, on Android, not lower case.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { urlSchemes: [↓acme_shop] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { urlSchemes: [↓\"acme://\"] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { urlSchemes: [↓https] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { urlSchemes: [↓AcmeShop] }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { urlSchemes: [acme-shop, acme.shop+1] }\nandroid: { urlSchemes: [acme-shop] }\n"),
        ],
        check: .brand { brand, _ in
            var findings: [Finding] = []
            for platform in ["ios", "android"] {
                for item in brand[platform]?["urlSchemes"]?.sequence ?? [] {
                    guard let text = item.string, let problem = Identity.schemeProblem(text, android: platform == "android") else { continue }
                    findings.append(Finding("\(platform).urlSchemes: '\(DiagnosticText.value(text))' \(problem.message)",
                                            at: item.provenance.location, suggestion: problem.suggestion))
                }
            }
            return findings
        })

    /// Entitlements as Xcode and the App Store read them: associated domains as
    /// `service:host` with an optional `?mode=`, app groups under `group.`, the push
    /// environment one of two words, and extensions' ids the app's id plus one segment.
    static let invalidEntitlement = ValidationRule(
        .invalidEntitlement, .error,
        "An entitlement value Xcode or the App Store refuses: an associated domain that is not service:host, an app group not under group., a pushEnvironment other than development or production, an extension id that is not the app's bundle id plus one segment.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, associatedDomains: [↓\"applinks:https://a.example/path\"] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { associatedDomains: [↓\"links:a.example\"] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, associatedDomains: [↓\"applinks:Acme.Example\"] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { appGroups: [↓com.a.shared] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { pushEnvironment: ↓staging }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { extensions: { widget: ↓com.b.widget } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { extensions: { widget: ↓com.a.widget.today } }\n"),
        ],
        nonTriggering: [
            RuleExample("""
                displayName: A
                bundleId: com.a
                ios:
                  team: A1B2C3D4E5
                  associatedDomains: [applinks:a.example, "webcredentials:*.a.example", "applinks:a.example?mode=developer"]
                  appGroups: [group.com.a]
                  pushEnvironment: production
                  extensions: { widget: com.a.widget }

                """),
        ],
        check: .brand { brand, _ in
            guard let ios = brand["ios"] else { return [] }
            var findings: [Finding] = []
            for item in ios["associatedDomains"]?.sequence ?? [] {
                guard let text = item.string, let problem = Identity.associatedDomainProblem(text) else { continue }
                findings.append(Finding("ios.associatedDomains: '\(DiagnosticText.value(text))' \(problem.message)",
                                        at: item.provenance.location, suggestion: problem.suggestion))
            }
            for item in ios["appGroups"]?.sequence ?? [] {
                guard let text = item.string, !Identity.isAppGroup(text) else { continue }
                findings.append(Finding("ios.appGroups: '\(DiagnosticText.value(text))' is not an app group id",
                                        at: item.provenance.location,
                                        suggestion: "app groups are 'group.' and a reverse-DNS name, e.g. 'group.' and the app's bundle id"))
            }
            if let value = ios["pushEnvironment"], let text = value.string, !Identity.pushEnvironments.contains(text) {
                findings.append(Finding("ios.pushEnvironment is '\(DiagnosticText.value(text))'; aps-environment is development or production",
                                        at: value.provenance.location,
                                        suggestion: "write development (the sandbox) or production; set it per environment under environments:"))
            }
            // The bundle id only where there are extensions to hold to it: a check that read it
            // would run again in every environment that gives the app another id.
            guard let extensions = ios["extensions"]?.mapping else { return findings }
            let bundleId = brand.bundleId ?? ""
            for (name, value) in extensions.sortedByKey {
                guard let text = value.string, !Identity.isExtensionID(text, of: bundleId) else { continue }
                findings.append(Finding(
                    "ios.extensions.\(name) is '\(DiagnosticText.value(text))', which is not the app's bundle id '\(bundleId)' and one more segment: the App Store refuses the upload",
                    at: value.provenance.location, suggestion: "write \(bundleId).\(name)"))
            }
            return findings
        })

    /// `infoPlist` holds the keys no typed field covers, as values a property list can hold;
    /// usage descriptions say something.
    static let invalidInfoPlist = ValidationRule(
        .invalidInfoPlist, .error,
        "An ios.infoPlist key brandkit writes from a typed field (CFBundleIdentifier, CFBundleURLTypes, every NS...UsageDescription, ...) or Xcode writes (CFBundleExecutable, ...), in any ~device or -platform form; a key or value a property list cannot hold (control characters included); or an empty usage description.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { infoPlist: { CFBundleURLTypes: ↓[] } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { infoPlist: { NSCameraUsageDescription: ↓Scans receipts. } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { infoPlist: { \"CFBundleURLTypes~iphone\": ↓[] } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { infoPlist: { NSFocusStatusUsageDescription: ↓\" \" } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { infoPlist: { CFBundleExecutable: ↓Evil } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { infoPlist: { Note: ↓\"a\\u0001b\" } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { infoPlist: { Count: ↓99999999999999999999 } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { usageDescriptions: { camera: ↓\" \" } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { infoPlist: { Note: ↓\"team $(DEVELOPMENT_TEAM)\" } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { infoPlist: { Servers: { main: ↓\"${MATCH_PASSWORD}\" } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { usageDescriptions: { camera: ↓\"Scans for $(DEVELOPMENT_TEAM).\" } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nlocales: [en, de]\nios: { usageDescriptions: { camera: Scans. } }\n"
                        + "strings: { de: { displayName: ↓\"A $(PRODUCT_NAME)\", ios.usageDescriptions.camera: ↓\"Scannt ${MATCH_PASSWORD}.\" } }\n",
                        manifest: RuleExample.manifest + "\nlocales: [en, de]\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { infoPlist: { FacebookAppID: \"1234567890\", LSApplicationQueriesSchemes: [fb], UIFileSharingEnabled: true } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { usageDescriptions: { camera: \"Scans receipts worth $5 (or more).\" }, infoPlist: { Price: \"$ (5)\" } }\n"),
        ],
        check: .brand { brand, _ in
            guard let ios = brand["ios"] else { return [] }
            var findings: [Finding] = []
            if let plist = ios["infoPlist"], let entries = plist.mapping {
                for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
                    if let character = InfoPlistValue.controlCharacter(in: key) {
                        findings.append(Finding("ios.infoPlist has a key holding the control character U+\(character), which a property list cannot carry",
                                                at: value.provenance.location, suggestion: "remove it from the key"))
                    } else if let reference = InfoPlistValue.buildSettingReference(in: key) {
                        findings.append(Finding("ios.infoPlist has a key holding '\(reference)', \(InfoPlistValue.expansion)",
                                                at: value.provenance.location, suggestion: "leave out the '$'"))
                    } else if let field = InfoPlistKeys.owner(of: key) {
                        findings.append(Finding("ios.infoPlist sets \(key), which brandkit writes from \(field)", at: value.provenance.location,
                                                suggestion: "set \(field) instead, which validate checks"))
                    } else if case .failure(let problem) = InfoPlistValue.value(value) {
                        findings.append(Finding("ios.infoPlist.\(key): \(problem.message)", at: problem.location, suggestion: problem.suggestion))
                    }
                }
            }
            let usages = ios["usageDescriptions"]
            // The texts Info.plist and InfoPlist.strings carry, in every language; a text one
            // language falls back to is reported once.
            var reported: Set<SourceLocation> = []
            func refuseBuildSettings(_ value: ResolvedValue, _ name: String, _ locale: LanguageTag) {
                guard let written = value.string, let reference = InfoPlistValue.buildSettingReference(in: written),
                      reported.insert(value.provenance.location).inserted else { return }
                findings.append(Finding("\(name) (\(locale.code)) holds '\(reference)', \(InfoPlistValue.expansion)",
                                        at: value.provenance.location, suggestion: "leave out the '$', or write it apart from the bracket"))
            }
            // By index, each asked without copying the brand's text out: a brand sets a few of
            // the descriptions, and a loop over them all copied each one (its names and text).
            for index in UsageDescription.all.indices where usages?.has(UsageDescription.all[index].name) == true {
                let usage = UsageDescription.all[index]
                var reportedEmpty = false
                for locale in brand.locales {
                    guard let value = brand.text(usage.text, in: locale), let written = value.string else { continue }
                    refuseBuildSettings(value, usage.key, locale)
                    guard !reportedEmpty, written.allSatisfy(\.isWhitespace) else { continue }
                    findings.append(Finding("\(usage.key) (\(locale.code)) is empty: iOS would show an empty reason for asking", at: value.provenance.location,
                                            suggestion: "say why the app needs \(usage.purpose), naming the app"))
                    reportedEmpty = true
                }
            }
            // displayName itself is refused any '$' (unrepresentable-text); its translations here.
            for locale in brand.locales.dropFirst() {
                if let name = brand.text(.displayName, in: locale), name.provenance.location != brand["displayName"]?.provenance.location {
                    refuseBuildSettings(name, "CFBundleDisplayName", locale)
                }
            }
            return findings
        })

    /// Android's side of app links: hosts and certificate fingerprints as `assetlinks.json`
    /// and the manifest's intent filters hold them.
    static let invalidAppLink = ValidationRule(
        .invalidAppLink, .error,
        "An android.appLinks entry that is not a host name, or a signing or upload certificate (android.signingCertificates, android.playAppSigning.uploadCertificate) that is not 32 colon-separated upper-case hex bytes (a SHA-256 fingerprint).",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { appLinks: [↓\"https://a.example\"], signingCertificates: [\"\(Identity.exampleFingerprint)\"] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { appLinks: [a.example], signingCertificates: [↓\"14:6D:E9\"] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { appLinks: [↓A.Example], signingCertificates: [\"\(Identity.exampleFingerprint)\"] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { signingCertificates: [\"\(Identity.exampleFingerprint)\"], playAppSigning: { uploadCertificate: ↓\"sha256:14:6D\" } }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { appLinks: [a.example, \"*.a.example\"], signingCertificates: [\"\(Identity.exampleFingerprint)\"] }\n"),
        ],
        check: .brand { brand, _ in
            guard let android = brand["android"] else { return [] }
            var findings: [Finding] = []
            for item in android["appLinks"]?.sequence ?? [] {
                guard let text = item.string else { continue }
                guard URLCheck.isHostName(text, wildcard: true) else {
                    findings.append(Finding("android.appLinks: '\(DiagnosticText.value(text))' is not a host name", at: item.provenance.location,
                                            suggestion: "write the host alone, with no https:// and no path: acme.example"))
                    continue
                }
                if let problem = Identity.hostCaseProblem(text) {
                    findings.append(Finding("android.appLinks: '\(DiagnosticText.value(text))' \(problem.message)", at: item.provenance.location,
                                            suggestion: problem.suggestion))
                }
            }
            var certificates = (android["signingCertificates"]?.sequence ?? []).map { ($0, "signingCertificates") }
            if let upload = android["playAppSigning"]?["uploadCertificate"] { certificates.append((upload, "playAppSigning.uploadCertificate")) }
            for (item, key) in certificates {
                guard let text = item.string, !Identity.isFingerprint(text) else { continue }
                findings.append(Finding("android.\(key): '\(DiagnosticText.value(text))' is not a SHA-256 fingerprint",
                                        at: item.provenance.location,
                                        suggestion: "copy the SHA-256 line of 'keytool -list -v' or Play Console's App signing page: 32 upper-case hex bytes joined by ':'"))
            }
            return findings
        })

    /// A link the app claims needs the other half the website's file names: the team for
    /// `apple-app-site-association`, a certificate for `assetlinks.json`.
    static let missingLinkHalf = ValidationRule(
        .missingLinkHalf, .error,
        "An associated domain without ios.team, an appclips: domain without ios.extensions.appClip, or android.appLinks without android.signingCertificates: the website's file could not name the app.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { associatedDomains: [↓applinks:a.example] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, associatedDomains: [↓appclips:a.example] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { appLinks: ↓[a.example] }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, associatedDomains: [applinks:a.example] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, associatedDomains: [appclips:a.example], extensions: { appClip: com.a.Clip } }\n"),
        ],
        check: .brand { brand, _ in
            var findings: [Finding] = []
            if let ios = brand["ios"], ios["team"] == nil {
                for item in ios["associatedDomains"]?.sequence ?? [] {
                    guard let text = item.string, let claim = Identity.AssociatedDomain(text), Identity.services.contains(claim.service) else { continue }
                    findings.append(Finding("'\(DiagnosticText.value(text))' needs the app's team: apple-app-site-association names the app as TEAM.\(brand.bundleId ?? "bundleid")",
                                            at: item.provenance.location, suggestion: "set ios.team to the team that signs the app"))
                    break
                }
            }
            if let ios = brand["ios"], ios["extensions"]?[Identity.appClipExtension] == nil,
               let item = (ios["associatedDomains"]?.sequence ?? []).first(where: { $0.string?.hasPrefix("appclips:") == true }) {
                findings.append(Finding("'\(DiagnosticText.value(item.string ?? ""))' needs the App Clip's bundle id: apple-app-site-association names the clip",
                                        at: item.provenance.location,
                                        suggestion: "set ios.extensions.\(Identity.appClipExtension) to the clip's bundle id (the app's and one segment, e.g. \(brand.bundleId ?? "com.acme.shop").Clip)"))
            }
            if let android = brand["android"], let links = android["appLinks"], !(links.sequence ?? []).isEmpty,
               (android["signingCertificates"]?.sequence ?? []).isEmpty {
                findings.append(Finding("android.appLinks needs android.signingCertificates: assetlinks.json names the app by its signing key",
                                        at: links.provenance.location,
                                        suggestion: "add the SHA-256 fingerprint of each key the app is signed with (Play Console: App signing)"))
            }
            return findings
        })

    /// Two apps on one device claiming one scheme: the OS would open either.
    static let duplicateURLScheme = ValidationRule(
        .duplicateURLScheme, .error, "Two brands (in any environment) claim the same URL scheme on one platform, in any case: the OS would open either app.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { urlSchemes: [↓shop] }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\nios: { urlSchemes: [↓shop] }\n"]),
            RuleExample("displayName: A\nbundleId: com.a\nios: { urlSchemes: [↓SHOP] }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\nios: { urlSchemes: [↓shop] }\n"]),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { urlSchemes: [a-shop] }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\nios: { urlSchemes: [b-shop] }\nandroid: { urlSchemes: [a-shop] }\n"]),
        ],
        check: .brands(comparing: ["ios.urlSchemes", "android.urlSchemes"]) { key, brands, _ in
            duplicates(of: key, in: brands, noun: "URL scheme", fix: "give each brand a scheme of its own, e.g. its id")
        })

    /// Two apps sharing an app group share its container: one brand's data in another's app.
    static let duplicateAppGroup = ValidationRule(
        .duplicateAppGroup, .error, "Two brands (in any environment) claim the same app group.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { appGroups: [↓group.shared] }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\nios: { appGroups: [↓group.shared] }\n"]),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { appGroups: [group.com.a] }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\nios: { appGroups: [group.com.b] }\n"]),
        ],
        check: .brands(comparing: ["ios.appGroups"]) { key, brands, _ in
            duplicates(of: key, in: brands, noun: "app group", fix: "give each brand its own group, e.g. group.<its bundle id>")
        })

    /// An extension's id is an app of its own to the App Store: two brands cannot ship one.
    static let duplicateExtensionID = ValidationRule(
        .duplicateExtensionID, .error, "Two brands (in any environment) give an app extension the same bundle id.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { extensions: { widget: ↓com.a.widget } }\n",
                        otherBrands: ["b.yaml": "↓extends: acme\ndisplayName: B\nios: { extensions: { today: com.a.today } }\n"]),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { extensions: { widget: com.a.widget } }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\nios: { extensions: { widget: com.b.widget } }\n"]),
        ],
        check: .brands(comparing: ["ios.extensions"]) { key, brands, _ in
            duplicates(of: key, in: brands, noun: "extension bundle id", fix: "derive each extension's id from its brand's bundle id")
        })
}

/// The formats of a brand's identity, each as its platform documents it.
package enum Identity {
    /// A fingerprint for examples: 32 bytes.
    static let exampleFingerprint = (0..<32).map { index in
        // Two hex digits without `String(format:)`, which every run of the tool would pay for here.
        let byte = index * 7 % 256, digits = Array("0123456789ABCDEF")
        return String([digits[byte / 16], digits[byte % 16]])
    }.joined(separator: ":")

    static let pushEnvironments = ["development", "production"]

    /// The associated-domain services Apple documents.
    static let services = ["activitycontinuation", "appclips", "applinks", "webcredentials"]

    /// The `ios.extensions` entry that is the brand's App Clip: `appclips:` domains name it.
    package static let appClipExtension = "appClip"

    /// Schemes the system opens itself: an app cannot claim them.
    static let systemSchemes: Set<String> = [
        "http", "https", "file", "mailto", "tel", "telprompt", "sms", "facetime", "facetime-audio", "maps",
        "itms", "itms-apps", "itms-services", "app-settings", "prefs", "shortcuts", "content", "intent", "market",
    ]

    static func isTeamID(_ text: String) -> Bool {
        text.utf8.count == 10 && text.utf8.allSatisfy { $0.isASCIIDigit || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }

    struct Problem {
        var message: String
        var suggestion: String
    }

    static func schemeProblem(_ text: String, android: Bool) -> Problem? {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, first.isASCIILetter,
              bytes.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else {
            let kept = String(decoding: bytes.filter { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "-") }, as: UTF8.self)
            return Problem(message: "is not a URL scheme (RFC 3986: a letter, then letters, digits, '+', '-' or '.')",
                           suggestion: "write the scheme alone, without '://': \(kept.isEmpty ? "acme-shop" : kept.lowercased())")
        }
        if systemSchemes.contains(text.lowercased()) {
            return Problem(message: "is a scheme the system opens itself", suggestion: "choose a scheme of the brand's own, e.g. its id")
        }
        if android, text != text.lowercased() {
            return Problem(message: "has upper-case letters, and Android matches schemes case-sensitively",
                           suggestion: "write it in lower case: \(text.lowercased())")
        }
        return nil
    }

    /// An associated domain as the entitlement writes it: `service:host?query`.
    package struct AssociatedDomain {
        package let service: String
        /// As written: `*.acme.example` for a wildcard.
        package let host: String
        /// What follows `?`, when something does.
        let query: String?

        /// The domain whose website serves the file for it: a wildcard's is the domain under it.
        package var domain: String { Identity.servingDomain(of: host) }

        /// nil when `text` has no `:`. Split at the bytes `:` and `?`, as the system reads the
        /// entitlement: no character is made of the text.
        /// The parts are made from the bytes where the text keeps them: splitting the text's
        /// views and copying substrings cost some two thousand instructions a domain.
        package init?(_ text: String) {
            let parts: (service: String, host: String, query: String?)? = text.withUTF8Bytes { bytes in
                guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
                let rest = UnsafeBufferPointer(rebasing: bytes[(colon + 1)...])
                let question = rest.firstIndex(of: UInt8(ascii: "?"))
                return (String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[..<colon])),
                        String(utf8Bytes: UnsafeBufferPointer(rebasing: rest[..<(question ?? rest.endIndex)])),
                        question.map { String(utf8Bytes: UnsafeBufferPointer(rebasing: rest[($0 + 1)...])) })
            }
            guard let parts else { return nil }
            (service, host, query) = parts
        }
    }

    /// The domain whose website serves the app-link file for `host`: `*.acme.example` → `acme.example`.
    package static func servingDomain(of host: String) -> String {
        host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
    }

    /// `service:host`, a `*.` before the host allowed, and `?mode=developer`, `managed` or both.
    static func associatedDomainProblem(_ text: String) -> Problem? {
        guard let claim = AssociatedDomain(text) else {
            return Problem(message: "names no service", suggestion: "write service:host, e.g. applinks:\(text)")
        }
        let (service, host) = (claim.service, claim.host)
        guard services.contains(service) else {
            return Problem(message: "has the service '\(DiagnosticText.value(service))'",
                           suggestion: DidYouMean.suggestion(for: service, in: services, noun: "service"))
        }
        if let mode = claim.query, !["mode=developer", "mode=managed", "mode=developer+managed"].contains(mode) {
            return Problem(message: "has the query '\(DiagnosticText.value(mode))'",
                           suggestion: "only ?mode=developer, ?mode=managed or ?mode=developer+managed may follow the host")
        }
        guard URLCheck.isHostName(host, wildcard: true) else {
            return Problem(message: "is not service:host",
                           suggestion: "write the host alone, with no https:// and no path: \(service):acme.example")
        }
        return hostCaseProblem(host, writtenAs: "\(service):")
    }

    /// Hosts are written in lower case: Android matches an intent filter's host
    /// case-sensitively, and one website would get a folder per spelling.
    /// `prefix` is made only for a problem.
    static func hostCaseProblem(_ host: String, writtenAs prefix: @autoclosure () -> String = "") -> Problem? {
        guard host.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else { return nil }
        return Problem(message: "has upper-case letters, and hosts are matched in lower case (Android's intent filters compare them exactly)",
                       suggestion: "write it in lower case: \(prefix())\(host.lowercased())")
    }

    static func isAppGroup(_ text: String) -> Bool {
        text.hasPrefix("group.") && ValidationRule.isBundleID(String(text.dropFirst(6)))
    }

    /// `bundleId` and one more segment of letters, digits and '-'.
    static func isExtensionID(_ text: String, of bundleId: String) -> Bool {
        guard !bundleId.isEmpty, text.hasPrefix(bundleId + ".") else { return false }
        let segment = text.utf8.dropFirst(bundleId.utf8.count + 1)
        return !segment.isEmpty && segment.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "-") }
    }

    /// 32 bytes as upper-case hex pairs joined by ':', as `assetlinks.json` holds them.
    /// Read byte by byte: 95 bytes, a ':' after every pair.
    static func isFingerprint(_ text: String) -> Bool {
        var bytes = 0
        for byte in text.utf8 {
            let separates = bytes % 3 == 2
            guard separates ? byte == UInt8(ascii: ":") : byte.isASCIIDigit || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
            else { return false }
            bytes += 1
        }
        return bytes == 32 * 3 - 1
    }
}
