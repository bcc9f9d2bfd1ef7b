import BrandConfiguration
import BrandCore
import BrandYAML
import HelpCenter

/// A resolved brand as the help-center scene reads it: the scene knows no configuration
/// types, so its input is built here, where both layers are visible. Each value is read from
/// the brand only when the scene asks, so validation records exactly what the scene read.
package struct BrandHelpCenterConfiguration: HelpCenterConfiguration {
    private let brand: ResolvedBrand
    /// The language the screen shows: the brand's default unless one is asked for.
    private let locale: LanguageTag?

    package init(_ brand: ResolvedBrand, locale: LanguageTag? = nil) {
        self.brand = brand
        self.locale = locale
    }

    package func text(_ text: HelpCenterText) -> String {
        guard let locale = locale ?? brand.locales.first else { return text.english }
        return brand.text(text.key, in: locale)?.string ?? text.english
    }

    package var brandID: String { brand.id }
    package var environment: String { brand.environment }
    package var displayName: String? { brand.displayName }
    package var helpCenter: HelpCenterData { HelpCenterData(sectionOrder: brand.sectionOrder, helpCenter: brand.helpCenter) }
}

extension HelpCenterData {
    /// The scene's input from a resolved `helpCenter` mapping and section-order string.
    package init(sectionOrder: ResolvedValue?, helpCenter: ResolvedValue?) {
        var sections = Sections()
        for kind in HelpCenterSection.Kind.allCases {
            guard let value = helpCenter?[kind.rawValue] else { continue }
            sections[kind] = Section(at: value.provenance.location, fields: Self.fields(of: value),
                                     entries: (value.sequence ?? []).map(Self.fields))
        }
        self.init(sectionOrder: sectionOrder.flatMap(LocatedText.init), sections: sections)
    }

    /// The texts of a section's fields. The schema makes each field of a section a text, so
    /// the table maps value for value in its own layout, with no key hashed again; a list or
    /// mapping among them (which the schema refuses) is left out.
    private static func fields(of value: ResolvedValue) -> [String: LocatedText] {
        guard let mapping = value.mapping else { return [:] }
        guard mapping.values.allSatisfy({ if case .scalar = $0.content { true } else { false } }) else {
            return mapping.compactMapValues(LocatedText.init)
        }
        return mapping.mapValues(LocatedText.init(textOf:))
    }
}

extension LocatedText {
    /// A resolved scalar with where it was set; nil for a list or mapping.
    init?(_ value: ResolvedValue) {
        guard value.scalar != nil else { return nil }
        self.init(textOf: value)
    }

    /// A resolved scalar with where it was set; a list or mapping reads as no text. Private to
    /// this file: `fields(of:)` calls it only once every value is known to be a scalar.
    fileprivate init(textOf value: ResolvedValue) {
        let start = value.provenance.location
        guard let scalar = value.scalar else {
            self.init("", at: start)
            return
        }
        self.init(scalar.value, at: start,
                  textStart: scalar.isVerbatim ? start.advanced(byColumns: scalar.style.isQuoted ? 1 : 0) : nil)
    }
}

extension HelpCenterScene {
    @discardableResult
    package static func run(_ brand: ResolvedBrand, into view: any HelpCenterView) -> [Diagnostic] {
        run(BrandHelpCenterConfiguration(brand), into: view)
    }

    package static func diagnostics(for brand: ResolvedBrand, interactor: any HelpCenterInteracting = HelpCenterInteractor()) -> [Diagnostic] {
        diagnostics(for: BrandHelpCenterConfiguration(brand), interactor: interactor)
    }
}
