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

    /// Declared on one line each, in the order given.
    func flagsInOrder(_ names: [String]) -> [String: FlagDeclaration] {
        Dictionary(uniqueKeysWithValues: names.enumerated().map { line, name in
            let location = SourceLocation(file: "brandkit.yaml", line: line + 2, column: 3)
            return (name, FlagDeclaration(name: name, type: .bool, location: location))
        })
    }

    /// Positions follow the manifest's lines, not the names' order. A lookup after a position
    /// finds the next flag, and any other flag, and nothing undeclared, the same as without one.
    @Test func aLookupAfterAFlagFindsEveryFlagAtItsManifestPosition() {
        let names = (0..<40).map { "flag\(($0 * 7) % 40)" }
        let index = FlagIndex(flagsInOrder(names))
        var previous: Int?
        for (position, name) in names.enumerated() {
            let found = index.lookup(name, after: previous)
            #expect(found?.declaration.name == name)
            #expect(found?.position == position)
            previous = found?.position
        }
        #expect(index.lookup(names[10], after: 2)?.position == 10)
        #expect(index.lookup(names[0], after: names.count - 1)?.position == 0)
        #expect(index.lookup("flag40", after: 3) == nil)
        #expect(index.lookup("Flag1", after: nil) == nil)
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
        // The same when the name is the one tried first, after the flag before it.
        let index = FlagIndex(flagsInOrder(["light", "darkK"]))
        #expect(index.lookup("dark\u{212A}", after: 0)?.declaration.name == "darkK")
    }
}
