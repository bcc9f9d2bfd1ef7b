import Foundation
import Testing

/// `Scripts/xcode-build-phase` as Xcode runs it: Xcode's environment variables, the built
/// binary, a project folder with the example brands.
@Suite("Xcode build phase script", .serialized)
struct XcodeBuildPhaseTests {
    let script = Brandkit.packageRoot.appendingPathComponent("Scripts/xcode-build-phase").path

    func run(_ workspace: Workspace, _ overrides: [String: String?]) throws -> BrandkitRun {
        var environment = ProcessInfo.processInfo.environment
        let base: [String: String] = [
            "SRCROOT": workspace.url.path,
            "CONFIGURATION": "Release",
            "TARGET_NAME": "Acme",
            "TARGET_BUILD_DIR": workspace.url.appendingPathComponent("Build/Products").path,
            "UNLOCALIZED_RESOURCES_FOLDER_PATH": "Acme.app",
            "DERIVED_FILE_DIR": workspace.url.appendingPathComponent("Build/Derived").path,
            "TARGET_TEMP_DIR": workspace.url.appendingPathComponent("Build/Temp").path,
            "BRANDKIT_BINARY": Brandkit.binary.path,
        ]
        environment.merge(base) { $1 }
        for (key, value) in overrides { environment[key] = value }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", script]
        process.currentDirectoryURL = workspace.url
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return BrandkitRun(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                           stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func theTargetsBrandIsBundledIntoTheProduct() throws {
        let workspace = try Workspace()
        let result = try run(workspace, [:])
        #expect(result.status == 0, "\(result.stderr)")
        let bundle = workspace.url.appendingPathComponent("Build/Products/Acme.app/acme.bundle/BrandConfig.json")
        #expect(FileManager.default.fileExists(atPath: bundle.path))
        // Everything in the resources folder ships in the app: no lock, no staging folder.
        let product = try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("Build/Products/Acme.app").path)
        #expect(product.sorted() == ["PrivacyInfo.xcprivacy", "acme.bundle"], "\(product)")
        // The brand ships ads: the app's privacy manifest says it tracks.
        let privacy = try PrivacyManifestTests.read("Build/Products/Acme.app/PrivacyInfo.xcprivacy", in: workspace.url)
        #expect(privacy["NSPrivacyTracking"] as? Bool == true, "\(privacy)")
    }

    /// With `BRANDKIT_APP_PRIVACY_MANIFEST` (which `export xcodegen --app-privacy-manifest`
    /// sets), the app's privacy manifest is its own with the brand's modules merged in; a
    /// brand without ads keeps the app's, and one that drops ads loses its entries.
    @Test func theAppsPrivacyManifestIsItsOwnWithTheBrandsModules() throws {
        let workspace = try Workspace()
        try workspace.write(PrivacyManifestTests.appManifest, to: "App/PrivacyInfo.xcprivacy")
        let own = ["BRANDKIT_APP_PRIVACY_MANIFEST": workspace.url.appendingPathComponent("App/PrivacyInfo.xcprivacy").path]
        let acme = try run(workspace, own)
        #expect(acme.status == 0, "\(acme.stderr)")
        let merged = try PrivacyManifestTests.read("Build/Products/Acme.app/PrivacyInfo.xcprivacy", in: workspace.url)
        #expect(merged["NSPrivacyTracking"] as? Bool == true)
        #expect(Set(PrivacyManifestTests.dataTypes(merged).keys) == ["NSPrivacyCollectedDataTypeCrashData", "NSPrivacyCollectedDataTypeDeviceID"])
        let globex = try run(workspace, own.merging(["TARGET_NAME": "Globex", "UNLOCALIZED_RESOURCES_FOLDER_PATH": "Globex.app"]) { $1 })
        #expect(globex.status == 0, "\(globex.stderr)")
        let apps = try PrivacyManifestTests.read("Build/Products/Globex.app/PrivacyInfo.xcprivacy", in: workspace.url)
        #expect(apps["NSPrivacyTracking"] as? Bool == false && PrivacyManifestTests.dataTypes(apps).count == 2, "\(apps)")
        // acme without ads, built again into the same product: no tracking stays behind.
        try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: "ads: { appId: \"ca-app-pub-1~2\" }", with: "ads: false") }
        let dropped = try run(workspace, [:])
        #expect(dropped.status == 0, "\(dropped.stderr)")
        let empty = try PrivacyManifestTests.read("Build/Products/Acme.app/PrivacyInfo.xcprivacy", in: workspace.url)
        #expect(empty["NSPrivacyTracking"] as? Bool == false && PrivacyManifestTests.dataTypes(empty).isEmpty, "\(empty)")
    }

    /// With `INFOPLIST_PATH`, the brand's keys replace the app's in its processed Info.plist
    /// (binary, as Xcode writes it, and kept binary), the app's other keys stay, and each
    /// language's InfoPlist.strings lands in the app's `.lproj`.
    @Test func theBrandsInfoPlistKeysAreMergedIntoTheApps() throws {
        let workspace = try Workspace()
        let python = try #require(Tool.named("python3"))
        let app = workspace.url.appendingPathComponent("Build/Products/Acme.app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let make = try Tool.run(python, ["-c", """
            import plistlib
            with open("Build/Products/Acme.app/Info.plist", "wb") as f:
                plistlib.dump({"CFBundleIdentifier": "com.acme.shop", "CFBundleDisplayName": "App", "UIRequiredDeviceCapabilities": ["arm64"]}, f, fmt=plistlib.FMT_BINARY)
            """], in: workspace.url)
        #expect(make.status == 0, "\(make.stderr)")
        let result = try run(workspace, ["INFOPLIST_PATH": "Acme.app/Info.plist"])
        #expect(result.status == 0, "\(result.stderr)")
        let read = try Tool.run(python, ["-c", """
            import json, plistlib
            raw = open("Build/Products/Acme.app/Info.plist", "rb").read()
            info = plistlib.loads(raw)
            german = plistlib.load(open("Build/Products/Acme.app/de.lproj/InfoPlist.strings", "rb"))
            print(json.dumps({"binary": raw.startswith(b"bplist00"), "info": info, "de": german}, sort_keys=True, ensure_ascii=False))
            """], in: workspace.url)
        #expect(read.status == 0, "\(read.stderr)")
        let merged = try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: Any])
        #expect(merged["binary"] as? Bool == true)
        let info = try #require(merged["info"] as? [String: Any])
        #expect(info["CFBundleDisplayName"] as? String == "Acme Shop")
        #expect(info["UIRequiredDeviceCapabilities"] as? [String] == ["arm64"], "the app's own keys stay")
        #expect(info["NSCameraUsageDescription"] as? String == "Acme Shop scans receipts with your camera.")
        #expect(((info["CFBundleURLTypes"] as? [[String: Any]])?.first?["CFBundleURLSchemes"] as? [String]) == ["acme-shop"])
        #expect((merged["de"] as? [String: String])?["NSCameraUsageDescription"] == "Acme Shop scannt Belege mit Ihrer Kamera.")
        let again = try run(workspace, ["INFOPLIST_PATH": "Acme.app/Info.plist"])
        #expect(again.status == 0 && again.stdout.contains("holds the brand's keys already"), "\(again.stdout)\(again.stderr)")
        let outside = try run(workspace, ["INFOPLIST_PATH": "../Info.plist"])
        #expect(outside.status != 0 && outside.stderr.contains("must be a relative path inside the product"), "\(outside.stderr)")
    }

    /// A configuration whose Info.plist is the bundle's own (the generated wiring's) has the
    /// brand's keys before the build: on a clean build, with no processed Info.plist yet, the
    /// phase still succeeds, and each language's InfoPlist.strings lands in the app's `.lproj`.
    @Test func withTheBundlesOwnInfoPlistOnlyTheStringsAreMerged() throws {
        let workspace = try Workspace()
        let unit = workspace.url.appendingPathComponent("BrandBundles/acme@release.bundle").path
        let result = try run(workspace, ["INFOPLIST_PATH": "Acme.app/Info.plist", "BRANDKIT_BUNDLE_DIR": unit,
                                         "INFOPLIST_FILE": unit + "/AppInfo.plist"])
        #expect(result.status == 0, "\(result.stderr)")
        let app = workspace.url.appendingPathComponent("Build/Products/Acme.app")
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("Info.plist").path), "Xcode writes it, from the bundle's")
        let german = try String(contentsOf: app.appendingPathComponent("de.lproj/InfoPlist.strings"), encoding: .utf8)
        #expect(german.contains("Acme Shop scannt Belege mit Ihrer Kamera."), "\(german)")
    }

    @Test(arguments: ["--all", "--help", "acme --all", "../acme", "Acme Shop", "-v"])
    func onlyABrandIDIsAccepted(brand: String) throws {
        let workspace = try Workspace()
        let result = try run(workspace, ["BRANDKIT_BRAND": brand])
        #expect(result.status != 0, "\(brand) passed the build")
        #expect(result.stderr.contains("is not a brand id"), "\(brand): \(result.stderr)")
        let products = workspace.url.appendingPathComponent("Build/Products/Acme.app")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: products.path))?.isEmpty ?? true, "nothing is bundled")
    }

    /// `BRANDKIT_ENV` names the environment outright, whatever the configuration maps to; a
    /// value that is no environment name never reaches the tool.
    @Test func brandkitEnvChoosesTheEnvironment() throws {
        let workspace = try Workspace()
        let result = try run(workspace, ["BRANDKIT_ENV": "staging"])
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = workspace.url.appendingPathComponent("Build/Products/Acme.app/acme.bundle/manifest.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any]
        #expect(json?["environment"] as? String == "staging")
        for value in ["--all", "Staging", "stag ing"] {
            let refused = try run(workspace, ["BRANDKIT_ENV": value])
            #expect(refused.status == 1 && refused.stderr.contains("is not an environment name"), "\(value): \(refused.stderr)")
        }
        let unknown = try run(workspace, ["BRANDKIT_ENV": "qa"])
        #expect(unknown.status == 2 && unknown.stderr.contains("qa"), "\(unknown.stderr)")
    }

    @Test func withoutDerivedOrTempFoldersItStillRuns() throws {
        let workspace = try Workspace()
        let result = try run(workspace, ["DERIVED_FILE_DIR": nil, "TARGET_TEMP_DIR": nil])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("unbound variable"))
    }

    @Test(arguments: ["../../x", "/tmp/elsewhere", "Acme.app/../../x"])
    func theResourcesFolderMustStayInsideTheProduct(folder: String) throws {
        let workspace = try Workspace()
        let result = try run(workspace, ["UNLOCALIZED_RESOURCES_FOLDER_PATH": folder])
        #expect(result.status != 0)
        #expect(result.stderr.contains("UNLOCALIZED_RESOURCES_FOLDER_PATH"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("x").path))
    }
}
