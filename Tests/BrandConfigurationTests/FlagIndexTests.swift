import BrandConfiguration
import BrandCore
import Testing

@Suite("Flag index")
struct FlagIndexTests {
    func flags(_ names: [String]) -> [String: FlagDeclaration] {
        Dictionary(uniqueKeysWithValues: names.map {
            ($0, FlagDeclaration(name: $0, type: .bool, location: SourceLocation(file: "brandkit.yaml", line: 1, column: 1)))
        })
    }

    /// Past the plain search, through the byte-hashed table: every name is found, others are not.
    @Test func findsEveryDeclaredNameAndNoOther() {
        let names = (0..<150).map { "flag\($0)" }
        let index = FlagIndex(flags(names))
        for name in names { #expect(index[name]?.name == name) }
        #expect(index["flag150"] == nil)
        #expect(index["Flag1"] == nil)
        #expect(index["fl\u{E4}g1"] == nil)
        #expect(index.names == names.sorted())
    }

    /// A name written with other bytes but canonically the same is the same flag, as in a
    /// Swift dictionary: `K` and the Kelvin sign, either way round.
    @Test func findsNamesAsSwiftComparesThem() {
        #expect(FlagIndex(flags(["darkK"]))["dark\u{212A}"]?.name == "darkK")
        #expect(FlagIndex(flags(["dark\u{212A}", "other"]))["darkK"]?.name == "dark\u{212A}")
    }
}
