import Foundation
import Testing

/// Docs/modules.md as a user follows it: its manifest and brand blocks validate over the
/// example brands, each refusal the page lists is reported at its line, and the flavor
/// manifest lines it shows are what `bundle` writes.
@Suite("Modules page")
struct ModulesPageTests {
    /// The example brands, which ship the page's modules: each brand and manifest block the
    /// page shows is in the example file it names, as written.
    static func workspace(_ doc: DocSnippets) throws -> Workspace {
        let workspace = try Workspace()
        for path in ["Brands/brandkit.yaml", "Brands/acme.yaml", "Brands/globex.yaml", "Brands/initech.yaml"] {
            let example = try String(contentsOf: workspace.url.appendingPathComponent(path), encoding: .utf8)
            #expect(DocSnippets.missing(try doc.file(path), from: example) == nil, "Docs/modules.md shows \(path) as the example brands do not have it")
        }
        return workspace
    }

    @Test func thePageRunsAsWritten() throws {
        let doc = try DocSnippets("Docs/modules.md")
        let brand = try doc.file("Brands/acme.yaml")
        let shown = try #require(doc.generated.first { $0.path == "BrandBundles/android/acme@release/AndroidManifest.xml" }).text
        let workspace = try Self.workspace(doc)
        let valid = try workspace.run("validate")
        #expect(valid.status == 0, "\(valid.stdout)")
        #expect(!valid.stdout.contains("warning"), "\(valid.stdout)")
        // Each flavor manifest the page shows (acme's ads, globex's chat key as a placeholder
        // Gradle fills, initech's push service) is what bundle writes.
        let manifests = doc.generated.filter { $0.path.hasPrefix("BrandBundles/android/") }
        #expect(manifests.count == 3 && manifests.contains { $0.text == shown })
        for (path, excerpt) in manifests {
            let unit = path.dropFirst("BrandBundles/android/".count).prefix { $0 != "/" }.split(separator: "@").map(String.init)
            let bundle = try workspace.run("bundle", unit[0], "--platform", "android", "--env", unit[1], "--output", "out")
            #expect(bundle.status == 0, "\(bundle.stderr)")
            let written = try String(contentsOf: workspace.url.appendingPathComponent("out/\(unit[0])/AndroidManifest.xml"), encoding: .utf8)
            for line in excerpt.split(separator: "\n") {
                #expect(written.contains(line + "\n"), "the page shows \(line) in \(path), which bundle does not write: \(written)")
            }
        }
        // The refusals the page lists, each at the brand's line.
        let refusals: [(String, String)] = [
            ("modules: { adz: {} }\n", "module 'adz' is not declared in brandkit.yaml"),
            ("modules: { ads: {} }\n", "module 'ads' needs its value 'appId'"),
            ("modules: { ads: { appId: x, key: y } }\n", "module 'ads' takes no value 'key'"),
            ("modules: { ads: { appId: x }, hms: {} }\n", "modules 'ads' and 'hms' conflict"),
            ("modules: { ads: false, hms: {} }\n", "module 'hms' is excluded from Google Play (store.android)"),
            ("modules: { ads: { appId: \"a${b}\" } }\n", "module 'ads''s appId holds '${'"),
            ("modules: { ads: { appId: \"a$(b)\" } }\n", "module 'ads''s appId holds '$(', which Xcode expands"),
        ]
        for (written, words) in refusals {
            try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: brand, with: written) }
            let refused = try workspace.run("validate", "Brands/acme.yaml")
            #expect(refused.status == 1 && refused.stdout.contains("Brands/acme.yaml:") && refused.stdout.contains(words)
                        && refused.stdout.contains("[invalid-module]"), "\(written): \(refused.stdout)")
            try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: written, with: brand) }
        }
    }

    /// The iOS files the page shows are what `export xcodegen` and `bundle` write for the
    /// example brands with its modules, run as Docs/xcode.md runs them.
    @Test func theIOSFilesArePagesOwn() throws {
        let doc = try DocSnippets("Docs/modules.md"), xcode = try DocSnippets("Docs/xcode.md")
        let workspace = try Self.workspace(doc)
        try workspace.write(try xcode.file("App/Info.plist"), to: "App/Info.plist")
        try xcode.run("xcodegen", in: workspace.url, others: ["xcodegen generate"])
        for (path, excerpt) in doc.generated where !path.contains("android") {
            let file = try String(contentsOf: workspace.url.appendingPathComponent(path), encoding: .utf8)
            #expect(DocSnippets.missing(excerpt, from: file) == nil, "Docs/modules.md shows lines of \(path) that brandkit does not write: \(file)")
        }
        // initech ships only hms, which adds nothing on iOS but its condition: no ads key (XcodeGen's test reads that it links no package).
        let initech = try String(contentsOf: workspace.url.appendingPathComponent("BrandBundles/initech@release.bundle/Brand.xcconfig"), encoding: .utf8)
        #expect(initech.contains("SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) BRANDKIT_HMS\n"), "\(initech)")
        let plist = try String(contentsOf: workspace.url.appendingPathComponent("BrandBundles/initech@release.bundle/AppInfo.plist"), encoding: .utf8)
        #expect(!plist.contains("GADApplicationIdentifier"), "\(plist)")
    }

    /// A declaration that names what does not exist is an error at its line.
    @Test func aDeclarationNamingWhatDoesNotExistIsRefused() throws {
        let workspace = try Workspace()
        try workspace.declareModules("  ads:\n    conflicts: [chats]\n    excludedStores: [playstore]\n    android: { metaData: { com.x.ID: appId } }\n")
        let run = try workspace.run("validate")
        #expect(run.status == 1, "\(run.stdout)")
        for words in ["module 'ads' conflicts with 'chats', which is not a module", "module 'ads' excludes 'playstore', which is no store brandkit knows",
                      "fills <meta-data> 'com.x.ID' from 'appId', which is not one of its values"] {
            #expect(run.stdout.contains(words), "\(words): \(run.stdout)")
        }
    }

    /// What a build could not resolve one way, or an iOS tool could not read, is refused in
    /// the manifest at its line.
    @Test(arguments: [
        ("ads: { ios: { packages: { GMA: { url: \"https://example.com/gma.git\", from: \"1.0.0\" } } } }\n"
            + "  chat: { ios: { packages: { GMA: { url: \"https://example.com/gma.git\", exactVersion: \"1.2.0\" } } } }",
         "modules 'ads' and 'chat' declare the package 'GMA' in two ways"),
        ("ads: { ios: { packages: { GMA: { url: \"https://example.com/gma.git\", from: \"1.0.0\" } } } }\n"
            + "  chat: { ios: { packages: { Ads: { url: \"https://example.com/GMA\", from: \"1.0.0\" } } } }",
         "'Ads' of module 'chat' is the package 'GMA' of module 'ads' under another name"),
        ("ads: { android: { dependencies: [\"com.x:sdk:1.0\"] } }\n  chat: { android: { dependencies: [\"com.x:sdk:2.0\"] } }",
         "modules 'ads' and 'chat' depend on com.x:sdk in two ways"),
        ("ads: { ios: { compilationCondition: HAS_SDK } }\n  chat: { ios: { compilationCondition: HAS_SDK } }",
         "modules 'ads' and 'chat' share the compilation condition HAS_SDK"),
        ("ads: { ios: { packages: { GMA: { url: \"https://example.com/gma.git\", from: \"11.0\" } } } }", "starts from '11.0', which is no version SwiftPM reads"),
        ("ads: { ios: { packages: { GMA: { url: \"https://example.com/gma.git\" } } } }", "needs exactly one version requirement"),
        ("ads: { ios: { packages: { GMA: { path: Packages/GMA, branch: main } } } }", "is local: a path takes no version requirement"),
        ("ads: { ios: { packages: { GMA: { products: [GMA] } } } }", "needs a url or a path"),
        ("ads: { ios: { compilationCondition: 1ADS } }", "compilationCondition '1ADS' is no name Swift's #if can test"),
        ("ads: { values: [appId], ios: { infoPlist: { GADApplicationIdentifier: appID } } }", "fills Info.plist key 'GADApplicationIdentifier' from 'appID'"),
        ("ads: { ios: { usageDescriptions: [tracking] } }", "needs the usage description 'tracking', which iOS does not know"),
        ("ads: { values: [app-id] }", "module 'ads''s value 'app-id' cannot be a name in generated files"),
        ("ads: { values: [appId], ios: { infoPlist: { CFBundleIdentifier: appId } } }", "sets the Info.plist key CFBundleIdentifier, which brandkit writes from bundleId"),
        ("ads: { values: [appId], ios: { infoPlist: { \"GAD$(ID)\": appId } } }", "Info.plist key holds '$(', which Xcode expands"),
        ("ads: { ios: { entitlements: { aps-environment: production } } }", "sets the entitlement aps-environment, which brandkit writes from each brand's ios.pushEnvironment"),
        ("ads: { ios: { entitlements: { com.example.x: { a: b } } } }", "entitlement 'com.example.x' is no value an entitlements file holds"),
        ("ads: { ios: { entitlements: { com.example.x: true } } }\n  chat: { ios: { entitlements: { com.example.x: false } } }",
         "modules 'ads' and 'chat' set the entitlement com.example.x in two ways"),
        ("chat: { ios: { frameworks: { Frameworks/Chat.framework: dynamic } } }", "framework 'Frameworks/Chat.framework' is no XCFramework inside the project"),
        ("chat: { ios: { frameworks: { ../Chat.xcframework: dynamic } } }", "framework '../Chat.xcframework' is no XCFramework inside the project"),
        ("chat: { ios: { frameworks: { /Chat.xcframework: dynamic } } }", "framework '/Chat.xcframework' is no XCFramework inside the project"),
        ("chat: { ios: { frameworks: { Frameworks/Chat.xcframework: embedded } } }", "is neither dynamic nor static"),
        ("ads: { ios: { frameworks: { F/A.xcframework: dynamic } } }\n  chat: { ios: { frameworks: { F/A.xcframework: static } } }",
         "modules 'ads' and 'chat' link F/A.xcframework in two ways: dynamic and static"),
        ("ads: { android: { services: { .PushService: {} } } }", "module 'ads''s service '.PushService' is no class named in full"),
        ("ads: { android: { receivers: { com.x.R: { actions: [\"not an action\"] } } } }", "module 'ads''s receiver 'com.x.R' answers an action that is no name"),
        ("ads: { android: { services: { com.x.S: { exported: maybe } } } }", "exported': expected true or false, found 'maybe'"),
        ("ads: { android: { services: { com.x.S: { permission: \"a b\" } } } }", "module 'ads''s service 'com.x.S' needs a permission that is no name"),
        ("ads: { android: { services: { com.x.S: {} } } }\n  chat: { android: { services: { com.x.S: { exported: true } } } }",
         "modules 'ads' and 'chat' declare the service com.x.S in two ways"),
        ("chat: { secrets: [chatKey], ios: { infoPlist: { ChatKey: chatKey } } }", "a bundle's Info.plist holds no secret"),
    ])
    func aModuleDeclaredInTwoWaysIsRefused(declarations: String, words: String) throws {
        let workspace = try Workspace()
        try workspace.declareModules("  " + declarations + "\n")
        let run = try workspace.run("validate")
        #expect(run.status == 1 && run.stdout.contains("Brands/brandkit.yaml:") && run.stdout.contains(words), "\(words): \(run.stdout)")
    }
}
