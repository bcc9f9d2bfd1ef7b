import Foundation
import Testing

/// Each brand's privacy manifest: what its modules declare (`ios.privacy`), checked in the
/// manifest at its line, merged with the app's own, read back by Python's plistlib and
/// converted by libplist, and placed at the app's root by the Xcode build phase.
@Suite("Privacy manifests")
struct PrivacyManifestTests {
    /// The property list at `path` in `folder` as JSON, read by plistlib (XML or binary),
    /// after libplist has converted it to binary and back: both of Apple's formats hold it.
    static func read(_ path: String, in folder: URL) throws -> [String: Any] {
        let plistutil = try #require(Tool.named("plistutil"), "Scripts/install-dependencies --test installs libplist-utils")
        let binary = folder.appendingPathComponent(".converted.bplist").path
        let converted = try Tool.run(plistutil, ["-i", path, "-o", binary, "-f", "bin"], in: folder)
        #expect(converted.status == 0, "plistutil: \(converted.stderr)")
        let python = try #require(Tool.named("python3"))
        let read = try Tool.run(python, ["-c", """
            import json, plistlib, sys
            xml = plistlib.load(open(sys.argv[1], "rb"))
            assert plistlib.load(open(sys.argv[2], "rb")) == xml, "libplist's binary differs"
            print(json.dumps(xml, sort_keys=True))
            """, path, binary], in: folder)
        #expect(read.status == 0, "\(read.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: Any])
    }

    /// The data types of a manifest, by Apple's name.
    static func dataTypes(_ manifest: [String: Any]) -> [String: [String: Any]] {
        Dictionary(uniqueKeysWithValues: (manifest["NSPrivacyCollectedDataTypes"] as? [[String: Any]] ?? []).compactMap { entry in
            (entry["NSPrivacyCollectedDataType"] as? String).map { ($0, entry) }
        })
    }

