import BrandConfiguration
import BrandYAML
@testable import HelpCenter
import Testing

@Suite("Help-center interactor")
struct HelpCenterInteractorTests {
    static let data = """
      store: { url: "https://acme.example/store" }
      socialNetworks:
        - { network: instagram, url: "https://www.instagram.com/acme" }
      chat: { provider: zendesk, channel: acme-support }
      email: { address: help@acme.example, subject: Hi }
      customerPortal: { url: "https://portal.acme.example" }
    """

    /// Parses `order` (one line of YAML, written as-is after `sectionOrder: `) with `data`.
    /// Every test also checks that validation's problems-only walk finds exactly these problems.
    func parse(_ order: String, data: String = data) throws -> HelpCenterParseResult {
        let text = "sectionOrder: \(order)\nhelpCenter:\n\(data)\n"
        let root = try #require(YAMLLoader.loadMapping(Array(text.utf8), file: "acme.yaml").root)
        let value = ResolvedValue(root, layer: .brand("acme"))
        let helpCenter = HelpCenterData(sectionOrder: value["sectionOrder"], helpCenter: value["helpCenter"])
        let result = HelpCenterInteractor().parse(helpCenter, brand: "acme")
        #expect(HelpCenterInteractor().problems(in: helpCenter, brand: "acme") == result.diagnostics)
        return result
    }

    func lines(_ result: HelpCenterParseResult) -> [String] {
        result.diagnostics.map { "\($0.code) \($0.location.line):\($0.location.column)" }
    }

    @Test(arguments: [
        "store, socialNetworks, chat, email, customerPortal",
        "\"store, socialNetworks, chat, email, customerPortal\"",
        "'store,socialNetworks ,  chat,email,customerPortal'",
    ])
    func everySectionParsesInOrder(order: String) throws {
        let result = try parse(order)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.sections.map(\.kind) == [.store, .socialNetworks, .chat, .email, .customerPortal])
        #expect(result.sections[3] == .email(EmailContact(address: "help@acme.example", subject: "Hi")))
        #expect(result.sections[2] == .chat(ChatChannel(provider: "zendesk", channel: "acme-support")))
    }

    // Columns: `sectionOrder: ` is 14 characters, so the value starts at column 15; a
    // quote moves the text one column right.
    @Test(arguments: [
        ("store, socialNetwork, chat, email, customerPortal", "unknown-section 1:22", "did you mean 'socialNetworks'?"),
        ("\"store, socialNetwork, chat, email, customerPortal\"", "unknown-section 1:23", "did you mean 'socialNetworks'?"),
        ("'store,   Chat, socialNetworks, email, customerPortal'", "unknown-section 1:25", "did you mean 'chat'?"),
    ])
    func unknownSectionsAreLocatedAtTheirToken(order: String, expected: String, suggestion: String) throws {
        let result = try parse(order)
        #expect(lines(result).first == expected)
        #expect(result.diagnostics.first?.suggestion == suggestion)
    }

    @Test func aDuplicateIsReportedAtTheSecondAndNamesTheFirst() throws {
        let result = try parse("\"store, chat, email, chat, socialNetworks, customerPortal\"")
        #expect(lines(result) == ["duplicate-section 1:36"])
        #expect(result.diagnostics[0].message.contains("first at column 23"))
        #expect(result.sections.map(\.kind) == [.store, .chat, .email, .socialNetworks, .customerPortal])
    }

    @Test(arguments: [
        ("\"store,,chat, email, socialNetworks, customerPortal\"", "empty-section 1:22"),
        ("store, chat, email, socialNetworks, customerPortal,", "empty-section 1:66"),
        ("'store, chat, email, socialNetworks, customerPortal, '", "empty-section 1:68"),
    ])
    func emptyEntries(order: String, expected: String) throws {
        let result = try parse(order)
        #expect(lines(result) == [expected])
    }

    @Test func anEmptyOrderIsOneProblemAndEveryDataSectionIsUnused() throws {
        let result = try parse("\"\"")
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.code) == [.emptySection])
        #expect(result.diagnostics.first?.location.column == 16)
        #expect(result.diagnostics.filter { $0.code == .unusedSectionData }.count == 5)
    }

    @Test func aListedSectionWithoutDataIsAnError() throws {
        let result = try parse("store, chat", data: "  store: { url: \"https://acme.example\" }")
        #expect(lines(result) == ["missing-section-data 1:22"])
        #expect(result.diagnostics[0].message.contains("helpCenter.chat"))
        #expect(result.sections.map(\.kind) == [.store])
    }

    @Test func dataForAnUnlistedSectionIsAWarning() throws {
        let result = try parse("store, socialNetworks, email, customerPortal")
        #expect(lines(result) == ["unused-section-data 6:9"])
        #expect(result.diagnostics[0].severity == .warning)
    }

    @Test func anUnknownSocialNetworkSuggestsTheClosest() throws {
        let data = Self.data.replacingOccurrences(of: "network: instagram", with: "network: instagramm")
        let result = try parse("store, socialNetworks, chat, email, customerPortal", data: data)
        #expect(lines(result) == ["unknown-social-network 5:18"])
        #expect(result.diagnostics[0].suggestion == "did you mean 'instagram'?")
    }

    @Test func aStoreURLThatIsNotAbsoluteLeavesTheSectionOutForTheURLRuleToReport() throws {
        let data = "  store: { url: acme.example/store }"
        let result = try parse("store", data: data)
        #expect(result.diagnostics.isEmpty)
        #expect(result.sections.isEmpty)
    }

    @Test func tokensKeepTheirOffsets() {
        #expect(SectionOrderTokens.split(" a ,b,, c ") == [
            .init(text: "a", offset: 1), .init(text: "b", offset: 4), .init(text: "", offset: 6), .init(text: "c", offset: 8),
        ])
        #expect(SectionOrderTokens.split("") == [.init(text: "", offset: 0)])
        #expect(SectionOrderTokens.split(",") == [.init(text: "", offset: 0), .init(text: "", offset: 1)])
        #expect(SectionOrderTokens.split("\t \t") == [.init(text: "", offset: 3)])
        #expect(SectionOrderTokens.split("store,\temail\t, a b ") == [
            .init(text: "store", offset: 0), .init(text: "email", offset: 7), .init(text: "a b", offset: 15),
        ])
        // Beyond ASCII, offsets still count characters, not bytes.
        #expect(SectionOrderTokens.split("é, store front ,\tchat") == [
            .init(text: "é", offset: 0), .init(text: "store front", offset: 3), .init(text: "chat", offset: 17),
        ])
        #expect(SectionOrderTokens.split("ü,,\t x ü\t,") == [
            .init(text: "ü", offset: 0), .init(text: "", offset: 2), .init(text: "x ü", offset: 5),
            .init(text: "", offset: 10),
        ])
        #expect(SectionOrderTokens.split(" \u{1F600} ") == [.init(text: "\u{1F600}", offset: 1)])
    }
}
