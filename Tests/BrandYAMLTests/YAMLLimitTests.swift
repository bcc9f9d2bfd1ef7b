import BrandCore
import BrandYAML
import Testing

/// Hostile files are refused early: these assert the outcome; `Scripts/benchmark` measures time.
@Suite("YAML limits")
struct YAMLLimitTests {
    @Test func billionLaughsIsRefused() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let items = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(items)]\n"
        }
        let document = YAMLLoader.loadMapping(Array(text.utf8), file: "laughs.yaml")
        #expect(document.root == nil)
        #expect(document.diagnostics.map(\.code) == [.aliasLimit])
    }

    @Test func aMillionOpenBracketsStopAtTheNestingLimit() {
        let bytes = Array("a: ".utf8) + [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        let document = YAMLLoader.loadMapping(bytes, file: "deep.yaml")
        #expect(document.root == nil)
        #expect(document.diagnostics.map(\.code) == [.nestingLimit])
        #expect(document.diagnostics.first?.location.column == 4 + 63)  // the 64th "[" is the 65th collection
    }

    @Test func nestingUpToTheLimitIsAccepted() {
        let depth = 63  // plus the top-level mapping: 64 collections
        let text = "a: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        #expect(YAMLLoader.loadMapping(Array(text.utf8), file: "t.yaml").diagnostics.isEmpty)
    }

    @Test func aFileOverOneMebibyteIsRefusedBeforeParsing() {
        // Not valid YAML at all: proof that libyaml never saw it.
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 2 << 20)
        let document = YAMLLoader.loadMapping(bytes, file: "big.yaml")
        #expect(document.diagnostics.map(\.code) == [.fileTooLarge])
    }

    @Test func aHundredThousandKeyMappingIsRefused() {
        var text = ""
        for index in 0..<100_000 { text += "k\(index): 1\n" }
        let document = YAMLLoader.loadMapping(Array(text.utf8), file: "wide.yaml")
        #expect(document.root == nil)
        #expect(document.diagnostics.map(\.code) == [.nodeLimit])
    }
}
