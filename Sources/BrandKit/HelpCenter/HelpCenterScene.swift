/// Assembles the scene for one resolved brand: configuration → presenter → interactor →
/// view. The one place that wires the real collaborators together.
public enum HelpCenterScene {
    /// Runs the scene into `view` and returns the problems it found.
    @discardableResult
    public static func run(_ brand: ResolvedBrand, into view: any HelpCenterView) -> [Diagnostic] {
        HelpCenterPresenter(configuration: brand, view: view).present()
    }

    /// The problems only, for validation.
    public static func diagnostics(for brand: ResolvedBrand) -> [Diagnostic] {
        run(brand, into: DiscardingView())
    }

    private final class DiscardingView: HelpCenterView {
        func display(_ screen: HelpCenterScreen) {}
    }
}
