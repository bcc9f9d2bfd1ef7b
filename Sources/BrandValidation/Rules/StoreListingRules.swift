import BrandConfiguration
import BrandCore
import BrandYAML

/// The stores' limits on a listing's texts, as App Store Connect's help ("App information",
/// "Platform version information") and the Play Console's help ("Store listing") state them:
/// each text in characters, except the App Store's keywords, which count in bytes once
/// joined with commas.
package enum StoreLimits {
    struct Limit {
        /// `ios` or `android`, and the field under it.
        let platform: String
        let field: String
        let maximum: Int
        let store: String
        /// True when the store counts UTF-8 bytes rather than characters.
        let inBytes: Bool
    }

    static let all: [Limit] = [
        Limit(platform: "ios", field: "name", maximum: 30, store: "the App Store", inBytes: false),
        Limit(platform: "ios", field: "subtitle", maximum: 30, store: "the App Store", inBytes: false),
        Limit(platform: "ios", field: "keywords", maximum: 100, store: "the App Store", inBytes: true),
        Limit(platform: "ios", field: "description", maximum: 4_000, store: "the App Store", inBytes: false),
        Limit(platform: "ios", field: "promotionalText", maximum: 170, store: "the App Store", inBytes: false),
        Limit(platform: "ios", field: "releaseNotes", maximum: 4_000, store: "the App Store", inBytes: false),
        Limit(platform: "android", field: "title", maximum: 30, store: "Google Play", inBytes: false),
        Limit(platform: "android", field: "shortDescription", maximum: 80, store: "Google Play", inBytes: false),
        Limit(platform: "android", field: "fullDescription", maximum: 4_000, store: "Google Play", inBytes: false),
        Limit(platform: "android", field: "releaseNotes", maximum: 500, store: "Google Play", inBytes: false),
    ]

    /// The App Store's keywords as it reads them: one field, joined with commas.
    package static func keywordField(_ value: ResolvedValue) -> String? {
        value.sequence.map { $0.compactMap(\.string).joined(separator: ",") }
    }
}

extension ValidationRule {
    /// A listing text over its store's limit is refused when the listing is uploaded: found
    /// here, at the text, with its length and the limit.
    static let storeTextTooLong = ValidationRule(
        .storeTextTooLong, .error,
        "A store listing text longer than its store allows (App Store name and subtitle 30 characters, keywords 100 bytes, promotional text 170; Play title 30, short description 80, release notes 500; descriptions 4,000).",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nstore: { ios: { name: ↓Acme Shop for Everything You Need Today } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nstore: { android: { shortDescription: ↓\(String(repeating: "x", count: 81)) } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nstore: { ios: { keywords: ↓[\(Array(repeating: "überall", count: 12).joined(separator: ", "))] } }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nstore: { ios: { name: Acme Shop, keywords: [shop, deals] }, android: { title: Acme Shop } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nstore: { ios: { subtitle: \(String(repeating: "é", count: 30)) } }\n"),
        ],
        check: .brand { brand, _ in
            guard let store = brand["store"] else { return [] }
            var findings: [Finding] = []
            for limit in StoreLimits.all {
                guard let value = store[limit.platform]?[limit.field] else { continue }
                guard let text = limit.field == "keywords" ? StoreLimits.keywordField(value) : value.string else { continue }
                let length = limit.inBytes ? text.utf8.count : text.count
                guard length > limit.maximum else { continue }
                let unit = limit.inBytes ? "bytes" : "characters"
                let field = "store.\(limit.platform).\(limit.field)"
                findings.append(Finding(
                    "\(field) is \(length) \(unit)\(limit.field == "keywords" ? " joined with commas" : ""); \(limit.store) takes at most \(limit.maximum)",
                    at: value.provenance.location, suggestion: "shorten it by \(length - limit.maximum) \(unit)"))
            }
            return findings
        })

    /// The App Store searches the app's name and each keyword once: a keyword that repeats
    /// another, or a word of the name, spends the field's 100 bytes for nothing.
    static let storeKeywordRepeated = ValidationRule(
        .storeKeywordRepeated, .warning,
        "An App Store keyword that repeats another keyword or a word of the listing's name, which the App Store already searches.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nstore: { ios: { name: Acme Shop, keywords: [deals, ↓shop] } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nstore: { ios: { keywords: [deals, ↓Deals] } }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nstore: { ios: { name: Acme Shop, keywords: [deals, coupons] } }\n"),
        ],
        check: .brand { brand, _ in
            guard let ios = brand["store"]?["ios"], let keywords = ios["keywords"]?.sequence else { return [] }
            let name = (ios["name"]?.string ?? brand.displayName ?? "").lowercased()
            let nameWords = Set(name.split { !$0.isLetter && !$0.isNumber }.map(String.init))
            var seen = Set<String>()
            var findings: [Finding] = []
            for keyword in keywords {
                guard let text = keyword.string else { continue }
                let folded = text.lowercased().split(separator: " ").joined(separator: " ")
                if nameWords.contains(folded) {
                    findings.append(Finding("the keyword '\(text)' is a word of the app's name, which the App Store already searches",
                                            at: keyword.provenance.location, suggestion: "remove it, and use the bytes for another word"))
                } else if !seen.insert(folded).inserted {
                    findings.append(Finding("the keyword '\(text)' repeats another keyword", at: keyword.provenance.location,
                                            suggestion: "remove it, and use the bytes for another word"))
                }
            }
            return findings
        })
}
