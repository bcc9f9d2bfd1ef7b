import Foundation
import Testing

/// Hostile input, round 6: what an outside review found on the variant model, the generated
/// wiring and the release check, with the real tools. Each test failed before its fix.
@Suite("Hostile input: names the build owns, values the build expands, configuration names, flagd defaults")
struct HostileInputRound6Tests {
    static func validateJSON(_ workspace: Workspace) throws -> (status: Int32, lines: [String]) {
        let run = try workspace.run("validate", "--format", "json")
        return (run.status, run.diagnosticLines)
    }

    // MARK: 1. Placeholders the build owns

    /// `brandkitBrand` would make the APK claim another brand; `applicationId` and
    /// `packageName` stop the manifest merger ("Multiple entries with same key").
    @Test func aBrandCannotSetThePlaceholdersTheBuildSets() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/acme.yaml") {
            $0.replacingOccurrences(of: "manifestPlaceholders: {", with: "manifestPlaceholders: { brandkitBrand: globex, applicationId: com.globex.app, packageName: com.globex.app,")
        }
        let (status, lines) = try Self.validateJSON(workspace)
        #expect(status == 1)
        let found = lines.filter { $0.contains(" invalid-manifest-value ") }
        for name in ["brandkitBrand", "applicationId", "packageName"] {
            #expect(found.contains { $0.hasPrefix("Brands/acme.yaml:") && $0.contains("manifestPlaceholders.\(name) is set by the build itself") },
                    "\(name): \(found)")
        }
    }

    // MARK: 3. Build settings in the app's Info.plist

    /// The bundle's Info.plist is the target's INFOPLIST_FILE, and Xcode expands `$(…)` and
    /// `${…}` in it: a usage description, its translation or an `ios.infoPlist` value holding
    /// one would ship the build machine's value (a secret included) inside the app.
    @Test func aValueXcodeWouldExpandInTheInfoPlistIsRefusedAtItsLine() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/acme.yaml") {
            $0.replacingOccurrences(of: "usageDescriptions: { camera: Acme Shop scans receipts with your camera.,",
                                    with: "usageDescriptions: { camera: \"Acme Shop scans for team $(DEVELOPMENT_TEAM).\",")
                .replacingOccurrences(of: "FacebookAppID: \"1234567890\"", with: "FacebookAppID: \"${MATCH_PASSWORD}\"")
                .replacingOccurrences(of: "ios.usageDescriptions.camera: Acme Shop scannt Belege mit Ihrer Kamera.",
                                      with: "ios.usageDescriptions.camera: \"Acme Shop scannt ${MATCH_PASSWORD}.\"")
        }
        let (status, lines) = try Self.validateJSON(workspace)
        #expect(status == 1)
        let found = lines.filter { $0.hasPrefix("Brands/acme.yaml:") && $0.contains(" invalid-info-plist ") }
        for (reference, what) in [("$(", "NSCameraUsageDescription (en)"), ("${", "NSCameraUsageDescription (de)"), ("${", "ios.infoPlist.FacebookAppID")] {
            #expect(found.contains { $0.contains(what) && $0.contains("'\(reference)', which Xcode expands as a build setting") }, "\(what): \(found)")
        }
        let bundle = try workspace.run("bundle", "acme", "--output", "BrandBundles")
        #expect(bundle.status == 1, "bundle writes no Info.plist Xcode would expand: \(bundle.stderr)")
        let written = (FileManager.default.enumerator(atPath: workspace.url.appendingPathComponent("BrandBundles").path)?.allObjects as? [String] ?? [])
        #expect(!written.contains { $0.hasSuffix("Info.plist") }, "\(written)")
    }

    // MARK: 12. Android's escapes

    /// aapt reads `\` escapes in the manifest's attributes and the merger expands `${…}` in a
    /// placeholder's value: the APK would say something else than the brand.
    @Test func aValueTheAndroidBuildWouldRewriteIsRefusedAtItsLine() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/acme.yaml") {
            $0.replacingOccurrences(of: "manifestPlaceholders: {", with: "manifestPlaceholders: { channel: \"ch-\\\\u0041-${applicationId}\",")
        }
        try workspace.edit("Brands/globex.yaml") {
            $0.replacingOccurrences(of: "environments:\n  staging:\n", with: "environments:\n  staging:\n    android: { versionName: \"2.0 \\\\n beta\" }\n")
        }
        let (status, lines) = try Self.validateJSON(workspace)
        #expect(status == 1)
        let found = lines.filter { $0.contains(" invalid-manifest-value ") }
        #expect(found.contains { $0.hasPrefix("Brands/acme.yaml:") && $0.contains("manifestPlaceholders.channel holds '\\'") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("Brands/globex.yaml:") && $0.contains("android.versionName holds '\\'") }, "\(found)")
    }

    // MARK: 13. Configuration names

    /// XcodeGen refuses an empty configuration name, and Xcode builds into a folder named after
    /// the configuration: '/' and '..' would put the build elsewhere.
    @Test func configurationNamesXcodeRefusesOrThatLeaveTheBuildFolderAreRefused() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/brandkit.yaml") {
            $0.replacingOccurrences(of: "configurations: { Debug: debug, Staging: staging, \"App Store\": release }",
                                    with: "configurations: { \"\": debug, \"../Staging\": staging, \"App/Store\": release, Yes: release, Release: release, Debug: debug, Staging: staging }")
        }
        let run = try workspace.run("validate", "--format", "json")
        #expect(run.status == 1)
        let found = run.diagnosticLines.filter { $0.hasPrefix("Brands/brandkit.yaml:3:") && $0.contains(" invalid-declaration configuration '") }
        for (name, problem) in [("", "is empty"), ("../Staging", "holds '..'"), ("App/Store", "holds a character other than"), ("Yes", "is a boolean")] {
            #expect(found.contains { $0.contains("configuration '\(name)' \(problem)") }, "\(name): \(found)")
        }
        #expect(found.count == 4, "\(found)")
    }

    // MARK: 11. Every environment is built

    @Test func anEnvironmentNoConfigurationBuildsIsAnError() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/brandkit.yaml") {
            $0.replacingOccurrences(of: "configurations: { Debug: debug, Staging: staging, \"App Store\": release }", with: "configurations: { Release: release }")
        }
        let run = try workspace.run("validate", "--format", "json")
        #expect(run.status == 1)
        for environment in ["staging", "debug"] {
            #expect(run.diagnosticLines.contains { $0.hasPrefix("Brands/brandkit.yaml:3:17 invalid-declaration environment '\(environment)' is built by no configuration") },
                    "\(run.diagnosticLines)")
        }
    }

    // MARK: 8. The release check compares each app

    static func commit(_ workspace: Workspace) throws {
        let git = try #require(Tool.named("git"))
        for step in [["init", "-q"], ["add", "."], ["commit", "-qm", "release"]] {
            let run = try Tool.run(git, ["-c", "user.name=Test", "-c", "user.email=test@example.com"] + step, in: workspace.url)
            try #require(run.status == 0, "git \(step): \(run.stderr)")
        }
    }

    /// A pull request that removes `android.applicationId` changes the Android app's id to the
    /// bundle id: the store would see a new app.
    @Test func aRemovedAndroidIDIsAChangedApp() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "android:\n  versionCode: 45", with: "android:\n  applicationId: com.globex.android\n  versionCode: 45") }
        try Self.commit(workspace)
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "  applicationId: com.globex.android\n", with: "") }
        let run = try workspace.run("validate", "--base", "HEAD")
        #expect(run.status == 1)
        #expect(run.stdout.contains("Brands/globex.yaml:3:11: error: globex's application id changed from 'com.globex.android' at HEAD to 'com.globex.app' (android.applicationId is gone, so it is the bundle id): the store would see a new app [changed-app-id]"),
                "\(run.stdout)")
    }

    /// The default environment is the store's build whatever it is called: renaming `release`
    /// to `production` compares it with the revision's `release`.
    @Test func aRenamedDefaultEnvironmentIsStillComparedWithTheStoresBuild() throws {
        let workspace = try Workspace()
        try Self.commit(workspace)
        try workspace.edit("Brands/brandkit.yaml") {
            $0.replacingOccurrences(of: "environments: { release: {}, staging:", with: "environments: { production: {}, staging:")
                .replacingOccurrences(of: "\"App Store\": release", with: "\"App Store\": production")
        }
        try workspace.edit("Brands/globex.yaml") {
            $0.replacingOccurrences(of: "versionCode: 45", with: "versionCode: 3").replacingOccurrences(of: "build: 45", with: "build: 3")
                .replacingOccurrences(of: "bundleId: com.globex.app\n", with: "bundleId: com.globex.shop\n")
        }
        #expect(try workspace.run("validate").status == 0, "the working tree validates on its own")
        let run = try workspace.run("validate", "--base", "HEAD", "--format", "json")
        #expect(run.status == 1)
        let found = run.diagnosticLines
        for expected in ["Brands/globex.yaml:38:10 lower-build-number globex's ios.build is 3, lower than 45",
                         "Brands/globex.yaml:46:16 lower-build-number globex's android.versionCode is 3, lower than 45",
                         "Brands/globex.yaml:3:11 changed-app-id globex's bundle id changed from 'com.globex.app' at HEAD to 'com.globex.shop'"] {
            #expect(found.contains { $0.hasPrefix(expected) }, "\(expected): \(found)")
        }
    }

    // MARK: 5. Checks linear in one brand file

    /// A brand that claims many domains (past the few a summary scans, where it keeps tables
    /// instead), one of them another brand's: still reported at its own line, once per claim,
    /// whatever the environments. The time is measured in Scripts/benchmark (34,000 claims).
    @Test func aClaimAmongManyIsReportedAtItsLine() throws {
        let workspace = try Workspace()
        let hosts = (0..<40).map { $0 == 30 ? "webcredentials:globex.example" : "applinks:h\($0).hostile.example" }
        try workspace.write("displayName: Hostile\nbundleId: com.hostile.app\nios:\n  team: H1H2H3H4H5\n  associatedDomains:\n"
                            + hosts.map { "    - \"\($0)\"\n" }.joined()
                            + "environments:\n  staging:\n    ios: { team: H1H2H3H4H5, associatedDomains: [\"applinks:h3.hostile.example\", \"webcredentials:globex.example\"] }\n",
                            to: "Brands/hostile.yaml")
        let (status, lines) = try Self.validateJSON(workspace)
        #expect(status == 1)
        let hostile = lines.filter { $0.hasPrefix("Brands/hostile.yaml:") && $0.contains(" duplicate-domain ") }
        #expect(hostile.map { String($0.prefix { $0 != " " }) }.sorted() == ["Brands/hostile.yaml:36:7", "Brands/hostile.yaml:48:81"], "\(hostile)")
    }

    // MARK: 10 and 17. partial-resource compares every variant, and reports the exception

    /// A pull request adds `images.banner` to one brand of four: one error, at the line it
    /// added, none at line 1 of the three files it did not touch.
    @Test func aNameOneBrandAddsIsReportedAtTheLineThatAddsIt() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "  logo: globex/logo.png\n", with: "  logo: globex/logo.png\n  banner: globex/logo.png\n") }
        let (status, lines) = try Self.validateJSON(workspace)
        #expect(status == 1)
        let found = lines.filter { $0.contains(" partial-resource ") }
        #expect(found.count == 1 && found.allSatisfy { $0.hasPrefix("Brands/globex.yaml:34:11 ") && $0.contains("'banner' is set here") }, "\(found)")
    }

    /// Every brand sets `promo` in its staging overlay only: R.color.brand_promo is in the
    /// staging variants only, and release cannot compile the code that reads it.
    @Test func aColourEveryBrandSetsInOneEnvironmentOnlyIsReportedThere() throws {
        let workspace = try Workspace(copyingExampleBrands: false)
        try workspace.write("environments: [release, staging]\nfeatureFlags: { newCheckout: { type: bool, default: false } }\n", to: "Brands/brandkit.yaml")
        for brand in ["tee", "vee"] {
            try workspace.write("displayName: \(brand.capitalized)\nbundleId: com.\(brand).app\ncolors: { primary: \"#000000\" }\n"
                                + "environments:\n  staging: { colors: { promo: \"#FF0000\" } }\n", to: "Brands/\(brand).yaml")
        }
        let (status, lines) = try Self.validateJSON(workspace)
        #expect(status == 1)
        let found = lines.filter { $0.contains(" partial-resource ") }.map { String($0.prefix { $0 != " " }) }
        #expect(found == ["Brands/tee.yaml:5:31", "Brands/vee.yaml:5:31"], "\(lines)")
    }

    // MARK: 18. Bundling writes only changed bytes

    /// A comment in the manifest changes every unit's inputs and none of its bytes: every unit
    /// is unchanged, and its files keep their times (Xcode and Gradle rebuild nothing).
    @Test func aCommentInTheManifestRewritesNoUnit() throws {
        let workspace = try Workspace()
        let first = try workspace.run("bundle", "--all", "--output", "out")
        try #require(first.status == 0, "\(first.stderr)")
        let out = workspace.url.appendingPathComponent("out")
        func times() throws -> [String: Date] {
            var times: [String: Date] = [:]
            for relative in try FileManager.default.subpathsOfDirectory(atPath: out.path) where !relative.hasSuffix("manifest.json") && !relative.hasPrefix(".") {
                let attributes = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(relative).path)
                if attributes[.type] as? FileAttributeType == .typeRegular { times[relative] = attributes[.modificationDate] as? Date }
            }
            return times
        }
        let before = try times()
        #expect(before.count > 20)
        Thread.sleep(forTimeInterval: 1.1)
        try workspace.edit("Brands/brandkit.yaml") { "# Reviewed by the platform team.\n" + $0 }
        let second = try workspace.run("bundle", "--all", "--output", "out")
        #expect(second.status == 0 && second.stdout.contains(" 0 written, ") && second.stdout.contains(" 0 failed."), "\(second.stdout)\(second.stderr)")
        #expect(try times() == before, "no file but the manifests was written again")
        let third = try workspace.run("bundle", "--all", "--output", "out")
        #expect(third.stdout.contains(" 0 written, "), "the next run finds every unit unchanged: \(third.stdout)")
        #expect(try workspace.run("bundle", "--all", "--output", "out", "--check").status == 0)
    }

    // MARK: 9. Fonts are decoded whole

    /// A font whose glyf table is cut short (its loca offsets point past it): FreeType opens
    /// it and draws empty glyphs, fontTools refuses it, and so does validate, at its line.
    @Test func aFontCutInsideItsGlyfTableIsRefused() throws {
        let workspace = try Workspace()
        let font = workspace.brands.appendingPathComponent("acme/fonts/AcmeSans-Regular.ttf")
        var bytes = [UInt8](try Data(contentsOf: font))
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        let glyf = try #require((0..<tables).map { 12 + 16 * $0 }.first { String(decoding: bytes[$0..<$0 + 4], as: UTF8.self) == "glyf" })
        let length = Int(bytes[glyf + 12]) << 24 | Int(bytes[glyf + 13]) << 16 | Int(bytes[glyf + 14]) << 8 | Int(bytes[glyf + 15])
        let cut = length / 2
        bytes.replaceSubrange(glyf + 12..<glyf + 16, with: [UInt8(cut >> 24 & 0xFF), UInt8(cut >> 16 & 0xFF), UInt8(cut >> 8 & 0xFF), UInt8(cut & 0xFF)])
        try Data(bytes).write(to: font)
        let python = try #require(Tool.named("python3"))
        let fontTools = try Tool.run(python, ["-c", "import sys\nfrom fontTools.ttLib import TTFont\nf = TTFont(sys.argv[1])\nfor name in f.getGlyphOrder(): f['glyf'][name].expand(f['glyf'])\n", font.path],
                                     in: workspace.url)
        #expect(fontTools.status != 0, "fontTools refuses the cut font: \(fontTools.stderr.suffix(300))")
        let (status, lines) = try Self.validateJSON(workspace)
        #expect(status == 1)
        #expect(lines.contains { $0.hasPrefix("Brands/acme.yaml:") && $0.contains("AcmeSans-Regular.ttf") && $0.contains("outside its glyf table") }, "\(lines)")
    }

    // MARK: 7. Export markers delete only what brandkit wrote

    /// A marker line with the true hash of the site's own page: the page is no file
    /// `export app-links` writes, so it stays.
    @Test func aForgedMarkerLineWithTheRightHashDeletesNothing() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("export", "app-links", "--output", "Site").status == 0)
        let page = "<html>Globex</html>\n"
        try workspace.write(page, to: "Site/globex.example/index.html")
        let hash = try Self.sha256(page, in: workspace)
        try workspace.edit("Site/.brandkit-app-links") { $0 + "\(hash)  globex.example/index.html\n" }
        let run = try workspace.run("export", "app-links", "--output", "Site")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("Site/globex.example/index.html").path))
    }

    /// A committed symlink in the site folder leads nowhere: nothing is written or removed
    /// through it, outside --output.
    @Test func aSymlinkInTheSiteFolderLeadsNoExportOutsideIt() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("export", "app-links", "--output", "Site").status == 0)
        // Elsewhere: a file that holds what brandkit wrote for globex, which the marker lists.
        let outside = workspace.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: outside.appendingPathComponent(".well-known"), withIntermediateDirectories: true)
        let written = workspace.url.appendingPathComponent("Site/globex.example/.well-known/apple-app-site-association")
        try FileManager.default.copyItem(at: written, to: outside.appendingPathComponent(".well-known/apple-app-site-association"))
        try FileManager.default.removeItem(at: workspace.url.appendingPathComponent("Site/globex.example"))
        try FileManager.default.createSymbolicLink(at: workspace.url.appendingPathComponent("Site/globex.example"), withDestinationURL: outside)
        // Globex no longer claims the domain: its files there are stale, and behind the link.
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "associatedDomains: [applinks:globex.example]", with: "associatedDomains: []") }
        _ = try workspace.run("export", "app-links", "--output", "Site")
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent(".well-known/apple-app-site-association").path),
                "nothing is removed through the link")
        // A brand that claims it again: the export refuses to write through the link.
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "associatedDomains: []", with: "associatedDomains: [applinks:globex.example]") }
        try FileManager.default.removeItem(at: outside.appendingPathComponent(".well-known/apple-app-site-association"))
        let again = try workspace.run("export", "app-links", "--output", "Site")
        #expect(again.status == 2 && again.stderr.contains("is a link or not a folder"), "\(again.stderr)")
        #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent(".well-known/apple-app-site-association").path))
    }

    /// SHA-256 of `text`, in hex, by Python's hashlib.
    static func sha256(_ text: String, in workspace: Workspace) throws -> String {
        let python = try #require(Tool.named("python3"))
        try workspace.write(text, to: "hashed.txt")
        let run = try Tool.run(python, ["-c", "import hashlib; print(hashlib.sha256(open('hashed.txt', 'rb').read()).hexdigest())"], in: workspace.url)
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
