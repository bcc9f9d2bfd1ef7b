import BrandConfiguration
import BrandCore

/// `brandkit strings`: for each brand and language it ships, which declared texts it
/// translates, which fall back to the source language and which are missing. Brands are
/// resolved without the gate, so a brand with gaps is reported, not refused.
package struct StringCoverage: Sendable {
    package struct Language: Sendable {
        package var locale: String
        package var total: Int
        /// Keys with no text in this language, shown in the source language instead.
        package var fallingBack: [String]
        /// Keys with no text at all: `validate` refuses the brand.
        package var missing: [String]

        package var isComplete: Bool { fallingBack.isEmpty && missing.isEmpty }
    }

    package struct Brand: Sendable {
        package var id: String
        package var languages: [Language]
    }

    package var environment: String
    package var brands: [Brand]

    package init(_ manager: FeatureFlagManager, environment: String) {
        self.environment = environment
        brands = manager.brandIDs.compactMap { id in
            guard let brand = manager.brand(id, environment: environment) else { return nil }
            return Brand(id: id, languages: brand.locales.map { locale in
                let untranslated = brand.untranslatedKeys(in: locale)
                return Language(locale: locale.code, total: brand.textCount, fallingBack: untranslated.fallingBack,
                                missing: untranslated.missing)
            })
        }
    }

    /// True when some brand lacks a text with no fallback.
    package var hasMissing: Bool { brands.contains { $0.languages.contains { !$0.missing.isEmpty } } }
}

/// How `brandkit strings` prints its report.
package enum StringCoverageFormat: String, CaseIterable, Sendable {
    case text, json

    /// `onlyGaps`: leave out complete languages and brands (`--missing`).
    package func render(_ coverage: StringCoverage, onlyGaps: Bool) -> String {
        let brands = coverage.brands.compactMap { brand -> StringCoverage.Brand? in
            var brand = brand
            if onlyGaps { brand.languages.removeAll(where: \.isComplete) }
            return onlyGaps && brand.languages.isEmpty ? nil : brand
        }
        switch self {
        case .text:
            guard !brands.isEmpty else { return "Every brand has every text in every language it ships (\(coverage.environment)).\n" }
            var lines: [String] = []
            for brand in brands {
                lines.append(brand.id)
                for language in brand.languages {
                    let translated = language.total - language.fallingBack.count - language.missing.count
                    var line = "  \(language.locale): \(translated) of \(language.total) translated"
                    if !language.missing.isEmpty { line += "; missing: " + language.missing.map(DiagnosticText.value).joined(separator: ", ") }
                    if !language.fallingBack.isEmpty {
                        line += "; shown in the source language: " + language.fallingBack.map(DiagnosticText.value).joined(separator: ", ")
                    }
                    lines.append(line)
                }
            }
            return lines.joined(separator: "\n") + "\n"
        case .json:
            let value = JSONValue.object([
                ("environment", .string(coverage.environment)),
                ("brands", .array(brands.map { brand in
                    .object([("brand", .string(brand.id)), ("languages", .array(brand.languages.map { language in
                        .object([
                            ("locale", .string(language.locale)), ("total", .int(language.total)),
                            ("missing", .array(language.missing.map(JSONValue.string))),
                            ("fallingBack", .array(language.fallingBack.map(JSONValue.string))),
                        ])
                    }))])
                })),
            ])
            return value.serialized(pretty: true)
        }
    }
}
