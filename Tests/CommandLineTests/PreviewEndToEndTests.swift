import Foundation
import Testing

/// `brandkit preview` and `render --format html`, opened in headless Chromium: the DOM it
/// builds, the pixels it paints, and what a hostile brand can (not) make it do.
@Suite("brandkit preview, in a real browser")
struct PreviewEndToEndTests {
    func browser() throws -> HeadlessChromium {
        try #require(HeadlessChromium.find(), "\(HeadlessChromium.requirement)")
    }

    /// The cells the scene itself gives a brand in an environment, as `render --format json` prints them.
    func sceneCells(_ workspace: Workspace, _ brand: String, _ environment: String) throws -> [[String: Any]] {
        let render = try workspace.run("render", brand, "--env", environment, "--format", "json")
        #expect(render.status == 0, "\(render.stderr)")
        let screen = try JSONSerialization.jsonObject(with: Data(render.stdout.utf8)) as? [String: Any]
        return screen?["cells"] as? [[String: Any]] ?? []
    }

    /// The gallery is one card a brand, with its environments inside; each brand's page shows
    /// its screen in every environment as the scene draws it.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func theGalleryShowsEveryExampleBrandAndItsPageEveryEnvironmentAsTheSceneDrawsIt() throws {
        let browser = try browser()
        let workspace = try Workspace()
        let result = try workspace.run("preview", "--output", "site")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Preview in site/index.html: 4 brands, 0 with errors.\n")
        let page = try browser.dom(workspace.url.appendingPathComponent("site/index.html"), scratch: workspace.url)
        #expect(page.title == "Brand previews")
        #expect(page.active.isEmpty && page.eventHandlers.isEmpty)
        let brands = ["acme", "acme-de", "globex", "initech"]
        #expect(page.cards.map(\.id) == brands)
        for card in page.cards {
            #expect(card.links == ["brands/\(card.id).html"], "\(card.id)")
            for environment in ["release", "staging", "debug"] { #expect(card.text.contains(environment), "\(card.id)") }
        }
        #expect(page.cards.first { $0.id == "acme" }?.text.contains("com.acme.shop.staging") == true)
        for brand in brands {
            let brandPage = try browser.dom(workspace.url.appendingPathComponent("site/brands/\(brand).html"), scratch: workspace.url)
            let screens = brandPage.cards.filter { $0.id.split(separator: "@").count == 2 }
            #expect(screens.map(\.id) == ["release", "staging", "debug"].map { "\(brand)@\($0)" })
            for card in screens {
                let environment = String(card.id.split(separator: "@")[1])
                let cells = try sceneCells(workspace, brand, environment)
                // The cells in the scene's order, each action a link where it is https or mailto...
                #expect(card.sections == cells.compactMap { $0["section"] as? String }, "\(card.id)")
                let routes = cells.flatMap { ($0["actions"] as? [[String: String]] ?? []).compactMap { $0["route"] } }
                #expect(card.links == routes.filter { $0.hasPrefix("https:") || $0.hasPrefix("mailto:") }, "\(card.id)")
                // ...and the chat deep link shown as text, not followed.
                for route in routes where route.hasPrefix("brandkit-chat:") { #expect(card.text.contains(route), "\(card.id)") }
                for cell in cells { #expect(card.text.contains(cell["title"] as? String ?? "?"), "\(card.id)") }
            }
        }
    }

    /// Not blank: each brand's own primary colour fills its screen's bar.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func theScreenshotPaintsEachBrandsPrimaryColour() throws {
        let browser = try browser()
        let workspace = try Workspace()
        #expect(try workspace.run("preview", "--env", "release", "--output", "site").status == 0)
        let primaries = ["B00020", "0B3D91", "1B5E20"]  // acme (and acme-de), globex, initech
        let shot = try browser.pixelCounts(workspace.url.appendingPathComponent("site/index.html"), width: 1600, height: 700,
                                           colours: primaries, scratch: workspace.url)
        for colour in primaries { #expect(shot.counts[colour, default: 0] > 5000, "#\(colour): \(shot.counts)") }
        #expect(shot.distinct > 50, "a page of text and colours, not a blank one")
    }

    /// A brand page shows its icons and logo: an icon and a logo drawn in colours nothing else
    /// on the page uses are on Chromium's screenshot, the logo on a light and a dark background.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func aBrandsPageShowsItsIconAndLogo() throws {
        let browser = try browser()
        let workspace = try Workspace()
        let python = try #require(Tool.named("python3"))
        let draw = try Tool.run(python, ["-c", """
            from PIL import Image
            Image.new("RGB", (1024, 1024), (0x13, 0x57, 0x9B)).save("globex/AppIcon.png")
            Image.new("RGBA", (480, 120), (0x24, 0x68, 0xAC, 255)).save("globex/logo.png")
            """], in: workspace.brands)
        #expect(draw.status == 0, "Pillow: \(draw.stderr)")
        #expect(try workspace.run("preview", "--output", "site").status == 0)
        let shot = try browser.pixelCounts(workspace.url.appendingPathComponent("site/brands/globex.html"), width: 900, height: 600,
                                           colours: ["13579B", "2468AC"], scratch: workspace.url)
        #expect(shot.counts["13579B", default: 0] >= 96 * 96, "the iOS icon at 96×96: \(shot.counts)")
        #expect(shot.counts["2468AC", default: 0] >= 2 * 200 * 50, "the logo, twice: \(shot.counts)")
        let html = try String(contentsOf: workspace.url.appendingPathComponent("site/brands/globex.html"), encoding: .utf8)
        #expect(html.contains("<figcaption><code>logo</code> on light</figcaption>") && html.contains("<figcaption><code>logo</code> on dark</figcaption>"))
    }

    /// A brand page: every environment's screen, the flags with where each is set, the colours.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func aBrandsPageShowsItsFlagsWithTheirSourceAndItsColours() throws {
        let browser = try browser()
        let workspace = try Workspace()
        #expect(try workspace.run("preview", "--output", "site").status == 0)
        let file = workspace.url.appendingPathComponent("site/brands/acme.html")
        let html = try String(contentsOf: file, encoding: .utf8)
        #expect(html.contains("maxCartItems") && html.contains("Brands/acme.yaml:"), "flags and where they are set")
        #expect(html.contains("<small>Brands/brandkit.yaml:") && html.contains("(flag default)"), "a default shows its declaration")
        #expect(html.contains("<code>primary</code> #B00020: contrast"))
        let page = try browser.dom(file, scratch: workspace.url)
        #expect(page.active.isEmpty && page.eventHandlers.isEmpty)
        #expect(page.headings.map { $0[0] }.starts(with: ["h1", "h2"]))
        #expect(page.headings.contains(["h2", "Feature flags"]) && page.headings.contains(["h2", "Colours"]))
    }

