import BrandConfiguration
import BrandCore
import BrandYAML
import HelpCenter
import LanguageRules

/// One brand in one environment as every command reads it: resolved once, with provenance,
/// and its help-center scene run once (the screen the presenter showed, the sections the
/// interactor parsed, the problems it found). Validation makes them when a command asks it
/// to keep them; bundles, the preview, render, explain and diff read them and never resolve
/// the brand or run the scene again.
package struct ResolvedVariant: Sendable {
    package let brand: ResolvedBrand
    package let screen: HelpCenterScreen
    package let sections: [HelpCenterSection]
    /// What the scene found; validation reports them.
    package let diagnostics: [Diagnostic]

    package var id: String { brand.id }
    package var environment: String { brand.environment }

    /// Runs the scene for `brand` once, with `interactor` (the real one unless a test counts).
    package init(_ brand: ResolvedBrand, interactor: any HelpCenterInteracting = HelpCenterInteractor()) {
        let outcome = HelpCenterScene.outcome(for: BrandHelpCenterConfiguration(brand), interactor: interactor)
        self.brand = brand
        screen = outcome.screen
        sections = outcome.sections
        diagnostics = outcome.diagnostics
    }

    /// The screen in `locale`, from the sections already parsed: the scene's texts change,
    /// nothing is parsed again.
    package func screen(in locale: LanguageTag) -> HelpCenterScreen {
        guard locale != brand.locales.first else { return screen }
        return HelpCenterPresenter(configuration: BrandHelpCenterConfiguration(brand, locale: locale), view: NoView())
            .screen(for: sections)
    }

    private final class NoView: HelpCenterView {
        func display(_ screen: HelpCenterScreen) {}
    }
}
