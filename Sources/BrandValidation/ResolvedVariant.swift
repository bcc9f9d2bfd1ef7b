import BrandConfiguration
import BrandCore
import BrandYAML
import HelpCenter
import LanguageRules

/// One brand in one environment as every command reads it: resolved once, with provenance,
/// and its help-center scene run once (the sections the interactor parsed and the problems
/// it found; the presenter makes the screen from those sections when a command shows it).
/// Validation makes them when a command asks it to keep them; bundles, the preview, render,
/// explain and diff read them and never resolve the brand or parse its help center again.
package struct ResolvedVariant: Sendable {
    package let brand: ResolvedBrand
    package let sections: [HelpCenterSection]
    /// What the scene found; validation reports them.
    package let diagnostics: [Diagnostic]

    package var id: String { brand.id }
    package var environment: String { brand.environment }

    /// Runs the scene for `brand` once, with `interactor` (the real one unless a test counts):
    /// the interactor parses the sections, and the presenter makes the screen from them when
    /// a command shows it (`screen`). A command that shows few of the brands it checks (diff
    /// of an unchanged brand, an environment it does not print) builds no cells for the rest.
    package init(_ brand: ResolvedBrand, interactor: any HelpCenterInteracting = HelpCenterInteractor()) {
        let parsed = HelpCenterScene.parsed(for: BrandHelpCenterConfiguration(brand), interactor: interactor)
        self.brand = brand
        sections = parsed.sections
        diagnostics = parsed.diagnostics
    }

    /// The screen the presenter shows for the sections parsed, in the brand's first language.
    package var screen: HelpCenterScreen {
        HelpCenterScene.screen(for: BrandHelpCenterConfiguration(brand), sections: sections)
    }

    /// The screen in `locale`, from the sections already parsed: the scene's texts change,
    /// nothing is parsed again.
    package func screen(in locale: LanguageTag) -> HelpCenterScreen {
        guard locale != brand.locales.first else { return screen }
        return HelpCenterScene.screen(for: BrandHelpCenterConfiguration(brand, locale: locale), sections: sections)
    }
}
