import Testing
@testable import BrandCore

@Suite("Format strings")
struct FormatStringTests {
    /// What the help center prints: each argument in its place, `%%` as `%`, every other
    /// character as written (several bytes, combining marks and all).
    @Test(arguments: [
        ("Call %@", ["us"], "Call us"),
        ("%@", ["x"], "x"),
        ("no placeholder", [], "no placeholder"),
        ("100%% sure, %@", ["Ann"], "100% sure, Ann"),
        ("%%%% and %%", [], "%% and %"),
        ("Café — %1$@ at %2$@ (%1$@)", ["Zoë", "naïve"], "Café — Zoë at naïve (Zoë)"),
        ("e\u{301}%%\u{301} %@ 🇩🇪 %@.", ["a", "b"], "e\u{301}%\u{301} a 🇩🇪 b."),
        ("%@ and %@", ["only one"], "only one and "),
        ("%d items at %.2f", ["3", "4.50"], "3 items at 4.50"),
        ("日本語%@日本語", ["テスト"], "日本語テスト日本語"),
    ] as [(String, [String], String)])
    func argumentsArePrintedInPlace(text: String, values: [String], expected: String) throws {
        let format = try FormatString(text)
        let printed = format.substituting(values)
        #expect(printed == expected)
        // The same scalars, not only a string that compares equal after normalisation.
        #expect(Array(printed.unicodeScalars) == Array(expected.unicodeScalars))
    }

    /// An argument number outside 1…9 is refused where it is written, so printing never
    /// reaches for an argument before the first one (`values[-1]`) or past the ninth.
    @Test(arguments: ["Call %0$@", "%10$@ and more", "%00$d"])
    func argumentNumbersOutsideOneToNineAreRefused(text: String) {
        #expect(throws: FormatString.Problem.self) { try FormatString(text) }
        do {
            _ = try FormatString(text)
        } catch {
            #expect(error.message.contains("is not from 1 to 9"))
        }
    }
}
