import Foundation
import Testing

/// Each value that used to validate and then break aapt2, or reach the app changed: now a
/// located error, or an artifact the platform's own tool reads back unchanged.
@Suite("Platform acceptance: the reported reproductions", .serialized)
struct PlatformReproductionTests {
    /// Bundles the probe brand for both platforms and reads its Android values with aapt2.
    private func androidValues(_ workspace: Workspace) throws -> [String: [String]] {
        let tools = try #require(PlatformTools.find(), "\(PlatformTools.requirement)")
        let bundle = try workspace.run("bundle", "probe", "--platform", "all", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stdout)\(bundle.stderr)")
        let dump = try tools.compileAndDump(workspace.url.appendingPathComponent("out/probe/res"), scratch: workspace.url)
        #expect(dump.failure == nil, "\(dump.failure ?? "")")
        return dump.values
    }

    /// The probe's `brand.properties`, as Gradle's `java.util.Properties` reads it.
    private func gradleProperties(_ workspace: Workspace) throws -> [String: String] {
        let tools = try #require(PlatformTools.find(), "\(PlatformTools.requirement)")
        return try #require(try tools.readProperties([workspace.url.appendingPathComponent("out/probe/brand.properties")]).first)
    }

    @Test(arguments: ["100% Organic, 0% Sugar", "  Acme  Shop ", "It's \"the\" @home", "?attr/no", "Tab\there"])
    func androidReadsTheDisplayNameAsWritten(name: String) throws {
        let workspace = try Workspace()
        try workspace.write("displayName: \(YAMLText.quoted(name))\nbundleId: com.probe.app\nextends: acme\n"
                            + Workspace.ownIdentity("probe", bundleId: "com.probe.app"), to: "Brands/probe.yaml")
        #expect(try workspace.run("validate", "Brands/probe.yaml").status == 0)
        #expect(try androidValues(workspace)["string/brand_display_name"] == [name])
        let xcconfig = try String(contentsOf: workspace.url.appendingPathComponent("out/probe.bundle/Brand.xcconfig"), encoding: .utf8)
        #expect(XcconfigReader.settings(xcconfig)["BRAND_DISPLAY_NAME"] == name, "\(xcconfig)")
    }

