import Foundation
import Testing

/// A brand's identity on each platform, end to end: each broken value refused at its line
/// with the right words; the entitlements, Info.plist keys and InfoPlist.strings of every
/// example bundle read by two property-list parsers; the flavor manifest linked by aapt2;
/// the website's files in the shapes Apple and Google document, agreeing with the apps.
@Suite("A brand's identity, end to end")
struct IdentityEndToEndTests {
    /// Globex's identity block, broken one value at a time: the code, words of the message,
    /// and every line a diagnostic stands at (`file:line`).
    @Test(arguments: [
        ("team: Z9Y8X7W6V5", "team: Z9Y8", "invalid-team-id", "'Z9Y8' is not an Apple team id", ["globex.yaml:39"]),
        ("  urlSchemes: [globex]\n  associatedDomains", "  urlSchemes: [\"globex://\"]\n  associatedDomains", "invalid-url-scheme",
         "ios.urlSchemes: 'globex://' is not a URL scheme", ["globex.yaml:41"]),
        ("  urlSchemes: [globex]\n  appLinks", "  urlSchemes: [Globex]\n  appLinks", "invalid-url-scheme",
         "Android matches schemes case-sensitively", ["globex.yaml:48"]),
        ("[applinks:globex.example]", "[\"applinks:https://globex.example/help\"]", "invalid-entitlement", "is not service:host", ["globex.yaml:42"]),
        ("[applinks:globex.example]", "[links:globex.example]", "invalid-entitlement", "has the service 'links'", ["globex.yaml:42"]),
        ("appGroups: [group.com.globex.app]", "appGroups: [com.globex.app]", "invalid-entitlement", "is not an app group id", ["globex.yaml:43"]),
        ("appGroups: [group.com.globex.app]", "appGroups: [group.com.globex.app]\n  pushEnvironment: sandbox", "invalid-entitlement",
         "aps-environment is development or production", ["globex.yaml:44"]),
        ("appGroups: [group.com.globex.app]", "appGroups: [group.com.globex.app]\n  extensions: { widget: com.globex.widget }", "invalid-entitlement",
         "and one more segment: the App Store refuses the upload", ["globex.yaml:44"]),
        ("appGroups: [group.com.globex.app]", "appGroups: [group.com.globex.app]\n  infoPlist: { CFBundleURLTypes: [] }", "invalid-info-plist",
         "ios.infoPlist sets CFBundleURLTypes, which brandkit writes from ios.urlSchemes", ["globex.yaml:44"]),
        ("{ microphone: Globex uses the microphone for voice chat with support. }", "{ microphone: \" \" }", "invalid-info-plist",
         "NSMicrophoneUsageDescription (en) is empty", ["globex.yaml:44"]),
        ("{ microphone: Globex uses", "{ micrphone: Globex uses", "unknown-key",
         "unknown key 'micrphone' in 'ios.usageDescriptions'", ["globex.yaml:44"]),
        ("appLinks: [globex.example]", "appLinks: [\"https://globex.example\"]", "invalid-app-link",
         "android.appLinks: 'https://globex.example' is not a host name", ["globex.yaml:49"]),
        ("signingCertificates: [\"5B:C1", "signingCertificates: [\"5b:c1", "invalid-app-link", "is not a SHA-256 fingerprint", ["globex.yaml:50"]),
        ("  team: Z9Y8X7W6V5                  # Globex has its own developer account\n  signing: { match: { gitURL: \"git@github.com:acme-agency/certificates.git\", branch: globex } }   # one repository, a branch per team; Xcode picks the profiles itself\n",
         "", "missing-link-half", "'applinks:globex.example' needs the app's team", ["globex.yaml:40"]),
        // One owner's key signing another owner's app.
        ("GLOBEX_UPLOAD_KEYSTORE }, keyAlias: globex-upload", "ACME_UPLOAD_KEYSTORE }, keyAlias: acme-upload", "shared-signing-key",
         "though its team is", ["acme.yaml:55", "globex.yaml:51"]),
        ("branch: globex } }", "branch: globex, type: store } }", "invalid-signing", "ios.signing.match.type is 'store', which is not one of appstore", ["globex.yaml:40"]),
        ("  signingCertificates: [\"5B:C1:A0:8D:28:E4:0F:E7:9C:A3:EC:B0:77:B3:BD:14:FF:00:DF:9B:AD:0C:4A:0D:74:EC:D0:80:5E:CF:0B:1F\"]\n", "",
         "missing-link-half", "android.appLinks needs android.signingCertificates", ["globex.yaml:49"]),
        // A scheme claimed only in one environment of another brand still collides there.
        ("  staging:\n    # its app is com.globex.app.staging, from the manifest's bundleIdSuffix\n",
         "  staging:\n    # its app is com.globex.app.staging, from the manifest's bundleIdSuffix\n    ios: { urlSchemes: [acme-shop] }\n", "duplicate-url-scheme",
         "uses the URL scheme 'acme-shop', as brand", ["acme.yaml:42", "globex.yaml:23"]),
        ("  urlSchemes: [globex]\n  associatedDomains", "  urlSchemes: [acme-shop]\n  associatedDomains", "duplicate-url-scheme",
         "uses the URL scheme 'acme-shop', as brand", ["acme.yaml:42", "globex.yaml:41"]),
        ("appGroups: [group.com.globex.app]", "appGroups: [group.com.acme.shop]", "duplicate-app-group",
         "uses the app group 'group.com.acme.shop', as brand", ["acme.yaml:44", "globex.yaml:43"]),
    ])
    func eachBrokenValueIsRefusedAtItsLine(change: (String, String, String, String, [String])) throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/globex.yaml") { text in
            #expect(text.contains(change.0), "the example holds \(change.0)")
            return text.replacingOccurrences(of: change.0, with: change.1)
        }
        let run = try workspace.run("validate", "--format", "json")
        #expect(run.status == 1)
        let lines = run.diagnosticLines
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains(" \(change.2) ") && $0.contains(change.3) }, "\(lines)")
        let places = Set(lines.map { line in String(line.split(separator: " ")[0].split(separator: ":").prefix(2).joined(separator: ":")) })
        #expect(places == Set(change.4.map { "Brands/" + $0 }), "\(lines)")
    }

    /// A permission the app's code asks for in every brand is declared in the interface:
    /// a brand without its usage description fails in its own file (iOS would end the app).
    @Test func aUsageDescriptionTheInterfaceDeclaresIsCarriedByEveryBrand() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/brandkit.yaml") { $0 + "interface: { usageDescriptions: [camera] }\n" }
        let run = try workspace.run("validate", "--format", "json")
        #expect(run.status == 1)
        #expect(run.diagnosticLines.sorted() == [
            "Brands/globex.yaml:1:1 missing-interface-value the brand has no ios.usageDescriptions.camera (NSCameraUsageDescription), which brandkit.yaml's interface says every brand carries: iOS ends an app that asks for the permission without one",
            "Brands/initech.yaml:1:1 missing-interface-value the brand has no ios.usageDescriptions.camera (NSCameraUsageDescription), which brandkit.yaml's interface says every brand carries: iOS ends an app that asks for the permission without one",
        ], "\(run.diagnosticLines)")
        try workspace.edit("Brands/brandkit.yaml") { $0.replacingOccurrences(of: "[camera]", with: "[camra]") }
        let typo = try workspace.run("validate", "--format", "json")
        #expect(typo.diagnosticLines.contains { $0.contains("invalid-declaration 'camra' is not a usage description brandkit knows") }, "\(typo.diagnosticLines)")
        #expect(typo.stdout.contains("did you mean 'camera'?"), "\(typo.stdout)")
    }

    /// Every plist of every example bundle in every environment parses with Python's plistlib
    /// and with libplist's plistutil, and holds what the brands write.
    @Test func everyPropertyListParsesWithTwoParsers() throws {
        let workspace = try Workspace()
        let bundle = try workspace.run("bundle", "--all", "--env", "release", "--env", "debug", "--platform", "ios", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stdout)\(bundle.stderr)")
        let out = workspace.url.appendingPathComponent("out")
        let files = try #require(FileManager.default.subpaths(atPath: out.path)).filter {
            $0.hasSuffix(".entitlements") || $0.hasSuffix("BrandInfo.plist") || $0.hasSuffix("InfoPlist.strings")
        }.sorted()
        // Each brand's app's, in both environments, and acme's and acme-de's widgets', which share their app groups.
        #expect(files.filter { $0.hasSuffix(".entitlements") }.count == 12, "\(files)")
        #expect(files.filter { $0.hasSuffix("BrandExtension.entitlements") }.count == 4, "\(files)")
        let plistutil = try #require(Tool.named("plistutil"), "plistutil is installed by Scripts/install-dependencies --test")
        for file in files {
            let converted = try Tool.run(plistutil, ["-i", file, "-o", "/dev/null"], in: out)
            #expect(converted.status == 0, "plistutil \(file): \(converted.stderr)")
        }
        let python = try #require(Tool.named("python3"))
        let script = #"""
            import json, plistlib, sys, os
            out = {}
            for path in sys.argv[1:]:
                with open(path, "rb") as f:
                    out[path] = plistlib.load(f)
            print(json.dumps(out, sort_keys=True, ensure_ascii=False))
            """#
        let read = try Tool.run(python, ["-c", script] + files, in: out)
        #expect(read.status == 0, "\(read.stderr)")
        let plists = try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: [String: Any]])
        #expect(plists["acme@release.bundle/Brand.entitlements"]?["aps-environment"] as? String == "production")
        #expect(plists["acme@debug.bundle/Brand.entitlements"]?["aps-environment"] as? String == "development")
        #expect(plists["acme@release.bundle/Brand.entitlements"]?["com.apple.developer.associated-domains"] as? [String]
                == ["applinks:acme.example", "webcredentials:acme.example"])
        let info = try #require(plists["acme@release.bundle/BrandInfo.plist"])
        #expect(info["CFBundleDisplayName"] as? String == "Acme Shop")
        #expect(info["CFBundleLocalizations"] as? [String] == ["en", "de"])
        #expect(info["FacebookAppID"] as? String == "1234567890", "quoted digits stay a string")
        #expect(info["NSCameraUsageDescription"] as? String == "Acme Shop scans receipts with your camera.")
        let types = try #require(info["CFBundleURLTypes"] as? [[String: Any]])
        #expect(types.first?["CFBundleURLSchemes"] as? [String] == ["acme-shop"])
        #expect(plists["acme@release.bundle/de.lproj/InfoPlist.strings"]?["NSCameraUsageDescription"] as? String
                == "Acme Shop scannt Belege mit Ihrer Kamera.")
        // acme-de: German first; its English name is its own translation.
        #expect(plists["acme-de@release.bundle/en.lproj/InfoPlist.strings"]?["CFBundleDisplayName"] as? String == "Acme Shop Germany")
        #expect(plists["acme-de@release.bundle/de.lproj/InfoPlist.strings"]?["CFBundleDisplayName"] as? String == "Acme Shop DE")
        // The accessors' BrandConfig.json names what opens the app and the group it shares.
        let config = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("acme@release.bundle/BrandConfig.json"))) as? [String: Any]
        #expect(config?["iosURLSchemes"] as? [String] == ["acme-shop"] && config?["androidURLSchemes"] as? [String] == ["acme-shop"])
        #expect(config?["appGroups"] as? [String] == ["group.com.acme.shop"])
        // The xcconfig signs with the team and the entitlements beside it.
        let xcconfig = try String(contentsOf: out.appendingPathComponent("acme@release.bundle/Brand.xcconfig"), encoding: .utf8)
        #expect(xcconfig.contains("DEVELOPMENT_TEAM = A1B2C3D4E5\n") && xcconfig.contains("CODE_SIGN_ENTITLEMENTS = $(BRANDKIT_BUNDLE_DIR)/Brand.entitlements\n"))
        // The bundle's Info.plist is the app's, located like the entitlements.
        #expect(xcconfig.contains("INFOPLIST_FILE = $(BRANDKIT_BUNDLE_DIR)/AppInfo.plist\n") && xcconfig.contains("GENERATE_INFOPLIST_FILE = NO\n"))
    }

    /// The flavor manifest links with the brand's own resources (its label and icon resolve)
    /// and keeps the intent filters, the app links verified. aapt2 links one manifest, not a
    /// merge: the flavor manifest is linked as the app's, given the package AGP's namespace
    /// gives it.
    @Test func theFlavorManifestLinksWithTheBrandsResources() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("bundle", "acme", "--platform", "android", "--output", "out").status == 0)
        let aapt2 = try #require(Tool.named("aapt2"), "aapt2 is installed by Scripts/install-dependencies --test")
        let manifest = try String(contentsOf: workspace.url.appendingPathComponent("out/acme/AndroidManifest.xml"), encoding: .utf8)
        try workspace.write(manifest.replacingOccurrences(of: "<manifest ", with: "<manifest package=\"com.acme.shop\" "), to: "M.xml")
        let compile = try Tool.compileLinkable(aapt2, res: "out/acme/res", output: "res.zip", in: workspace.url)
        #expect(compile.status == 0, "\(compile.stderr)")
        let link = try Tool.run(aapt2, ["link", "-o", "app.apk", "-I", Tool.androidFramework, "--manifest", "M.xml", "res.zip"], in: workspace.url)
        #expect(link.status == 0, "\(link.stderr)")
        let tree = try Tool.run(aapt2, ["dump", "xmltree", "--file", "AndroidManifest.xml", "app.apk"], in: workspace.url)
        #expect(tree.status == 0, "\(tree.stderr)")
        #expect(tree.stdout.contains("android:autoVerify(0x010104ee)=true"), "\(tree.stdout)")
        #expect(tree.stdout.contains("android:scheme(0x01010027)=\"acme-shop\""), "\(tree.stdout)")
        #expect(tree.stdout.contains("android:host(0x01010028)=\"acme.example\""), "\(tree.stdout)")
        #expect(tree.stdout.contains("android:label(0x01010001)=@0x"), "the label is the brand's string resource: \(tree.stdout)")
    }

    /// `export app-links` writes each domain's files in the documented shapes (Apple,
    /// "Supporting associated domains": applinks.details[].appIDs and components,
    /// webcredentials.apps; Google, "Verify Android App Links": a list of statements with
    /// relation and an android_app target), and they name every app that claims the domain.
    @Test func theWebsitesFilesFollowTheDocumentedShapesAndAgreeWithTheApps() throws {
        let workspace = try Workspace()
        let export = try workspace.run("export", "app-links", "--output", "site")
        #expect(export.status == 0 && export.stdout == "App links in site: 7 files written.\n", "\(export.stdout)\(export.stderr)")
        let python = try #require(Tool.named("python3"))
        let script = #"""
            import json, os, re, sys
            site = sys.argv[1]
            fingerprint = re.compile(r"^([0-9A-F]{2}:){31}[0-9A-F]{2}$")
            found = {}
            for domain in sorted(os.listdir(site)):
                folder = os.path.join(site, domain, ".well-known")
                if not os.path.isdir(folder):
                    continue
                aasa_path = os.path.join(folder, "apple-app-site-association")
                if os.path.exists(aasa_path):
                    aasa = json.load(open(aasa_path))
                    assert set(aasa) <= {"applinks", "webcredentials"}, aasa
                    for detail in aasa.get("applinks", {}).get("details", []):
                        assert set(detail) == {"appIDs", "components"}, detail
                        for app in detail["appIDs"]:
                            assert re.match(r"^[A-Z0-9]{10}\.[A-Za-z0-9.-]+$", app), app
                            found.setdefault(domain, set()).add("ios " + app)
                        assert all(isinstance(c, dict) for c in detail["components"])
                    for app in aasa.get("webcredentials", {}).get("apps", []):
                        found.setdefault(domain, set()).add("web " + app)
                links_path = os.path.join(folder, "assetlinks.json")
                if os.path.exists(links_path):
                    statements = json.load(open(links_path))
                    assert isinstance(statements, list)
                    for statement in statements:
                        assert statement["relation"] == ["delegate_permission/common.handle_all_urls"]
                        target = statement["target"]
                        assert target["namespace"] == "android_app"
                        assert all(fingerprint.match(f) for f in target["sha256_cert_fingerprints"])
                        found.setdefault(domain, set()).add("android " + target["package_name"])
            print(json.dumps({k: sorted(v) for k, v in found.items()}, sort_keys=True))
            """#
        let read = try Tool.run(python, ["-c", script, "site"], in: workspace.url)
        #expect(read.status == 0, "\(read.stderr)")
        let found = try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: [String]])
        // Every environment's app: each brand's staging and debug builds have their own ids.
        #expect(found["acme.example"] == ["android com.acme.shop", "android com.acme.shop.debug", "android com.acme.shop.staging",
                                          "ios A1B2C3D4E5.com.acme.shop", "ios A1B2C3D4E5.com.acme.shop.debug", "ios A1B2C3D4E5.com.acme.shop.staging",
                                          "web A1B2C3D4E5.com.acme.shop", "web A1B2C3D4E5.com.acme.shop.debug", "web A1B2C3D4E5.com.acme.shop.staging"],
                "\(found)")
        #expect(found["globex.example"] == ["android com.globex.app", "android com.globex.app.debug", "android com.globex.app.staging",
                                            "ios Z9Y8X7W6V5.com.globex.app", "ios Z9Y8X7W6V5.com.globex.app.debug",
                                            "ios Z9Y8X7W6V5.com.globex.app.staging"], "\(found)")
        #expect(found["de.acme.example"]?.contains("ios A1B2C3D4E5.com.acme.shop.de") == true, "acme-de signs with acme's team: \(found)")
        // A second run writes nothing; a file someone else put there is never replaced.
        #expect(try workspace.run("export", "app-links", "--output", "site").stdout == "App links in site: 0 files written.\n")
        // The preview shows what opens each app; fastlane's Appfile names the team.
        #expect(try workspace.run("preview", "--output", "preview").status == 0)
        let page = try String(contentsOf: workspace.url.appendingPathComponent("preview/brands/acme.html"), encoding: .utf8)
        #expect(page.contains("<dt>iOS URL schemes</dt><dd><code>acme-shop://</code></dd>"), "\(page)")
        #expect(page.contains("<dt>Associated domains</dt><dd><code>applinks:acme.example</code> <code>webcredentials:acme.example</code></dd>"))
        #expect(try workspace.run("export", "fastlane", "globex", "--output", "listings").status == 0)
        let appfile = try String(contentsOf: workspace.url.appendingPathComponent("listings/globex/fastlane/Appfile"), encoding: .utf8)
        #expect(appfile.contains("team_id('Z9Y8X7W6V5')\n"), "\(appfile)")
        // A marker edited to name a file outside the folder cannot make the export remove it.
        try workspace.write("keep\n", to: "victim.txt")
        try workspace.edit("site/.brandkit-app-links") { $0 + "../victim.txt\n" }
        #expect(try workspace.run("export", "app-links", "--output", "site").status == 0)
        #expect(FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("victim.txt").path))
        try workspace.write("{}", to: "other/acme.example/.well-known/assetlinks.json")
        let refused = try workspace.run("export", "app-links", "--output", "other")
        #expect(refused.status == 2 && refused.stderr.contains("exists and was not written by brandkit"), "\(refused.stderr)")
    }
}
