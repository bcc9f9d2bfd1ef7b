import Foundation
import Testing

/// Store listings: each store's limit refused at the text with its length and the limit (in
/// bytes where the store counts bytes), and `export fastlane` writing fastlane's layout,
/// each file the brand's text byte for byte.
@Suite("Store listings, end to end")
struct StoreListingEndToEndTests {
    static let listing = """
        store:
          ios:
            name: Globex
            subtitle: Chat first
            keywords: [chat, support, "hilfe für alle"]
            description: "Globex, at your service.\\nAll day: ünïcödé too."
            promotionalText: Now with video chat.
            releaseNotes: Faster chat.
            privacyUrl: https://globex.example/privacy
            supportUrl: https://globex.example/help
            marketingUrl: https://globex.example
          android:
            title: Globex
            shortDescription: Chat first.
            fullDescription: "Globex, at your service.\\nAll day."
            releaseNotes: Faster chats.

        """

    /// Each limit, one character (or byte) over, refused at the text's line with its length and the limit.
    @Test(arguments: [
        ("name: Globex", "name: \(String(repeating: "n", count: 31))", "store.ios.name is 31 characters; the App Store takes at most 30"),
        ("subtitle: Chat first", "subtitle: \(String(repeating: "s", count: 31))", "store.ios.subtitle is 31 characters; the App Store takes at most 30"),
        ("promotionalText: Now with video chat.", "promotionalText: \(String(repeating: "p", count: 171))", "store.ios.promotionalText is 171 characters; the App Store takes at most 170"),
        ("    releaseNotes: Faster chat.\n    privacyUrl", "    releaseNotes: \(String(repeating: "r", count: 4001))\n    privacyUrl", "store.ios.releaseNotes is 4001 characters; the App Store takes at most 4000"),
        ("title: Globex", "title: \(String(repeating: "t", count: 31))", "store.android.title is 31 characters; Google Play takes at most 30"),
        ("shortDescription: Chat first.", "shortDescription: \(String(repeating: "d", count: 81))", "store.android.shortDescription is 81 characters; Google Play takes at most 80"),
        ("releaseNotes: Faster chats.", "releaseNotes: \(String(repeating: "r", count: 501))", "store.android.releaseNotes is 501 characters; Google Play takes at most 500"),
        // 95 characters, 107 bytes: the App Store counts the keywords in bytes.
        ("keywords: [chat, support, \"hilfe für alle\"]", "keywords: [\((0..<12).map { "überal" + String(UnicodeScalar(UInt8(97 + $0))) }.joined(separator: ", "))]",
         "store.ios.keywords is 107 bytes joined with commas; the App Store takes at most 100"),
    ])
    func eachLimitIsRefusedAtItsText(change: (String, String, String)) throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/globex.yaml") { $0 + Self.listing.replacingOccurrences(of: change.0, with: change.1) }
        let run = try workspace.run("validate", "--format", "json")
        #expect(run.status == 1)
        let lines = run.diagnosticLines
        #expect(lines.count == 1 && lines.first?.hasPrefix("Brands/globex.yaml:") == true, "\(lines)")
        #expect(lines.first?.contains("store-text-too-long \(change.2)") == true, "\(lines)")
    }

    @Test func theListingValidatesAndExportsInFastlanesLayout() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/globex.yaml") { $0 + Self.listing }
        #expect(try workspace.run("validate").status == 0)
        let export = try workspace.run("export", "fastlane", "--output", "listings")
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout == "Store listings in listings: 14 files written.\n", "\(export.stdout)")
        let root = workspace.url.appendingPathComponent("listings/globex/fastlane")
        func read(_ path: String) throws -> String { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }
        // The file names deliver and supply read (fastlane's documentation: deliver's and supply's metadata).
        let appStore = ["name", "subtitle", "keywords", "description", "promotional_text", "release_notes",
                        "privacy_url", "support_url", "marketing_url"]
        for name in appStore { #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("metadata/en-US/\(name).txt").path), "\(name)") }
        for name in ["title", "short_description", "full_description", "changelogs/default"] {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("metadata/android/en-US/\(name).txt").path), "\(name)")
        }
        #expect(try read("metadata/en-US/keywords.txt") == "chat,support,hilfe für alle")
        #expect(try read("metadata/en-US/description.txt") == "Globex, at your service.\nAll day: ünïcödé too.")
        #expect(try read("metadata/android/en-US/changelogs/default.txt") == "Faster chats.")
        #expect(try read("Appfile").contains("app_identifier('com.globex.app')\npackage_name('com.globex.app')\n"))
        // The preview shows each store's name and the line under it, escaped.
        #expect(try workspace.run("preview", "--output", "site").status == 0)
        let page = try String(contentsOf: workspace.url.appendingPathComponent("site/brands/globex.html"), encoding: .utf8)
        #expect(page.contains("<h2>Store listing</h2>") && page.contains("<strong>Globex</strong><br><span class=\"subtitle\">Chat first</span><br><small>App Store</small>"))
        let acme = try String(contentsOf: workspace.url.appendingPathComponent("site/brands/acme.html"), encoding: .utf8)
        #expect(!acme.contains("Store listing"), "a brand without a listing shows none")
        // Brands without a listing get no folder; a second run writes nothing.
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("listings/acme").path))
        #expect(try workspace.run("export", "fastlane", "--output", "listings").stdout == "Store listings in listings: 0 files written.\n")
        // A folder is required, and never one inside the brands directory.
        #expect(try workspace.run("export", "fastlane").status == 2)
        #expect(try workspace.run("export", "fastlane", "--output", "Brands/listings").status == 2)
    }

    /// An export replaces only files it wrote: one someone else put there stops it before
    /// it writes anything; a file it wrote and no longer writes is removed.
    @Test func anExportReplacesOnlyWhatItWrote() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/globex.yaml") { $0 + Self.listing }
        try workspace.write("Hand-written name\n", to: "listings/globex/fastlane/metadata/en-US/name.txt")
        let refused = try workspace.run("export", "fastlane", "--output", "listings")
        #expect(refused.status == 2 && refused.stderr.contains("name.txt' exists and was not written by brandkit"), "\(refused.stderr)")
        let root = workspace.url.appendingPathComponent("listings/globex/fastlane")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Appfile").path), "nothing is written")
        #expect(try String(contentsOf: root.appendingPathComponent("metadata/en-US/name.txt"), encoding: .utf8) == "Hand-written name\n")

        try FileManager.default.removeItem(at: root.appendingPathComponent("metadata/en-US/name.txt"))
        #expect(try workspace.run("export", "fastlane", "--output", "listings").status == 0)
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "    subtitle: Chat first\n", with: "") }
        let again = try workspace.run("export", "fastlane", "--output", "listings")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("metadata/en-US/subtitle.txt").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("metadata/en-US/name.txt").path))
    }

    /// The manifest's `storeLocales:` names a language's folder for both stores; a code
    /// neither store knows, or a language the manifest does not declare, is refused at its line.
    @Test func storeLocalesNameTheFolders() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/globex.yaml") { $0 + Self.listing }
        try workspace.edit("Brands/brandkit.yaml") { $0 + "storeLocales: { en: en-GB }\n" }
        #expect(try workspace.run("export", "fastlane", "--output", "listings").status == 0)
        let root = workspace.url.appendingPathComponent("listings/globex/fastlane/metadata")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("en-GB/name.txt").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("android/en-GB/title.txt").path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("en-US").path))

        try workspace.edit("Brands/brandkit.yaml") {
            $0.replacingOccurrences(of: "storeLocales: { en: en-GB }", with: "storeLocales: { en: en-UK, fr: fr-FR }")
        }
        let run = try workspace.run("validate", "--format", "json")
        #expect(run.status == 1)
        let lines = run.diagnosticLines
        #expect(lines.contains { $0.hasSuffix("invalid-declaration 'en-UK' is a locale neither the App Store nor Google Play knows") }, "\(lines)")
        #expect(lines.contains { $0.contains("invalid-declaration storeLocales names 'fr', which is not a language locales: declares") }, "\(lines)")
    }

    @Test func aKeywordRepeatingTheNameOrAnotherIsAWarning() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/globex.yaml") {
            $0 + Self.listing.replacingOccurrences(of: "keywords: [chat, support, \"hilfe für alle\"]", with: "keywords: [globex, chat, Chat]")
        }
        let run = try workspace.run("validate", "--format", "json", "--strict")
        #expect(run.status == 1)
        #expect(run.diagnosticLines.count == 2 && run.diagnosticLines.allSatisfy { $0.contains("store-keyword-repeated") }, "\(run.diagnosticLines)")
    }
}
