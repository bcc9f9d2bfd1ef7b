import BrandCore
import Testing

@Suite("URL check (absolute, with a host)")
struct URLCheckTests {
    @Test(arguments: [
        ("https://acme.example/store", "https", "acme.example"),
        ("HTTP://Portal.Acme.example:8080/a?b=c#d", "HTTP", "Portal.Acme.example"),
        ("https://[2001:db8::1]:443/", "https", "[2001:db8::1]"),
        ("https://www.tiktok.com/@acme", "https", "www.tiktok.com"),
        // A ':' or '@' after the authority ends is the path's, the query's or the fragment's.
        ("https://acme.example/a:b@c", "https", "acme.example"),
        ("https://acme.example?next=a:b@c", "https", "acme.example"),
        ("https://acme.example#a:1@b", "https", "acme.example"),
        ("https://acme.example/caf%C3%A9", "https", "acme.example"),
        ("https://bücher.example/ü", "https", "bücher.example"),
        ("myapp+x://open", "myapp+x", "open"),
        ("https://a-b.c-d.example/", "https", "a-b.c-d.example"),
        ("https://\(String(repeating: "a", count: 63)).example/", "https", "\(String(repeating: "a", count: 63)).example"),
    ])
    func acceptsAbsoluteURLs(text: String, scheme: String, host: String) throws {
        let parts = try #require(URLCheck.parts(of: text))
        #expect(parts.scheme == scheme[...])
        #expect(parts.host == host[...])
        #expect(URLCheck.absoluteURL(text) != nil)
    }

    @Test(arguments: [
        "acme.example/store", "https://", "https:///path", "https:acme.example", "//acme.example",
        "1https://acme.example", "https://acme.example:80a", "https://[::1", "https://[]/",
        "https://acme.example/a b", "https://acme.example/{id}", "https://acme.example/100%", "https://acme.example/%G1",
        "https://acme.example/\"x\"", "", "https://user:secret@acme.example", "https://acme.example:0/",
        "https://acme.example:65536/", "https://acme.example:/", "https://acme..example/", "https://-acme.example/",
        "https://[::zz]/", "https://[::1]x/", "https://acme.example%2F/",
        "https://acme-.example/", "https://acme.example./", "https://.acme.example/", "https://acme.exa_mple/",
        "https://\(String(repeating: "a", count: 64)).example/",
        // Credentials anywhere in the authority, and a second ':' in a host that is no IPv6 address.
        "https://acme.example:443@evil.example/", "https://user@acme.example:443/", "https://acme.example:443:80/",
    ])
    func refusesEverythingElse(text: String) {
        #expect(URLCheck.parts(of: text) == nil)
        #expect(URLCheck.absoluteURL(text) == nil)
    }

    @Test func charactersToEscapeGetTheirOwnSuggestion() {
        #expect(URLCheck.hasOnlyURLCharacters("https://acme.example/%20x"))
        #expect(!URLCheck.hasOnlyURLCharacters("https://acme.example/a b"))
        #expect(!URLCheck.hasOnlyURLCharacters("https://acme.example/%2"))
    }

    /// Each ASCII byte on its own in a path: refused exactly when RFC 3986 has it escaped
    /// (controls, space, DEL and `"<>\^`{|}`), or when it is a `%` that starts no escape.
    @Test func everyASCIIByteIsJudgedAsRFC3986Says() {
        let refused = Set(Array(0...0x20) + [0x7F] + "\"<>\\^`{|}%".utf8.map(Int.init))
        for byte in 0..<0x80 {
            let text = "https://acme.example/a" + String(UnicodeScalar(UInt8(byte))) + "b"
            #expect(URLCheck.hasOnlyURLCharacters(text) == !refused.contains(byte), "byte \(byte)")
        }
        #expect(URLCheck.hasOnlyURLCharacters("https://acme.example/%7e%C3%A9"))
        #expect(URLCheck.hasOnlyURLCharacters("https://acme.example/caf\u{E9}"))
    }

