/// Assembles the scene for one brand's configuration: configuration → presenter →
/// interactor → view. The one place that wires the real collaborators together.
public enum HelpCenterScene {
    /// Runs the scene into `view` and returns the problems it found.
    @discardableResult
    public static func run(_ configuration: any HelpCenterConfiguration, into view: any HelpCenterView) -> [Diagnostic] {
        HelpCenterPresenter(configuration: configuration, view: view).present()
    }

    /// The screen only, for bundles and diffs of brands already validated.
    public static func screen(for configuration: any HelpCenterConfiguration) -> HelpCenterScreen {
        let view = CapturingView()
        run(configuration, into: view)
        // The presenter always displays a screen; the fallback only keeps this total.
        return view.screen ?? HelpCenterScreen(brand: configuration.brandID, environment: configuration.environment,
                                               displayName: configuration.brandID, cells: [])
    }

    /// The problems only, for validation.
    public static func diagnostics(for configuration: any HelpCenterConfiguration) -> [Diagnostic] {
        run(configuration, into: DiscardingView())
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
