import BrandValidation
import Foundation
import Testing

/// `Docs/rules.md` is the rule catalog as a page: generated, and checked here against the
/// catalog, so a new or changed rule cannot leave it stale. `RECORD_DOCS=1` rewrites it.
@Suite struct RulesPageTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/rules.md")

    @Test func theRulesPageIsTheCatalog() throws {
        let expected = RuleListing.markdown()
        if ProcessInfo.processInfo.environment["RECORD_DOCS"] == "1" {
            try expected.write(to: Self.page, atomically: true, encoding: .utf8)
            Issue.record("wrote Docs/rules.md; run again without RECORD_DOCS=1")
            return
        }
        let written = try? String(contentsOf: Self.page, encoding: .utf8)
        #expect(written == expected, "Docs/rules.md is stale: run the tests with RECORD_DOCS=1")
    }
}
