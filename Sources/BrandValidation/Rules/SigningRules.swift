import BrandConfiguration
import BrandCore

extension ValidationRule {
    /// `android.signing` names a key Gradle can sign with: every part, each secret an
    /// environment variable a brand may read, and never the debug key where the app is built
    /// like a release (the store refuses it, and no brand's links could verify).
    static let invalidSigning = ValidationRule(
        .invalidSigning, .error,
        "android.signing without its keystore, keyAlias or storePassword, a variable a brand file may not name, or the debug key (androiddebugkey) in an environment that builds like release; android.playAppSigning without its uploadCertificate or without signingCertificates; ios.signing with a style or profile type Xcode and match do not know, manual signing without match's storage or profiles, match without ios.team or its gitURL, or a gitURL that holds a password.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { signing: ↓{ keystore: { env: A_KEYSTORE }, storePassword: { env: A_STORE_PASSWORD } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { signing: { keystore: { env: ↓GITHUB_TOKEN }, keyAlias: a, storePassword: { env: A_STORE_PASSWORD } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { signing: { keystore: { env: A_KEYSTORE }, keyAlias: ↓androiddebugkey, storePassword: { env: A_STORE_PASSWORD } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { playAppSigning: ↓{ uploadCertificate: \"\(Identity.exampleFingerprint)\" } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, signing: { style: ↓Manual } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, signing: ↓{ style: manual } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { signing: ↓{ match: { gitURL: \"git@example.com:a/certificates.git\" } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, signing: { match: { gitURL: \"git@example.com:a/certificates.git\", type: ↓store } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, signing: { match: { gitURL: ↓\"https://ci:hunter2@example.com/a/certificates.git\" } } }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { signing: { keystore: { env: A_KEYSTORE }, keyAlias: a-upload, storePassword: { env: A_STORE_PASSWORD } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { signing: { keystore: { env: A_KEYSTORE }, keyAlias: a-upload, storePassword: { env: A_STORE_PASSWORD } } }\n"
                            + "environments: { debug: { android: { signing: { keystore: { env: A_DEBUG_KEYSTORE }, keyAlias: androiddebugkey } } } }\n",
                        manifest: RuleExample.manifest.replacingOccurrences(of: "environments: [release, staging]", with: "environments: [release, staging, debug]")),
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, signing: { style: manual, match: { gitURL: \"git@example.com:a/certificates.git\", branch: a } } }\n"),
        ],
        check: .brand { brand, _ in iosSigningFindings(brand) + androidSigningFindings(brand) + playAppSigningFindings(brand) })

    /// Play App Signing needs both keys: the upload key's certificate, which signs what Gradle
    /// builds, and Play's app-signing one, which signs what users install and app links name.
    private static func playAppSigningFindings(_ brand: ResolvedBrand) -> [Finding] {
        guard let android = brand["android"], let play = android["playAppSigning"] else { return [] }
        var findings: [Finding] = []
        if play["uploadCertificate"] == nil {
            findings.append(Finding("android.playAppSigning has no uploadCertificate: verify could not tell \(brand.id)'s upload key from another",
                                    at: play.provenance.location, suggestion: "copy the upload key certificate's SHA-256 from Play Console's App signing page"))
        }
        if android["signingCertificates"] == nil {
            findings.append(Finding("android.playAppSigning without android.signingCertificates: the key Google Play signs \(brand.id) with is not named",
                                    at: play.provenance.location, suggestion: "list the app signing key certificate's SHA-256 from Play Console's App signing page under signingCertificates"))
        }
        return findings
    }

    private static func androidSigningFindings(_ brand: ResolvedBrand) -> [Finding] {
        guard let signing = brand["android"]?["signing"] else { return [] }
        var findings: [Finding] = []
        let missing = ["keystore", "keyAlias", "storePassword"].filter { signing[$0] == nil }
        if !missing.isEmpty {
            findings.append(Finding("android.signing has no \(missing.joined(separator: ", ")): Gradle could not sign \(brand.id) in \(brand.environment) with it",
                                    at: signing.provenance.location,
                                    suggestion: "give all three: keystore: { env: \(variable(brand, "keystore")) }, keyAlias: \(brand.id)-upload, storePassword: { env: \(variable(brand, "store_password")) }"))
        }
        for part in ["keystore", "storePassword", "keyPassword"] {
            findings += variableFindings(brand, signing[part], "android.signing.\(part)", part: part)
        }
        if brand.buildsLike == .release, let alias = signing["keyAlias"], alias.string == AndroidSigning.debugKeyAlias {
            findings.append(Finding("\(brand.id) in \(brand.environment), which builds like release, is signed with the debug key (\(AndroidSigning.debugKeyAlias))",
                                    at: alias.provenance.location,
                                    suggestion: "sign release builds with the brand's upload key (keytool -genkeypair), and keep the debug key for environments that build like debug"))
        }
        return findings
    }

    private static func iosSigningFindings(_ brand: ResolvedBrand) -> [Finding] {
        guard let signing = brand["ios"]?["signing"] else { return [] }
        var findings: [Finding] = []
        func refuseUnknown<Choice: CaseIterable & RawRepresentable<String>>(_ value: ResolvedValue?, _ key: String, _: Choice.Type) {
            guard let value, value.string.flatMap(Choice.init(rawValue:)) == nil else { return }
            findings.append(Finding("ios.signing.\(key) is '\(DiagnosticText.value(value.string ?? ""))', which is not one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))",
                                    at: value.provenance.location, suggestion: "write it in lower case, as match and brandkit spell it"))
        }
        refuseUnknown(signing["style"], "style", IOSSigning.Style.self)
        let match = signing["match"]
        refuseUnknown(match?["type"], "match.type", IOSSigning.ProfileType.self)
        if signing["style"]?.string == IOSSigning.Style.manual.rawValue, match == nil, signing["profiles"] == nil {
            findings.append(Finding("ios.signing is manual but names no match storage and no profiles: each configuration of \(brand.id) would name a profile nobody makes",
                                    at: signing.provenance.location,
                                    suggestion: "give match: { gitURL: ..., branch: \(brand.id) }, or profiles: { <bundle id>: \(brand.id)/AppStore.mobileprovision }, or sign with style: automatic"))
        }
        guard let match else { return findings }
        if brand["ios"]?["team"] == nil {
            findings.append(Finding("ios.signing.match has no team to make profiles in: ios.team is not set for \(brand.id) in \(brand.environment)",
                                    at: signing.provenance.location, suggestion: "set ios.team to the team that signs the app (10 characters, A-Z and 0-9)"))
        }
        if let url = match["gitURL"] {
            // A password written into the URL would reach the Matchfile, and every log that prints it.
            if let text = url.string, let authority = text.components(separatedBy: "://").dropFirst().first?.split(separator: "/").first,
               let credentials = authority.split(separator: "@").dropLast().first, credentials.contains(":") {
                findings.append(Finding("ios.signing.match.gitURL holds a password, which would be written into the Matchfile",
                                        at: url.provenance.location,
                                        suggestion: "drop it from the URL and give match the credentials where it runs (MATCH_GIT_BASIC_AUTHORIZATION)"))
            }
        } else {
            findings.append(Finding("ios.signing.match has no gitURL: match would not know where \(brand.id)'s profiles are",
                                    at: match.provenance.location, suggestion: "give the certificates repository: gitURL: git@github.com:org/certificates.git"))
        }
        return findings
    }

    /// `{ env: NAME }` at `field` names a variable a brand may read: a POSIX name, and one
    /// `secretVariables` allows.
    static func variableFindings(_ brand: ResolvedBrand, _ value: ResolvedValue?, _ field: String, part: String) -> [Finding] {
        guard let env = value?["env"], let name = env.string else { return [] }
        if !isVariableName(name) {
            return [Finding("\(field): '\(DiagnosticText.value(name))' is not an environment variable name", at: env.provenance.location,
                            suggestion: "use letters, digits and '_', not starting with a digit: \(SnakeCase.from(name).uppercased())")]
        }
        guard let refusal = brand.secretVariables.refusal(of: name) else { return [] }
        return [Finding("\(field): the environment variable \(name) \(refusal)", at: env.provenance.location,
                        suggestion: "name a variable of the brand's own, such as \(variable(brand, part)), and list it under secretVariables in brandkit.yaml")]
    }

    /// The variable a brand would name for one part of its signing: ACME_DE_KEYSTORE.
    static func variable(_ brand: ResolvedBrand, _ part: String) -> String {
        SnakeCase.from(brand.id + "_" + part).uppercased()
    }
}
