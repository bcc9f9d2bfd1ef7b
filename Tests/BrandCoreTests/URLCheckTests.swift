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
}
