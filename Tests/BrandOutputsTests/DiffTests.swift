import BrandConfiguration
@testable import BrandReports
import BrandTestSupport
import BrandValidation
import HelpCenter
import Testing

@Suite("Differ")
struct DiffTests {
    let files = [
        "brandkit.yaml": """
        environments: [release, staging]
        featureFlags:
          newCheckout: { type: bool, default: false }
          methods: { type: list, default: [card] }
        """,
        "a.yaml": """
        displayName: A
        bundleId: com.a
        colors: { primary: "#111111" }
        featureFlags: { newCheckout: true, methods: [card, paypal] }
        helpCenter:
          sectionOrder: store, chat, email
          store: { url: "https://a.example/store" }
          chat: { provider: zendesk, channel: a }
          email: { address: help@a.example }
          socialNetworks:
            - { network: instagram, url: "https://instagram.com/a" }
            - { network: x, url: "https://x.com/a" }
        environments:
          staging:
            helpCenter:
              sectionOrder: email, store, chat
              email: { address: staging@a.example }
        """,
        "b.yaml": """
        displayName: B
        bundleId: com.b
        colors: { accent: "#222222" }
        featureFlags: { methods: [card, klarna] }
        helpCenter:
          sectionOrder: chat, store, customerPortal
          store: { url: "https://a.example/store" }
          chat: { provider: intercom, channel: a }
          customerPortal: { url: "https://portal.b.example" }
          socialNetworks:
            - { network: instagram, url: "https://instagram.com/b" }
        """,
    ]

    func diff(_ left: String, _ right: String, filter: KeyPathFilter = KeyPathFilter()) throws -> BrandDiff {
        let manager = manager(files)
        #expect(manager.diagnostics.isEmpty, "\(manager.diagnostics)")
        func side(_ spec: String) throws -> (String, ResolvedBrand, HelpCenterScreen) {
            let parts = spec.split(separator: "@").map(String.init)
            let brand = try #require(manager.brand(parts[0], environment: parts.count > 1 ? parts[1] : nil))
            return (spec, brand, ResolvedVariant(brand).screen)
        }
        return BrandDiffer.diff(left: try side(left), right: try side(right), filter: filter)
    }

    @Test func nestedMappingsChangeByKeyPathWithProvenanceOnBothSides() throws {
        let changes = try diff("a", "b").configuration
        let provider = try #require(changes.first { $0.path == "helpCenter.chat.provider" })
        #expect(provider.kind == .changed)
        #expect(provider.left == BrandDiff.Value(text: "zendesk", setAt: "a.yaml:8:21"))
        #expect(provider.right == BrandDiff.Value(text: "intercom", setAt: "b.yaml:8:21"))
        let newCheckout = try #require(changes.first { $0.path == "featureFlags.newCheckout" })
        #expect(newCheckout.right?.setAt == "brandkit.yaml:3:39 (flag default)")
        #expect(!changes.contains { $0.path == "helpCenter.store.url" }, "equal values are not changes")
    }

    @Test func addedAndRemovedKeys() throws {
        let changes = try diff("a", "b").configuration
        #expect(changes.first { $0.path == "colors.primary" }?.kind == .removed)
        #expect(changes.first { $0.path == "colors.accent" }?.kind == .added)
        #expect(changes.first { $0.path == "helpCenter.customerPortal.url" }?.right?.text == "https://portal.b.example")
    }

    @Test func scalarListsReplaceWholeAndRecordListsCompareByElement() throws {
        let changes = try diff("a", "b").configuration
        let methods = try #require(changes.first { $0.path == "featureFlags.methods" })
        #expect(methods.left?.text == "[card, paypal]" && methods.right?.text == "[card, klarna]")
        #expect(changes.first { $0.path == "helpCenter.socialNetworks[0].url" }?.kind == .changed)
        #expect(changes.first { $0.path == "helpCenter.socialNetworks[1].network" }?.kind == .removed)
        #expect(!changes.contains { $0.path == "helpCenter.socialNetworks[0].network" })
    }

    @Test func sectionsAddedRemovedAndMoved() throws {
        let screen = try diff("a", "b").screen
        #expect(screen.contains(.removed(section: "email", position: 3)))
        #expect(screen.contains(.added(section: "customerPortal", position: 3)))
        #expect(screen.contains(.moved(section: "chat", from: 2, to: 1)) || screen.contains(.moved(section: "store", from: 1, to: 2)))
        #expect(screen.contains { if case .cellChanged("chat", "actions", _, _) = $0 { true } else { false } })
        #expect(BrandDiff.ScreenChange.moved(section: "chat", from: 3, to: 1).sentence == "chat moved from 3rd to 1st")
    }

    @Test func aMoveIsOnlyWhatLeftItsPlace() throws {
        let screen = try diff("a@release", "a@staging").screen
        #expect(screen.filter { if case .moved = $0 { true } else { false } } == [.moved(section: "email", from: 3, to: 1)])
        let changes = try diff("a@release", "a@staging").configuration
        #expect(changes.first { $0.path == "helpCenter.email.address" }?.right?.setAt == "a.yaml:17:25 (staging)")
    }

    @Test func aBrandEqualsItself() throws {
        #expect(try diff("a", "a").isEmpty)
    }

    @Test func onlyAndIgnoreFilterByKeyPathPrefix() throws {
        let only = try diff("a", "b", filter: KeyPathFilter(only: ["colors"]))
        #expect(only.configuration.map(\.path) == ["colors.accent", "colors.primary"])
        #expect(only.screen.isEmpty)
        let ignored = try diff("a", "b", filter: KeyPathFilter(ignore: ["helpCenter", "featureFlags"]))
        #expect(ignored.configuration.allSatisfy { !$0.path.hasPrefix("helpCenter") && !$0.path.hasPrefix("featureFlags") })
        #expect(ignored.screen.isEmpty)
    }

    @Test func ordinals() {
        #expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal) == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"])
    }
}

@Suite("Diff and flags snapshots")
struct DiffSnapshotTests {
    static let pairs = [("acme", "globex"), ("acme@release", "acme@staging"), ("acme", "acme-de"), ("globex@release", "globex@debug")]

    @Test(arguments: pairs)
    func diffSnapshots(left: String, right: String) throws {
        for format in DiffFormat.allCases {
            guard case .compared(let diff) = try BrandComparison.compare(
                try DiffSide(parsing: left), try DiffSide(parsing: right), brandsDirectory: ExampleBrands.path,
                workingTree: .parsed(try ExampleBrands.manager()))
            else { Issue.record("\(left) vs \(right) did not compare"); return }
            try Snapshot.check(format.render(diff), "diff/\(left)_\(right).\(format.rawValue)")
        }
    }

    @Test(arguments: FlagMatrixFormat.allCases)
    func flagSnapshots(format: FlagMatrixFormat) throws {
        let manager = try ExampleBrands.manager()
        let validated = try manager.validated(brands: nil, environments: manager.manifest.environments,
                                              context: RuleContext(today: "2027-07-01"))
        #expect(validated.report.errorCount == 0)
        for environment in ["release", "debug"] {
            let matrix = FlagMatrix.build(validated, environment: environment, today: "2027-07-01")
            try Snapshot.check(format.render(matrix), "flags/\(environment).\(format.rawValue)")
        }
    }
}

extension FlagMatrixFormat: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}
