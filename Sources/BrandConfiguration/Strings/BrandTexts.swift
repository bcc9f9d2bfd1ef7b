import BrandCore
import BrandYAML
import LanguageRules

extension ResolvedBrand {
    /// The languages the brand ships, its default first: its `locales:`, else every language
    /// the manifest declares.
    package var locales: [LanguageTag] {
        fact(Self.languages) {
            let written = (self["locales"]?.sequence ?? []).compactMap { $0.string.flatMap(stringCatalog.locale) }
            return written.isEmpty ? stringCatalog.locales : written
        }
    }

    /// `locales`, worked out once per environment: a brand's checks ask for it many times.
    private static let languages = BrandFact<[LanguageTag]>()

    /// `strings.<locale>`: what the brand's layers write in `locale`, and `fallback:`.
    package func writtenTexts(in locale: LanguageTag) -> ResolvedValue? {
        self["strings"]?[locale.code]
    }

    /// True when the brand shows the source text where `locale` has none (`fallback: true`).
    package func fallsBack(in locale: LanguageTag) -> Bool {
        Self.fallsBack(writtenTexts(in: locale))
    }

    /// True when a language's texts (`writtenTexts(in:)`) say `fallback: true`.
    fileprivate static func fallsBack(_ texts: ResolvedValue?) -> Bool {
        texts?[StringCatalog.fallbackKey]?.scalar.flatMap(ScalarRules.bool) ?? false
    }

    /// The text `key` in `locale`: the value written there, else, when the brand falls back,
    /// the source language's; nil when it is missing.
    package func text(_ key: String, in locale: LanguageTag) -> ResolvedValue? {
        // One key: the source language is looked up only when `locale` has no text for it,
        // not the whole `Language` made for every text asked (as a help-center screen asks).
        if let written = writtenTexts(in: locale)?[key] { return written }
        return Language.source(of: self, for: locale)?[key]
    }

    /// The keys `locale` writes no text for, sorted: those the brand shows in the source
    /// language (`fallback: true`), and those it has no text for at all. The keys are the
    /// declared texts and the listing texts the brand writes under `store:`, whose source is
    /// the brand's default language. Only texts the app asks for count: the help center's
    /// built-in texts are asked for only by the sections the brand shows (those its
    /// `sectionOrder` names), so `brandkit strings` and validation report the same gaps.
    package func untranslatedKeys(in locale: LanguageTag) -> (fallingBack: [String], missing: [String]) {
        let keys = absentKeys(in: locale)
        return (askedFor(keys.fallingBack), askedFor(keys.missing))
    }

    /// The keys each language the brand ships has no text for at all, not even by falling
    /// back, in order: what `missing-translation` refuses. The texts the brand writes are
    /// worked out once for all of them.
    package func missingKeysByLocale() -> [(locale: LanguageTag, keys: [String])] {
        let texts = textsAsWritten()
        return locales.map { locale in (locale, askedFor(absentKeys(in: locale, texts: texts, fallingBackToo: false).missing)) }
    }

    private func absentKeys(in locale: LanguageTag) -> (fallingBack: [String], missing: [String]) {
        absentKeys(in: locale, texts: textsAsWritten())
    }

    /// The brand's `translatedTexts`, each with the language it is written in (that of the
    /// brand that wrote it): worked out once for every language asked about.
    private func textsAsWritten() -> [(text: TranslatedText, language: LanguageTag?)] {
        let texts = translatedTexts
        guard !texts.isEmpty else { return [] }
        let first = locales.first
        return texts.map { text in (text, original(text).flatMap { language(of: $0, first: first) }) }
    }

    /// `texts`: `textsAsWritten()`. `fallingBackToo` false leaves the keys shown in the source
    /// language out (an empty list): the rule that refuses gaps asks only for the missing ones.
    private func absentKeys(in locale: LanguageTag, texts: [(text: TranslatedText, language: LanguageTag?)],
                            fallingBackToo: Bool = true) -> (fallingBack: [String], missing: [String]) {
        // Every declared text has its source text in the source language, where a brand that
        // writes no listing or usage description to translate lacks none: its `strings` are
        // not worked out for the language nearly every brand ships.
        if texts.isEmpty && (stringCatalog.keys.isEmpty || locale == stringCatalog.sourceLocale) { return ([], []) }
        let language = Language(self, locale)
        let absent = language.written.lacking(stringCatalog.keys)
        // The absent keys are the declared ones' order (sorted), so the source language is
        // walked beside them once, not searched twice for each.
        var missing = language.source.lacking(absent)
        var fallingBack = fallingBackToo ? Self.keys(absent, without: missing) : []
        // A language that falls back misses no text of the brand's own: each is shown as the
        // brand writes it. Only the keys it falls back for would be worked out.
        if language.fallsBack && !fallingBackToo { return ([], missing) }
        // Written in `locale`: translated there, or as written in it.
        let untranslated = texts.filter { language.written[$0.text.key] == nil && $0.language != locale }.map(\.text.key)
        if !untranslated.isEmpty {
            if language.fallsBack { fallingBack += untranslated } else { missing += untranslated }
            fallingBack.sort()
            missing.sort()
        }
        return (fallingBack, missing)
    }

