import Foundation
import BrandConfiguration
import BrandCore
import BrandYAML
import LanguageRules

/// The stores' limits on a listing's texts, as App Store Connect's help ("App information",
/// "Platform version information") and the Play Console's help ("Store listing") state them:
/// each text in characters, except the App Store's keywords, which count in bytes once
/// joined with commas. Neither store says how it counts a character; brandkit counts UTF-16
/// code units, as the consoles' web forms do, which is never fewer than the code points or
/// the user-perceived characters another count would find: a text it accepts fits by all.
package enum StoreLimits {
    struct Limit {
        let text: TranslatedText
        let maximum: Int
        let store: String
        /// True when the store counts UTF-8 bytes rather than characters.
        let inBytes: Bool

        init(_ platform: String, _ field: String, _ maximum: Int, inBytes: Bool = false) {
            guard let text = TranslatedText.named("store.\(platform).\(field)") else { preconditionFailure("no listing text \(field)") }
            self.text = text
            self.maximum = maximum
            self.store = platform == "ios" ? "the App Store" : "Google Play"
            self.inBytes = inBytes
        }
    }

    static let all: [Limit] = [
        Limit("ios", "name", 30), Limit("ios", "subtitle", 30), Limit("ios", "keywords", 100, inBytes: true),
        Limit("ios", "description", 4_000), Limit("ios", "promotionalText", 170), Limit("ios", "releaseNotes", 4_000),
        Limit("android", "title", 30), Limit("android", "shortDescription", 80), Limit("android", "fullDescription", 4_000),
        Limit("android", "releaseNotes", 500),
    ]

    /// The largest number of characters the store takes for `key` (`store.ios.name`); nil
    /// where it counts bytes or sets no limit.
    package static func characterLimit(_ key: String) -> Int? {
        all.first { $0.text.key == key && !$0.inBytes }?.maximum
    }

    /// The App Store's keywords as it reads them: one field, joined with commas.
    package static func keywordField(_ value: ResolvedValue) -> String? {
        value.sequence.map { $0.compactMap(\.string).joined(separator: ",") }
    }

    /// A listing text the brand writes, as the store reads it (keywords joined), with its limit.
    struct WrittenText {
        let limit: Limit
        /// The language whose translation it is; nil for the text under `store:`.
        let locale: LanguageTag?
        let value: ResolvedValue
        let text: String

        /// `store.ios.name`, or `strings.de.store.ios.name`: made for a finding only.
        var path: String { locale.map { "strings.\($0.code).\(limit.text.key)" } ?? limit.text.key }
    }

    /// Every listing text the brand writes, each language's translation included: what each
    /// store rule checks. By limit, in `all`'s order: the text under `store:`, then each
    /// language's translation. The text under `store:` is looked up where it would be written;
    /// each language's texts are walked once for the listing's keys (`translatedListing`).
    /// Paths are made only for a finding.
    static func writtenTexts(in brand: ResolvedBrand) -> [WrittenText] {
        brand.fact(listingTexts) { findWrittenTexts(in: brand) }
    }

    /// The listing texts a brand writes: worked out once per environment for the rules that ask.
    private static let listingTexts = BrandFact<[WrittenText]>()

    private static func findWrittenTexts(in brand: ResolvedBrand) -> [WrittenText] {
        let store = brand["store"]
        let translations = brand.locales.compactMap { locale in
            brand.writtenTexts(in: locale)?.mapping.map { (locale, translatedListing(in: $0)) }
        }
        var found: [WrittenText] = []
        for (index, limit) in all.enumerated() {
            // `store`, the platform, the field.
            let path = limit.text.path
            var written: [(LanguageTag?, ResolvedValue)] = []
            if let value = store?[path[1]]?[path[2]] { written.append((nil, value)) }
            for (locale, texts) in translations {
                if let text = texts.first(where: { $0.limit == index }) { written.append((locale, text.value)) }
            }
            for (locale, value) in written {
                guard let text = limit.text.isList ? keywordField(value) : value.string else { continue }
                found.append(WrittenText(limit: limit, locale: locale, value: value, text: text))
            }
        }
        return found
    }

    /// A language's translation of a listing text, with the index of its limit in `all`.
    private struct TranslatedListing {
        let limit: Int
        let value: ResolvedValue
    }

    /// The listing texts among one language's texts (`strings.<lang>`). The mapping is walked
    /// once, its `store.` keys matched with the limits: a key looked up for every limit searched
    /// a language's dozen texts ten times, each search comparing keys as long as
    /// `helpCenter.email.title`. Keys compare as Swift compares strings, as a lookup does.
    private static func translatedListing(in texts: ResolvedMapping) -> [TranslatedListing] {
        var found: [TranslatedListing] = []
        for (key, value) in texts.entries(withKeysStartingWith: listingPrefix) {
            if let limit = all.firstIndex(where: { $0.text.key == key }) { found.append(TranslatedListing(limit: limit, value: value)) }
        }
        return found
    }

    /// What every listing text's key starts with.
    private static let listingPrefix = "store."

    /// True for a scalar Foundation's `whitespacesAndNewlines` trims: Unicode's White_Space,
    /// and the zero width space, which Foundation's set holds too (StoreTextBlankTests checks
    /// every scalar). Asked per scalar, where trimming a 4,000-character description with
    /// Foundation cost more than the rest of the store rules.
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{200B}"
    }

    /// How many characters `text` has once trimmed as Foundation's `trimmingCharacters(in:
    /// .whitespacesAndNewlines)` trims it: the blank scalars at either end left out. Counted
    /// here, where Foundation's trimming cost some ten thousand instructions for a name.
    static func trimmedCount(_ text: String) -> Int {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isBlank($0) }),
              let last = scalars.lastIndex(where: { !isBlank($0) }) else { return 0 }
        return String(scalars[first...last]).count
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
            RuleExample("displayName: A\nbundleId: com.a\nlocales: [en, de]\nstore: { ios: { name: Acme Shop } }\nstrings:\n  de: { fallback: true, store.ios.name: ↓\"Acme Shop für alles, was Sie heute brauchen\" }\n",
                        manifest: stringsManifest),
            RuleExample("displayName: A\nbundleId: com.a\nstore: { ios: { name: ↓\(String(repeating: "🛒", count: 16)) } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nstore: { ios: { keywords: ↓[\(Array(repeating: "überall", count: 12).joined(separator: ", "))] } }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nstore: { ios: { name: Acme Shop, keywords: [shop, deals] }, android: { title: Acme Shop } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nstore: { ios: { subtitle: \(String(repeating: "é", count: 30)) } }\n"),
        ],
        check: .brand { brand, _ in
            guard brand["store"] != nil else { return [] }
            return StoreLimits.writtenTexts(in: brand).compactMap { written in
                let (limit, path, value, text) = (written.limit, written.path, written.value, written.text)
                let length = limit.inBytes ? text.utf8.count : text.utf16.count
                guard length > limit.maximum else { return nil }
                let unit = limit.inBytes ? "bytes" : "characters"
                return Finding(
                    "\(path) is \(length) \(unit)\(limit.text.isList ? " joined with commas" : ""); \(limit.store) takes at most \(limit.maximum)",
                    at: value.provenance.location, suggestion: "shorten it by \(length - limit.maximum) \(unit)")
            }
        })

    /// A listing text the store would refuse for being blank: any text that is only white
    /// space (the Play Console trims it to nothing), and an App Store name under the 2
    /// characters App Store Connect requires.
    static let storeTextEmpty = ValidationRule(
        .storeTextEmpty, .error,
        "A store listing text that is empty or only white space, or an App Store name shorter than the 2 characters App Store Connect requires.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nstore: { android: { title: ↓\"   \" } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nstore: { ios: { name: ↓A } }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nstore: { ios: { name: Ab }, android: { title: A } }\n"),
        ],
        check: .brand { brand, _ in
            guard brand["store"] != nil else { return [] }
            return StoreLimits.writtenTexts(in: brand).compactMap { written in
                let (limit, value, text) = (written.limit, written.value, written.text)
                var path: String { written.path }
                if !limit.text.isList, text.unicodeScalars.allSatisfy(StoreLimits.isBlank) {
                    return Finding("\(path) is \(text.isEmpty ? "empty" : "only white space"): \(limit.store) refuses a blank text",
                                   at: value.provenance.location, suggestion: "write the text, or leave the key out")
                }
                guard limit.text.key == "store.ios.name", StoreLimits.trimmedCount(text) < 2 else { return nil }
                return Finding("\(path) '\(DiagnosticText.value(text))' is shorter than 2 characters, the App Store's minimum for a name",
                               at: value.provenance.location, suggestion: "write the app's name as the App Store should show it")
            }
        })

    /// The App Store searches the app's name and each keyword once: a keyword that repeats
    /// another, or a word of the name, spends the field's 100 bytes for nothing.
    static let storeKeywordRepeated = ValidationRule(
        .storeKeywordRepeated, .warning,
        "An App Store keyword that repeats another keyword or a word of the listing's name, which the App Store already searches.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nstore: { ios: { name: Acme Shop, keywords: [deals, ↓shop] } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nstore: { ios: { keywords: [deals, ↓Deals] } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nlocales: [en, de]\nstore: { ios: { name: Acme Shop } }\nstrings:\n  de: { fallback: true, store.ios.name: Acme Laden, store.ios.keywords: [angebote, ↓laden] }\n",
                        manifest: stringsManifest),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nstore: { ios: { name: Acme Shop, keywords: [deals, coupons] } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nlocales: [en, de]\nstore: { ios: { name: Acme Shop, keywords: [deals, coupons] } }\nstrings:\n  de: { fallback: true, store.ios.name: Acme Laden, store.ios.keywords: [shop, coupons] }\n",
                        manifest: stringsManifest),
        ],
        check: .brand { brand, _ in
            guard brand["store"] != nil else { return [] }
            var findings: [Finding] = []
            // Each language's keywords against its own name; a list two languages share
            // (one falls back to the other) is checked once.
            var checked = Set<SourceLocation>()
            for locale in brand.locales {
                guard let keywords = brand.text(.appStoreKeywords, in: locale), let items = keywords.sequence,
                      checked.insert(keywords.provenance.location).inserted else { continue }
                let name = (brand.text(.appStoreName, in: locale)?.string ?? brand.displayName ?? "").lowercased()
                let nameWords = Set(name.split { !$0.isLetter && !$0.isNumber }.map(String.init))
                var seen = Set<String>()
                for keyword in items {
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
            }
            return findings
        })
}
