import BrandCore
import BrandYAML
import Testing

@Suite("YAML fixtures")
struct YAMLLoaderFixtureTests {
    @Test("each invalid fixture reports its expected code at its line and column",
          arguments: Fixtures.names(in: "invalid").filter { $0 != "empty-file.yaml" })
    func invalidFixture(name: String) throws {
        let bytes = Fixtures.bytes("invalid", name)
        let expected = try #require(Fixtures.expectation(bytes), "\(name) has no '# expect:' line")
        let document = YAMLLoader.loadMapping(bytes, file: "Brands/\(name)")
        let match = document.diagnostics.first { $0.code.rawValue == expected.code }
        let found = try #require(match, "\(name): expected \(expected.code), got \(document.diagnostics)")
        #expect(found.location == SourceLocation(file: "Brands/\(name)", line: expected.line, column: expected.column))
        #expect(found.severity == .error)
        #expect(!found.message.isEmpty)
    }

    @Test func aZeroByteFileIsEmpty() {
        let document = YAMLLoader.loadMapping([], file: "Brands/empty.yaml")
        #expect(document.root == nil)
        #expect(document.codes == ["empty-file"])
        #expect(document.diagnostics.first?.location == SourceLocation(file: "Brands/empty.yaml", line: 1, column: 1))
    }

    @Test("valid fixtures load without diagnostics", arguments: Fixtures.names(in: "valid"))
    func validFixture(name: String) {
        let document = YAMLLoader.loadMapping(Fixtures.bytes("valid", name), file: name)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(document.root != nil)
    }
}
