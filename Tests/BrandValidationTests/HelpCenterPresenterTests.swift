import BrandConfiguration
import BrandTestSupport
import BrandYAML
import Foundation
import HelpCenter
import Testing

/// A view that only remembers what it was told.
final class RecordingView: HelpCenterView {
    var screens: [HelpCenterScreen] = []
    func display(_ screen: HelpCenterScreen) { screens.append(screen) }
}

/// Configuration handed in directly: plain located values, as an app would hand them in.
struct FakeConfiguration: HelpCenterConfiguration {
    var brandID = "fake"
    var environment = "release"
    var displayName: String? = "Fake Shop"
    var helpCenter = HelpCenterData(sectionOrder: nil)

    init() {}

    /// The scene's input built from YAML written in a test, through BrandValidation's adapter.
    init(sectionOrder: ResolvedValue?, helpCenter: ResolvedValue?) {
        self.helpCenter = HelpCenterData(sectionOrder: sectionOrder, helpCenter: helpCenter)
    }
}

/// An interactor that returns fixed sections, so the presenter is tested alone.
struct FixedInteractor: HelpCenterInteracting {
    var sections: [HelpCenterSection]
    func parse(_ data: HelpCenterData, brand: String) -> HelpCenterParseResult {
        HelpCenterParseResult(sections: sections, diagnostics: [])
    }
}

/// A view that shows nothing, like validation's: it still gets the screen, without cells.
final class HeadlessView: HelpCenterView {
    var screens: [HelpCenterScreen] = []
    var showsCells: Bool { false }
    func display(_ screen: HelpCenterScreen) { screens.append(screen) }
}

@Suite("Help-center presenter")
struct HelpCenterPresenterTests {
    @Test func aViewThatShowsNoCellsGetsTheScreenAndTheProblemsWithoutCells() throws {
        let yaml = "sectionOrder: chat, fax\nchat: { provider: zendesk, channel: fake }\n"
        let helpCenter = ResolvedValue(try #require(YAMLLoader.loadMapping(Array(yaml.utf8), file: "f.yaml").root), layer: .brand("fake"))
        let configuration = FakeConfiguration(sectionOrder: helpCenter["sectionOrder"], helpCenter: helpCenter)
        let headless = HeadlessView(), recording = RecordingView()
        let problems = HelpCenterPresenter(configuration: configuration, view: headless).present()
        #expect(problems.map(\.code.rawValue) == HelpCenterPresenter(configuration: configuration, view: recording).present().map(\.code.rawValue))
        #expect(!problems.isEmpty)
        #expect(recording.screens.first?.cells.map(\.section) == ["chat"])
        #expect(headless.screens.count == 1)
        #expect(headless.screens[0].cells.isEmpty)
        #expect(headless.screens[0].displayName.isEmpty && headless.screens[0].environment.isEmpty,
                "a view that shows nothing is told nothing it would not show")
    }

    @Test func itMapsEachSectionToOneCellAndPushesTheScreen() throws {
        let view = RecordingView()
        let sections: [HelpCenterSection] = [
            .chat(ChatChannel(provider: "zendesk", channel: "fake")),
            .socialNetworks([
                SocialNetwork(network: .instagram, url: URL(string: "https://instagram.com/fake")!),
                SocialNetwork(network: .x, url: URL(string: "https://x.com/fake")!),
            ]),
            .email(EmailContact(address: "help@fake.example", subject: "Hi & bye")),
        ]
        let presenter = HelpCenterPresenter(configuration: FakeConfiguration(), interactor: FixedInteractor(sections: sections), view: view)
        #expect(presenter.present().isEmpty)
        let screen = try #require(view.screens.first)
        #expect(view.screens.count == 1)
        #expect(screen.brand == "fake")
        #expect(screen.displayName == "Fake Shop")
        #expect(screen.cells == [
            HelpCenterCellViewModel(
                section: "chat", title: "Chat with us", subtitle: "Live chat with our support team",
                icon: "bubble.left.and.bubble.right", analyticsEvent: "help_center_chat_tapped",
                actions: [.init(label: "Start chat", route: "brandkit-chat://zendesk/fake")]),
            HelpCenterCellViewModel(
                section: "socialNetworks", title: "Follow us", subtitle: "Instagram, X", icon: "person.2",
                analyticsEvent: "help_center_social_networks_tapped",
                actions: [.init(label: "Instagram", route: "https://instagram.com/fake"), .init(label: "X", route: "https://x.com/fake")]),
            HelpCenterCellViewModel(
                section: "email", title: "Email us", subtitle: "help@fake.example", icon: "envelope",
                analyticsEvent: "help_center_email_tapped",
                actions: [.init(label: "Write an email", route: "mailto:help@fake.example?subject=Hi%20%26%20bye")]),
        ])
    }

    @Test func itPassesTheConfigurationsOrderAndDataToTheInteractor() throws {
        let yaml = "order: \"email\"\nhelpCenter:\n  email: { address: a@b.example }\n"
        let root = ResolvedValue(try #require(YAMLLoader.loadMapping(Array(yaml.utf8), file: "f.yaml").root), layer: .brand("fake"))
        let view = RecordingView()
        let configuration = FakeConfiguration(sectionOrder: root["order"], helpCenter: root["helpCenter"])
        HelpCenterPresenter(configuration: configuration, view: view).present()
        #expect(view.screens.first?.cells.map(\.subtitle) == ["a@b.example"])
    }

    /// The cells each example brand's screen shows, in order (the golden files hold the rest).
    @Test(arguments: [
        ("acme", "release", ["store", "socialNetworks", "chat", "email", "customerPortal"]),
        ("acme-de", "release", ["store", "socialNetworks", "chat", "email", "customerPortal"]),
        ("globex", "staging", ["chat", "customerPortal", "email", "socialNetworks"]),
        ("initech", "debug", ["email", "socialNetworks", "store"]),
    ])
    func exampleBrands(brand: String, environment: String, sections: [String]) throws {
        let manager = try BrandInputs.read(ExampleBrands.path).open()
        let resolved = try #require(manager.brand(brand, environment: environment))
        let view = RecordingView()
        #expect(HelpCenterScene.run(resolved, into: view).isEmpty)
        #expect(view.screens.first?.cells.map(\.section) == sections)
        #expect(view.screens.first?.cells.allSatisfy { $0.analyticsEvent.hasPrefix("help_center_") && !$0.actions.isEmpty } == true)
    }

    @Test func aSubBrandShowsItsOwnEmailAndItsParentsStore() throws {
        let manager = try BrandInputs.read(ExampleBrands.path).open()
        let view = RecordingView()
        HelpCenterScene.run(try #require(manager.brand("acme-de")), into: view)
        let cells = try #require(view.screens.first?.cells)
        #expect(cells.first { $0.section == "email" }?.actions.first?.route
            == "mailto:hilfe@acme.example?subject=Hilfe%20zu%20meiner%20Bestellung")
        #expect(cells.first { $0.section == "store" }?.actions.first?.route == "https://acme.example/store")
    }
}
