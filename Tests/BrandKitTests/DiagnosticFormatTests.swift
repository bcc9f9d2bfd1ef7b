import BrandKit
import Testing

@Suite("Diagnostic printers")
struct DiagnosticFormatTests {
    let report = ValidationReport(
        diagnostics: [
            .error(.unknownFlag, "unknown feature flag 'newCheckot'", at: SourceLocation(file: "Brands/acme.yaml", line: 2, column: 3),
                   suggestion: "did you mean 'newCheckout'?"),
            .warning(DiagnosticCode("low-contrast"), "a \"quoted\", 100% message", at: SourceLocation(file: "Brands/a,b.yaml", line: 1, column: 1)),
        ],
        brandCount: 4, environments: ["release", "staging"])

    let source = ["Brands/acme.yaml": "featureFlags:\n\tnewCheckot: true\n", "Brands/a,b.yaml": "displayName: A\n"]

    @Test func humanPrintsLocationSourceCaretAndNote() {
        let text = DiagnosticFormat.human.render(report) { location in
            SourceLines.line(location.line, in: source[location.file] ?? "")
        }
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
        let coloured = DiagnosticFormat.human.render(report, style: TerminalStyle(enabled: true)) { _ in nil }
        #expect(coloured.contains("\u{1B}[1;31merror:"))
        #expect(!DiagnosticFormat.human.render(report) { _ in nil }.contains("\u{1B}"))
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
