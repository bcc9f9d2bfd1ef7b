import Foundation
import Testing

/// An app extension a brand ships is a target of the Xcode wiring (`export xcodegen`,
/// `export tuist`): its own id per configuration, the app's version and signing, embedded in
/// the brand's app. XcodeGen and Tuist read them in RealBuildTests.
@Suite struct ExtensionTargetsEndToEndTests {
    /// Each configuration of acme's widget target has the widget's id there, acme's team and
    /// match's profile for that id, which the Matchfile lists; acme's app depends on it.
    @Test func eachExtensionIsATargetSignedLikeItsApp() throws {
        let workspace = try Workspace()
        let run = try workspace.run("export", "xcodegen", "--template", "App", "--extension-template", "widget=Widget", "--output", "brandkit.yml")
        try #require(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOf: workspace.url.appendingPathComponent("brandkit.yml"), encoding: .utf8)
        #expect(text.contains("""
              "acme-widget":
                templates: ["Widget"]
                settings:
                  base:
                    BRANDKIT_BRAND: "acme"
            """), "\(text)")
        #expect(text.contains("""
                    "Staging":
                      PRODUCT_BUNDLE_IDENTIFIER: "com.acme.shop.staging.widget"
                      CODE_SIGN_ENTITLEMENTS: "$(SRCROOT)/BrandBundles/acme@staging.bundle/BrandExtension.entitlements"
                      DEVELOPMENT_TEAM: "A1B2C3D4E5"
                      CODE_SIGN_STYLE: "Manual"
                      PROVISIONING_PROFILE_SPECIFIER: "match AppStore com.acme.shop.staging.widget"
                      CODE_SIGN_IDENTITY: "Apple Distribution"
            """), "\(text)")
        #expect(text.contains("        products: [\"GoogleMobileAds\"]\n      - target: \"acme-widget\"\n    configFiles:"), "\(text)")
        #expect(!text.contains("\"globex-widget\""), "globex ships no extension")

        let fastlane = try workspace.run("export", "fastlane", "acme", "--output", "listings")
        try #require(fastlane.status == 0, "\(fastlane.stderr)")
        let matchfile = try String(contentsOf: workspace.url.appendingPathComponent("listings/acme/fastlane/Matchfile"), encoding: .utf8)
        for id in ["com.acme.shop.widget", "com.acme.shop.staging.widget", "com.acme.shop.debug.widget"] {
            #expect(matchfile.contains("'\(id)'") && text.contains("match \(id.hasSuffix("debug.widget") ? "Development" : "AppStore") \(id)\""),
                    "\(id): the profile a configuration names is one match makes")
        }
    }

    /// An extension no template is named for stops the export before anything is written.
    @Test func anExtensionWithoutATemplateStopsTheExport() throws {
        let workspace = try Workspace()
        let run = try workspace.run("export", "xcodegen", "--template", "App", "--output", "brandkit.yml")
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("acme ships the app extension 'widget'") && run.stderr.contains("--extension-template widget=NAME"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("brandkit.yml").path))

        for pair in ["widget", "=Widget", "widget="] {
            let malformed = try workspace.run("export", "xcodegen", "--template", "App", "--extension-template", pair)
            #expect(malformed.status == 2 && malformed.stderr.contains("--extension-template widget=Widget"), "\(pair): \(malformed.stderr)")
        }
        let twice = try workspace.run("export", "xcodegen", "--template", "App", "--extension-template", "widget=A", "--extension-template", "widget=B")
        #expect(twice.status == 2 && twice.stderr.contains("names 'widget' twice"), "\(twice.stderr)")
        let elsewhere = try workspace.run("export", "tuist", "--extension-template", "widget=Widget")
        #expect(elsewhere.status == 2 && elsewhere.stderr.contains("--extension-template applies to xcodegen"), "\(elsewhere.stderr)")
    }

    /// A brand named like another brand's extension target (`acme-widget`, acme's widget) would
    /// make two targets of one name: both exports say so, and write nothing.
    @Test func anExtensionTargetNamedLikeABrandIsRefused() throws {
        let workspace = try Workspace()
        try workspace.write("extends: acme\ndisplayName: Acme Widget\nbundleId: com.acmewidget.shop\n"
                            + Workspace.ownIdentity("acme-widget", bundleId: "com.acmewidget.shop"), to: "Brands/acme-widget.yaml")
        try #require(try workspace.run("validate").status == 0)
        for arguments in [["export", "xcodegen", "--template", "App", "--extension-template", "widget=Widget", "--output", "brandkit.yml"],
                          ["export", "tuist", "--output", "brandkit.yml"]] {
            let run = try Brandkit.run(arguments, in: workspace.url)
            #expect(run.status == 1, "\(arguments): \(run.stdout)\(run.stderr)")
            #expect(run.stderr.contains("acme's app extension target 'acme-widget' has the name of another target"), "\(arguments): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("brandkit.yml").path))
        }
    }
}