    /// Values a hostile pull request could plant stay text: nothing runs, nothing is fetched,
    /// and a `javascript:` route that validation let through is never a link.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func hostileValuesAreShownAsTextAndNothingRuns() throws {
        let browser = try browser()
        let workspace = try Workspace()
        let manifest = workspace.brands.appendingPathComponent("brandkit.yaml")
        try (try String(contentsOf: manifest, encoding: .utf8) + "validation: { urlSchemes: [javascript] }\n")
            .write(to: manifest, atomically: true, encoding: .utf8)
        try workspace.write("""
            extends: acme
            displayName: "<script>document.body.setAttribute('data-pwned','script')</script>"
            bundleId: com.probe.app
            helpCenter:
              sectionOrder: "store, email, chat"
              store: { url: "javascript://probe.example/%0Adocument.body.setAttribute('data-pwned','link')" }
              email: { address: help@probe.example, subject: "\\"><img src=x onerror=\\"document.body.setAttribute('data-pwned','img')\\">" }
              chat: { provider: zendesk, channel: "x" }

            """ + Workspace.ownIdentity("probe", bundleId: "com.probe.app"), to: "Brands/probe.yaml")
        #expect(try workspace.run("validate", "Brands/probe.yaml").status == 0, "validation lets these through")
        #expect(try workspace.run("preview", "--output", "site").status == 0)
        for file in ["site/index.html", "site/brands/probe.html"] {
            let page = try browser.dom(workspace.url.appendingPathComponent(file), scratch: workspace.url)
            #expect(page.bodyAttributes["data-pwned"] == nil, "\(file): a script ran")
            #expect(page.active.isEmpty, "\(file): \(page.active)")
            #expect(page.eventHandlers.isEmpty, "\(file): \(page.eventHandlers)")
            #expect(!page.cards.flatMap(\.links).contains { $0.lowercased().hasPrefix("javascript:") }, "\(file)")
        }
        let gallery = try browser.dom(workspace.url.appendingPathComponent("site/index.html"), scratch: workspace.url)
        let probe = try #require(gallery.cards.first { $0.id == "probe" })
        #expect(probe.text.contains("<script>document.body.setAttribute('data-pwned','script')</script>"), "shown, as text")
        let page = try browser.dom(workspace.url.appendingPathComponent("site/brands/probe.html"), scratch: workspace.url)
        let screen = try #require(page.cards.first { $0.id == "probe@release" })
        #expect(screen.text.contains("javascript://probe.example/"), "the route is shown, as text")
        let html = try String(contentsOf: workspace.url.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(html.contains("content=\"default-src 'none';"))
    }