    /// The app's own manifest: it links crash data for analytics, device ids for its own
    /// features, and reads file timestamps.
    static let appManifest = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>NSPrivacyTracking</key><false/>
        \t<key>NSPrivacyCollectedDataTypes</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>NSPrivacyCollectedDataType</key><string>NSPrivacyCollectedDataTypeCrashData</string>
        \t\t\t<key>NSPrivacyCollectedDataTypeLinked</key><false/>
        \t\t\t<key>NSPrivacyCollectedDataTypeTracking</key><false/>
        \t\t\t<key>NSPrivacyCollectedDataTypePurposes</key><array><string>NSPrivacyCollectedDataTypePurposeAnalytics</string></array>
        \t\t</dict>
        \t\t<dict>
        \t\t\t<key>NSPrivacyCollectedDataType</key><string>NSPrivacyCollectedDataTypeDeviceID</string>
        \t\t\t<key>NSPrivacyCollectedDataTypeLinked</key><true/>
        \t\t\t<key>NSPrivacyCollectedDataTypeTracking</key><false/>
        \t\t\t<key>NSPrivacyCollectedDataTypePurposes</key><array><string>NSPrivacyCollectedDataTypePurposeAppFunctionality</string></array>
        \t\t</dict>
        \t</array>
        \t<key>NSPrivacyAccessedAPITypes</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>NSPrivacyAccessedAPIType</key><string>NSPrivacyAccessedAPICategoryFileTimestamp</string>
        \t\t\t<key>NSPrivacyAccessedAPITypeReasons</key><array><string>C617.1</string></array>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """

    /// A brand that ships ads declares tracking, its domain, the device id and user defaults;
    /// one that ships no module with privacy entries has no manifest of its own.
    @Test func eachBrandsManifestHoldsItsModulesEntries() throws {
        let workspace = try Workspace()
        let bundled = try workspace.run("bundle", "--all", "--output", "out")
        #expect(bundled.status == 0, "\(bundled.stdout)\(bundled.stderr)")
        for brand in ["acme", "acme-de"] {
            let manifest = try Self.read("out/\(brand).bundle/AppPrivacyInfo.xcprivacy", in: workspace.url)
            #expect(manifest["NSPrivacyTracking"] as? Bool == true)
            #expect(manifest["NSPrivacyTrackingDomains"] as? [String] == ["googleads.g.doubleclick.net"])
            let device = try #require(Self.dataTypes(manifest)["NSPrivacyCollectedDataTypeDeviceID"], "\(manifest)")
            #expect(device["NSPrivacyCollectedDataTypeTracking"] as? Bool == true && device["NSPrivacyCollectedDataTypeLinked"] as? Bool == false)
            #expect(device["NSPrivacyCollectedDataTypePurposes"] as? [String] == ["NSPrivacyCollectedDataTypePurposeThirdPartyAdvertising"])
            let apis = manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]] ?? []
            #expect(apis.count == 1 && apis.first?["NSPrivacyAccessedAPIType"] as? String == "NSPrivacyAccessedAPICategoryUserDefaults"
                        && apis.first?["NSPrivacyAccessedAPITypeReasons"] as? [String] == ["CA92.1"], "\(apis)")
        }
        for brand in ["globex", "initech"] {
            #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("out/\(brand).bundle/AppPrivacyInfo.xcprivacy").path))
        }
    }

    /// With the app's own manifest, every brand's starts from it: the ads brands' device id is
    /// linked (the app's) and tracked (the module's), for both purposes; a brand without ads
    /// declares exactly the app's. A change to the app's file rebuilds the bundles.
    @Test func theAppsOwnManifestIsMergedIntoEveryBrands() throws {
        let workspace = try Workspace()
        try workspace.write(Self.appManifest, to: "App/PrivacyInfo.xcprivacy")
        let bundled = try workspace.run("bundle", "--all", "--app-privacy-manifest", "App/PrivacyInfo.xcprivacy", "--output", "out")
        #expect(bundled.status == 0, "\(bundled.stdout)\(bundled.stderr)")
        let acme = try Self.read("out/acme.bundle/AppPrivacyInfo.xcprivacy", in: workspace.url)
        #expect(acme["NSPrivacyTracking"] as? Bool == true)
        let device = try #require(Self.dataTypes(acme)["NSPrivacyCollectedDataTypeDeviceID"])
        #expect(device["NSPrivacyCollectedDataTypeLinked"] as? Bool == true && device["NSPrivacyCollectedDataTypeTracking"] as? Bool == true)
        #expect(device["NSPrivacyCollectedDataTypePurposes"] as? [String]
                    == ["NSPrivacyCollectedDataTypePurposeAppFunctionality", "NSPrivacyCollectedDataTypePurposeThirdPartyAdvertising"])
        #expect(Self.dataTypes(acme)["NSPrivacyCollectedDataTypeCrashData"] != nil)
        let categories = (acme["NSPrivacyAccessedAPITypes"] as? [[String: Any]] ?? []).compactMap { $0["NSPrivacyAccessedAPIType"] as? String }
        #expect(categories == ["NSPrivacyAccessedAPICategoryFileTimestamp", "NSPrivacyAccessedAPICategoryUserDefaults"])
        let globex = try Self.read("out/globex.bundle/AppPrivacyInfo.xcprivacy", in: workspace.url)
        #expect(globex["NSPrivacyTracking"] as? Bool == false && (globex["NSPrivacyTrackingDomains"] as? [String])?.isEmpty == true)
        #expect(Set(Self.dataTypes(globex).keys) == ["NSPrivacyCollectedDataTypeCrashData", "NSPrivacyCollectedDataTypeDeviceID"])
        #expect(Self.dataTypes(globex)["NSPrivacyCollectedDataTypeDeviceID"]?["NSPrivacyCollectedDataTypeTracking"] as? Bool == false)

        try workspace.edit("App/PrivacyInfo.xcprivacy") { $0.replacingOccurrences(of: "C617.1", with: "3B52.1") }
        let again = try workspace.run("bundle", "--all", "--app-privacy-manifest", "App/PrivacyInfo.xcprivacy", "--output", "out")
        #expect(again.stdout.contains("globex.bundle: written"), "\(again.stdout)")
        let changed = try String(contentsOf: workspace.url.appendingPathComponent("out/globex.bundle/AppPrivacyInfo.xcprivacy"), encoding: .utf8)
        #expect(changed.contains("3B52.1") && !changed.contains("C617.1"), "\(changed)")
    }

    /// An app manifest brandkit cannot merge stops the run (2), saying what is wrong; nothing is written.
    @Test(arguments: [
        ("<key>NSPrivacyTracking</key><false/>", "<key>NSPrivacyTracks</key><false/>", "it holds 'NSPrivacyTracks', which is no key of a privacy manifest"),
        ("NSPrivacyCollectedDataTypeCrashData", "NSPrivacyCollectedDataTypeCrashes", "names a data type or purpose Apple does not know"),
        ("<string>C617.1</string>", "<string>CA92.1</string>", "a reason Apple does not give for it"),
        ("<dict>", "<array>", "it is no property list holding a dictionary"),
    ])
    func anAppManifestBrandkitCannotMergeStopsTheRun(written: String, replacement: String, words: String) throws {
        let workspace = try Workspace()
        var manifest = Self.appManifest
        manifest = manifest.replacingOccurrences(of: written, with: replacement)
        try workspace.write(manifest, to: "App/PrivacyInfo.xcprivacy")
        let run = try workspace.run("bundle", "--all", "--app-privacy-manifest", "App/PrivacyInfo.xcprivacy", "--output", "out")
        #expect(run.status == 2 && run.stderr.contains("is not a privacy manifest brandkit can merge") && run.stderr.contains(words), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("out").path))
    }

    /// What Apple's lists do not hold, or App Store Connect would refuse, is an error in the
    /// manifest at its line.
    @Test(arguments: [
        ("DeviceID: { tracking: true, purposes: [ThirdPartyAdvertising] }", "DeviceId: { tracking: true, purposes: [ThirdPartyAdvertising] }",
         "module 'ads' collects 'DeviceId', which is no data type of Apple's", "did you mean 'DeviceID'?"),
        ("DeviceID: { tracking: true,", "NSPrivacyCollectedDataTypeDeviceID: { tracking: true,", "which is no data type of Apple's", "write the short name: 'DeviceID'"),
        ("purposes: [ThirdPartyAdvertising]", "purposes: [Advertising]", "collects DeviceID for 'Advertising', which is no purpose of Apple's", "known purposes"),
        ("purposes: [ThirdPartyAdvertising]", "purposes: []", "module 'ads' collects DeviceID for no purpose", "AppFunctionality"),
        ("UserDefaults: [CA92.1]", "UserDefaults: [C617.1]", "'C617.1' is no reason Apple approves for UserDefaults APIs", "CA92.1, 1C8F.1, C56D.1, AC6B.1"),
        ("UserDefaults: [CA92.1]", "UserDefault: [CA92.1]", "accesses 'UserDefault', which is no required-reason API category", "did you mean 'UserDefaults'?"),
        ("UserDefaults: [CA92.1]", "DiskSpace: []", "module 'ads' accesses DiskSpace APIs for no reason", "85F4.1"),
        ("trackingDomains: [googleads.g.doubleclick.net]", "trackingDomains: [\"https://googleads.g.doubleclick.net/ads\"]",
         "tracking domain 'https://googleads.g.doubleclick.net/ads' is no internet domain", "host name alone"),
        ("        tracking: true\n", "        tracking: false\n", "module 'ads' uses DeviceID for tracking but does not say that it tracks", "set tracking: true"),
        ("usageDescriptions: [userTracking]   #", "usageDescriptions: []   #", "module 'ads' tracks, so its brands' apps ask first", "add userTracking"),
    ])
    func aPrivacyEntryAppleWouldRefuseIsRefusedAtItsLine(written: String, replacement: String, words: String, suggestion: String) throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/brandkit.yaml") { manifest in
            #expect(manifest.contains(written), "the example manifest writes \(written)")
            return manifest.replacingOccurrences(of: written, with: replacement)
        }
        let run = try workspace.run("validate")
        #expect(run.status == 1 && run.stdout.contains("Brands/brandkit.yaml:") && run.stdout.contains(words) && run.stdout.contains(suggestion),
                "\(replacement): \(run.stdout)")
    }
}
