import Testing
@testable import BrandCore

/// JSON as RFC 8259 writes it, as the Google services Gradle plugin reads it: what Foundation
/// forgives (a trailing comma, a byte order mark, UTF-16, comments) is refused, with a reason.
@Suite("Strict JSON")
struct StrictJSONTests {
    @Test(arguments: [#"{"a": [1, -2.5e3, true, false, null, "x\u00e9\n"], "b": {}}"#, "[]", " \"text\" ", "0", "{\"\": []}"])
    func strictJSONIsAccepted(text: String) {
        #expect(StrictJSON.problem(Array(text.utf8)) == nil, "\(text)")
    }

    @Test(arguments: [
        (Array(#"{"a": 1,}"#.utf8), "expects a quoted member name (a trailing comma?)"),
        (Array("[1, 2,]".utf8), "has a trailing comma"),
        ([0xEF, 0xBB, 0xBF] + Array("{}".utf8), "starts with a byte order mark"),
        ([0x7B, 0x00, 0x7D, 0x00], "is not UTF-8 (UTF-16 or UTF-32, by its first bytes)"),
        ([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], "is not UTF-8 (UTF-16 or UTF-32, by its first bytes)"),
        (Array("{} // a comment".utf8), "has more after its value"),
        (Array("{\"a\": \"tab\there\"}".utf8), "has a control character inside a string (escape it)"),
        (Array(#"{"a": 01}"#.utf8), "expects ',' or '}'"),
        (Array(#"{"a": 'x'}"#.utf8), "has a character no JSON value starts with"),
        (Array(#"{"a": "\x"}"#.utf8), "has an escape JSON does not define"),
        (Array(#"{"a": tru}"#.utf8), "has a word that is not true, false or null"),
        ([0x22, 0xC3, 0x28, 0x22], "is not valid UTF-8"),
    ] as [([UInt8], String)])
    func looseJSONIsRefusedWithAReason(bytes: [UInt8], reason: String) {
        #expect(StrictJSON.problem(bytes)?.reason == reason)
    }

    /// Nesting is bounded, so a file of brackets cannot take the stack.
    @Test func deepNestingIsRefusedNotRecursedInto() {
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 400_000)
        #expect(StrictJSON.problem(deep)?.reason == "nests deeper than \(StrictJSON.maxDepth) levels")
    }
}
