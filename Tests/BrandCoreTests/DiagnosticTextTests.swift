import BrandCore
import Testing

@Suite("Escaping for diagnostics")
struct DiagnosticTextTests {
    /// Printable ASCII within the limit comes back as it is; a control character, a byte past
    /// the limit or text beyond ASCII takes the scalar-wise path, which escapes and cuts.
    @Test(arguments: [
        ("acme: written", "acme: written"),
        ("", ""),
        (" ~ !\"#$%&'()*+,-./0123456789:;<=>?@[\\]^_`{|}~", " ~ !\"#$%&'()*+,-./0123456789:;<=>?@[\\]^_`{|}~"),
        ("tab\there", "tab\\u{09}here"),
        ("bell\u{7}", "bell\\u{07}"),
        ("del\u{7F}", "del\\u{7F}"),
        ("esc\u{1B}[31m", "esc\\u{1B}[31m"),
        ("naïve café", "naïve café"),
        ("rtl\u{202E}gnp.exe", "rtl\\u{202E}gnp.exe"),
        ("line\u{2028}break", "line\\u{2028}break"),
        ("c1\u{85}", "c1\\u{85}"),
    ])
    func textIsEscapedWhereATerminalWouldActOnIt(text: String, expected: String) {
        #expect(DiagnosticText.escaped(text) == expected)
    }

    @Test func textIsCutAtTheLimitInScalars() {
        let atLimit = String(repeating: "a", count: DiagnosticText.limit)
        #expect(DiagnosticText.escaped(atLimit) == atLimit)
        #expect(DiagnosticText.escaped(atLimit + "b") == atLimit + "…")
        #expect(DiagnosticText.escaped("abcdef", limit: 3) == "abc…")
        #expect(DiagnosticText.escaped("abc", limit: 3) == "abc")
        // Two bytes a scalar: within the limit in scalars though not in bytes, so not cut.
        let accented = String(repeating: "é", count: DiagnosticText.limit)
        #expect(DiagnosticText.escaped(accented) == accented)
        #expect(DiagnosticText.escaped(accented + "é") == accented + "…")
    }

    /// Each line is escaped and cut on its own, and the line breaks between them are kept: every
    /// LF that is a character of its own. The LF of a CR LF pair is one character with its CR,
    /// so it is escaped with it.
    @Test(arguments: [
        ("one\u{1B}\ntwo\n", "one\\u{1B}\ntwo\n"),
        ("", ""),
        ("\n", "\n"),
        ("\n\n", "\n\n"),
        ("a\r\nb", "a\\u{0D}\\u{0A}b"),
        ("\r\n", "\\u{0D}\\u{0A}"),
        ("a\rb\nc", "a\\u{0D}b\nc"),
        ("\u{301}\né\n", "\u{301}\né\n"),
    ])
    func linesAreEscapedOneByOne(text: String, expected: String) {
        #expect(DiagnosticText.escapedLines(text) == expected)
        // As the lines Swift's characters make: split at every character that is a lone LF.
        let reference = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { DiagnosticText.escaped(String($0)) }.joined(separator: "\n")
        #expect(DiagnosticText.escapedLines(text) == reference)
    }

    @Test func eachLineIsCutOnItsOwn() {
        let long = String(repeating: "x", count: DiagnosticText.limit + 5)
        let cut = String(repeating: "x", count: DiagnosticText.limit) + "…"
        #expect(DiagnosticText.escapedLines(long + "\n" + long) == cut + "\n" + cut)
    }
}