    /// One broken brand is an error card with its located diagnostics; the others still show.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func aBrandWithErrorsIsAnErrorCardAndTheOthersStillShow() throws {
        let browser = try browser()
        let workspace = try Workspace()
        try workspace.write("displayName: Probe\nbundleId: com..probe\nextends: acme\n" + Workspace.ownIdentity("probe", bundleId: "com..probe"),
                            to: "Brands/probe.yaml")
        let result = try workspace.run("preview", "--output", "site")
        #expect(result.status == 1)
        #expect(result.stdout == "Preview in site/index.html: 5 brands, 1 with errors.\n", "\(result.stdout)")
        #expect(result.stderr.contains("Brands/probe.yaml:2:"), "\(result.stderr)")
        let page = try browser.dom(workspace.url.appendingPathComponent("site/index.html"), scratch: workspace.url)
        let errorCards = page.cards.filter(\.error)
        #expect(errorCards.map(\.id) == ["probe"])
        #expect(errorCards.first?.text.contains("Brands/probe.yaml:2:11") == true, "\(errorCards.first?.text ?? "")")
        #expect(errorCards.first?.text.contains("[invalid-bundle-id]") == true)
        #expect(page.cards.filter { !$0.error }.map(\.id) == ["acme", "acme-de", "globex", "initech"])
        let brandPage = try String(contentsOf: workspace.url.appendingPathComponent("site/brands/probe.html"), encoding: .utf8)
        #expect(brandPage.contains("Brands/probe.yaml:2:11"))
    }

    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func twoHundredGeneratedBrandsAllReachTheGallery() throws {
        let browser = try browser()
        let workspace = try Workspace()
        try workspace.addGeneratedBrands(200)
        let result = try workspace.run("preview", "--output", "site", "--env", "release")
        #expect(result.status == 0, "\(result.stderr)")
        let page = try browser.dom(workspace.url.appendingPathComponent("site/index.html"), scratch: workspace.url)
        #expect(page.active.isEmpty && page.eventHandlers.isEmpty)
        #expect(page.cards.count == 204)
        let generated = page.cards.filter { $0.id.hasPrefix("gen-") }
        #expect(generated.count == 200)
        for card in generated { #expect(card.links == ["brands/\(card.id).html"], "\(card.id)") }
        let pages = try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("site/brands").path)
        #expect(pages.count == 204)
        let brandPage = try browser.dom(workspace.url.appendingPathComponent("site/brands/gen-7.html"), scratch: workspace.url)
        let screen = try #require(brandPage.cards.first { $0.id == "gen-7@release" })
        #expect(screen.sections == ["email", "store"])
        #expect(screen.links.contains("https://brand7.example/store"), "\(screen.links)")
    }

    /// Fifty brands in three environments stay scannable: fifty cards, not a hundred and fifty,
    /// each a few lines, so a wide window shows a dozen at once.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func fiftyBrandsAreFiftyCardsOnAScreenshot() throws {
        let browser = try browser()
        let workspace = try Workspace()
        try workspace.addGeneratedBrands(46)
        #expect(try workspace.run("preview", "--output", "site").status == 0)
        let index = workspace.url.appendingPathComponent("site/index.html")
        let page = try browser.dom(index, scratch: workspace.url)
        #expect(page.cards.count == 50)
        #expect(page.cards.allSatisfy { card in ["release", "staging", "debug"].allSatisfy(card.text.contains) })
        let shot = try browser.pixelCounts(index, width: 1400, height: 900, colours: ["F7F7F7"], scratch: workspace.url)
        #expect(shot.counts["F7F7F7", default: 0] > 100_000, "the cards' background fills the first screen: \(shot.counts)")
        #expect(shot.distinct > 50, "cards of icons and colours, not a blank page")
    }

    /// Same input, same bytes; and a site is replaced whole, so a removed brand's page goes.
    @Test func theSiteIsDeterministicAndReplacedWhole() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("preview", "--output", "one").status == 0)
        #expect(try workspace.run("preview", "--output", "two").status == 0)
        #expect(try BundleTree(workspace.url.appendingPathComponent("one")).files == BundleTree(workspace.url.appendingPathComponent("two")).files)
        try FileManager.default.removeItem(at: workspace.brands.appendingPathComponent("initech.yaml"))
        #expect(try workspace.run("preview", "--output", "one").status == 0)
        let pages = try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("one/brands").path)
        #expect(pages.sorted() == ["acme-de.html", "acme.html", "globex.html"])
    }

    /// A brand whose own pair falls below WCAG AA (a warning in validate) is still drawn with
    /// readable text: the preview picks black or white and says why.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func textOnTheBrandsBarAlwaysMeetsWCAGAA() throws {
        let browser = try browser()
        let workspace = try Workspace()
        try workspace.write("extends: globex\ndisplayName: Probe\nbundleId: com.probe.app\ncolors: { primary: \"#FFCC00\", onPrimary: \"#FFFFFF\" }\n"
                            + Workspace.ownIdentity("probe", bundleId: "com.probe.app"),
                            to: "Brands/probe.yaml")
        #expect(try workspace.run("preview", "--output", "site", "--env", "release").status == 0)
        let page = try browser.dom(workspace.url.appendingPathComponent("site/index.html"), scratch: workspace.url)
        let probe = try #require(page.cards.first { $0.id == "probe" })
        #expect(probe.style == "--primary:#FFCC00;--on-primary:#000000", "\(probe.style)")
        #expect(probe.text.contains("onPrimary #FFFFFF has a contrast of 1.51:1 on primary, below WCAG AA; shown in black."), "\(probe.text)")
        let globex = try #require(page.cards.first { $0.id == "globex" })
        #expect(globex.style == "--primary:#0B3D91;--on-primary:#FFFFFF", "the brand's own pair when it passes")
    }

    @Test func aFolderBrandkitDidNotMakeIsNeverReplaced() throws {
        let workspace = try Workspace()
        try workspace.write("mine\n", to: "site/notes.txt")
        let result = try workspace.run("preview", "--output", "site")
        #expect(result.status == 2)
        #expect(result.stderr.contains("refusing to replace"), "\(result.stderr)")
        #expect(try String(contentsOf: workspace.url.appendingPathComponent("site/notes.txt"), encoding: .utf8) == "mine\n")
    }

    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func renderHTMLPrintsTheBrandsPage() throws {
        let browser = try browser()
        let workspace = try Workspace()
        let first = try workspace.run("render", "globex", "--format", "html", "--env", "staging")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("<!DOCTYPE html>\n") && first.stdout.contains("data-environment=\"staging\""))
        #expect(try workspace.run("render", "globex", "--format", "html", "--env", "staging").stdout == first.stdout)
        #expect(try workspace.run("render", "globex", "--format", "html", "--env", "staging", "--output", "globex.html").status == 0)
        let page = try browser.dom(workspace.url.appendingPathComponent("globex.html"), scratch: workspace.url)
        #expect(page.title == "Globex β", "the staging app's name")
        #expect(page.active.isEmpty && page.eventHandlers.isEmpty)
    }
}
