import BrandCore
@testable import BrandReports
@testable import BrandValidation
import Testing

@Suite("Diagnostic printers")
struct DiagnosticFormatTests {
    let report = ValidationReport(
        diagnostics: [
            .error(.unknownFlag, "unknown feature flag 'newCheckot'", at: SourceLocation(file: "Brands/acme.yaml", line: 2, column: 3),
                   suggestion: "did you mean 'newCheckout'?"),
            .warning(DiagnosticCode("low-contrast"), "a \"quoted\", 100% message", at: SourceLocation(file: "Brands/a,b.yaml", line: 1, column: 1)),
        ],
        brandCount: 4, environments: ["release", "staging"],
        sources: ["Brands/acme.yaml": Array("featureFlags:\n\tnewCheckot: true\n".utf8), "Brands/a,b.yaml": Array("displayName: A\n".utf8)])

    @Test func humanPrintsLocationSourceCaretAndNote() {
        let text = DiagnosticFormat.human.render(report)
        #expect(text == """
        Brands/a,b.yaml:1:1: warning: a "quoted", 100% message [low-contrast]
        displayName: A
        ^
        Brands/acme.yaml:2:3: error: unknown feature flag 'newCheckot' [unknown-flag]
        \tnewCheckot: true
        \t ^
        Brands/acme.yaml:2:3: note: did you mean 'newCheckout'?
        Checked 4 brands in 2 environments: 1 error, 1 warning.

        """)
    }

    @Test func humanColoursOnlyWhenAsked() {
        let coloured = DiagnosticFormat.human.render(report, style: TerminalStyle(enabled: true))
        #expect(coloured.contains("\u{1B}[1;31merror:"))
        #expect(!DiagnosticFormat.human.render(report).contains("\u{1B}"))
    }

    @Test func aFileTheReportDidNotReadPrintsNoSourceLine() {
        let unread = ValidationReport(diagnostics: report.diagnostics, brandCount: 4, environments: ["release"])
        #expect(DiagnosticFormat.human.render(unread).hasPrefix("""
        Brands/a,b.yaml:1:1: warning: a "quoted", 100% message [low-contrast]
        Brands/acme.yaml:2:3: error:
        """))
    }

    /// Columns count Unicode scalars, as libyaml does; the caret must stand under the
    /// character the column names, whatever comes before it on the line.
    @Test(arguments: [
        ("name: \"e\u{301}x\"", 10, "x"),    // a combining accent: two scalars, one place on screen
        ("name: \u{FEFF}x", 7, "\u{FEFF}"),
        ("\tname: x", 8, "x"),
        ("emoji: 🎉x", 9, "x"),
    ])
    func theCaretStandsUnderTheColumnsScalar(line: String, column: Int, expected: String) {
        let (text, caret) = HumanDiagnosticFormatter.excerpt(line, column: column)
        #expect(text == line)
        let scalars = Array(line.unicodeScalars)
        #expect(String(scalars[column - 1]) == expected)
        let marks = scalars[..<(column - 1)].filter { $0.properties.generalCategory == .nonspacingMark }.count
        #expect(caret.unicodeScalars.count == column - marks)
        #expect(caret.hasSuffix("^"))
    }

    @Test func aLongLineIsShownAsAWindowAroundTheColumn() {
        let line = String(repeating: "a", count: 5_000) + "X" + String(repeating: "b", count: 5_000)
        let (text, caret) = HumanDiagnosticFormatter.excerpt(line, column: 5_001)
        #expect(text.count <= HumanDiagnosticFormatter.window + 2)
        #expect(text.hasPrefix("…") && text.hasSuffix("…"))
        let index = text.index(text.startIndex, offsetBy: caret.count - 1)
        #expect(text[index] == "X")
    }

    @Test func controlCharactersInALineAreNotPrinted() {
        let (text, _) = HumanDiagnosticFormatter.excerpt("a: \u{1B}[2Jb", column: 1)
        #expect(text == "a: \u{FFFD}[2Jb")
    }

    @Test func jsonHasTheDocumentedShape() {
        #expect(DiagnosticFormat.json.render(report) == """
        {"diagnostics":[{"severity":"warning","code":"low-contrast","message":"a \\"quoted\\", 100% message","file":"Brands/a,b.yaml","line":1,"column":1},\
        {"severity":"error","code":"unknown-flag","message":"unknown feature flag 'newCheckot'","file":"Brands/acme.yaml","line":2,"column":3,"suggestion":"did you mean 'newCheckout'?"}],\
        "summary":{"brands":4,"errors":1,"warnings":1}}

        """)
    }

    @Test func githubAnnotationsEscapeTheirProperties() {
        #expect(DiagnosticFormat.github.render(report) == """
        ::warning file=Brands/a%2Cb.yaml,line=1,col=1,title=low-contrast::a "quoted", 100%25 message
        ::error file=Brands/acme.yaml,line=2,col=3,title=unknown-flag::unknown feature flag 'newCheckot' (did you mean 'newCheckout'?)

        """)
    }
}
