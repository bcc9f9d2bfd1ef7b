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

    /// One run of the scene for a command that keeps the brand: the sections and problems the
    /// interactor parsed. The view shows nothing, so no cells are built; `screen(for:sections:)`
    /// makes them from these sections when a command shows the brand.
    package static func parsed(for configuration: any HelpCenterConfiguration,
                              interactor: any HelpCenterInteracting = HelpCenterInteractor()) -> HelpCenterParseResult {
        HelpCenterPresenter(configuration: configuration, interactor: interactor, view: DiscardingView()).presentParsed()
    }

    /// The screen the presenter shows for `sections`, parsed before, in the configuration's
    /// language: nothing is parsed again.
    package static func screen(for configuration: any HelpCenterConfiguration, sections: [HelpCenterSection]) -> HelpCenterScreen {
        HelpCenterPresenter(configuration: configuration, view: DiscardingView()).screen(for: sections)
    }

    /// The problems only, for validation: the view shows nothing, so the scene reads no more
    /// of the configuration than the problems need.
    package static func diagnostics(for configuration: any HelpCenterConfiguration,
                                   interactor: any HelpCenterInteracting = HelpCenterInteractor()) -> [Diagnostic] {
        run(configuration, into: DiscardingView(), interactor: interactor)
    }

    private final class DiscardingView: HelpCenterView {
        var showsCells: Bool { false }
        func display(_ screen: HelpCenterScreen) {}
    }
}
