import BrandConfiguration
import BrandCore
import BrandYAML
import LanguageRules

extension ValidationRule {
    /// The manifest the string rules' examples use: four languages and two texts.
    static let stringsManifest = RuleExample.manifest + """

        locales: [en, de, pl]
        strings:
          welcome: { text: "Welcome to %@!", description: Home title; the argument is the brand name. }
          cartItems: { text: { one: "%d item", other: "%d items" }, description: Cart badge. }
        """

    /// Every language a brand ships has every text: an app that asks for a missing one shows
    /// its key (iOS) or another language (Android), so a gap is an error unless the brand
    /// chose to show the source text there (`fallback: true`). The help center's built-in
    /// texts are asked for only by the sections the brand shows, so only those are required
    /// (in each environment, those its `sectionOrder` names there).
    static let missingTranslation = ValidationRule(
        .missingTranslation, .error,
        "A language the brand ships lacks a declared text, and the brand does not fall back to the source language there.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nlocales: [en, ↓de]\nstrings:\n  de: { welcome: \"Willkommen bei %@!\" }\n",
                        manifest: stringsManifest),
            RuleExample("displayName: A\nbundleId: com.a\nlocales: [en, ↓pl]\n", manifest: stringsManifest),
            RuleExample("displayName: A\nbundleId: com.a\nstrings:\n  de: ↓{ welcome: \"Willkommen bei %@!\" }\n  pl: { fallback: true }\n", manifest: stringsManifest),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nlocales: [en, de]\nstrings:\n  de: { fallback: true, welcome: \"Willkommen bei %@!\" }\n",
                        manifest: stringsManifest),
            RuleExample("displayName: A\nbundleId: com.a\nlocales: [en]\n", manifest: stringsManifest),
            RuleExample("""
                displayName: A
                bundleId: com.a
                locales: [en, de]
                helpCenter: { sectionOrder: email, email: { address: help@a.example } }
                strings:
                  de:
                    welcome: "Willkommen bei %@!"
                    cartItems: { one: "%d Artikel", other: "%d Artikel" }
                    helpCenter.email.title: Schreiben Sie uns
                    helpCenter.email.action: E-Mail schreiben

                """, manifest: stringsManifest),
        ],
        canBeDisabled: false,
        check: .brand { brand, _ in
            var findings: [Finding] = []
            // Only the texts the app asks for: the built-in texts of sections the brand does not
            // show are left out, as `brandkit strings` leaves them out.
            for (locale, missing) in brand.missingKeysByLocale() {
                guard !missing.isEmpty else { continue }
                let location = missingTextsLocation(of: brand, in: locale)
                let shown = missing.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (missing.count > 5 ? " and \(missing.count - 5) more" : "")
                let source = brand.stringCatalog.sourceLocale.map { " to show the \($0.code) text" } ?? ""
                findings.append(Finding(
                    "\(brand.id) ships \(locale.code) but has no \(locale.code) text for \(shown)", at: location,
                    suggestion: "add them under strings.\(locale.code), or write 'fallback: true' there\(source)"))
            }
            return findings
        })

    /// Where a brand's missing texts in `locale` are its own to fix, always in its own file:
    /// the entry of its `locales` that ships the language, else its own `strings.<lang>`,
    /// else its file's start. Never the manifest's shared texts, nor another key's place.
    static func missingTextsLocation(of brand: ResolvedBrand, in locale: LanguageTag) -> SourceLocation {
        let own = brand.fileStart.fileID
        if let entry = brand["locales"]?.sequence?.first(where: { $0.string == locale.code }), entry.provenance.location.fileID == own {
            return entry.provenance.location
        }
        if let written = brand.writtenTexts(in: locale), written.provenance.location.fileID == own {
            return written.provenance.location
        }
        return brand.fileStart
    }

    /// A translation prints the same arguments as the source text: `%@` where the app passes
    /// a number crashes `String(format:)`. Each placeholder must also be one both platforms
    /// read alike.
    static let invalidPlaceholder = ValidationRule(
        .invalidPlaceholder, .error,
        "A text whose placeholders (%@, %d, %.2f, %1$@, %%) differ in number or type from its source text, or that Android or iOS would read differently.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nstrings:\n  de: { welcome: \"Willkommen bei ↓%d!\" }\n", manifest: stringsManifest),
            RuleExample("displayName: A\nbundleId: com.a\nstrings:\n  de: { welcome: \"50↓% Rabatt bei %@\" }\n", manifest: stringsManifest),
            RuleExample("displayName: A\nbundleId: com.a\nstrings:\n  de: { welcome: ↓\"Willkommen!\" }\n", manifest: stringsManifest),
            RuleExample("displayName: A\nbundleId: com.a\nstrings:\n  pl: { cartItems: { one: \"%d produkt\", few: \"↓%s produkty\", many: \"%d produktów\", other: \"%d produktu\" } }\n",
                        manifest: stringsManifest),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nstrings:\n  de: { welcome: \"Willkommen bei %1$@ – 100%% sicher!\" }\n", manifest: stringsManifest),
            RuleExample("displayName: A\nbundleId: com.a\nstrings:\n  de: { welcome: \"Acme's \\\"Laden\\\" <b> & @%@\" }\n", manifest: stringsManifest),
        ],
        canBeDisabled: false,
        check: .brand { brand, _ in
            let texts = eachWrittenText(of: brand)
            var findings: [Finding] = []
            // By index: a closure or loop over the texts copies each one (a declaration, a
            // language, a value and its forms) for every rule that reads them.
            for item in texts.indices {
                for form in texts[item].forms.indices {
                    let (category, value) = texts[item].forms[form]
                    if let finding = placeholderFinding(value, category: category, of: texts[item]) { findings.append(finding) }
                }
            }
            return findings
        })

    /// A plural gives exactly the forms CLDR's rules pick from in its language: Polish needs
    /// one, few, many and other; a missing form shows nothing for some counts.
    static let pluralForms = ValidationRule(
        .pluralForms, .error,
        "A plural text whose forms are not exactly its language's CLDR plural categories (de: one, other; pl: one, few, many, other).",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nstrings:\n  pl: { cartItems: ↓{ one: \"%d produkt\", other: \"%d produktu\" } }\n",
                        manifest: stringsManifest),
            RuleExample("displayName: A\nbundleId: com.a\nstrings:\n  de: { cartItems: ↓{ one: \"%d Artikel\", few: \"%d Artikel\", other: \"%d Artikel\" } }\n",
                        manifest: stringsManifest),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nstrings:\n  pl: { cartItems: { one: \"%d produkt\", few: \"%d produkty\", many: \"%d produktów\", other: \"%d produktu\" } }\n",
                        manifest: stringsManifest),
        ],
        canBeDisabled: false,
        check: .brand { brand, _ in
            let texts = eachWrittenText(of: brand)
            // By index, as `invalidPlaceholder` reads them.
            return texts.indices.compactMap { index -> Finding? in
                guard texts[index].declaration.isPlural else { return nil }
                let item = texts[index]
                let needed = item.locale.pluralCategories
                // The schema refuses a plural written as one text.
                guard let forms = item.value.mapping else { return nil }
                // Six categories at most, each key once (a mapping's keys are distinct): lists
                // searched in order, not sets hashed.
                let written = forms.keys.compactMap(PluralCategory.init(rawValue:))
                let missing = needed.filter { !written.contains($0) }
                let extra = written.filter { !needed.contains($0) }.sorted()
                guard !missing.isEmpty || !extra.isEmpty else { return nil }
                let list = needed.map(\.rawValue).joined(separator: ", ")
                let problem = missing.isEmpty
                    ? "has the form\(extra.count == 1 ? "" : "s") \(extra.map(\.rawValue).joined(separator: ", ")), which \(item.locale.code) never picks"
                    : "lacks the form\(missing.count == 1 ? "" : "s") \(missing.map(\.rawValue).joined(separator: ", "))"
                return Finding("'\(item.path)' \(problem); CLDR \(item.locale.code) plurals are \(list)",
                               at: item.value.provenance.location, suggestion: "write exactly the forms \(list)")
            }
        })

    /// A text a brand's layers write (not the manifest's source text, checked where it is
    /// declared) in a language the brand ships.
    private struct WrittenText {
        var locale: LanguageTag
        var declaration: StringDeclaration
        var value: ResolvedValue
        /// `welcome`.
        var key: String
        /// The text, or each plural form by category.
        var forms: [(PluralCategory?, ResolvedValue)]

        /// `strings.de.welcome`: made for a finding only, as nearly every text has none.
        var path: String { "strings.\(locale.code).\(key)" }
    }

    /// Every text the brand's layers write in a language it ships: worked out once per
    /// environment for the rules that check them.
    private static func eachWrittenText(of brand: ResolvedBrand) -> [WrittenText] {
        brand.fact(translations) { findWrittenTexts(of: brand) }
    }

    private static let translations = BrandFact<[WrittenText]>()

    private static func findWrittenTexts(of brand: ResolvedBrand) -> [WrittenText] {
        var texts: [WrittenText] = []
        let catalog = brand.stringCatalog
        for locale in brand.locales {
            // A language only the manifest's source texts write holds nothing to check here:
            // its mapping was last set by that layer.
            guard let language = brand.writtenTexts(in: locale), language.provenance.layer != .sourceText,
                  let written = language.mapping else { continue }
            for (key, value) in written.sortedByKey {
                guard let declaration = catalog.declarations[key], value.provenance.layer != .sourceText else { continue }
                let forms: [(PluralCategory?, ResolvedValue)] = value.mapping.map { forms in
                    forms.sortedByKey.map { (PluralCategory(rawValue: $0.key), $0.value) }
                } ?? [(nil, value)]
                texts.append(WrittenText(locale: locale, declaration: declaration, value: value, key: key, forms: forms))
            }
        }
        return texts
    }

    /// What is wrong with one text's placeholders against its declaration: a plural's forms
    /// other than `other` may leave the count out ("One item").
    private static func placeholderFinding(_ value: ResolvedValue, category: PluralCategory?, of item: WrittenText) -> Finding? {
        guard let text = value.string, value.provenance.layer != .sourceText else { return nil }
        let declaration = item.declaration
        var place: String { item.path + (category.map { ".\($0.rawValue)" } ?? "") }
        let format: FormatString
        do { format = try FormatString(text) } catch {
            return Finding("'\(place)': \(error.message)", at: value.location(ofCharacterOffset: error.offset), suggestion: error.suggestion)
        }
        let expected = declaration.format.arguments
        let mayOmit = category != nil && category != .other
        if let wrong = format.placeholders.first(where: { $0.argument > expected.count || expected[$0.argument - 1] != $0.type }) {
            let wanted = wrong.argument <= expected.count ? "prints argument \(wrong.argument) as \(expected[wrong.argument - 1].rawValue)" : "has \(expected.count) argument\(expected.count == 1 ? "" : "s")"
            return Finding("'\(place)' prints argument \(wrong.argument) as \(wrong.type.rawValue), but the source text \(wanted): '\(DiagnosticText.value(declaration.sourceText))'",
                           at: value.location(ofCharacterOffset: wrong.offset),
                           suggestion: "print the same arguments as the source text, e.g. \((expected.first ?? .text).example)")
        }
        if !mayOmit, format.arguments.count < expected.count {
            return Finding("'\(place)' prints \(format.arguments.count) of the source text's \(expected.count) argument\(expected.count == 1 ? "" : "s"): '\(DiagnosticText.value(declaration.sourceText))'",
                           at: value.provenance.location, suggestion: "print every argument, numbered (%1$@) if the order changes")
        }
        return nil
    }
}
