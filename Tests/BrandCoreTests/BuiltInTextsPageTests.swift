import BrandCore
import Foundation
import Testing

/// The table of the help center's built-in texts in Docs/strings.md is generated from
/// `HelpCenterText`, the list the scene and the manifest read: key, English text, arguments
/// and what it is for. A changed text cannot leave the page stale; `RECORD_DOCS=1` rewrites it.
@Suite struct BuiltInTextsPageTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/strings.md")
    static let start = "<!-- The built-in texts: generated from the catalog by the tests (RECORD_DOCS=1). -->\n"
    static let end = "<!-- End of the built-in texts. -->\n"

    static func table() -> String {
        var lines = ["| key | English | arguments | what it is |", "| --- | --- | --- | --- |"]
        for text in HelpCenterText.allCases {
            // Its placeholders, in order: the texts use `%@` (text) and `%d` (a whole number).
            let kinds = ["@": "`%@` text", "d": "`%d` whole number"]
            let placeholders = text.english.split(separator: "%", omittingEmptySubsequences: false).dropFirst().compactMap { kinds[String($0.prefix(1))] }
            let arguments = placeholders.isEmpty ? "none" : placeholders.joined(separator: ", ")
            lines.append("| `\(text.key)` | \(text.english) | \(arguments) | \(text.description) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func theTableIsTheCatalog() throws {
        let written = try String(contentsOf: Self.page, encoding: .utf8)
        let from = try #require(written.range(of: Self.start), "Docs/strings.md has no generated table of built-in texts")
        let to = try #require(written.range(of: Self.end, range: from.upperBound..<written.endIndex))
        let expected = Self.table()
        if ProcessInfo.processInfo.environment["RECORD_DOCS"] == "1" {
            try written.replacingCharacters(in: from.upperBound..<to.lowerBound, with: expected).write(to: Self.page, atomically: true, encoding: .utf8)
            Issue.record("wrote the table into Docs/strings.md; run again without RECORD_DOCS=1")
            return
        }
        #expect(String(written[from.upperBound..<to.lowerBound]) == expected, "Docs/strings.md's table is stale: run the tests with RECORD_DOCS=1")
    }
}
