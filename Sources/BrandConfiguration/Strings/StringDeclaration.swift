import BrandCore
import LanguageRules

/// One text the manifest declares (or the help center builds in): its key, its source text
/// and what its arguments are, which every translation must keep.
package struct StringDeclaration: Sendable {
    package enum Source: Sendable {
        case text(String)
        /// A count-dependent text: one form per CLDR category of the source language.
        case plural([PluralCategory: String])
    }

    package var key: String
    package var source: Source
    package var description: String?
    /// The arguments every form prints: what accessors take and translations must print.
    package var format: FormatString
    /// Where the key is written; the manifest's first line for a built-in text.
    package var location: SourceLocation
    /// A help-center text: declared by brandkit, not by the manifest.
    package var isBuiltIn: Bool

    package var isPlural: Bool {
        if case .plural = source { return true }
        return false
    }

    /// The source text, or its `other` form for a plural.
    package var sourceText: String {
        switch source {
        case .text(let text): text
        case .plural(let forms): forms[.other] ?? ""
        }
    }

    /// `help_center_store_title`: the key as an Android resource name.
    package var resourceName: String { Self.resourceName(key) }

    /// `helpCenterStoreTitle`: the key as a Swift or Kotlin identifier.
    package var identifier: String {
        let segments = key.split(separator: ".")
        return segments.enumerated().map { index, segment in
            index == 0 ? String(segment) : segment.prefix(1).uppercased() + segment.dropFirst()
        }.joined()
    }

    static func resourceName(_ key: String) -> String {
        key.split(separator: ".").map { SnakeCase.from(String($0)) }.joined(separator: "_")
    }

    /// `[a-z][A-Za-z0-9]*` segments joined by '.', at most 64 characters: each key becomes an
    /// Android resource name and an identifier.
    package static let keyPattern = "[a-z][A-Za-z0-9]*(.[a-z][A-Za-z0-9]*)*"

    static func isValidKey(_ key: String) -> Bool {
        guard key.utf8.count <= 64, key != StringCatalog.fallbackKey else { return false }
        let segments = key.split(separator: ".", omittingEmptySubsequences: false)
        return segments.allSatisfy { segment in
            guard let first = segment.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
            return segment.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit }
        }
    }
}

/// The languages the manifest declares and the texts every brand carries in them.
package struct StringCatalog: Sendable {
    /// Declared languages; the first is the source language.
    package var locales: [LanguageTag]
    package var declarations: [String: StringDeclaration]
    /// Declared keys, sorted.
    package var keys: [String]

    /// The key a locale's mapping uses to fall back to the source text: `fallback: true`.
    package static let fallbackKey = "fallback"

    package var sourceLocale: LanguageTag? { locales.first }
    package var codes: [String] { locales.map(\.code) }

    package func locale(_ code: String) -> LanguageTag? { locales.first { $0.code == code } }

    package static let empty = StringCatalog(locales: [], declarations: [:], keys: [])
}
