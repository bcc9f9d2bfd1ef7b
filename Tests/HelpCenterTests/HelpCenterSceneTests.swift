import BrandCore
import HelpCenter
import Testing

/// The scene on its own, as an app would run it: plain located values in, cells and
/// problems out. This target depends on HelpCenter alone, so nothing here can reach YAML
/// or brandkit's configuration types.
@Suite("Help-center scene without YAML")
struct HelpCenterSceneTests {
    final class RecordingView: HelpCenterView {
        var screens: [HelpCenterScreen] = []
        func display(_ screen: HelpCenterScreen) { screens.append(screen) }
    }

    struct AppConfiguration: HelpCenterConfiguration {
        var brandID = "acme"
        var environment = "release"
        var displayName: String? = "Acme Shop"
        var helpCenter: HelpCenterData
    }

    static let file = "Brands/acme.yaml"

    static func text(_ value: String, line: Int, column: Int, quoted: Bool = true) -> LocatedText {
        let location = SourceLocation(file: file, line: line, column: column)
        return LocatedText(value, at: location, textStart: location.advanced(byColumns: quoted ? 1 : 0))
    }

    static let data = HelpCenterData(
        sectionOrder: text("email, store, chta", line: 3, column: 17),
        sections: [
            .email: .init(at: SourceLocation(file: file, line: 5, column: 10),
                          fields: ["address": text("help@acme.example", line: 5, column: 21, quoted: false)]),
            .store: .init(at: SourceLocation(file: file, line: 6, column: 10),
                          fields: ["url": text("https://acme.example/store", line: 6, column: 17)]),
            .customerPortal: .init(at: SourceLocation(file: file, line: 7, column: 19),
                                   fields: ["url": text("https://portal.acme.example", line: 7, column: 26)]),
        ])

    /// Section kinds and networks are found by their exact names, and by nothing else.
    @Test func kindsAndNetworksAreFoundByTheirNames() {
        for kind in HelpCenterSection.Kind.allCases { #expect(HelpCenterSection.Kind(rawValue: kind.rawValue) == kind) }
        for network in SocialNetwork.Network.allCases {
            #expect(SocialNetwork.Network(rawValue: network.rawValue) == network)
        }
        for text in ["", "Store", "stores", "socialnetworks", " email", "X", "tiktok ", "linked_in"] {
            #expect(HelpCenterSection.Kind(rawValue: text) == nil)
            #expect(SocialNetwork.Network(rawValue: text) == nil)
        }
    }

    @Test func cellsFollowTheSectionOrder() {
        let view = RecordingView()
        HelpCenterScene.run(AppConfiguration(helpCenter: Self.data), into: view)
        let cells = view.screens.first?.cells ?? []
        #expect(cells.map(\.section) == ["email", "store"])
        #expect(cells.first?.actions.first?.route == "mailto:help@acme.example")
        #expect(cells.last?.analyticsEvent == "help_center_store_tapped")
    }

    @Test func problemsAreLocatedAtTheTokensColumn() {
        let problems = HelpCenterScene.diagnostics(for: AppConfiguration(helpCenter: Self.data))
        let unknown = problems.first { $0.code == .unknownSection }
        // `"email, store, chta"` opens at column 17; `chta` is 14 scalars into the text.
        #expect(unknown?.location == SourceLocation(file: Self.file, line: 3, column: 32))
        #expect(unknown?.suggestion == "did you mean 'chat'?")
        let unused = problems.first { $0.code == .unusedSectionData }
        #expect(unused?.location == SourceLocation(file: Self.file, line: 7, column: 19))
    }
}
