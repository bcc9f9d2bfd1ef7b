@testable import BrandBundles
import Testing

/// Text from brand files in a generated documentation comment: line breaks stay, other
/// control characters become spaces, and nothing can end the comment early.
@Suite struct GeneratedCommentTests {
    @Test func aCommentHoldsAnyTextWithoutEndingEarly() {
        let lines = ["Shown\u{1}on the\u{7F}store */ page /*", "Source: \"a\u{2028}b\"."]
        #expect(GeneratedSource.documentation(lines, indent: "  ", for: .swift)
            == "  /// Shown on the store * / page / *\n  /// Source: \"a\n  /// b\".\n")
        #expect(GeneratedSource.documentation(lines, indent: "", for: .kotlin)
            == "/**\n * Shown on the store * / page / *\n * Source: \"a\n * b\".\n */\n")
    }
}
