import BrandConfiguration
import BrandCore
import BrandYAML
import HelpCenter
import LanguageRules

/// A resolved brand as the help-center scene reads it: the scene knows no configuration
/// types, so its input is built here, where both layers are visible. Each value is read from
/// the brand only when the scene asks, so validation records exactly what the scene read.
package struct BrandHelpCenterConfiguration: HelpCenterConfiguration {
    private let brand: ResolvedBrand
    /// The language the screen shows: the brand's default unless one is asked for.
    private let locale: LanguageTag?
    /// False when only the scene's problems are asked for: no screen shows the e-mail's
    /// subject, whose translation is then not looked up (nor recorded as read).
    private let showsScreen: Bool

    package init(_ brand: ResolvedBrand, locale: LanguageTag? = nil, showsScreen: Bool = true) {
        self.brand = brand
        self.locale = locale
        self.showsScreen = showsScreen
    }

    package func text(_ text: HelpCenterText) -> String {
        guard let locale = locale ?? brand.locales.first else { return text.english }
        return brand.text(text.key, in: locale)?.string ?? text.english
    }

    package var brandID: String { brand.id }
    package var environment: String { brand.environment }
    package var displayName: String? { brand.displayName }
    package var helpCenter: HelpCenterData {
        // The e-mail's subject in the screen's language; read only when the brand has an e-mail section.
        let brand = brand, locale = locale
        guard showsScreen else { return HelpCenterData(sectionOrder: brand.sectionOrder, helpCenter: brand.helpCenter) }
        return HelpCenterData(sectionOrder: brand.sectionOrder, helpCenter: brand.helpCenter) {
            (locale ?? brand.locales.first).flatMap { brand.text(.emailSubject, in: $0) }
        }
    }
}

extension HelpCenterData {
    /// The scene's input from a resolved `helpCenter` mapping and section-order string.
    /// The scene's input from a resolved `helpCenter` mapping and section-order string;
    /// `emailSubject` gives the e-mail's subject in the screen's language.
    package init(sectionOrder: ResolvedValue?, helpCenter: ResolvedValue?, emailSubject: () -> ResolvedValue? = { nil }) {
        var sections = Sections()
        // Unwrapped once, not through the optional for every kind; each kind is found by
        // comparing the mapping's few keys (`ResolvedValue`'s subscript), not by a hash.
        if let helpCenter {
            for kind in HelpCenterSection.Kind.all {
                guard let value = helpCenter[kind.rawValue] else { continue }
                let fields = ResolvedFields(value, subject: kind == .email ? emailSubject() : nil)
                sections.set(Section(at: value.provenance.location, reading: fields,
                                     entries: (value.sequence ?? []).map { ResolvedFields($0) }), for: kind)
            }
        }
        self.init(sectionOrder: sectionOrder.flatMap(LocatedText.init), sections: sections)
    }
}

/// A resolved section's fields, or one entry's: each field's text is made when the scene
/// reads it, not the whole table first. Validation's walk reads only a social network's
/// name; making every field a `LocatedText` up front was a third of the scene's cost there.
/// The schema makes each field a text; a list or mapping among them (which it refuses)
/// reads as no field.
private struct ResolvedFields: HelpCenterFields {
    /// The section's value: a field of a mapping is found by comparing its few keys, and a
    /// value that is no mapping has none.
    private let value: ResolvedValue
    /// The e-mail section's subject in the screen's language, where it is translated.
    private let subject: ResolvedValue?

    init(_ value: ResolvedValue, subject: ResolvedValue? = nil) {
        self.value = value
        self.subject = subject
    }

    subscript(_ name: String) -> LocatedText? {
        if name == "subject", let subject { return LocatedText(subject) }
        return value[name].flatMap(LocatedText.init)
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
        diagnostics(for: BrandHelpCenterConfiguration(brand, showsScreen: false), interactor: interactor)
    }
}