    /// `keys` without `some`, a subsequence of them: the same strings in the same order.
    private static func keys(_ keys: [String], without some: [String]) -> [String] {
        guard !some.isEmpty else { return keys }
        var kept: [String] = []
        var next = 0
        for key in keys {
            if next < some.count && some[next] == key { next += 1 } else { kept.append(key) }
        }
        return kept
    }

    /// `keys` without the built-in texts of sections the brand does not show. The sections are
    /// read only when a built-in text is among them: a check that reads the help center runs
    /// again in each environment that overlays it, and most brands miss nothing.
    private func askedFor(_ keys: [String]) -> [String] {
        guard keys.contains(where: { HelpCenterText(rawValue: $0) != nil }) else { return keys }
        let shown = Set((sectionOrder?.string ?? "").split(separator: ",").map { String($0.filter { $0 != " " && $0 != "\t" }) })
        return keys.filter { key in HelpCenterText(rawValue: key).map { shown.contains($0.section) } ?? true }
    }

    /// How many texts every language of the brand carries: the declared ones and its listing's.
    package var textCount: Int { stringCatalog.keys.count + translatedTexts.count }

    /// Every declared text of the brand in `locale`, by key, sorted: a text, or a plural's
    /// forms; missing keys are left out (validation refuses a brand that misses one).
    package func texts(in locale: LanguageTag) -> [LocalizedText] {
        texts(of: Language(self, locale))
    }

    /// Every declared text in the brand's first language, completed from the source language
    /// where that writes none (a built-in text of a section the brand does not show): what a
    /// platform's default resources hold, which must define every name any brand's do.
    package var defaultTexts: [LocalizedText] {
        guard let first = locales.first else { return [] }
        return texts(of: Language(self, first, completed: true))
    }

    private func texts(of language: Language) -> [LocalizedText] {
        return stringCatalog.keys.compactMap { key in
            guard let declaration = stringCatalog.declarations[key], let value = language.text(key) else { return nil }
            if declaration.isPlural {
                let forms = (value.mapping ?? [:]).compactMap { name, form in
                    PluralCategory(rawValue: name).flatMap { category in form.string.map { (category, $0) } }
                }
                return LocalizedText(declaration: declaration, value: .plural(Dictionary(forms, uniquingKeysWith: { first, _ in first })),
                                     provenance: value.provenance)
            }
            return value.string.map { LocalizedText(declaration: declaration, value: .text($0), provenance: value.provenance) }
        }
    }
}

/// A brand's texts in one language, looked up once: its own, and the source language's
/// where it falls back.
private struct Language {
    var written: ResolvedMapping
    var source: ResolvedMapping
    /// True when the brand writes `fallback: true` for the language (`ResolvedBrand.fallsBack`).
    let fallsBack: Bool

    /// `completed`: the source language's texts fill every gap, as if the brand fell back.
    init(_ brand: ResolvedBrand, _ locale: LanguageTag, completed: Bool = false) {
        let texts = brand.writtenTexts(in: locale)
        written = texts?.mapping ?? [:]
        // Read from the language's own texts, looked up once for both.
        fallsBack = ResolvedBrand.fallsBack(texts)
        source = Self.source(of: brand, for: locale, fallsBack: completed || fallsBack)?.mapping ?? [:]
    }

    /// The source language's texts, when `brand` falls back to them in `locale`.
    static func source(of brand: ResolvedBrand, for locale: LanguageTag) -> ResolvedValue? {
        source(of: brand, for: locale, fallsBack: brand.fallsBack(in: locale))
    }

    private static func source(of brand: ResolvedBrand, for locale: LanguageTag, fallsBack: Bool) -> ResolvedValue? {
        guard fallsBack, let source = brand.stringCatalog.sourceLocale, source != locale else { return nil }
        return brand.writtenTexts(in: source)
    }

    func text(_ key: String) -> ResolvedValue? { written[key] ?? source[key] }
}

/// One declared text of a brand in one language, as the printers write it.
package struct LocalizedText: Sendable {
    package enum Value: Sendable, Equatable {
        case text(String)
        case plural([PluralCategory: String])
    }

    package var declaration: StringDeclaration
    package var value: Value
    package var provenance: Provenance

    package var key: String { declaration.key }
}
