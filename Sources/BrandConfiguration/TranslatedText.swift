import BrandCore
import LanguageRules

/// A text a brand writes in its document, in its default language, and translates under
/// `strings.<lang>.<its path>`: the store listing's texts, the usage descriptions iOS shows
/// when the app asks for a permission, and the display name.
package struct TranslatedText: Sendable, Equatable {
    /// Where the brand writes it, key by key from the root: `store`, `ios`, `name`.
    package let path: [String]
    /// True for the App Store's keywords: a list of words.
    package let isList: Bool
    /// False for a text every language may show as written (the display name); a language
    /// the brand ships without a translation of any other is a missing translation.
    package let mustTranslate: Bool

    /// `store.ios.name`: its key under `strings.<lang>`. Kept as given, not joined from the
    /// path again each time a language, rule or printer asks for it.
    package let key: String
    /// Where it stands below the keys `translatedTexts` reads once, worked out from its path.
    let place: Place

    init(_ path: String, isList: Bool = false, mustTranslate: Bool = true) {
        // Split by byte: every run makes each of them once, and splitting by character
        // works out grapheme breaks in every key.
        self.path = path.utf8.split(separator: UInt8(ascii: ".")).map { String(Substring($0)) }
        key = self.path.joined(separator: ".")
        place = switch (self.path.count, self.path.first, self.path.dropFirst().first) {
        case (3, "store", "ios"): .appStore
        case (3, "store", "android"): .play
        case (3, "ios", "usageDescriptions"): .usageDescription
        default: .elsewhere
        }
        self.isList = isList
        self.mustTranslate = mustTranslate
    }

    /// The texts code asks for by name.
    package static let appStoreName = TranslatedText("store.ios.name")
    package static let appStoreSubtitle = TranslatedText("store.ios.subtitle")
    package static let appStoreKeywords = TranslatedText("store.ios.keywords", isList: true)
    package static let playTitle = TranslatedText("store.android.title")
    package static let playShortDescription = TranslatedText("store.android.shortDescription")
    package static let displayName = TranslatedText("displayName", mustTranslate: false)
    /// The subject the help center's e-mail prefills: one subject may serve every language.
    package static let emailSubject = TranslatedText("helpCenter.email.subject", mustTranslate: false)

    /// The listing's texts (its URLs are the same in every language, so they are not texts).
    package static let store: [TranslatedText] = [
        appStoreName, appStoreSubtitle, appStoreKeywords,
        TranslatedText("store.ios.description"), TranslatedText("store.ios.promotionalText"), TranslatedText("store.ios.releaseNotes"),
        playTitle, playShortDescription, TranslatedText("store.android.fullDescription"), TranslatedText("store.android.releaseNotes"),
    ]

    package static let all: [TranslatedText] = store + UsageDescription.all.map(\.text) + [displayName, emailSubject]

    private static let byKey = Dictionary(uniqueKeysWithValues: all.map { ($0.key, $0) })

    /// The text whose key under `strings.<lang>` is `key`.
    package static func named(_ key: String) -> TranslatedText? { byKey[key] }

    /// Where a text stands below the keys `translatedTexts` reads once, under its last key:
    /// `store.ios`, `store.android` or `ios.usageDescriptions`; elsewhere for the rest.
    enum Place: Sendable, Equatable {
        case appStore, play, usageDescription, elsewhere
    }

    /// What its value is in the brand's schema.
    var schema: Schema { isList ? .list(.value(.string)) : .value(.string) }
}

extension ResolvedBrand {
    /// The value the brand writes at `text`'s path, in its default language.
    package func original(_ text: TranslatedText) -> ResolvedValue? {
        value(at: text.path)
    }

    /// The texts the brand writes that every language it ships must translate: its
    /// listing's and its usage descriptions (not the display name, which may be).
    package var translatedTexts: [TranslatedText] {
        // The first key of each is read once: most brands write no listing and ask for no permission.
        let (store, ios) = (self["store"], self["ios"]?["usageDescriptions"])
        guard store != nil || ios != nil else { return [] }
        // Each text looked up below the value read here, not from the root again: the store's
        // and every usage description's, for every language and rule that asks; where each
        // stands was worked out once, not from its path's words on every ask.
        let (appStore, play) = (store?["ios"], store?["android"])
        return TranslatedText.all.filter { text in
            switch text.place {
            case .appStore: appStore?[text.path[2]] != nil
            case .play: play?[text.path[2]] != nil
            case .usageDescription: ios?[text.path[2]] != nil
            case .elsewhere: false
            }
        }
    }

    /// The text in `locale`: as written, where it is written in `locale` (the first language
    /// of the brand that wrote it) and no layer above translates it there; else its
    /// translation; else, when the brand falls back there or the text need not be
    /// translated, as written; nil when missing. So a sub-brand that ships its parent's
    /// second language first shows the parent's translation, and one that writes its own
    /// text is not shown its parent's.
    package func text(_ text: TranslatedText, in locale: LanguageTag) -> ResolvedValue? {
        let original = original(text)
        // Most texts have no translation in `locale`; a text any language may show as
        // written (the display name, the e-mail subject) then needs no language worked out.
        guard let written = writtenTexts(in: locale)?[text.key] else {
            guard let original else { return nil }
            return !text.mustTranslate || language(of: original) == locale || fallsBack(in: locale) ? original : nil
        }
        if let original, language(of: original) == locale, !isSet(written, above: original) { return original }
        return written
    }
}
