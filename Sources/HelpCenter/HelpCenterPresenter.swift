import BrandCore

/// Fetches the section order and data from configuration, has the interactor parse them,
/// maps each section to a cell and pushes the screen to the view.
package final class HelpCenterPresenter {
    private let configuration: any HelpCenterConfiguration
    private let interactor: any HelpCenterInteracting
    private let router: any HelpCenterRouting
    private let view: any HelpCenterView

    package init(configuration: any HelpCenterConfiguration, interactor: any HelpCenterInteracting = HelpCenterInteractor(),
                router: any HelpCenterRouting = HelpCenterRouter(), view: any HelpCenterView) {
        self.configuration = configuration
        self.interactor = interactor
        self.router = router
        self.view = view
    }

    /// Builds the screen and shows it; returns the problems found in the configuration.
    @discardableResult
    package func present() -> [Diagnostic] {
        guard view.showsCells else {
            let problems = interactor.problems(in: configuration.helpCenter, brand: configuration.brandID)
            displayNothing()
            return problems
        }
        return presentParsed().diagnostics
    }

    /// Builds the screen and shows it; returns what the interactor parsed (the sections and
    /// the problems), for callers that keep the sections as well as the screen.
    @discardableResult
    package func presentParsed() -> HelpCenterParseResult {
        let result = interactor.parse(configuration.helpCenter, brand: configuration.brandID)
        guard view.showsCells else {
            displayNothing()
            return result
        }
        view.display(screen(for: result.sections))
        return result
    }

    /// A view that shows nothing (validation's) is told nothing it would not show: the
    /// screen's name and environment are not read for it, so what the scene reads decides
    /// where validation must run it again.
    private func displayNothing() {
        view.display(HelpCenterScreen(brand: configuration.brandID, environment: "", displayName: "", cells: []))
    }

    /// The screen for sections already parsed: what another language of the same brand
    /// shows, without parsing the configuration again.
    package func screen(for sections: [HelpCenterSection]) -> HelpCenterScreen {
        HelpCenterScreen(brand: configuration.brandID, environment: configuration.environment,
                         displayName: configuration.displayName ?? configuration.brandID, cells: sections.map(cell))
    }

    /// One cell per section; its texts are the configuration's, in the language it shows.
    func cell(for section: HelpCenterSection) -> HelpCenterCellViewModel {
        let token = section.kind.rawValue
        let event = "help_center_\(SnakeCase.from(token))_tapped"
        switch section {
        case .store(let url):
            return HelpCenterCellViewModel(
                section: token, title: text(.storeTitle), subtitle: text(.storeSubtitle, url.host ?? url.absoluteString),
                icon: "cart", analyticsEvent: event, actions: [.init(label: text(.storeAction), route: router.route(to: .web(url)))])
        case .socialNetworks(let networks):
            return HelpCenterCellViewModel(
                section: token, title: text(.socialNetworksTitle), subtitle: networks.map(\.network.displayName).joined(separator: ", "),
                icon: "person.2", analyticsEvent: event,
                actions: networks.map { .init(label: $0.network.displayName, route: router.route(to: .web($0.url))) })
        case .chat(let chat):
            return HelpCenterCellViewModel(
                section: token, title: text(.chatTitle), subtitle: text(.chatSubtitle),
                icon: "bubble.left.and.bubble.right", analyticsEvent: event,
                actions: [.init(label: text(.chatAction), route: router.route(to: .chat(chat)))])
        case .email(let contact):
            return HelpCenterCellViewModel(
                section: token, title: text(.emailTitle), subtitle: contact.address, icon: "envelope", analyticsEvent: event,
                actions: [.init(label: text(.emailAction), route: router.route(to: .email(contact)))])
        case .customerPortal(let url):
            return HelpCenterCellViewModel(
                section: token, title: text(.customerPortalTitle), subtitle: text(.customerPortalSubtitle, url.host ?? url.absoluteString),
                icon: "person.crop.circle", analyticsEvent: event,
                actions: [.init(label: text(.customerPortalAction), route: router.route(to: .web(url)))])
        }
    }

    /// The configuration's text with its `%@` replaced by `arguments`; validation has
    /// checked its placeholders, so a text that does not parse is shown as written.
    private func text(_ key: HelpCenterText, _ arguments: String...) -> String {
        let text = configuration.text(key)
        return (try? FormatString(text))?.substituting(arguments) ?? text
    }
}
