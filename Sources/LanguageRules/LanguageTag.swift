import BrandCore

/// A language a brand ships, as a BCP 47 tag in its canonical case: a language CLDR knows
/// (`de`), optionally a script (`zh-Hans`) and a region (`pt-BR`, `es-419`). It names the
/// `.lproj` folder on iOS and the `values-` qualifier on Android.
package struct LanguageTag: Hashable, Sendable, Comparable, CustomStringConvertible {
    package let language: String
    package let script: String?
    package let region: String?

    /// `de`, `pt-BR`, `zh-Hans-CN`: the `.lproj` folder's name too.
    package var code: String {
        // Most tags are a language alone, asked for their code several times per brand:
        // that is the language itself, without a list joined.
        guard script != nil || region != nil else { return language }
        return [language, script, region].compactMap { $0 }.joined(separator: "-")
    }
    package var description: String { code }

    /// The resource qualifier Android reads: `de`, `pt-rBR`, or `b+zh+Hans` for a script or a
    /// three-letter language, which the older form cannot say.
    package var androidQualifier: String {
        if script != nil || language.utf8.count == 3 || region?.utf8.first.map({ $0.isASCIIDigit }) == true {
            return "b+" + [language, script, region].compactMap { $0 }.joined(separator: "+")
        }
        return region.map { "\(language)-r\($0)" } ?? language
    }

    /// The plural categories CLDR gives the language.
    package var pluralCategories: [PluralCategory] { CLDRPluralCategories.byLanguage[language] ?? [.other] }

    /// CLDR's rule for a whole number `n` in the language: an expression (C and Swift read it
    /// alike) whose value indexes `pluralCategories`. It reads `e`, the compact exponent, only
    /// where the language's rule has it.
    package var integerPluralRule: String { CLDRPluralCategories.integerRules[language] ?? "0" }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.code < rhs.code }

    /// What is wrong with a written tag.
    package struct Problem: Error, Sendable {
        package var message: String
        package var suggestion: String
    }

    /// Reads `text`, which must be canonical: a tag written in another case, or with `_`, is
    /// refused with the canonical spelling as the suggestion.
    package init(_ text: String) throws(Problem) {
        var parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)[...]
        func refuse(_ why: String, _ suggestion: String) -> Problem {
            Problem(message: "'\(DiagnosticText.value(text))' is not a language brandkit knows: \(why)", suggestion: suggestion)
        }
        if text.contains("_") {
            throw refuse("BCP 47 joins its parts with '-'", "write '\(DiagnosticText.value(text.replacingOccurrences(of: "_", with: "-")))'")
        }
        let language = (parts.popFirst() ?? "").lowercased()
        guard (2...3).contains(language.utf8.count), language.utf8.allSatisfy(\.isASCIILetter) else {
            throw refuse("a language is 2 or 3 letters", "use an ISO 639 code, e.g. de or pl")
        }
        guard CLDRPluralCategories.byLanguage[language] != nil else {
            throw refuse("CLDR \(CLDRPluralCategories.version) has no language '\(language)'",
                         DidYouMean.suggestion(for: language, in: CLDRPluralCategories.byLanguage.keys, noun: "language"))
        }
        var script: String?
        var region: String?
        for part in parts {
            let bytes = Array(part.utf8)
            if bytes.count == 4, script == nil, region == nil, bytes.allSatisfy(\.isASCIILetter) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil, (bytes.count == 2 && bytes.allSatisfy(\.isASCIILetter)) || (bytes.count == 3 && bytes.allSatisfy(\.isASCIIDigit)) {
                region = part.uppercased()
            } else {
                throw refuse("'\(DiagnosticText.value(part))' is neither a script (Hans) nor a region (BR, 419)",
                             "write language-Script-REGION, e.g. pt-BR or zh-Hans")
            }
        }
        self.language = language
        self.script = script
        self.region = region
        if code != text {
            throw refuse("BCP 47 writes it '\(code)'", "write '\(code)'")
        }
    }
}
