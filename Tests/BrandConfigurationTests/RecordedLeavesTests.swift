@testable import BrandConfiguration
import BrandCore
import BrandYAML
import Testing

@Suite("Leaves kept while a file is read")
struct RecordedLeavesTests {
    let manifest = Manifest(file: "brandkit.yaml", environments: ["release", "staging"], flags: [
        "dark": FlagDeclaration(name: "dark", type: .bool, location: SourceLocation(file: "brandkit.yaml", line: 1, column: 1)),
        "limit": FlagDeclaration(name: "limit", type: .int, location: SourceLocation(file: "brandkit.yaml", line: 2, column: 1)),
    ], defaults: nil)

    func read(_ text: String, recording types: ScalarTypes) throws -> BrandFile {
        let root = try #require(YAMLLoader.loadMapping(Array(text.utf8), file: "a.yaml").root)
        var diagnostics: [Diagnostic] = []
        let file = BrandFile.read(id: "a", file: "a.yaml", root: root, values: 0, manifest: manifest, recording: types,
                                  diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        return file
    }

    /// Only values of the types asked for are kept, in the file and in its overlays; the
    /// checked file is the same either way.
    @Test func onlyTheTypesAskedForAreKept() throws {
        let text = "displayName: A\nfeatureFlags: { dark: true, limit: 3 }\n"
            + "environments: { staging: { featureFlags: { dark: false, limit: 4 } } }\n"
        let all = try read(text, recording: .all)
        let some = try read(text, recording: ScalarTypes([.string, .int]))
        #expect(all.leaves.map(\.path) == ["displayName", "featureFlags.dark", "featureFlags.limit",
                                           "featureFlags.dark", "featureFlags.limit"])
        #expect(some.leaves.map(\.path) == ["displayName", "featureFlags.limit", "featureFlags.limit"])
        #expect(some.leaves.map(\.environment) == [nil, nil, "staging"])
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
