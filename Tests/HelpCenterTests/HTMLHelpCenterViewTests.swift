import BrandCore
import HelpCenter
import Testing

/// The HTML view on its own: whatever a screen holds, it can only ever be text, and only
/// `https:` and `mailto:` routes become links.
@Suite("HTML help-center view")
struct HTMLHelpCenterViewTests {
    func screen(title: String = "Store", route: String) -> HelpCenterScreen {
        HelpCenterScreen(brand: "acme", environment: "release", displayName: "A <b>\"bold\"</b> & 'co'", cells: [
            HelpCenterCellViewModel(section: "store", title: title, subtitle: "<img src=x onerror=alert(1)>", icon: "cart",
                                    analyticsEvent: "e", actions: [.init(label: "Open </a><script>", route: route)]),
        ])
    }

    @Test(arguments: ["javascript:alert(1)", "JavaScript:alert(1)", "javascript://x/%0Aalert(1)", "data:text/html,<script>",
                      " https://x.example", "vbscript:x", "brandkit-chat://zendesk/acme"])
    func routesThatAreNotHTTPSOrMailtoAreNeverLinks(route: String) {
        let html = HTMLHelpCenterView.html(screen(route: route))
        #expect(!html.contains("href="), "\(html)")
        #expect(html.contains("<code>\(HTMLText.escape(route))</code>"))
    }

    @Test(arguments: ["https://acme.example/store?a=1&b=\"2\"", "mailto:help@acme.example?subject=Hi%20there", "HTTPS://ACME.EXAMPLE"])
    func httpsAndMailtoRoutesAreLinks(route: String) {
        let html = HTMLHelpCenterView.html(screen(route: route))
        #expect(html.contains("<a href=\"\(HTMLText.escape(route))\" rel=\"noopener noreferrer\">Open &lt;/a&gt;&lt;script&gt;</a>"), "\(html)")
    }

    @Test func everyTextIsEscaped() {
        let html = HTMLHelpCenterView.html(screen(title: "Tom & \"Jerry's\" <store>", route: "https://x.example"))
        #expect(html.contains("<h3 class=\"display-name\">A &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp; &#39;co&#39;</h3>"))
        #expect(html.contains("<h4>Tom &amp; &quot;Jerry&#39;s&quot; &lt;store&gt;</h4>"))
        #expect(html.contains("<p>&lt;img src=x onerror=alert(1)&gt;</p>"))
        #expect(!html.contains("<img") && !html.contains("<script") && !html.contains("<b>"))
    }

    @Test func controlCharactersBecomeReplacementCharacters() {
        #expect(HTMLText.escape("a\u{0}b\u{1B}c\td\ne\u{85}") == "a\u{FFFD}b\u{FFFD}c\td\ne\u{FFFD}")
    }

    @Test func theViewDrawsTheCellsInTheScenesOrder() {
        let view = HTMLHelpCenterView()
        var value = screen(route: "https://x.example")
        value.cells.append(HelpCenterCellViewModel(section: "email", title: "Email us", subtitle: "a@b.example", icon: "envelope",
                                                   analyticsEvent: "e", actions: []))
        view.display(value)
        let store = view.output.range(of: "data-section=\"store\"")
        let email = view.output.range(of: "data-section=\"email\"")
        #expect(store != nil && email != nil && store!.lowerBound < email!.lowerBound)
        #expect(view.output.contains("<svg class=\"icon\"") && view.output.contains("aria-hidden=\"true\""))
    }
}
