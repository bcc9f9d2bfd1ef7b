import BrandCore

/// Assembles the scene for one brand's configuration: configuration → presenter →
/// interactor → view. The one place that wires the collaborators together; the interactor
/// is the real one unless a caller hands in another (a counting one, in tests).
package enum HelpCenterScene {
    /// Runs the scene into `view` and returns the problems it found.
    @discardableResult
    package static func run(_ configuration: any HelpCenterConfiguration, into view: any HelpCenterView,
                           interactor: any HelpCenterInteracting = HelpCenterInteractor()) -> [Diagnostic] {
        HelpCenterPresenter(configuration: configuration, interactor: interactor, view: view).present()
    }

    /// One run of the scene with everything it made: the screen the view was shown, and the
    /// sections and problems the interactor parsed.
    package static func outcome(for configuration: any HelpCenterConfiguration,
                               interactor: any HelpCenterInteracting = HelpCenterInteractor()) -> HelpCenterOutcome {
        let view = CapturingView()
        let parsed = HelpCenterPresenter(configuration: configuration, interactor: interactor, view: view).presentParsed()
        // The presenter always displays a screen; the fallback only keeps this total.
        let screen = view.screen ?? HelpCenterScreen(brand: configuration.brandID, environment: configuration.environment,
                                                     displayName: configuration.brandID, cells: [])
        return HelpCenterOutcome(screen: screen, sections: parsed.sections, diagnostics: parsed.diagnostics)
    }

    /// The problems only, for validation: the view shows nothing, so the scene reads no more
    /// of the configuration than the problems need.
    package static func diagnostics(for configuration: any HelpCenterConfiguration,
                                   interactor: any HelpCenterInteracting = HelpCenterInteractor()) -> [Diagnostic] {
        run(configuration, into: DiscardingView(), interactor: interactor)
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

/// What one run of the scene made.
package struct HelpCenterOutcome: Sendable {
    package var screen: HelpCenterScreen
    package var sections: [HelpCenterSection]
    package var diagnostics: [Diagnostic]
}
