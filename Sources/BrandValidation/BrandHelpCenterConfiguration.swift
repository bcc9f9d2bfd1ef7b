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

    private static func fields(of value: ResolvedValue) -> [String: LocatedText] {
        guard let mapping = value.mapping else { return [:] }
        var fields = [String: LocatedText](minimumCapacity: mapping.count)
        for (key, value) in mapping {
            if let text = LocatedText(value) { fields[key] = text }
        }
        return fields
    }
}

extension LocatedText {
    /// A resolved scalar with where it was set; nil for a list or mapping.
    init?(_ value: ResolvedValue) {
        guard let scalar = value.scalar else { return nil }
        let start = value.provenance.location
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
