import BrandCore
import Testing

@Suite("Escaping for Markdown and CSV")
struct OutputEscapingTests {
    /// Every character that opens Markdown syntax is backslash-escaped, and the autolink
    /// starts lose theirs: what GitHub renders is proven end to end with its own renderer.
    @Test(arguments: ["a`b", "x|y", "![i](https://e.example/p.png)", "[l](javascript:x)", "<img src=x onerror=y>",
                      "www.evil.example", "https://evil.example", "&amp;", "**bold**", "~~s~~", "a\\b"])
    func markdownLiteralsEscapeEverySyntaxCharacter(text: String) {
        let literal = Array(MarkdownText.literal(text).unicodeScalars)
        for (index, scalar) in literal.enumerated() where "`|[]<>*~&!_{}".unicodeScalars.contains(scalar) {
            #expect(index > 0 && literal[index - 1] == "\\", "\(scalar) unescaped in \(String(String.UnicodeScalarView(literal)))")
        }
        #expect(!MarkdownText.literal(text).lowercased().contains("www."))
        #expect(!MarkdownText.literal(text).replacingOccurrences(of: "\\://", with: "").contains("://"))
    }

    @Test func markdownLiteralsStayReadable() {
        #expect(MarkdownText.literal("Acme Shop, 100% – naïve") == "Acme Shop, 100% – naïve")
        #expect(MarkdownText.literal("featureFlags.maxCartItems") == "featureFlags.maxCartItems")
        #expect(MarkdownText.code("acme@release") == "<code>acme@release</code>")
        #expect(MarkdownText.literal("a\nb") == "a&#10;b")
    }

    @Test(arguments: [
        ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("line\rbreak", "\"line\rbreak\""),
        ("=1+2", "'=1+2"), ("+1 plus", "'+1 plus"), ("@SUM(A1)", "'@SUM(A1)"), ("-5", "-5"), ("-2.5", "-2.5"),
        ("-x", "'-x"), ("\tx", "'\tx"), ("=A1,B1", "\"'=A1,B1\""),
    ])
    func csvFieldsAreQuotedAndGuarded(text: String, expected: String) {
        #expect(CSVField.text(text) == expected)
    }
}

@Suite("Snake case")
struct SnakeCaseTests {
    @Test(arguments: [
        ("newCheckout", "new_checkout"), ("socialNetworks", "social_networks"), ("URLScheme", "url_scheme"),
        ("onPrimary", "on_primary"), ("ABTest", "ab_test"), ("maxCartItems", "max_cart_items"), ("primary", "primary"),
        ("version2Name", "version2_name"), ("new_checkout", "new_checkout"), ("customerPortal", "customer_portal"),
        ("HTTPSProxy", "https_proxy"), ("a", "a"),
    ])
    func namesBecomeSnakeCase(name: String, expected: String) {
        #expect(SnakeCase.from(name) == expected)
    }
}

@Suite("Snake case, every kind of character")
struct SnakeCaseCharacterTests {
    /// Anything but an ASCII letter or digit is one `_` per Unicode scalar; runs of capitals
    /// split before the last one when a lowercase letter follows.
    @Test(arguments: [
        ("café", "caf_"), ("Über", "_ber"), ("e\u{301}clair", "e_clair"), ("a-b", "a_b"), ("a--b", "a__b"),
        ("_lead", "_lead"), ("trail_", "trail_"), ("x_Y", "x_y"), ("x_YZ", "x_yz"), ("A1B", "a1_b"), ("9Lives", "9_lives"),
        ("ABC", "abc"), ("ABCd", "ab_cd"), ("aBC", "a_bc"), ("🇩🇪flag", "__flag"), ("", ""), ("Z", "z"), ("a.b c", "a_b_c"),
        ("getHTTPResponseCode", "get_http_response_code"), ("ÀB", "_b"), ("a_Bc", "a_bc"),
    ])
    func namesBecomeSnakeCase(name: String, expected: String) {
        #expect(SnakeCase.from(name) == expected)
    }
}