    @Test func anIntBeyond32BitsIsRefusedWhereItIsWritten() throws {
        let workspace = try Workspace()
        try workspace.writeProbe("featureFlags: { maxCartItems: 3000000000 }\n")
        let result = try workspace.run("validate", "Brands/probe.yaml")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Brands/probe.yaml:4:31: error: 'featureFlags.maxCartItems' is 3000000000, outside the 32-bit range"),
                "\(result.stdout)")
        #expect(result.stdout.contains("[int-out-of-range]"))
    }

    @Test func coloursThatDifferOnlyByCaseAreRefused() throws {
        let workspace = try Workspace()
        try workspace.writeProbe("colors: { primary: \"#B00020\", Primary: \"#B00021\" }\n")
        let result = try workspace.run("validate", "Brands/probe.yaml")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Brands/probe.yaml:4:31: error: 'Primary' and 'primary' both become the resource name 'primary' [invalid-name]"),
                "\(result.stdout)")
    }

    @Test func aColourThatCollidesWithADefaultIsRefusedInTheBrand() throws {
        let workspace = try Workspace()
        try workspace.writeProbe("colors: { OnPrimary: \"#000001\" }\n")
        let result = try workspace.run("validate", "Brands/probe.yaml")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Brands/probe.yaml:4:22: error: colour 'OnPrimary' and 'onPrimary'"), "\(result.stdout)")
        #expect(result.stdout.contains("[colliding-names]"))
    }

    @Test func flagsThatBecomeOneResourceNameAreRefusedInTheManifest() throws {
        let workspace = try Workspace()
        let manifest = workspace.brands.appendingPathComponent("brandkit.yaml")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "featureFlags:\n", with: "featureFlags:\n  new_checkout: { type: bool, default: false }\n")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let result = try workspace.run("validate")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Brands/brandkit.yaml:7:3: error: 'newCheckout' and 'new_checkout' both become the resource name 'new_checkout' [invalid-name]"),
                "\(result.stdout)")
    }

    /// `searchRadiusKm: 25.0` in the example manifest: one form in every file.
    @Test func aNumberIsWrittenOneWayEverywhere() throws {
        let workspace = try Workspace()
        try workspace.writeProbe("")
        #expect(try androidValues(workspace)["string/flag_search_radius_km"] == ["25"])
        let ios = workspace.url.appendingPathComponent("out/probe.bundle")
        #expect(try String(contentsOf: ios.appendingPathComponent("BrandConfig.json"), encoding: .utf8).contains("\"searchRadiusKm\": 25,"))
        #expect(try String(contentsOf: ios.appendingPathComponent("BrandConfig.plist"), encoding: .utf8).contains("<real>25</real>"))
        let flags = try workspace.run("flags", "--format", "json")
        #expect(flags.stdout.contains("\"searchRadiusKm\"") && !flags.stdout.contains("25.0"), "\(flags.stdout)")
    }

    /// iOS takes `com.acme.shop-de`; Gradle does not. Without `android.applicationId` it is
    /// an error at the bundle id that says what to add; with it, Android gets that id.
    @Test func anApplicationIdFollowsAndroidsRules() throws {
        let workspace = try Workspace()
        try workspace.write("displayName: Probe\nbundleId: com.probe.app-de\nextends: acme\n"
                            + Workspace.ownIdentity("probe", bundleId: "com.probe.app-de"), to: "Brands/probe.yaml")
        let refused = try workspace.run("validate", "Brands/probe.yaml")
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("Brands/probe.yaml:2:11: error: bundle id 'com.probe.app-de' is no valid Android application id"),
                "\(refused.stdout)")
        #expect(refused.stdout.contains("add 'android: { applicationId: com.probe.app_de }'"))

        try workspace.write("displayName: Probe\nbundleId: com.probe.app-de\nextends: acme\nandroid: { applicationId: com.probe.app_de, urlSchemes: [probe], appLinks: [probe.test] }\n"
                            + "ios: { urlSchemes: [probe], appGroups: [group.com.probe.app-de], extensions: { widget: com.probe.app-de.widget }, associatedDomains: [applinks:probe.test] }\n",
                            to: "Brands/probe.yaml")
        #expect(try workspace.run("validate", "Brands/probe.yaml").status == 0)
        #expect(try androidValues(workspace)["string/brand_application_id"] == ["com.probe.app_de"])
        #expect(try gradleProperties(workspace)["applicationId"] == "com.probe.app_de")
        let ios = try String(contentsOf: workspace.url.appendingPathComponent("out/probe.bundle/Brand.xcconfig"), encoding: .utf8)
        #expect(XcconfigReader.settings(ios)["PRODUCT_BUNDLE_IDENTIFIER"] == "com.probe.app-de")
    }

    /// A flavor's version is readable by Gradle while it configures: `brand.properties`
    /// carries what the brand sets, exactly (what java.util.Properties escapes included; a '\'
    /// is refused, since aapt would read it as an escape in the APK), and leaves the keys out
    /// when it sets nothing.
    @Test func aFlavorsVersionReachesGradle() throws {
        let workspace = try Workspace()
        try workspace.write("displayName: Probe\nbundleId: com.probe.app\nextends: acme\n"
                            + "android: { versionCode: 2100000000, versionName: \" 1.4.0-β = #2: !\", urlSchemes: [probe], appLinks: [probe.test] }\n"
                            + "ios: { urlSchemes: [probe], appGroups: [group.com.probe.app], extensions: { widget: com.probe.app.widget }, associatedDomains: [applinks:probe.test] }\n",
                            to: "Brands/probe.yaml")
        #expect(try workspace.run("validate", "Brands/probe.yaml").status == 0)
        _ = try androidValues(workspace)
        let properties = try gradleProperties(workspace)
        #expect(properties["versionCode"] == "2100000000", "\(properties)")
        #expect(properties["versionName"] == " 1.4.0-β = #2: !", "\(properties)")

        try workspace.write("displayName: Probe\nbundleId: com.probe.app\nextends: acme\n" + Workspace.ownIdentity("probe", bundleId: "com.probe.app"),
                            to: "Brands/probe.yaml")
        _ = try androidValues(workspace)
        let plain = try gradleProperties(workspace)
        #expect(plain["versionCode"] == nil && plain["versionName"] == nil && plain["applicationId"] == "com.probe.app", "\(plain)")
    }

    /// An iOS app's version per brand: `ios.version` and `ios.build` reach Xcode as
    /// `MARKETING_VERSION` and `CURRENT_PROJECT_VERSION`, and are left out when unset, so
    /// the target keeps its own.
    @Test func anAppVersionReachesXcode() throws {
        let workspace = try Workspace()
        let xcconfig = workspace.url.appendingPathComponent("out/probe.bundle/Brand.xcconfig")
        try workspace.write("displayName: Probe\nbundleId: com.probe.app\nextends: acme\n"
                            + "ios: { version: 2.3.0, build: 45, urlSchemes: [probe], appGroups: [group.com.probe.app], extensions: { widget: com.probe.app.widget }, associatedDomains: [applinks:probe.test] }\n"
                            + "android: { urlSchemes: [probe], appLinks: [probe.test] }\n",
                            to: "Brands/probe.yaml")
        #expect(try workspace.run("validate", "Brands/probe.yaml").status == 0)
        #expect(try workspace.run("bundle", "probe", "--output", "out").status == 0)
        let settings = XcconfigReader.settings(try String(contentsOf: xcconfig, encoding: .utf8))
        #expect(settings["MARKETING_VERSION"] == "2.3.0" && settings["CURRENT_PROJECT_VERSION"] == "45", "\(settings)")

        try workspace.write("displayName: Probe\nbundleId: com.probe.app\nextends: acme\n" + Workspace.ownIdentity("probe", bundleId: "com.probe.app"),
                            to: "Brands/probe.yaml")
        #expect(try workspace.run("bundle", "probe", "--output", "out").status == 0)
        let plain = XcconfigReader.settings(try String(contentsOf: xcconfig, encoding: .utf8))
        #expect(plain["MARKETING_VERSION"] == nil && plain["CURRENT_PROJECT_VERSION"] == nil, "\(plain)")
    }

    /// App Store Connect takes one to three period-separated integers for both.
    @Test(arguments: [("version: 2.3.0.1", 3, 17), ("version: \"v2\"", 3, 17), ("version: 2..3", 3, 17), ("version: \" 2.3\"", 3, 17),
                      ("build: -1", 3, 15)])
    func anAppVersionNotInAppStoreFormIsRefusedWhereItIsWritten(value: String, line: Int, column: Int) throws {
        let workspace = try Workspace()
        try workspace.write("displayName: Probe\nbundleId: com.probe.app\nios: { \(value) }\n", to: "Brands/probe.yaml")
        let result = try workspace.run("validate", "Brands/probe.yaml")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Brands/probe.yaml:\(line):\(column): error:") && result.stdout.contains("[invalid-app-version]"),
                "\(result.stdout)")
    }

    @Test(arguments: ["0", "-3", "2100000001", "3000000000"])
    func aVersionCodeOutOfRangeIsRefusedWhereItIsWritten(code: String) throws {
        let workspace = try Workspace()
        try workspace.write("displayName: Probe\nbundleId: com.probe.app\nextends: acme\nandroid: { versionCode: \(code), urlSchemes: [probe], appLinks: [probe.test] }\n"
                            + "ios: { urlSchemes: [probe], appGroups: [group.com.probe.app], extensions: { widget: com.probe.app.widget }, associatedDomains: [applinks:probe.test] }\n",
                            to: "Brands/probe.yaml")
        let result = try workspace.run("validate", "Brands/probe.yaml")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Brands/probe.yaml:4:25: error: 'android.versionCode' is \(code), outside 1...2100000000"),
                "\(result.stdout)")
        #expect(result.stdout.contains("[invalid-version-code]") && !result.stdout.contains("int-out-of-range"))
    }
}
