import BrandCore

/// The locale codes the stores name a listing's language by, for `export fastlane`'s folders:
/// by default from a table per store, else as the manifest's `storeLocales:` says.
package enum StoreLocales {
    /// The App Store's code for a language (App Store Connect's localizations), when it differs
    /// from the language itself.
    static let appStore: [String: String] = [
        "ar": "ar-SA", "de": "de-DE", "en": "en-US", "es": "es-ES", "fr": "fr-FR", "nb": "no", "nl": "nl-NL",
        "pt": "pt-PT",
    ]
    /// Google Play's code for a language (the Play Console's languages), when it differs.
    static let play: [String: String] = [
        "cs": "cs-CZ", "da": "da-DK", "de": "de-DE", "el": "el-GR", "en": "en-US", "es": "es-ES", "fi": "fi-FI",
        "fr": "fr-FR", "he": "iw-IL", "hi": "hi-IN", "hu": "hu-HU", "it": "it-IT", "ja": "ja-JP", "ko": "ko-KR",
        "nb": "no-NO", "nl": "nl-NL", "no": "no-NO", "pl": "pl-PL", "pt": "pt-PT", "ru": "ru-RU", "sv": "sv-SE",
        "tr": "tr-TR", "zh-Hans": "zh-CN", "zh-Hant": "zh-TW",
    ]

    /// Every code one of the stores knows, for checking `storeLocales:`.
    package static let known: [String] = Array(Set(
        Array(appStore.values) + Array(play.values)
            + ["ar", "ca", "cs", "da", "el", "fi", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "pl", "pt-BR", "ro",
               "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant", "en-GB", "en-AU", "en-CA", "fr-CA", "es-MX",
               "es-419", "de-AT", "de-CH"]
    )).sorted()

    /// The App Store's and Google Play's codes for `language`, the manifest's `storeLocales`
    /// first.
    package static func codes(for language: String, in manifest: Manifest) -> (appStore: String, play: String) {
        if let chosen = manifest.storeLocales[language] { return (chosen, chosen) }
        return (appStore[language] ?? language, play[language] ?? language)
    }
}
