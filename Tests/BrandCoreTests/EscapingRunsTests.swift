import BrandCore
import Foundation
import Testing

/// The escapers copy the runs between escapes as bytes: escapes at either end, next to each
/// other, beside multi-byte scalars, and none at all come out exactly as written.
@Suite struct EscapingRunsTests {
    static let texts = ["", "plain", "\"", "\"\"", "a\"", "\"a", "é\"😀", "😀", "\u{1}\u{1F}x\n\r\t\\", "Zürich <b>&amp;</b> \"quoted\" '"]

    @Test func jsonStringsReadBackUnchanged() throws {
        for text in Self.texts {
            let quoted = JSONText.quoted(text)
            let decoded = try JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String]
            #expect(decoded == [text], "\(quoted)")
        }
        #expect(JSONText.quoted("a\u{1}\"é") == #""a\u0001\"é""#)
    }

    @Test func jsonDocumentsIndentByTwoSpaces() {
        let value = JSONValue.object([("a", .array([.int(1), .string("x\"")])), ("b", .object([])), ("c", .null)])
        #expect(value.serialized() == #"{"a":[1,"x\""],"b":{},"c":null}"#)
        #expect(value.serialized(pretty: true) == "{\n  \"a\": [\n    1,\n    \"x\\\"\"\n  ],\n  \"b\": {},\n  \"c\": null\n}\n")
    }

    @Test func xmlAndAndroidTextEscapeOnlyWhatTheyMust() {
        #expect(XMLText.escape("é<a href=\"x\">&</a>😀") == "é&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;😀")
        #expect(XMLText.escape("plain ü") == "plain ü")
        #expect(AndroidResourceText.quoted("@a \"b\"\\\n\t<&>ß") == #""@a \"b\"\\\n\t&lt;&amp;&gt;ß""#)
    }
}
