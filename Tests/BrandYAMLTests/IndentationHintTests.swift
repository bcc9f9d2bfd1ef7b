import BrandCore
import BrandYAML
import Testing

/// A YAML syntax error that indentation caused gets a hint about indentation, naming the
/// keys it could line up with; a value holding ': ' still gets the hint to quote it.
@Suite("Indentation hints for YAML syntax errors")
struct IndentationHintTests {
    func suggestion(_ text: String) throws -> String? {
        try #require(YAMLLoader.loadMapping(Array(text.utf8), file: "t.yaml").diagnostics.first).suggestion
    }

    @Test func aKeyIndentedDeeperThanItsSiblingIsToldItsColumn() throws {
        let text = "featureFlags:\n  loyaltyProgram: false\n    checkoutTheme: compact\n"
        #expect(try suggestion(text) == "this line is indented more than 'loyaltyProgram' on line 2, which already has a value: "
            + "indent it 2 spaces, as 'loyaltyProgram' is")
    }

    @Test func aKeyBetweenTwoColumnsIsToldBoth() throws {
        let text = "featureFlags:\n  loyaltyProgram: false\n  # a comment\n\n checkoutTheme: compact\n"
        #expect(try suggestion(text) == "this line is indented 1 space; keys of one mapping line up: indent it "
            + "2 spaces, like 'loyaltyProgram' on line 2, or 0 spaces, like 'featureFlags' on line 1")
    }

    @Test func aValueHoldingColonSpaceIsStillToldToQuote() throws {
        #expect(try suggestion("title: Hello: world\n") == "quote the value if it contains ': ' (\"like: this\")")
    }
}
