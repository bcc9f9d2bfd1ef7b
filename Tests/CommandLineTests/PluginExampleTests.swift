import Foundation
import Testing

/// The example app package under `Tests/PluginExample` builds with brandkit's build-tool
/// plugin (bundle and accessors generated on the build), its own test reads a flag through
/// them, and the command plugin runs brandkit in the package.
@Suite(.enabled(if: TestTier.all, TestTier.onlyInAll)) struct PluginExampleTests {
    @Test func theExampleAppBuildsTestsAndRunsTheCommandPlugin() throws {
        let swift = try #require(Tool.named("swift"), "swift comes with the toolchain")
        let workspace = try Workspace()
        // The example names brandkit at ../brandkit: this checkout, beside a copy of the app.
        let app = workspace.url.appendingPathComponent("app")
        try FileManager.default.copyItem(at: Brandkit.packageRoot.appendingPathComponent("Tests/PluginExample"), to: app)
        try FileManager.default.copyItem(at: workspace.brands, to: app.appendingPathComponent("Brands"))
        try FileManager.default.createSymbolicLink(at: workspace.url.appendingPathComponent("brandkit"),
                                                   withDestinationURL: Brandkit.packageRoot)

        let test = try Tool.run(swift, ["test"], in: app)
        #expect(test.status == 0, "swift test: \(test.stdout.suffix(3000))\(test.stderr.suffix(3000))")
        #expect(test.stdout.contains("theAppReadsItsBrand() passed"))
        let generated = app.appendingPathComponent(".build/plugins/outputs/app/AcmeApp/destination/BrandKitBuildPlugin")
        #expect(FileManager.default.fileExists(atPath: generated.appendingPathComponent("BrandConfiguration.swift").path))

        let validate = try Tool.run(swift, ["package", "--allow-writing-to-package-directory", "brandkit", "validate"], in: app)
        #expect(validate.status == 0 && validate.stdout.contains("Checked 4 brands"), "\(validate.stderr.suffix(2000))")
        let failing = try Tool.run(swift, ["package", "--allow-writing-to-package-directory", "brandkit", "explain", "acme", "nosuch"],
                                   in: app)
        #expect(failing.status != 0 && (failing.stdout + failing.stderr).contains("unknown key 'nosuch'"))

        // The settings file is untrusted too: only a brand id, and brands inside the package.
        let settings = app.appendingPathComponent("Sources/AcmeApp/brandkit.json")
        let original = try String(contentsOf: settings, encoding: .utf8)
        for (hostile, expected) in [(#"{ "brand": "--all", "brands": "Brands" }"#, "must be a brand id"),
                                    (#"{ "brand": "acme", "brands": "../.." }"#, "inside the package")] {
            try hostile.write(to: settings, atomically: true, encoding: .utf8)
            let refused = try Tool.run(swift, ["build"], in: app)
            #expect(refused.status != 0 && (refused.stdout + refused.stderr).contains(expected),
                    "\(hostile): \(refused.stdout.suffix(2000))\(refused.stderr.suffix(1000))")
        }
        try original.write(to: settings, atomically: true, encoding: .utf8)

        // A brand that stops validating stops the build, with brandkit's located error.
        try "featureFlags: { maxCartItems: 9999 }\n".write(to: app.appendingPathComponent("Brands/acme-de.yaml"), atomically: true,
                                                          encoding: .utf8)
        let broken = try Tool.run(swift, ["build"], in: app)
        #expect(broken.status != 0 && (broken.stdout + broken.stderr).contains("acme-de.yaml:1:31"), "\(broken.stdout.suffix(2000))")
    }
}
