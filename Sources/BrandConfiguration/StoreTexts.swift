import BrandCore

/// A listing text a brand writes under `store:` in its default language and translates under
/// `strings.<lang>.store.<platform>.<field>` (the listing's URLs are the same in every
/// language, so they are not texts).
package struct StoreText: Sendable, Equatable {
    /// `ios` or `android`, and the field under it.
    package let platform: String
    package let field: String
    /// True for the App Store's keywords: a list of words.
    package let isList: Bool

    /// `store.ios.name`: where it is written under `store:`, and its key under `strings.<lang>`.
    package var key: String { "store.\(platform).\(field)" }

    package static let all: [StoreText] = [
        StoreText(platform: "ios", field: "name", isList: false),
        StoreText(platform: "ios", field: "subtitle", isList: false),
        StoreText(platform: "ios", field: "keywords", isList: true),
        StoreText(platform: "ios", field: "description", isList: false),
        StoreText(platform: "ios", field: "promotionalText", isList: false),
        StoreText(platform: "ios", field: "releaseNotes", isList: false),
        StoreText(platform: "android", field: "title", isList: false),
        StoreText(platform: "android", field: "shortDescription", isList: false),
        StoreText(platform: "android", field: "fullDescription", isList: false),
        StoreText(platform: "android", field: "releaseNotes", isList: false),
    ]

    private static let byKey = Dictionary(uniqueKeysWithValues: all.map { ($0.key, $0) })

    /// The listing text whose key under `strings.<lang>` is `key`.
    package static func named(_ key: String) -> StoreText? { byKey[key] }

    /// What its value is in the brand's schema.
    var schema: Schema { isList ? .list(.value(.string)) : .value(.string) }
}

extension ResolvedBrand {
    /// The listing texts the brand writes under `store:`: those every language it ships must
    /// translate.
    package var storeTexts: [StoreText] {
        guard let store = self["store"] else { return [] }
        return StoreText.all.filter { store[$0.platform]?[$0.field] != nil }
    }

    /// The listing text in `locale`: the text under `store:` in the brand's default language;
    /// elsewhere its translation, else, when the brand falls back there, the text under
    /// `store:`; nil when missing. (`store:` wins in the default language so that a sub-brand
    /// with another default language is not shown its parent's translation.)
    package func storeText(_ text: StoreText, in locale: LanguageTag) -> ResolvedValue? {
        let original = self["store"]?[text.platform]?[text.field]
        if locale == locales.first, let original { return original }
        if let written = writtenTexts(in: locale)?[text.key] { return written }
        return fallsBack(in: locale) ? original : nil
    }
}
