@testable import BrandCore
import Testing

/// `HTMLText.escape` returns text with nothing to escape as it is, after one pass over its
/// bytes; any other text goes scalar by scalar. Both must give the same HTML for any text.
@Suite struct HTMLTextTests {
    @Test func theQuickPathEscapesExactlyAsTheCarefulOne() {
        // Every scalar up to U+02FF alone, between letters, and beside each markup character,
        // and some beyond: line and paragraph separators, bidirectional overrides, emoji.
        var texts: [String] = []
        let scalars = (0...0x2FF).compactMap(Unicode.Scalar.init)
            + ["\u{2028}", "\u{2029}", "\u{202E}", "\u{FEFF}", "\u{FFFD}", "😀", "ß", "é"]
        for scalar in scalars {
            let one = String(scalar)
            texts += [one, "a\(one)b", "<\(one)>", "\(one)&\(one)", "flag_\(one)_name"]
        }
        texts += ["", "plain", "brand00004.yaml:12:3", "Acme Shop – naïve", "a\tb\nc\u{C}d\re", "'quoted' \"twice\""]
        for text in texts {
            #expect(HTMLText.escape(text) == HTMLText.escapedScalarByScalar(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func markupAndControlCharactersNeverStayAsTheyAre() {
        #expect(HTMLText.escape("<b>&'\"") == "&lt;b&gt;&amp;&#39;&quot;")
        #expect(HTMLText.escape("a\u{0}b\u{7F}c\u{85}d\u{9F}e") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e")
        #expect(HTMLText.escape("tab\tline\nfeed\u{C}return\r") == "tab\tline\nfeed\u{C}return\r")
        #expect(HTMLText.escape("© 2026 Acme") == "© 2026 Acme")
    }
}
