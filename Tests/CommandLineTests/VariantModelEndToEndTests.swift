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
        let run = try workspace.run("export", "xcodegen", "--template", "App", "--output", "Config/Wiring/brandkit.yml")
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOf: workspace.url.appendingPathComponent("Config/Wiring/brandkit.yml"), encoding: .utf8)
        #expect(text.contains("\"App Store\": \"../../BrandBundles/acme@release.bundle/Brand.xcconfig\""), "\(text)")
        #expect(text.contains("- path: \"../../BrandBundles/acme@debug.xcassets\""), "\(text)")
        // Build settings stay the project's.
        #expect(text.contains("INFOPLIST_FILE: \"$(SRCROOT)/BrandBundles/acme@release.bundle/Info.plist\""), "\(text)")
    }
}
