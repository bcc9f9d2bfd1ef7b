import Foundation
import Testing

/// One app per brand × environment, as the manifest's environments derive it: what
/// `validate` checks, `render`, `explain` and `diff` show, and the wiring builds.
@Suite("Variant model, end to end")
struct VariantModelEndToEndTests {
    /// A check that reads the bundle id runs in every environment that derives one: the
    /// staging app's Firebase file is checked against the staging id, not skipped as alike
    /// to release because no overlay of staging sets `bundleId`.
    @Test func aDerivedIdIsCheckedInItsEnvironment() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/initech.yaml") {
            $0.replacingOccurrences(of: "  staging: { firebase: { ios: initech/staging/GoogleService-Info.plist } }", with: "  staging: {}")
        }
        let run = try workspace.run("validate")
        #expect(run.status == 1, "\(run.stdout)")
        #expect(run.stdout.contains("Brands/initech.yaml:7:18: error: 'initech/GoogleService-Info.plist' is for bundle id 'com.initech.mobile', "
                                    + "but the brand's bundleId is 'com.initech.mobile.staging' [firebase-mismatch]"), "\(run.stdout)")
    }

    /// A bad id written once is one problem, though each environment derives its own id from it.
    @Test func aProblemOfAWrittenIdIsSaidOnce() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "bundleId: com.globex.app\n", with: "bundleId: com..globex\n") }
        let run = try workspace.run("validate", "--format", "json")
        #expect(run.status == 1)
        let atTheId = run.diagnosticLines.filter { $0.hasPrefix("Brands/globex.yaml:3:11 ") }
        #expect(atTheId.count == 1, "\(run.diagnosticLines)")
    }

    @Test func renderNamesTheAppAndExplainTheSuffix() throws {
        let workspace = try Workspace()
        let render = try workspace.run("render", "globex", "--env", "staging")
        #expect(render.status == 0, "\(render.stderr)")
        let lines = render.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(3) == ["Globex β — Help center", "brand globex · environment staging · 4 sections", "app com.globex.app.staging"],
                "\(render.stdout)")
        let explain = try workspace.run("explain", "globex", "bundleId", "--env", "staging")
        #expect(explain.status == 0, "\(explain.stderr)")
        #expect(explain.stdout.contains("globex") && explain.stdout.contains("com.globex.app.staging")
                && explain.stdout.contains("staging: + \".staging\""), "\(explain.stdout)")
        let diff = try workspace.run("diff", "globex@release", "globex@staging")
        #expect(diff.stdout.contains("~ bundleId: com.globex.app → com.globex.app.staging"), "\(diff.stdout)")
        #expect(diff.stdout.contains("Brands/globex.yaml:3:11 → Brands/globex.yaml:3:11 (+ \".staging\" in staging)"), "\(diff.stdout)")
    }

    /// `export xcodegen --output` in a subfolder writes paths from that folder back to the
    /// project's, as XcodeGen reads an included file's paths.
    @Test func theFragmentsPathsLeadBackFromItsFolder() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("Config/Wiring"), withIntermediateDirectories: true)
        let run = try workspace.run("export", "xcodegen", "--template", "App", "--extension-template", "widget=Widget", "--output", "Config/Wiring/brandkit.yml")
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOf: workspace.url.appendingPathComponent("Config/Wiring/brandkit.yml"), encoding: .utf8)
        #expect(text.contains("\"App Store\": \"../../BrandBundles/acme@release.bundle/Brand.xcconfig\""), "\(text)")
        #expect(text.contains("- path: \"../../BrandBundles/acme@debug.xcassets\""), "\(text)")
        // Build settings stay the project's.
        #expect(text.contains("INFOPLIST_FILE: \"$(SRCROOT)/BrandBundles/acme@release.bundle/AppInfo.plist\""), "\(text)")
    }

    /// The app's own Info.plist is an input of every iOS bundle: the bundle's Info.plist starts
    /// from it, an unchanged run leaves the bundles alone, and a change rebuilds them.
    @Test func theAppsOwnInfoPlistIsAnInputOfEveryIOSBundle() throws {
        let workspace = try Workspace()
        let plist = { (name: String) in
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>CFBundleDisplayName</key><string>Shop</string>"
                + "<key>NSHumanReadableCopyright</key><string>\(name)</string></dict></plist>\n"
        }
        try workspace.write(plist("© Shop"), to: "App/Info.plist")
        let arguments = ["bundle", "acme", "--platform", "ios", "--app-info-plist", "App/Info.plist", "--output", "out"]
        let first = try Brandkit.run(arguments, in: workspace.url)
        #expect(first.status == 0, "\(first.stderr)")
        func info() throws -> [String: Any] {
            try PropertyListSerialization.propertyList(from: Data(contentsOf: workspace.url.appendingPathComponent("out/acme.bundle/AppInfo.plist")),
                                                       format: nil) as? [String: Any] ?? [:]
        }
        #expect(try info()["NSHumanReadableCopyright"] as? String == "© Shop")
        #expect(try info()["CFBundleDisplayName"] as? String == "Acme Shop", "the brand's name over the app's")
        #expect(try Brandkit.run(arguments, in: workspace.url).stdout.contains("acme.bundle: unchanged"))
        try workspace.write(plist("© Shop 2027"), to: "App/Info.plist")
        let changed = try Brandkit.run(arguments, in: workspace.url)
        #expect(changed.stdout.contains("acme.bundle: written"), "\(changed.stdout)")
        #expect(try info()["NSHumanReadableCopyright"] as? String == "© Shop 2027")
        try workspace.write("not a property list", to: "App/Info.plist")
        let broken = try Brandkit.run(arguments, in: workspace.url)
        #expect(broken.status == 2 && broken.stderr.contains("'App/Info.plist' is not an Info.plist"), "\(broken.stderr)")
        let android = try Brandkit.run(["bundle", "acme", "--platform", "android", "--app-info-plist", "App/Info.plist", "--output", "out"],
                                       in: workspace.url)
        #expect(android.status == 2 && android.stderr.contains("--app-info-plist is for iOS"), "\(android.stderr)")
    }
}
