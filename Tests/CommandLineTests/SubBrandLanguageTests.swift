import Foundation
import Testing

/// A sub-brand whose first language is not its parent's: an English brand with German texts
/// in `strings.de`, extended by one that ships `locales: [de, en]`. Every output speaks its
/// first language, and its default resources name what every flavor's do. Each test failed
/// before its fix.
@Suite("A sub-brand with another first language")
struct SubBrandLanguageTests {
    /// acme writes its camera text in English and translates it under `strings.de`; acme-at
    /// only turns the order round. German is its default, so German is what it ships there.
    static func germanFirst(_ workspace: Workspace, extra: String = "") throws {
        try workspace.write("""
            extends: acme
            displayName: Acme Shop AT
            bundleId: com.acme.shop.at
            locales: [de, en]
            strings: { de: { helpCenter.email.subject: Hilfe zu meiner Bestellung } }

            """ + extra + Workspace.ownIdentity("acme-at", bundleId: "com.acme.shop.at"), to: "Brands/acme-at.yaml")
    }

    /// hooli, an acme whose first language is Traditional Chinese, in which it writes only
    /// the texts it shows: its help center has a store and an e-mail, no chat or portal.
    /// Its other languages fall back to the source texts.
    static func chineseFirst(_ workspace: Workspace, environments: String = "") throws {
        try workspace.edit("Brands/brandkit.yaml") { $0.replacingOccurrences(of: "locales: [en, de, pl]", with: "locales: [en, de, pl, pt-BR, zh-Hant, zh-Hans]") }
        try workspace.write("""
            extends: acme
            displayName: Hooli
            bundleId: com.hooli.app
            helpCenter: { sectionOrder: "store, email" }
            locales: [zh-Hant, en, pt-BR, zh-Hans]
            strings:
              zh-Hant:
                welcome: "歡迎來到 %@！"
                cartItems: { other: "%d 件商品" }
                promoBanner: "首單享 %d%% 折扣"
                helpCenter.store.title: 商店
                helpCenter.store.subtitle: "在 %@ 線上購物"
                helpCenter.store.action: 開啟商店
                helpCenter.email.title: 寫信給我們
                helpCenter.email.action: 寫電子郵件
                ios.usageDescriptions.camera: Hooli 使用相機掃描收據。
                ios.usageDescriptions.userTracking: Hooli 顯示適合您的廣告。
                store.ios.name: Hooli
                store.ios.subtitle: 每日優惠
                store.ios.keywords: [優惠, 折價券]
                store.android.title: Hooli
                store.android.shortDescription: 每日優惠，送到府上。
                store.android.fullDescription: Hooli 的一切，送到府上。
              pt-BR: { fallback: true }
              zh-Hans: { fallback: true }

            """ + environments + Workspace.ownIdentity("hooli", bundleId: "com.hooli.app"), to: "Brands/hooli.yaml")
    }

    /// The names a unit's default `res/values/strings.xml` defines.
    static func defaultStringNames(_ workspace: Workspace, unit: String) throws -> Set<String> {
        let xml = try String(contentsOf: workspace.url.appendingPathComponent("\(unit)/res/values/strings.xml"), encoding: .utf8)
        return Set(xml.split(separator: "\n").compactMap { line in
            line.firstRange(of: "name=\"").map { start in String(line[start.upperBound...].prefix { $0 != "\"" }) }
        })
    }

