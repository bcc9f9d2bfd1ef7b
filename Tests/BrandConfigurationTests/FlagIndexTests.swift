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
    @Test func aLookupAfterAFlagFindsEveryFlagAtItsManifestPosition() throws {
        let names = (0..<40).map { "flag\(($0 * 7) % 40)" }
        let index = FlagIndex(flagsInOrder(names))
        var previous: FlagPosition?
        var positions: [FlagPosition] = []
        for name in names {
            let found = try #require(index.position(of: name, after: previous))
            #expect(index[found].name == name)
            #expect(index.position(of: name, after: nil) == found)
            positions.append(found)
            previous = found
        }
        #expect(Set(positions).count == names.count)
        #expect(index.position(of: names[10], after: positions[2]) == positions[10])
        #expect(index.position(of: names[0], after: positions[names.count - 1]) == positions[0])
        #expect(index.position(of: "flag40", after: positions[3]) == nil)
        #expect(index.position(of: "Flag1", after: nil) == nil)
    }

    /// What a position tells of its flag without the declaration is what the declaration says.
    @Test func factsAreTheDeclarationsOwn() throws {
        let location = SourceLocation(file: "brandkit.yaml", line: 2, column: 3)
        let index = FlagIndex([
            "plain": FlagDeclaration(name: "plain", type: .int, location: location),
            "bounded": FlagDeclaration(name: "bounded", type: .int, max: 10, location: location.advanced(byColumns: 1)),
            "methods": FlagDeclaration(name: "methods", type: .list, location: location.advanced(byColumns: 2)),
        ])
        for name in ["plain", "bounded", "methods"] {
            let position = try #require(index.position(of: name, after: nil))
            #expect(index.facts(position).hasConstraints == index[position].hasConstraints)
            #expect(index.facts(position).scalarType == index[position].type.scalarType)
        }
        #expect(try index.facts(#require(index.position(of: "bounded", after: nil))).hasConstraints)
        #expect(try index.facts(#require(index.position(of: "methods", after: nil))).scalarType == nil)
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
        let light = index.position(of: "light", after: nil)
        #expect(index.position(of: "dark\u{212A}", after: light).map { index[$0].name } == "darkK")
    }
}
