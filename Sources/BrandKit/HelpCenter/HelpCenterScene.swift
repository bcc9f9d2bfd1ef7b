/// Assembles the scene for one resolved brand: configuration → presenter → interactor →
/// view. The one place that wires the real collaborators together.
public enum HelpCenterScene {
    /// Runs the scene into `view` and returns the problems it found.
    @discardableResult
    public static func run(_ brand: ResolvedBrand, into view: any HelpCenterView) -> [Diagnostic] {
        HelpCenterPresenter(configuration: brand, view: view).present()
    }

    /// The screen only, for bundles and diffs of brands already validated.
    public static func screen(for brand: ResolvedBrand) -> HelpCenterScreen {
        let view = CapturingView()
        run(brand, into: view)
        // The presenter always displays a screen; the fallback only keeps this total.
        return view.screen ?? HelpCenterScreen(brand: brand.id, environment: brand.environment, displayName: brand.id, cells: [])
    }

    /// The problems only, for validation.
    public static func diagnostics(for brand: ResolvedBrand) -> [Diagnostic] {
        run(brand, into: DiscardingView())
    }

    private final class CapturingView: HelpCenterView {
        var screen: HelpCenterScreen?
        func display(_ screen: HelpCenterScreen) { self.screen = screen }
    }

    private final class DiscardingView: HelpCenterView {
        var showsCells: Bool { false }
        func display(_ screen: HelpCenterScreen) {}
    }
}