    static func plist(_ workspace: Workspace, _ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: workspace.url.appendingPathComponent(path))
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any], "\(path)")
    }

    /// `explain` and `strings` say German; the bundle's `de.lproj/InfoPlist.strings` and the
    /// app's Info.plist said the parent's English, and the e-mail subject could not be
    /// translated at all ("unknown string").
    @Test func theFirstLanguagesTextsReachInfoPlistAndTheHelpCenter() throws {
        let workspace = try Workspace()
        try Self.germanFirst(workspace)
        let validate = try workspace.run("validate")
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
        let bundle = try workspace.run("bundle", "acme-at", "--platform", "ios", "--output", "out")
        try #require(bundle.status == 0, "\(bundle.stderr)")
        let german = "Acme Shop scannt Belege mit Ihrer Kamera."
        #expect(try Self.plist(workspace, "out/acme-at.bundle/de.lproj/InfoPlist.strings")["NSCameraUsageDescription"] as? String == german)
        #expect(try Self.plist(workspace, "out/acme-at.bundle/en.lproj/InfoPlist.strings")["NSCameraUsageDescription"] as? String
                == "Acme Shop scans receipts with your camera.")
        #expect(try Self.plist(workspace, "out/acme-at.bundle/AppInfo.plist")["NSCameraUsageDescription"] as? String == german,
                "the Info.plist's own text is the development language's")
        let screen = try String(contentsOf: workspace.url.appendingPathComponent("out/acme-at.bundle/HelpCenter.json"), encoding: .utf8)
        #expect(screen.contains("?subject=Hilfe%20zu%20meiner%20Bestellung"), "\(screen)")
        // acme-de writes its own German text: its parent's translation does not replace it.
        let own = try workspace.run("bundle", "acme-de", "--platform", "ios", "--output", "out")
        try #require(own.status == 0, "\(own.stderr)")
        #expect(try Self.plist(workspace, "out/acme-de.bundle/de.lproj/InfoPlist.strings")["NSCameraUsageDescription"] as? String
                == "Acme Shop DE scannt Belege mit Ihrer Kamera.")
        // acme itself, English first, keeps its English subject and camera text.
        let parent = try workspace.run("bundle", "acme", "--platform", "ios", "--output", "out")
        try #require(parent.status == 0, "\(parent.stderr)")
        #expect(try String(contentsOf: workspace.url.appendingPathComponent("out/acme.bundle/HelpCenter.json"), encoding: .utf8)
            .contains("?subject=Help%20with%20my%20order"))
        #expect(try Self.plist(workspace, "out/acme.bundle/AppInfo.plist")["NSCameraUsageDescription"] as? String == "Acme Shop scans receipts with your camera.")
    }

    /// The accessors open the bundle the app carries, as `bundle` writes it: its Info.plist
    /// names the development language, so Foundation finds the texts of the brand's first
    /// language (it said `$(DEVELOPMENT_LANGUAGE)`, and `welcome` came back as the key). A
    /// resource bundle holds no executable, so its Info.plist names none.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func theAccessorsReadTheBundleAsTheAppCarriesIt() throws {
        let workspace = try Workspace()
        try Self.germanFirst(workspace)
        let bundle = try workspace.run("bundle", "acme", "acme-at", "--platform", "ios", "--output", "out")
        try #require(bundle.status == 0, "\(bundle.stderr)")
        for unit in ["acme", "acme-at"] {
            let info = try Self.plist(workspace, "out/\(unit).bundle/Info.plist")
            #expect(info["CFBundleExecutable"] == nil && info["CFBundlePackageType"] as? String == "BNDL", "\(unit): \(info)")
            #expect(!info.values.contains { "\($0)".contains("$(") }, "\(unit): every value is concrete: \(info)")
        }
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("app"), withIntermediateDirectories: true)
        let generate = try workspace.run("generate", "swift", "--output", "app/BrandConfiguration.swift")
        try #require(generate.status == 0, "\(generate.stderr)")
        try workspace.write("""
            import Foundation

            for unit in ["acme", "acme-at"] {
                let bundle = Bundle(path: "out/\\(unit).bundle")!
                print(unit, bundle.developmentLocalization ?? "-", BrandConfiguration.Strings(bundle: bundle).welcome("Acme"))
            }

            """, to: "app/main.swift")
        let swiftc = try #require(Tool.named("swiftc"))
        let compiled = try Tool.run(swiftc, ["app/main.swift", "app/BrandConfiguration.swift", "-o", "app/read"], in: workspace.url)
        try #require(compiled.status == 0, "\(compiled.stderr)")
        let read = try Tool.run(workspace.url.appendingPathComponent("app/read"), [], in: workspace.url,
                                environment: ["PATH": "/usr/bin:/bin"], replacingEnvironment: true)
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stdout == "acme en Welcome to Acme!\nacme-at de Willkommen bei Acme!\n", "\(read.stdout)")
    }

    /// Android drops a text that no default `values/` defines ("removing resource … without
    /// required default value"), so code compiled against one flavor's R did not compile
    /// against hooli's: its default file is its first language's, completed from the source
    /// language where that writes no text.
    @Test func theDefaultResourcesNameWhatEveryFlavorsDo() throws {
        let workspace = try Workspace()
        try Self.chineseFirst(workspace)
        let bundle = try workspace.run("bundle", "acme", "hooli", "--platform", "android", "--output", "out")
        try #require(bundle.status == 0, "\(bundle.stdout)\(bundle.stderr)")
        let (acme, hooli) = (try Self.defaultStringNames(workspace, unit: "out/acme"), try Self.defaultStringNames(workspace, unit: "out/hooli"))
        #expect(acme.count > 10 && acme == hooli, "only acme has \(acme.subtracting(hooli).sorted()), only hooli \(hooli.subtracting(acme).sorted())")
        let xml = try String(contentsOf: workspace.url.appendingPathComponent("out/hooli/res/values/strings.xml"), encoding: .utf8)
        #expect(xml.contains("<string name=\"welcome\">\"歡迎來到 %s！\"</string>") && xml.contains("<string name=\"help_center_chat_title\">\"Chat with us\"</string>"), "\(xml)")
        #expect(FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("out/hooli/res/values-en/strings.xml").path))
    }
}