    /// A scheme is what precedes the first `:`, compared in any case, and what a parse finds.
    @Test func schemesCompareInAnyCase() throws {
        let text = "HtTp://acme.example/"
        #expect(URLCheck.startsWithScheme("http", text))
        #expect(!URLCheck.startsWithScheme("https", text))
        #expect(!URLCheck.startsWithScheme("htt", text))
        #expect(URLCheck.startsWithScheme("https", "https://acme.example"))
        #expect(!URLCheck.startsWithScheme("https", "https"))
        #expect(!URLCheck.startsWithScheme("http", "xhttp://acme.example"))
        #expect(try #require(URLCheck.parts(of: text)).scheme.lowercased() == "http")
    }

    @Test(arguments: [
        ("https://instagram.com/acme", true), ("https://WWW.Instagram.COM/acme", true),
        ("https://m.www.instagram.com", true), ("https://notinstagram.com/acme", false),
        ("https://instagram.com.evil.example/", false), ("https://gram.com/", false),
        // The Kelvin sign lower-cases to `k`, as Swift and IDNA map it.
        ("https://\u{212A}ick.com/acme", true), ("https://bücher.instagram.com/", true), ("https://bücher.example/", false),
    ])
    func hostsAreWithinTheirDomainInAnyCase(text: String, within: Bool) throws {
        let url = try #require(URLCheck.parts(of: text))
        #expect(url.hostIsWithin(text.contains("ick") ? "kick.com" : "instagram.com") == within)
    }

    /// The quick answer a rule asks first never says yes where the parsed URL's host is
    /// elsewhere: credentials, ports, brackets, odd schemes and hosts beyond ASCII go to the parse.
    @Test(arguments: [
        "https://instagram.com/acme", "https://WWW.Instagram.COM/acme", "https://m.www.instagram.com", "https://instagram.com",
        "https://instagram.com?x", "https://instagram.com#x", "https://notinstagram.com/acme", "https://instagram.com.evil.example/",
        "https://evil.example@instagram.com/", "https://instagram.com@evil.example/", "https://instagram.com:443/acme",
        "https://evil.example:1/instagram.com", "https://[::1]/instagram.com", "https://bücher.instagram.com/",
        "https://a..instagram.com/", "https://instagram.com./", "https:///instagram.com", "https:/instagram.com",
        "1http://instagram.com/", "h+t-t.p://instagram.com/", "://instagram.com", "instagram.com", "https://.instagram.com",
        "https://instagram.com/a b", "https://-a.instagram.com/",
    ])
    func theQuickHostAnswerAgreesWithTheParse(text: String) {
        let parsed = URLCheck.parts(of: text)
        if URLCheck.plainHost(of: text, isWithin: "instagram.com") {
            #expect(parsed.map { $0.hostIsWithin("instagram.com") } ?? true, "\(text)")
        } else if let parsed, parsed.host.utf8.allSatisfy({ $0 < 0x80 }), !text.contains("@"), !parsed.host.hasPrefix("[") {
            #expect(!parsed.hostIsWithin("instagram.com") || text.dropFirst(parsed.scheme.count + 3).contains(":"), "\(text)")
        }
    }

    /// A wildcard's `*.` is told by the text's first two bytes: every text of up to four
    /// characters from letters, dots, hyphens, stars, an accent and a combining accent is a
    /// wildcard host name exactly when it is `*.` and a host name, as the text's characters
    /// read it.
    @Test func aWildcardIsItsFirstTwoCharacters() {
        let alphabet = ["*", ".", "a", "-", "é", "\u{0301}"]
        var texts = [""]
        var last = [""]
        for _ in 1...4 {
            last = last.flatMap { text in alphabet.map { text + $0 } }
            texts += last
        }
        for text in texts + ["*.acme.example", "*.*.acme.example", "**.acme.example", "*acme.example", "*.\u{0301}acme.example"] {
            let plain = text.hasPrefix("*.") ? URLCheck.isHostName(String(text.dropFirst(2))) : URLCheck.isHostName(text)
            #expect(URLCheck.isHostName(text, wildcard: true) == plain, "\(text.unicodeScalars.map(\.value))")
        }
    }
}
