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
        "A value that looks like a secret: a known key prefix (AKIA, sk_live_, AIza, ghp_) or a long random string under a key named like key, token, secret or password.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { countryCode: ↓\"AIzaSyD3x4mpl3K3yV4lu3F0rT3st1ng000000\" }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nhelpCenter: { store: { url: ↓\"https://a.example/?k=AKIAIOSFODNN7EXAMPLE\" } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { paymentKey: ↓\"q8Vz3Lr0T6mXk2Wc9Yb1Nf4Hd7Gs5Jp\" }\n",
                        manifest: RuleExample.manifest + "\n  paymentKey: { type: string, default: none }\n"),
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

/// What a secret looks like: the prefixes providers give their keys, or a long random token
/// under a key whose name says it is one.
enum SecretShape {
    /// The kind of secret `value` looks like, or nil.
    static func kind(of value: String, key: String?) -> String? {
        // Asked of every text value, most of them shorter than any secret: those are passed
        // over by their length, which a native string knows.
        guard value.utf8.count >= shortest else { return nil }
        let found = value.withUTF8Bytes(knownPrefix)
        if let found { return found }
        guard let key, namesSecret(key) else { return nil }
        let bytes = Array(value.utf8)
        // Random tokens mix letters and digits; words joined by '-' (card-payments-enabled) do not.
        guard bytes.count >= shortestRandomToken, !bytes.contains(where: { $0 == 0x20 }),
              bytes.contains(where: \.isASCIIDigit), bytes.contains(where: \.isASCIILetter),
              entropyBitsPerByte(bytes) >= 3.5
        else { return nil }
        return "a secret under a key named like one"
    }

    private struct Prefix {
        let text: [UInt8]
        let kind: String
        /// How many token characters must follow.
        let minimum: Int
        let allowsDashes: Bool
    }

    private static let prefixes: [Prefix] = [
        Prefix(text: Array("AKIA".utf8), kind: "an AWS access key", minimum: 16, allowsDashes: false),
        Prefix(text: Array("ASIA".utf8), kind: "an AWS access key", minimum: 16, allowsDashes: false),
        Prefix(text: Array("sk_live_".utf8), kind: "a Stripe secret key", minimum: 10, allowsDashes: false),
        Prefix(text: Array("rk_live_".utf8), kind: "a Stripe restricted key", minimum: 10, allowsDashes: false),
        Prefix(text: Array("AIza".utf8), kind: "a Google API key", minimum: 30, allowsDashes: true),
        Prefix(text: Array("ghp_".utf8), kind: "a GitHub token", minimum: 30, allowsDashes: false),
        Prefix(text: Array("github_pat_".utf8), kind: "a GitHub token", minimum: 30, allowsDashes: false),
    ]

    /// The fewest bytes of a random token under a key named like a secret.
    private static let shortestRandomToken = 20

    /// The fewest bytes a known prefix with its token takes.
    private static let shortestPrefixed = prefixes.map { $0.text.count + $0.minimum }.min() ?? 0

    /// The fewest bytes of any value `kind(of:key:)` can find a secret in.
    static let shortest = min(shortestPrefixed, shortestRandomToken)

    /// By a prefix's first two bytes (`first << 8 | second`), one bit each: could some prefix
    /// start where they stand. A table, so the scan neither hashes nor loops over the prefixes
    /// per byte; a URL's bytes (`s` of `https`, `r`, `g`) often start a prefix, rarely two of its bytes.
    private static let firstTwoBytes: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 1 << 10)
        for prefix in prefixes {
            precondition(prefix.text.count >= 2, "a key prefix has at least two bytes")
            let pair = Int(prefix.text[0]) << 8 | Int(prefix.text[1])
            bits[pair >> 6] |= 1 << UInt64(pair & 63)
        }
        return bits
    }()

    /// The kind of the first known key prefix in `bytes`, in one pass: a prefix is tried only
    /// where its first two bytes stand, and only where a prefix and its token still fit.
    private static func knownPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count >= shortestPrefixed else { return nil }
        return firstTwoBytes.withUnsafeBufferPointer { table in
            for start in 0...(bytes.count - shortestPrefixed) {
                let pair = Int(bytes[start]) << 8 | Int(bytes[start + 1])
                guard table[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { continue }
                for index in prefixes.indices where matches(prefixes[index], in: bytes, at: start) {
                    return prefixes[index].kind
                }
            }
            return nil
        }
    }

    /// True when `prefix` stands at `start`, followed by at least its minimum of token bytes.
    private static func matches(_ prefix: Prefix, in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let end = start + prefix.text.count
        guard end + prefix.minimum <= bytes.count, bytes[start..<end].elementsEqual(prefix.text) else { return false }
        var run = 0
        while end + run < bytes.count, run < prefix.minimum, isTokenByte(bytes[end + run], dashes: prefix.allowsDashes) { run += 1 }
        return run >= prefix.minimum
    }

    private static func isTokenByte(_ byte: UInt8, dashes: Bool) -> Bool {
        byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_") || (dashes && byte == UInt8(ascii: "-"))
    }

    /// True when one of the key's words (camelCase or snake_case) is key, token, secret or password.
    static func namesSecret(_ key: String) -> Bool {
        // Asked of every text value's key: a byte scan without allocating first, and words
        // only for the few keys that hold one of the words' letters at all. A word is tried
        // only where its first letter stands, so each byte is looked at about once.
        let mayName = key.withUTF8Bytes(holdsSecretWord)
        guard mayName else { return false }
        return SnakeCase.from(key).split(separator: "_").contains { ["key", "token", "secret", "password", "apikey"].contains($0) }
    }

    /// True when one of `secretWords` stands in `bytes`, in any case.
    private static func holdsSecretWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for start in bytes.indices {
            let first = bytes[start] | 0x20
            guard startsSecretWord[Int(first)] else { continue }
            for word in secretWords where word.first == first
                && bytes[start...].prefix(word.count).equalsIgnoringASCIICase(word) { return true }
        }
        return false
    }

    private static let secretWords: [[UInt8]] = ["key", "token", "secret", "password"].map { Array($0.utf8) }

    /// By byte: does some word of `secretWords` start with it. Made from the words, so a
    /// word added there is looked for without a second list to keep.
    private static let startsSecretWord: [Bool] = (0...255).map { byte in secretWords.contains { $0.first == UInt8(byte) } }

    /// Shannon entropy: random base64 is about 6 bits a byte, English words about 3 to 4, over a short string less.
    static func entropyBitsPerByte(_ bytes: [UInt8]) -> Double {
        var counts = [Int](repeating: 0, count: 256)
        for byte in bytes { counts[Int(byte)] += 1 }
        let total = Double(bytes.count)
        return counts.reduce(0.0) { sum, count in
            guard count > 0 else { return sum }
            let p = Double(count) / total
            return sum - p * log2(p)
        }
    }
}
