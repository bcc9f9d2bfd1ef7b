import Foundation
import Testing

@Suite("brandkit bundle, end to end")
struct BundleEndToEndTests {
    @Test func writesEveryExampleBrandForBothPlatforms() throws {
        let workspace = try Workspace()
        let result = try workspace.run("bundle", "--all", "--output", "build/brands", "--platform", "all")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("Bundles in build/brands: 8 written, 0 unchanged, 0 failed.\n"))
        let output = workspace.url.appendingPathComponent("build/brands")
        #expect(try BundleTree.bundlesMatchTheirManifests(in: output).isEmpty)
        let acme = try BundleTree(output.appendingPathComponent("acme.bundle"))
        #expect(acme.files.keys.sorted() == [
            "AppInfo.plist", "AppPrivacyInfo.xcprivacy", "Brand.entitlements", "Brand.xcconfig", "BrandConfig.json", "BrandConfig.plist",
            "BrandExtension.entitlements", "BrandInfo.plist", "Fonts/AcmeSans-Bold.otf", "Fonts/AcmeSans-Regular.ttf", "HelpCenter.json", "Info.plist",
            "de.lproj/InfoPlist.strings", "de.lproj/Localizable.strings", "de.lproj/Localizable.stringsdict",
            "en.lproj/InfoPlist.strings", "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict", "manifest.json",
        ])
        let xcconfig = String(decoding: acme.files["Brand.xcconfig"]!, as: UTF8.self)
        #expect(xcconfig.contains("PRODUCT_BUNDLE_IDENTIFIER = com.acme.shop\n"))
        #expect(xcconfig.contains("BRAND_DISPLAY_NAME = Acme Shop\nBRAND_ID = acme\nBRAND_ENVIRONMENT = release\n"))
        let plist = try PropertyListSerialization.propertyList(from: acme.files["BrandConfig.plist"]!, format: nil) as? [String: Any]
        #expect(plist?["bundleId"] as? String == "com.acme.shop")
        #expect((plist?["featureFlags"] as? [String: Any])?["maxCartItems"] as? Int == 50)
        #expect((plist?["featureFlags"] as? [String: Any])?["newCheckout"] as? Bool == true)
        let helpCenter = String(decoding: acme.files["HelpCenter.json"]!, as: UTF8.self)
        #expect(helpCenter == (try workspace.run("render", "acme", "--format", "json")).stdout)
        let android = String(decoding: try Data(contentsOf: output.appendingPathComponent("acme/res/values/brand.xml")), as: UTF8.self)
        #expect(android.contains(#"<bool name="flag_new_checkout">true</bool>"#))
        #expect(android.contains(#"<color name="brand_primary">#FFB00020</color>"#))
        #expect(android.contains(#"<integer name="flag_max_cart_items">50</integer>"#))
    }

    /// The closing count is of brands, not of brands once for the run and again for the ones
    /// it rebuilt.
    @Test func theSummaryCountsEachBrandOnce() throws {
        let workspace = try Workspace()
        try workspace.write("displayName: Probe\nbundleId: com..probe\nextends: acme\n" + Workspace.ownIdentity("probe", bundleId: "com..probe"),
                            to: "Brands/probe.yaml")
        let result = try workspace.run("bundle", "--all", "--output", "out", "--platform", "all")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Checked 5 brands in 1 environment: 1 error"), "\(result.stderr)")
    }

    /// The SwiftGen model: committed output is checked in CI. `--check` writes nothing and
    /// exits 1 when any bundle is missing, edited, holds an extra file, or its brand changed.
    @Test func checkFindsStaleOutputAndWritesNothing() throws {
        let workspace = try Workspace()
        let out = workspace.url.appendingPathComponent("out")
        let missing = try workspace.run("bundle", "--all", "--check", "--output", "out", "--platform", "all")
        #expect(missing.status == 1)
        #expect(missing.stdout.hasSuffix("Bundles in out: 0 up to date, 8 stale, 0 failed.\n"), "\(missing.stdout)")
        #expect(!FileManager.default.fileExists(atPath: out.path))

        #expect(try workspace.run("bundle", "--all", "--output", "out", "--platform", "all").status == 0)
        let fresh = try workspace.run("bundle", "--all", "--check", "--output", "out", "--platform", "all")
        #expect(fresh.status == 0, "\(fresh.stdout)")
        #expect(fresh.stdout.contains("acme.bundle: up to date\n"))

        let before = try BundleTree(out.appendingPathComponent("acme.bundle"))
        let acme = workspace.brands.appendingPathComponent("acme.yaml")
        try (try String(contentsOf: acme, encoding: .utf8)).replacingOccurrences(of: "displayName: Acme Shop", with: "displayName: Acme Renamed")
            .write(to: acme, atomically: true, encoding: .utf8)
        try Data("x".utf8).write(to: out.appendingPathComponent("globex/extra.txt"))
        let xcconfig = out.appendingPathComponent("initech.bundle/Brand.xcconfig")
        try (try String(contentsOf: xcconfig, encoding: .utf8) + "// edited\n").write(to: xcconfig, atomically: true, encoding: .utf8)
        let stale = try workspace.run("bundle", "--all", "--check", "--output", "out", "--platform", "all")
        #expect(stale.status == 1)
        for name in ["acme.bundle", "acme", "acme-de.bundle", "acme-de", "globex", "initech.bundle"] {
            #expect(stale.stdout.contains("\(name): stale"), "\(name): \(stale.stdout)")
        }
        #expect(stale.stdout.contains("globex.bundle: up to date\n") && stale.stdout.contains("initech: up to date\n"))
        #expect(try BundleTree(out.appendingPathComponent("acme.bundle")).files == before.files)
    }

    @Test func sameInputsGiveTheSameBytesWhereverAndWheneverItRuns() throws {
        let workspace = try Workspace()
        let first = try workspace.run("bundle", "--all", "--platform", "all", "--output", "one")
        #expect(first.status == 0)
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("nested/deeper"), withIntermediateDirectories: true)
        let second = try Brandkit.run(
            ["bundle", "--all", "--platform", "all", "--brands", "../../Brands", "--output", "../../two"],
            in: workspace.url.appendingPathComponent("nested/deeper"),
            environment: ["TZ": "Pacific/Kiritimati", "LANG": "de_DE.UTF-8", "LC_ALL": "tr_TR.UTF-8"])
        #expect(second.status == 0, "\(second.stderr)")
        let one = try BundleTree(workspace.url.appendingPathComponent("one"))
        let two = try BundleTree(workspace.url.appendingPathComponent("two"))
        #expect(!one.files.isEmpty)
        #expect(one == two)
        #expect(Set(one.modes.values) == [0o644, 0o755])
        for (path, data) in one.files {
            let text = String(decoding: data, as: UTF8.self)
            // A PNG's signature holds CR LF by design; only generated text must not.
            #expect(!text.contains(workspace.url.path) && (path.hasSuffix(".png") || !text.contains("\r\n")), "\(path)")
        }
    }

    @Test func aSecondRunTouchesNothingAndForceRebuilds() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("bundle", "--all", "--output", "out").status == 0)
        let acme = workspace.url.appendingPathComponent("out/acme.bundle")
        func identity(_ url: URL) throws -> [String] {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            return ["\(attributes[.systemFileNumber]!)", "\(attributes[.modificationDate]!)"]
        }
        let before = try [identity(acme), identity(acme.appendingPathComponent("BrandConfig.plist"))]
        let again = try workspace.run("bundle", "--all", "--output", "out")
        #expect(again.stdout.hasSuffix("0 written, 4 unchanged, 0 failed.\n"))
        #expect(try [identity(acme), identity(acme.appendingPathComponent("BrandConfig.plist"))] == before)

        let forced = try workspace.run("bundle", "--all", "--output", "out", "--force")
        #expect(forced.stdout.hasSuffix("4 written, 0 unchanged, 0 failed.\n"))
        #expect(try identity(acme) != before[0])
    }

    @Test func changingOneBrandRewritesOnlyWhatDependsOnIt() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("bundle", "--all", "--output", "out").status == 0)
        let globex = workspace.brands.appendingPathComponent("globex.yaml")
        try (try String(contentsOf: globex, encoding: .utf8)).replacingOccurrences(of: "displayName: Globex", with: "displayName: Globex Corp")
            .write(to: globex, atomically: true, encoding: .utf8)
        let acme = workspace.brands.appendingPathComponent("acme.yaml")
        try (try String(contentsOf: acme, encoding: .utf8)).replacingOccurrences(of: "maxCartItems: 50", with: "maxCartItems: 60")
            .write(to: acme, atomically: true, encoding: .utf8)
        let result = try workspace.run("bundle", "--all", "--output", "out")
        #expect(result.stdout == """
        acme-de.bundle: written
        acme.bundle: written
        globex.bundle: written
        initech.bundle: unchanged
        Bundles in out: 3 written, 1 unchanged, 0 failed.

        """)
    }

    @Test func aBrandWithErrorsWritesNothingWhileTheOthersBundle() throws {
        let workspace = try Workspace()
        try workspace.fixture("broken-acme.yaml", to: "Brands/acme.yaml")
        let result = try workspace.run("bundle", "--all", "--output", "out")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Brands/acme.yaml:8:3: error: unknown feature flag 'newCheckot' [unknown-flag]"))
        #expect(result.stdout.contains("acme.bundle: not written (errors)\n"))
        #expect(result.stdout.contains("acme-de.bundle: not written (errors)\n"), "a sub-brand of a broken brand is broken too")
        #expect(result.stdout.contains("globex.bundle: written\n"))
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("out/acme.bundle").path))
    }

    /// A brand's units are staged as soon as its own checks pass, before the cross-brand
    /// rules run. When one of those fails the brand, its staged units go, and the bundle an
    /// earlier run wrote stays as it was: nothing half-made is left in the output.
    @Test func aBrandFailedByACrossBrandRuleKeepsItsOldBundleAndLeavesNoStaging() throws {
        let workspace = try Workspace()
        let out = workspace.url.appendingPathComponent("out")
        #expect(try workspace.run("bundle", "--all", "--output", "out").status == 0)
        let before = try BundleTree(out.appendingPathComponent("globex.bundle"))
        // Globex changes, so its bundle is rebuilt, and a new brand takes its bundle id.
        let globex = workspace.url.appendingPathComponent("Brands/globex.yaml")
        let text = try String(contentsOf: globex, encoding: .utf8)
        try workspace.write(text.replacingOccurrences(of: "displayName: Globex\n", with: "displayName: Globex Two\n"),
                            to: "Brands/globex.yaml")
        try workspace.write("displayName: Copycat\nbundleId: com.globex.app\nextends: acme\n", to: "Brands/copycat.yaml")
        let result = try workspace.run("bundle", "--all", "--output", "out")
        #expect(result.status == 1)
        #expect(result.stderr.contains("brand 'globex' uses the bundle id 'com.globex.app', as brand 'copycat' does"), "\(result.stderr)")
        #expect(result.stdout.contains("globex.bundle: not written (errors)\n"), "\(result.stdout)")
        #expect(try BundleTree(out.appendingPathComponent("globex.bundle")) == before)
        let left = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "left in the output: \(left)")
    }

    @Test func severalEnvironmentsAreNamedAndConfigurationsMapToEnvironments() throws {
        let workspace = try Workspace()
        let several = try workspace.run("bundle", "globex", "--env", "release", "--env", "staging", "--output", "out")
        #expect(several.status == 0)
        #expect(several.stdout.contains("globex@release.bundle: written\nglobex@staging.bundle: written\n"))
        let staging = try String(contentsOf: workspace.url.appendingPathComponent("out/globex@staging.bundle/Brand.xcconfig"), encoding: .utf8)
        #expect(staging.contains("PRODUCT_BUNDLE_IDENTIFIER = com.globex.app.staging\n"))
        let debug = try workspace.run("bundle", "globex", "--configuration", "Debug", "--output", "debug")
        #expect(debug.status == 0)
        let xcconfig = try String(contentsOf: workspace.url.appendingPathComponent("debug/globex.bundle/Brand.xcconfig"), encoding: .utf8)
        #expect(xcconfig.contains("BRAND_ENVIRONMENT = debug\n"))
        let unknown = try workspace.run("bundle", "globex", "--configuration", "Profile", "--output", "x")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("configurations: { Profile: release }"))
    }

    @Test func xcodeFileListsNameTheInputsAndOutputs() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("bundle", "acme", "--output", "out", "--xcfilelists", "lists").status == 0)
        let inputs = try String(contentsOf: workspace.url.appendingPathComponent("lists/brandkit-inputs.xcfilelist"), encoding: .utf8)
        #expect(inputs.contains("$(SRCROOT)/Brands/acme.yaml\n") && inputs.contains("$(SRCROOT)/Brands/brandkit.yaml\n"))
        let outputs = try String(contentsOf: workspace.url.appendingPathComponent("lists/brandkit-outputs.xcfilelist"), encoding: .utf8)
        #expect(outputs == "$(SRCROOT)/out/acme.bundle/manifest.json\n")
    }

    @Test func badRequestsExitTwo() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("bundle", "--output", "out").status == 2)
        #expect(try workspace.run("bundle", "acme", "--all", "--output", "out").status == 2)
        let traversal = try workspace.run("bundle", "../etc", "--output", "out")
        #expect(traversal.status == 2)
        #expect(traversal.stderr.contains("'../etc' is not a brand id"))
        let unknown = try workspace.run("bundle", "acmee", "--output", "out")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean 'acme'?"))
    }
}
