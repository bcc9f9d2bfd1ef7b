@testable import BrandConfiguration
import BrandCore
import BrandYAML
import Testing

@Suite("Values kept, or checked, while a file is read")
struct RecordedLeavesTests {
    let manifest = Manifest(file: "brandkit.yaml", environments: ["release", "staging"], flags: [
        "dark": FlagDeclaration(name: "dark", type: .bool, location: SourceLocation(file: "brandkit.yaml", line: 1, column: 1)),
        "limit": FlagDeclaration(name: "limit", type: .int, location: SourceLocation(file: "brandkit.yaml", line: 2, column: 1)),
    ], defaults: nil)

    func read(_ text: String, checkingValues valueChecks: ValueChecks? = nil) throws -> BrandFile {
        let root = try #require(YAMLLoader.loadMapping(Array(text.utf8), file: "a.yaml").root)
        var diagnostics: [Diagnostic] = []
        let file = BrandFile.read(id: "a", file: "a.yaml", root: root, values: 0, manifest: manifest,
                                  checkingValues: valueChecks, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        return file
    }

    /// Without checks, every value is kept. With them, each value of the types they read is
    /// handed to them in the order written, in the file and in its overlays, and none is kept;
    /// what they find is the file's. The checked file is the same either way.
    @Test func valuesAreKeptOrHandedToTheChecks() throws {
        let text = "displayName: A\nfeatureFlags: { dark: true, limit: 3 }\n"
            + "environments: { staging: { featureFlags: { dark: false, limit: 4 } } }\n"
        let all = try read(text)
        #expect(all.leaves.map(\.path) == ["displayName", "featureFlags.dark", "featureFlags.limit",
                                           "featureFlags.dark", "featureFlags.limit"])
        #expect(all.valueDiagnostics == nil)

        let checks = ValueChecks(types: ScalarTypes([.string, .int])) { leaf, diagnostics in
            let seen = "\(leaf.path)=\(leaf.scalar.value) in \(leaf.environment ?? "all")"
            diagnostics.append(.warning(DiagnosticCode("seen"), seen, at: leaf.location))
        }
        let some = try read(text, checkingValues: checks)
        #expect(some.leaves.isEmpty)
        #expect(some.valueDiagnostics?.map(\.message) == ["displayName=A in all", "featureFlags.limit=3 in all",
                                                          "featureFlags.limit=4 in staging"])
        #expect(some.base.mapping?.map(\.key.value) == all.base.mapping?.map(\.key.value))
        #expect(some.overlays.keys.sorted() == ["staging"])
    }

    @Test func aSetOfTypesHoldsWhatItWasMadeOf() {
        #expect(ScalarType.allCases.allSatisfy(ScalarTypes.all.contains))
        let some = ScalarTypes([.url, .date])
        #expect(ScalarType.allCases.filter(some.contains) == [.url, .date])
        #expect(ScalarType.allCases.filter(ScalarTypes([]).contains).isEmpty)
    }
}
