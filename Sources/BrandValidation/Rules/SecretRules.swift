import BrandConfiguration
import BrandCore
import BrandYAML
import Foundation

extension ValidationRule {
    /// Every secret the manifest declares needs a source in every brand and environment, and
    /// a brand names only declared secrets. With `--require-secrets`, and always when
    /// bundling, the variable must be set: the app never gets an empty key.
    static let secretReference = ValidationRule(
        .secretReference, .error,
        "A declared secret a brand gives no source for (one a module needs, where the brand ships the module), a source for an undeclared secret or for a module's that the brand does not ship, a malformed variable name, or (with --require-secrets) a variable that is not set.",
        triggering: [
            RuleExample("↓displayName: A\nbundleId: com.a\n", manifest: RuleExample.manifest + "\nsecrets: { mapsKey: {} }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nsecrets: { mapsKey: { env: A_MAPS_KEY }, mapKey: { env: ↓A_MAP_KEY } }\n",
                        manifest: RuleExample.manifest + "\nsecrets: { mapsKey: {} }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nsecrets: { mapsKey: { env: ↓maps-key } }\n",
                        manifest: RuleExample.manifest + "\nsecrets: { mapsKey: {} }\n"),
            RuleExample("↓displayName: A\nbundleId: com.a\nmodules: { chat: {} }\n", manifest: chatManifest),
            RuleExample("displayName: A\nbundleId: com.a\nsecrets: { chatKey: { env: ↓A_CHAT_KEY } }\n", manifest: chatManifest),
            RuleExample("displayName: A\nbundleId: com.a\nmodules: { chat: false }\nsecrets: { chatKey: { env: ↓A_CHAT_KEY } }\n", manifest: chatManifest),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nsecrets: { mapsKey: { env: A_MAPS_KEY } }\n",
                        manifest: RuleExample.manifest + "\nsecrets: { mapsKey: { description: Maps SDK key. } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nenvironments: { staging: { secrets: { mapsKey: { env: A_STAGING_MAPS_KEY } } } }\n"
                            + "secrets: { mapsKey: { env: A_MAPS_KEY } }\n",
                        manifest: RuleExample.manifest + "\nsecrets: { mapsKey: {} }\n"),
            RuleExample("displayName: A\nbundleId: com.a\n", manifest: chatManifest),
            RuleExample("displayName: A\nbundleId: com.a\nmodules: { chat: {} }\nsecrets: { chatKey: { env: A_CHAT_KEY } }\n", manifest: chatManifest),
            RuleExample("displayName: A\nbundleId: com.a\nmodules: { chat: false }\nenvironments: { staging: { modules: { chat: {} } } }\n"
                            + "secrets: { chatKey: { env: A_CHAT_KEY } }\n", manifest: chatManifest),
        ],
        canBeDisabled: false,
        check: .brand { brand, context in
            let declared = brand.declaredSecrets
            let references = brand.secretReferences
            var findings: [Finding] = []
            let given = Set(references.map(\.name))
            // A secret only modules need is the brand's to give where it ships one of them.
            let forModules = brand.moduleSecrets
            let shipped = forModules.isEmpty ? [] : Set(brand.modules.map(\.name))
            let needed = { (name: String) in forModules[name].map { !shipped.isDisjoint(with: $0) } ?? true }
            // A source is refused where the brand ships none of its modules in any environment:
            // one that leaves a module out in one environment (chat: false) keeps its source for
            // the others. The other environments are asked only when this one ships none.
            var everywhere: Set<String>?
            let unnamed = { (name: String) -> Bool in
                guard let modules = forModules[name], shipped.isDisjoint(with: modules) else { return false }
                if everywhere == nil { everywhere = brand.modulesShipped(inAnyOf: context.environments) }
                return everywhere?.isDisjoint(with: modules) ?? true
            }
            for name in declared.sorted() where !given.contains(name) && needed(name) {
                let variable = SnakeCase.from(brand.id + "_" + name).uppercased()
                findings.append(Finding("the brand gives no source for the secret '\(name)'", at: brand.fileStart,
                                        suggestion: "add secrets: { \(name): { env: \(variable) } } and set \(variable) where bundle runs"))
            }
            for reference in references {
                let location = reference.provenance.location
                if !declared.contains(reference.name) {
                    findings.append(Finding("unknown secret '\(reference.name)'", at: location,
                                            suggestion: DidYouMean.suggestion(for: reference.name, in: declared, noun: "secret")
                                                + " (declare secrets under 'secrets' in brandkit.yaml)"))
                } else if unnamed(reference.name), let modules = forModules[reference.name], let first = modules.first {
                    let listed = modules.map { "'\($0)'" }.joined(separator: " or ")
                    findings.append(Finding("the secret '\(reference.name)' is for module \(listed), which the brand does not ship", at: location,
                                            suggestion: "remove it, or ship the module: modules: { \(first): ... }"))
                } else if !isVariableName(reference.variable) {
                    findings.append(Finding("'\(DiagnosticText.value(reference.variable))' is not an environment variable name",
                                            at: location, suggestion: "use letters, digits and '_', not starting with a digit: \(SnakeCase.from(reference.variable).uppercased())"))
                } else if let refusal = brand.secretVariables.refusal(of: reference.variable) {
                    findings.append(Finding("the environment variable \(reference.variable) for the secret '\(reference.name)' \(refusal)",
                                            at: location, suggestion: "name a variable of the brand's own, such as \(SnakeCase.from(brand.id + "_" + reference.name).uppercased()), and list it under secretVariables in brandkit.yaml"))
                } else if context.unusableVariables.contains(reference.variable) {
                    findings.append(Finding("the environment variable \(reference.variable) for the secret '\(reference.name)' is not UTF-8 text without control characters",
                                            at: location, suggestion: "set \(reference.variable) to the key as text; brandkit never changes a secret's bytes, so it refuses them"))
                } else if let available = context.availableVariables, !available.contains(reference.variable) {
                    findings.append(Finding("the environment variable \(reference.variable) for the secret '\(reference.name)' is not set",
                                            at: location, suggestion: "set \(reference.variable) before running brandkit (in CI, from the repository's secrets)"))
                }
            }
            return findings
        })

    /// A module whose key brands that ship it give through `secrets`.
    static let chatManifest = RuleExample.manifest + """

        secrets: { chatKey: { description: The chat SDK's key. } }
        modules:
          chat: { secrets: [chatKey], android: { metaData: { com.example.chat.API_KEY: chatKey } } }
        """

    /// POSIX: letters, digits and '_', not starting with a digit.
    static func isVariableName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !first.isASCIIDigit else { return false }
        return name.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
    }

    /// A secret written into a brand file: it is in the repository's history from the pull
    /// request on, and every command that prints values would print it.
    static let secretInBrandFile = ValidationRule(
        .secretInBrandFile, .error,
        "A value that looks like a secret: a known key prefix (AKIA, sk_live_, AIza, ghp_), a PEM private key, or a long random string under a key named like key, token, secret or password.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { countryCode: ↓\"AIzaSyD3x4mpl3K3yV4lu3F0rT3st1ng000000\" }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nhelpCenter: { store: { url: ↓\"https://a.example/?k=AKIAIOSFODNN7EXAMPLE\" } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { paymentKey: ↓\"q8Vz3Lr0T6mXk2Wc9Yb1Nf4Hd7Gs5Jp\" }\n",
                        manifest: RuleExample.manifest + "\n  paymentKey: { type: string, default: none }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nhelpCenter: { email: { address: a@a.example }, chat: { provider: intercom, channel: ↓\"-----BEGIN PRIVATE KEY-----\\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg5JQrdRG\" } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { appStoreConnect: { keyID: D383SF739A, key: ↓\"-----BEGIN PRIVATE KEY-----\\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg5JQrdRG\" } }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { paymentKey: card-payments-enabled }\n",
                        manifest: RuleExample.manifest + "\n  paymentKey: { type: string, default: none }\n"),
            RuleExample("displayName: AIza Foods\nbundleId: com.a\n"),
        ],
        canBeDisabled: false,
        check: .values(of: [.string, .url, .email]) { leaf, manifest in
            // Most values are shorter than any secret: their key is not even read.
            guard leaf.scalar.value.utf8.count >= SecretShape.shortest,
                  let kind = SecretShape.kind(of: leaf.scalar.value, key: leaf.key(in: manifest)) else { return nil }
            // The value is never quoted: only its kind and length.
            return Finding("'\(leaf.path)' holds what looks like \(kind) (\(leaf.scalar.value.count) characters)", at: leaf.location,
                           suggestion: "remove it, revoke it (it is in the repository's history), and declare a secret in brandkit.yaml "
                               + "whose value bundle reads from an environment variable")
        })
}
