import Foundation
import Testing

/// Values from brand files never become settings, markup or formulas in what brandkit writes:
/// each is escaped for its format, or `validate` refuses it with a located error.
@Suite("Hostile input: injection into generated files")
struct InjectionEndToEndTests {
    @Test func aDisplayNameCannotAddXcconfigSettings() throws {
        let workspace = try Workspace()
        try workspace.write(#"""
        displayName: "Acme\nOTHER_LDFLAGS = -Wl,-rpath,./evil\n#include \"../secrets.xcconfig\""
        extends: acme
        bundleId: com.probe.app

        """#, to: "Brands/probe.yaml")
        let result = try workspace.run("validate", "Brands/probe.yaml")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Brands/probe.yaml:1:14: error:"), "\(result.stdout)")
        #expect(result.stdout.contains("[unrepresentable-text]"))
        let bundle = try workspace.run("bundle", "probe", "--output", "out")
        #expect(bundle.status == 1)
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("out/probe.bundle").path))
    }

    @Test(arguments: [#""Acme $(HOME)""#, #""Acme ${X}""#, #""Price $5""#])
    func xcconfigVariablesInADisplayNameAreRefused(value: String) throws {
        let workspace = try Workspace()
        try workspace.write("displayName: \(value)\nextends: acme\nbundleId: com.probe.app\n", to: "Brands/probe.yaml")
        let result = try workspace.run("validate", "Brands/probe.yaml")
        #expect(result.status == 1)
        #expect(result.stdout.contains("[unrepresentable-text]"), "\(result.stdout)")
    }

    @Test func aDoubleSlashSurvivesTheXcconfigAsText() throws {
        let workspace = try Workspace()
        try workspace.write("displayName: \"Acme // Shop\"\nextends: acme\nbundleId: com.probe.app\n" + Workspace.ownIdentity("probe", bundleId: "com.probe.app"),
                            to: "Brands/probe.yaml")
        #expect(try workspace.run("bundle", "probe", "--output", "out").status == 0)
        let xcconfig = try String(contentsOf: workspace.url.appendingPathComponent("out/probe.bundle/Brand.xcconfig"), encoding: .utf8)
        #expect(xcconfig.contains("BRAND_DISPLAY_NAME = Acme /$()/ Shop\n"))
    }

    @Test(arguments: [#""A\0B""#, #""A\eB""#, #""A\rB""#, #""A\x7FB""#])
    func controlCharactersAreRefusedBeforeTheyReachXML(value: String) throws {
        let workspace = try Workspace()
        try workspace.writeProbe("featureFlags: { checkoutTheme: \(value) }\n")
        let result = try workspace.run("validate", "Brands/probe.yaml")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Brands/probe.yaml:4:32: error:"), "\(result.stdout)")
        #expect(result.stdout.contains("[unrepresentable-text]"))
    }

    /// Rendered by GitHub's own renderer, a hostile value is text: no link, image, markup,
    /// code span, emphasis or extra cell, and every character of it is shown.
    @Test func markdownDiffsRenderEverythingAValueHoldsAsText() throws {
        let workspace = try Workspace()
        let hostile = "x` | ![img](https://evil.example/p.png) [click](javascript:alert(1)) <b>bold</b> ` www.evil.example "
            + "http://evil.example **strong** _em_ ~~gone~~ &amp; \\| {x}"
        try workspace.write("""
        displayName: '\(hostile)'
        extends: acme
        bundleId: com.evil.app

        """ + Workspace.ownIdentity("evil", bundleId: "com.evil.app"), to: "Brands/evil.yaml")
        let result = try workspace.run("diff", "acme", "evil", "--format", "markdown")
        #expect(result.status == 0, "\(result.stderr)")
        let html = try GitHubMarkdown.html(result.stdout, in: workspace.url)
        let row = try #require(html.components(separatedBy: "<tr>").first { $0.contains("displayName") })
        for markup in ["<a ", "<img", "<b>", "<strong>", "<em>", "<del>"] {
            #expect(!row.contains(markup), "\(markup) rendered: \(row)")
        }
        // The row keeps its four cells, and the value reads exactly as written.
        #expect(row.components(separatedBy: "<td>").count == 5, "\(row)")
        #expect(GitHubMarkdown.visibleText(row).contains(hostile), "\(GitHubMarkdown.visibleText(row))")
        // The comment's source stays readable: a key path is written as it is.
        #expect(result.stdout.contains("<code>displayName</code>"))
    }

    @Test func csvCellsAreQuotedAndGuardedAgainstFormulas() throws {
        let workspace = try Workspace()
        try workspace.write("""
        environments: [release]
        featureFlags:
          motto: { type: string, default: "=HYPERLINK(\\"https://evil.example\\")" }
          note: { type: string, default: plain }
          level: { type: int, default: -5 }

        """, to: "Brands/brandkit.yaml")
        for name in ["globex.yaml", "initech.yaml", "acme-de.yaml"] {
            try FileManager.default.removeItem(at: workspace.brands.appendingPathComponent(name))
        }
        try workspace.write("displayName: Acme\nbundleId: com.acme.app\nfeatureFlags: { note: \"+1 plus\" }\n", to: "Brands/acme.yaml")
        let result = try workspace.run("flags", "--format", "csv")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"motto,string,"'=HYPERLINK(""https://evil.example"")""#), "\(result.stdout)")
        #expect(result.stdout.contains("note,string,'+1 plus"), "\(result.stdout)")
        #expect(result.stdout.contains("level,int,-5,"), "a negative number is a number, not a formula")
    }

    @Test func aCarriageReturnInACSVFieldIsQuoted() throws {
        let workspace = try Workspace()
        try workspace.write("""
        environments: [release]
        featureFlags:
          note: { type: list, default: ["a,b", "c"] }

        """, to: "Brands/brandkit.yaml")
        for name in ["globex.yaml", "initech.yaml", "acme-de.yaml"] {
            try FileManager.default.removeItem(at: workspace.brands.appendingPathComponent(name))
        }
        try workspace.write("displayName: Acme\nbundleId: com.acme.app\n", to: "Brands/acme.yaml")
        let result = try workspace.run("flags", "--format", "csv")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"note,list,"[a,b, c]","#), "\(result.stdout)")
    }

    @Test(arguments: ["a/b", "../../x", "pri mary", "é"])
    func colorNamesThatAreNoNamesAreRefusedBeforeTheyBecomePaths(name: String) throws {
        let workspace = try Workspace()
        try workspace.writeProbe("""
        colors:
          "\(name)": "#000000"

        """)
        let result = try workspace.run("validate", "Brands/probe.yaml")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Brands/probe.yaml:5:3: error:"), "\(result.stdout)")
        #expect(result.stdout.contains("[invalid-name]"))
        let bundle = try workspace.run("bundle", "probe", "--output", "out", "--platform", "all")
        #expect(bundle.status == 1)
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("x").path))
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("out/probe.bundle").path))
    }

    @Test func aFlagNameThatIsNoNameIsRefusedInTheManifest() throws {
        let workspace = try Workspace()
        var manifest = try String(contentsOf: workspace.brands.appendingPathComponent("brandkit.yaml"), encoding: .utf8)
        manifest = manifest.replacingOccurrences(of: "  newCheckout:\n", with: "  \"new/checkout\":\n")
        try workspace.write(manifest, to: "Brands/brandkit.yaml")
        let result = try workspace.run("validate")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Brands/brandkit.yaml:6:3: error: 'new/checkout' cannot be a name in generated files [invalid-name]"),
                "\(result.stdout)")
    }

    @Test func aRuleThatKeepsFilesSoundCannotBeDisabled() throws {
        let workspace = try Workspace()
        var manifest = try String(contentsOf: workspace.brands.appendingPathComponent("brandkit.yaml"), encoding: .utf8)
        manifest += "validation: { disabled: [unrepresentable-text] }\n"
        try workspace.write(manifest, to: "Brands/brandkit.yaml")
        let result = try workspace.run("validate")
        #expect(result.status == 1)
        #expect(result.stdout.contains("'unrepresentable-text' cannot be disabled"), "\(result.stdout)")
    }

    // MARK: Web links

    @Test(arguments: ["javascript:alert(1)", "data:text/html,<b>x</b>", "file:///etc/passwd", "ftp://files.acme.example/x",
                      "javascript://acme.example/%0Aalert(1)"])
    func onlyHTTPSLinksBecomeActions(url: String) throws {
        let workspace = try Workspace()
        try workspace.writeProbe("""
        helpCenter:
          store: { url: "\(url)" }

        """)
        let result = try workspace.run("validate", "Brands/probe.yaml")
        #expect(result.status == 1, "\(url)")
        #expect(result.stdout.contains("Brands/probe.yaml:5:17: error:"), "\(result.stdout)")
    }

    @Test func aSchemeTheManifestAllowsIsAccepted() throws {
        let workspace = try Workspace()
        var manifest = try String(contentsOf: workspace.brands.appendingPathComponent("brandkit.yaml"), encoding: .utf8)
        manifest += "validation:\n  urlSchemes: [https, acmeapp]\n"
        try workspace.write(manifest, to: "Brands/brandkit.yaml")
        try workspace.writeProbe("""
        helpCenter:
          store: { url: "acmeapp://store/home" }

        """)
        let result = try workspace.run("validate", "Brands/probe.yaml")
        #expect(result.status == 0, "\(result.stdout)")
    }

    @Test(arguments: ["https://user:pass@acme.example/", "https://acme.example:70000/", "https://[::zz]/",
                      "https://acme..example/", "https://-acme.example/", "https://acme.example:/"])
    func malformedHostsAndCredentialsAreRefused(url: String) throws {
        let workspace = try Workspace()
        try workspace.writeProbe("featureFlags: { termsUrl: \"\(url)\" }\n")
        let result = try workspace.run("validate", "Brands/probe.yaml")
        #expect(result.status == 1, "\(url): \(result.stdout)")
        #expect(result.stdout.contains("[invalid-url]"), "\(url): \(result.stdout)")
    }

    @Test(arguments: ["https://[2001:db8::1]:8443/help", "https://acme.example:443/", "https://xn--caf-dma.example/"])
    func wellFormedHostsAreAccepted(url: String) throws {
        let workspace = try Workspace()
        try workspace.writeProbe("featureFlags: { termsUrl: \"\(url)\" }\n")
        let result = try workspace.run("validate", "Brands/probe.yaml")
        #expect(result.status == 0, "\(url): \(result.stdout)")
    }

    @Test func datesMustBeRealDates() throws {
        let workspace = try Workspace()
        let result = try workspace.run("validate", "--today", "2027-02-30")
        #expect(result.status == 2)
        #expect(result.stderr.contains("2027-02-30"))
        #expect(try workspace.run("validate", "--today", "2028-02-29").status == 0)
    }
}

extension Workspace {
    /// `Brands/probe.yaml`: a brand that extends `acme` (so it is complete) with its own name
    /// and bundle id on lines 1–3, then `body` from line 4.
    func writeProbe(_ body: String) throws {
        try write("displayName: Probe\nbundleId: com.probe.app\nextends: acme\n" + body
                  + Workspace.ownIdentity("probe", bundleId: "com.probe.app"), to: "Brands/probe.yaml")
    }
}
