import BrandConfiguration
import BrandCore

extension ValidationRule {
    /// `android.signing` names a key Gradle can sign with: every part, each secret an
    /// environment variable a brand may read, and never the debug key where the app is built
    /// like a release (the store refuses it, and no brand's links could verify).
    static let invalidSigning = ValidationRule(
        .invalidSigning, .error,
        "android.signing without its keystore, keyAlias or storePassword, a variable a brand file may not name, or the debug key (androiddebugkey) in an environment that builds like release.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { signing: ↓{ keystore: { env: A_KEYSTORE }, storePassword: { env: A_STORE_PASSWORD } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { signing: { keystore: { env: ↓GITHUB_TOKEN }, keyAlias: a, storePassword: { env: A_STORE_PASSWORD } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { signing: { keystore: { env: A_KEYSTORE }, keyAlias: ↓androiddebugkey, storePassword: { env: A_STORE_PASSWORD } } }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { signing: { keystore: { env: A_KEYSTORE }, keyAlias: a-upload, storePassword: { env: A_STORE_PASSWORD } } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { signing: { keystore: { env: A_KEYSTORE }, keyAlias: a-upload, storePassword: { env: A_STORE_PASSWORD } } }\n"
                            + "environments: { debug: { android: { signing: { keystore: { env: A_DEBUG_KEYSTORE }, keyAlias: androiddebugkey } } } }\n",
                        manifest: RuleExample.manifest.replacingOccurrences(of: "environments: [release, staging]", with: "environments: [release, staging, debug]")),
        ],
        check: .brand { brand, _ in
            guard let signing = brand["android"]?["signing"] else { return [] }
            var findings: [Finding] = []
            let missing = ["keystore", "keyAlias", "storePassword"].filter { signing[$0] == nil }
            if !missing.isEmpty {
                findings.append(Finding("android.signing has no \(missing.joined(separator: ", ")): Gradle could not sign \(brand.id) in \(brand.environment) with it",
                                        at: signing.provenance.location,
                                        suggestion: "give all three: keystore: { env: \(variable(brand, "keystore")) }, keyAlias: \(brand.id)-upload, storePassword: { env: \(variable(brand, "store_password")) }"))
            }
            for part in ["keystore", "storePassword", "keyPassword"] {
                guard let env = signing[part]?["env"], let name = env.string else { continue }
                if !isVariableName(name) {
                    findings.append(Finding("android.signing.\(part): '\(DiagnosticText.value(name))' is not an environment variable name", at: env.provenance.location,
                                            suggestion: "use letters, digits and '_', not starting with a digit: \(SnakeCase.from(name).uppercased())"))
                } else if let refusal = brand.secretVariables.refusal(of: name) {
                    findings.append(Finding("android.signing.\(part): the environment variable \(name) \(refusal)", at: env.provenance.location,
                                            suggestion: "name a variable of the brand's own, such as \(variable(brand, part)), and list it under secretVariables in brandkit.yaml"))
                }
            }
            if brand.buildsLike == .release, let alias = signing["keyAlias"], alias.string == AndroidSigning.debugKeyAlias {
                findings.append(Finding("\(brand.id) in \(brand.environment), which builds like release, is signed with the debug key (\(AndroidSigning.debugKeyAlias))",
                                        at: alias.provenance.location,
                                        suggestion: "sign release builds with the brand's upload key (keytool -genkeypair), and keep the debug key for environments that build like debug"))
            }
            return findings
        })

    /// The variable a brand would name for one part of its signing: ACME_DE_KEYSTORE.
    private static func variable(_ brand: ResolvedBrand, _ part: String) -> String {
        SnakeCase.from(brand.id + "_" + part).uppercased()
    }
}
