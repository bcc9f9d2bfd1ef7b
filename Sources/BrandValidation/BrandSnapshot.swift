import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

/// One brand in one environment as every command reads it: resolved once, with provenance,
/// and its help-center scene run once (the screen the presenter showed, the sections the
/// interactor parsed, the problems it found). Validation makes them when a command asks it
/// to keep them; bundles, the preview, render, explain and diff read them and never resolve
/// the brand or run the scene again.
public struct BrandSnapshot: Sendable {
    public let brand: ResolvedBrand
    public let screen: HelpCenterScreen
    public let sections: [HelpCenterSection]
    /// What the scene found; validation reports them.
    public let diagnostics: [Diagnostic]

    public var id: String { brand.id }
    public var environment: String { brand.environment }

    /// Runs the scene for `brand` once, with `interactor` (the real one unless a test counts).
    public init(_ brand: ResolvedBrand, interactor: any HelpCenterInteracting = HelpCenterInteractor()) {
        let outcome = HelpCenterScene.outcome(for: BrandHelpCenterConfiguration(brand), interactor: interactor)
        self.brand = brand
        screen = outcome.screen
        sections = outcome.sections
        diagnostics = outcome.diagnostics
    }
}
