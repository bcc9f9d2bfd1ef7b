import Foundation
import Testing

/// `bundle --xcassets`: each brand's colours as an asset catalog of its own, which an app
/// target compiles (Xcode never compiles a catalog inside a `.bundle`).
@Suite("brandkit bundle --xcassets, end to end")
struct ColorCatalogEndToEndTests {
    func json(_ data: Data?) throws -> [String: Any] {
        let bytes = try #require(data)
        let object = try JSONSerialization.jsonObject(with: bytes)
        return try #require(object as? [String: Any])
    }

    /// The catalog follows Apple's asset catalog format: a root `Contents.json` with `info`,
    /// and per colour a `.colorset` whose one universal sRGB entry holds the components.
    @Test func writesACatalogBesideEachBundleInAppleFormat() throws {
        let workspace = try Workspace()
        let result = try workspace.run("bundle", "--all", "--xcassets", "--output", "out")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("acme.xcassets: written\n") && result.stdout.contains("acme.bundle: written\n"))
        let out = workspace.url.appendingPathComponent("out")
        #expect(try BundleTree.bundlesMatchTheirManifests(in: out).isEmpty)

        let catalog = try BundleTree(out.appendingPathComponent("acme.xcassets"))
        // What actool sees: the root Contents.json and one folder per colour. The manifest is hidden.
        #expect(catalog.files.keys.filter { !$0.hasPrefix(".") }.sorted() == [
            "AppIcon.appiconset/AppIcon.png", "AppIcon.appiconset/Contents.json",
            "Contents.json", "LaunchBackground.colorset/Contents.json",
            "LaunchImage.imageset/Contents.json", "LaunchImage.imageset/LaunchImage.png", "accent.colorset/Contents.json",
            "logo.imageset/Contents.json", "logo.imageset/logo.png",
            "onPrimary.colorset/Contents.json", "primary.colorset/Contents.json",
        ])
        #expect(catalog.files[".brandkit-manifest.json"] != nil)
        let root = try json(catalog.files["Contents.json"])
        #expect((root["info"] as? [String: Any])?["version"] as? Int == 1)

        let primary = try json(catalog.files["primary.colorset/Contents.json"])
        let entries = try #require(primary["colors"] as? [[String: Any]])
        #expect(entries.count == 2, "light, then the dark appearance acme sets")
        #expect(entries.allSatisfy { $0["idiom"] as? String == "universal" })
        #expect(entries.first?["appearances"] == nil)
        let appearances = try #require(entries.last?["appearances"] as? [[String: String]])
        #expect(appearances == [["appearance": "luminosity", "value": "dark"]])
        let dark = try #require((entries.last?["color"] as? [String: Any])?["components"] as? [String: String])
        #expect(dark == ["red": "0xFF", "green": "0xB4", "blue": "0xAB", "alpha": "1.000"])
        // A plain colour has one appearance.
        let accent = try json(catalog.files["accent.colorset/Contents.json"])
        #expect((accent["colors"] as? [[String: Any]])?.count == 1)
        let color = try #require(entries.first?["color"] as? [String: Any])
        #expect(color["color-space"] as? String == "srgb")
        let components = try #require(color["components"] as? [String: String])
        #expect(components == ["red": "0xB0", "green": "0x00", "blue": "0x20", "alpha": "1.000"])
        #expect((primary["info"] as? [String: Any])?["version"] as? Int == 1)

        // The bundle no longer carries a catalog nobody compiles.
        let bundle = try BundleTree(out.appendingPathComponent("acme.bundle"))
        #expect(!bundle.files.keys.contains { $0.contains("xcassets") })
    }

    /// Dark colours reach Android as `values-night`, which aapt2 compiles into the night
    /// configuration of the same resource; a brand without dark colours writes no such folder.
    @Test func darkColoursAreTheNightConfigurationForAapt2() throws {
        let workspace = try Workspace()
        let bundle = try workspace.run("bundle", "acme", "acme-de", "--platform", "android", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stderr)")
        let aapt2 = try #require(Tool.named("aapt2"), "aapt2 is installed by Scripts/install-dependencies --test")
        try workspace.write("<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"com.acme.shop\"/>\n",
                            to: "AndroidManifest.xml")
        #expect(try Tool.compileLinkable(aapt2, res: "out/acme/res", output: "compiled.zip", in: workspace.url).status == 0)
        // Against Android's own attributes: the launcher icon's layers use android:drawable.
        let link = try Tool.run(aapt2, ["link", "--static-lib", "-o", "lib.apk", "-I", Tool.androidFramework,
                                        "--manifest", "AndroidManifest.xml", "compiled.zip"], in: workspace.url)
        #expect(link.status == 0, "\(link.stderr)")
        let dump = try Tool.run(aapt2, ["dump", "resources", "lib.apk"], in: workspace.url)
        let lines = dump.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let primary = try #require(lines.firstIndex { $0.hasSuffix("color/brand_primary") })
        #expect(lines[primary + 1].hasPrefix("() #ffb00020"), "\(dump.stdout)")
        #expect(lines[primary + 2].hasPrefix("(night-v8) #ffffb4ab"), "\(dump.stdout)")
        let accent = try #require(lines.firstIndex { $0.hasSuffix("color/brand_accent") })
        #expect(!lines.dropFirst(accent + 1).prefix(2).contains { $0.hasPrefix("(night") }, "accent has no dark value: \(dump.stdout)")
    }

    @Test func catalogsAreIncrementalAndCoveredByCheck() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("bundle", "--all", "--xcassets", "--output", "out").status == 0)
        let again = try workspace.run("bundle", "--all", "--xcassets", "--output", "out")
        #expect(again.stdout.contains("globex.xcassets: unchanged\n"), "\(again.stdout)")
        #expect(try workspace.run("bundle", "--all", "--xcassets", "--check", "--output", "out").status == 0)

        let colorset = workspace.url.appendingPathComponent("out/globex.xcassets/primary.colorset/Contents.json")
        try Data("{}".utf8).write(to: colorset)
        let stale = try workspace.run("bundle", "--all", "--xcassets", "--check", "--output", "out")
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("globex.xcassets: stale"), "\(stale.stdout)")
        #expect(stale.stdout.contains("globex.bundle: up to date"), "\(stale.stdout)")
    }

    /// An app's own catalog with a brand's name is not brandkit's to replace.
    @Test func neverReplacesACatalogItDidNotMake() throws {
        let workspace = try Workspace()
        try workspace.write(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#, to: "out/acme.xcassets/Contents.json")
        try workspace.write(#"{ "images" : [] }"#, to: "out/acme.xcassets/AppIcon.appiconset/Contents.json")
        let before = try BundleTree(workspace.url.appendingPathComponent("out/acme.xcassets"))
        let result = try workspace.run("bundle", "acme", "--xcassets", "--output", "out")
        #expect(result.status == 2)
        #expect(result.stderr.contains("refusing to replace") && result.stderr.contains(".brandkit-manifest.json"), "\(result.stderr)")
        #expect(try BundleTree(workspace.url.appendingPathComponent("out/acme.xcassets")) == before)
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("out/acme.bundle").path))
    }

    @Test func xcassetsIsRefusedForAndroidOnly() throws {
        let workspace = try Workspace()
        let result = try workspace.run("bundle", "--all", "--xcassets", "--platform", "android", "--output", "out")
        #expect(result.status == 2)
        #expect(result.stderr.contains("--xcassets is for iOS"), "\(result.stderr)")
    }

    /// Without the flag, an earlier run's catalogs are left alone, neither rewritten nor removed.
    @Test func withoutTheFlagNoCatalogIsWritten() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("bundle", "--all", "--output", "out", "--platform", "all").status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("out").path)
        #expect(!names.contains { $0.hasSuffix(".xcassets") }, "\(names)")
    }
}
