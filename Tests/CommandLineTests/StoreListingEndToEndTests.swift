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

    /// A workspace whose Globex ships English only and lists `listing` in place of its own.
    static func workspace(listing: String = listing) throws -> Workspace {
        let workspace = try Workspace()
        try workspace.edit("Brands/globex.yaml") { text in
            var lines = text.components(separatedBy: "\n")
            if let start = lines.firstIndex(of: "store:") { lines.removeSubrange(start...(start + 2)) }
            return lines.joined(separator: "\n").replacingOccurrences(of: "locales: [en, pl]", with: "locales: [en]") + listing
        }
        return workspace
    }

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
        let workspace = try Self.workspace(listing: Self.listing.replacingOccurrences(of: change.0, with: change.1))
        let run = try workspace.run("validate", "--format", "json")
        #expect(run.status == 1)
        let lines = run.diagnosticLines
        #expect(lines.count == 1 && lines.first?.hasPrefix("Brands/globex.yaml:") == true, "\(lines)")
        #expect(lines.first?.contains("store-text-too-long \(change.2)") == true, "\(lines)")
    }

    @Test func theListingValidatesAndExportsInFastlanesLayout() throws {
        let workspace = try Self.workspace()
        #expect(try workspace.run("validate").status == 0)
        let export = try workspace.run("export", "fastlane", "globex", "--output", "listings")
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout == "Store listings in listings: 15 files written.\n", "\(export.stdout)")
        let root = workspace.url.appendingPathComponent("listings/globex/fastlane")
        func read(_ path: String) throws -> String { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }
        // The file names deliver and supply read, as fastlane's documentation lists them
        // (docs.fastlane.tools, "deliver" › "Available metadata folder options", and "supply").
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
        #expect(page.contains("<h2>Store listing</h2>") && page.contains("<strong>Globex</strong><br><span class=\"subtitle\">Chat first</span><br><small>App Store, en</small>"))
        // Brands not named get no folder; a second run writes nothing.
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("listings/acme").path))
        #expect(try workspace.run("export", "fastlane", "globex", "--output", "listings").stdout == "Store listings in listings: 0 files written.\n")
        // A folder is required, and never one inside the brands directory.
        #expect(try workspace.run("export", "fastlane", "--all").status == 2)
        #expect(try workspace.run("export", "fastlane", "--all", "--output", "Brands/listings").status == 2)
        // Brands are named, or --all says every one.
        let unnamed = try workspace.run("export", "fastlane", "--output", "listings")
        #expect(unnamed.status == 2 && unnamed.stderr.contains("name the brands whose listings to write, or pass --all"), "\(unnamed.stderr)")
        #expect(try workspace.run("export", "fastlane", "nobody", "--output", "listings").stderr.contains("unknown brand 'nobody'"))
    }

    /// An export replaces only files it wrote: one someone else put there stops it before
    /// it writes anything; a file it wrote and no longer writes is removed.
    @Test func anExportReplacesOnlyWhatItWrote() throws {
        let workspace = try Self.workspace()
        try workspace.write("Hand-written name\n", to: "listings/globex/fastlane/metadata/en-US/name.txt")
        let refused = try workspace.run("export", "fastlane", "--all", "--output", "listings")
        #expect(refused.status == 2 && refused.stderr.contains("name.txt' exists and was not written by brandkit"), "\(refused.stderr)")
        let root = workspace.url.appendingPathComponent("listings/globex/fastlane")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Appfile").path), "nothing is written")
        #expect(try String(contentsOf: root.appendingPathComponent("metadata/en-US/name.txt"), encoding: .utf8) == "Hand-written name\n")

        try FileManager.default.removeItem(at: root.appendingPathComponent("metadata/en-US/name.txt"))
        #expect(try workspace.run("export", "fastlane", "--all", "--output", "listings").status == 0)
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "    subtitle: Chat first\n", with: "") }
        let again = try workspace.run("export", "fastlane", "--all", "--output", "listings")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("metadata/en-US/subtitle.txt").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("metadata/en-US/name.txt").path))
    }

    /// The manifest's `storeLocales:` names a language's folder for both stores; a code
    /// neither store knows, or a language the manifest does not declare, is refused at its line.
    @Test func storeLocalesNameTheFolders() throws {
        let workspace = try Self.workspace()
        try workspace.edit("Brands/brandkit.yaml") { $0 + "storeLocales: { en: en-GB }\n" }
        #expect(try workspace.run("export", "fastlane", "--all", "--output", "listings").status == 0)
        let root = workspace.url.appendingPathComponent("listings/globex/fastlane/metadata")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("en-GB/name.txt").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("android/en-GB/title.txt").path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("en-US").path))

        try workspace.edit("Brands/brandkit.yaml") {
            $0.replacingOccurrences(of: "storeLocales: { en: en-GB }", with: "storeLocales: { en: en-UK, fr: fr-FR, pl: de-DE }")
        }
        let run = try workspace.run("validate", "--format", "json")
        #expect(run.status == 1)
        let lines = run.diagnosticLines
        #expect(lines.contains { $0.hasSuffix("invalid-declaration 'en-UK' is a locale neither the App Store nor Google Play knows") }, "\(lines)")
        #expect(lines.contains { $0.contains("invalid-declaration storeLocales names 'fr', which is not a language locales: declares") }, "\(lines)")
        // Two languages in one folder: one listing would overwrite the other.
        #expect(lines.contains { $0.contains("invalid-declaration 'de-DE' is already the store locale of 'de'") }, "\(lines)")
    }

    @Test func aKeywordRepeatingTheNameOrAnotherIsAWarning() throws {
        let workspace = try Self.workspace(listing: Self.listing.replacingOccurrences(
            of: "keywords: [chat, support, \"hilfe für alle\"]", with: "keywords: [globex, chat, Chat]"))
        let run = try workspace.run("validate", "--format", "json", "--strict")
        #expect(run.status == 1)
        #expect(run.diagnosticLines.count == 2 && run.diagnosticLines.allSatisfy { $0.contains("store-keyword-repeated") }, "\(run.diagnosticLines)")
    }

    /// A listing translates under `strings.<lang>`: each language gets its own folder; a
    /// language without a text is a missing translation (and `strings --missing` lists it)
    /// until it has one or falls back to the default language's; a translation is held to
    /// its store's limit at its own line; a misspelt key gets a suggestion.
    @Test func aListingTranslatesPerLanguage() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("export", "fastlane", "globex", "--output", "listings").status == 0)
        let root = workspace.url.appendingPathComponent("listings/globex/fastlane/metadata")
        func read(_ path: String) throws -> String { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }
        #expect(try read("pl/subtitle.txt") == "Pomoc, która odpowiada")
        #expect(try read("en-US/subtitle.txt") == "Help that answers")
        #expect(try read("android/pl-PL/short_description.txt") == "Czat ze wsparciem Globex o każdej porze.")
        #expect(try read("pl/privacy_url.txt") == "https://globex.example/privacy", "a URL is the same in every language")

        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "    store.ios.subtitle: Pomoc, która odpowiada\n", with: "") }
        let missing = try workspace.run("validate", "--format", "json")
        #expect(missing.status == 1)
        #expect(missing.diagnosticLines == [
            // At the locales entry that ships Polish: the brand's own file, its own line.
            "Brands/globex.yaml:35:15 missing-translation globex ships pl but has no pl text for 'store.ios.subtitle'",
        ], "\(missing.diagnosticLines)")
        let listed = try workspace.run("strings", "--missing")
        #expect(listed.status == 1 && listed.stdout.contains("pl: 19 of 20 translated; missing: store.ios.subtitle"), "\(listed.stdout)")

        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "  pl:\n", with: "  pl:\n    fallback: true\n") }
        #expect(try workspace.run("validate").status == 0)
        #expect(try workspace.run("export", "fastlane", "--all", "--output", "listings").status == 0)
        #expect(try read("pl/subtitle.txt") == "Help that answers", "falls back to the default language's text")

        try workspace.edit("Brands/globex.yaml") {
            $0.replacingOccurrences(of: "    store.ios.name: Globex\n", with: "    store.ios.name: Globex – pomoc dla każdego, zawsze\n")
              .replacingOccurrences(of: "    store.android.title: Globex\n", with: "    store.android.titel: Globex\n")
        }
        let refused = try workspace.run("validate", "--format", "json")
        #expect(refused.diagnosticLines.contains { $0.hasPrefix("Brands/globex.yaml:60:21 store-text-too-long strings.pl.store.ios.name is 34 characters; the App Store takes at most 30") },
                "\(refused.diagnosticLines)")
        #expect(refused.diagnosticLines.contains { $0.contains("unknown-string unknown string 'store.android.titel'") }, "\(refused.diagnosticLines)")
        #expect(refused.stdout.contains("did you mean 'store.android.title'"), "\(refused.stdout)")
    }

    /// A text each brand writes in its own file cannot also be declared in the manifest: the
    /// two would be one key under `strings.<lang>`.
    @Test func theManifestCannotDeclareABrandsOwnText() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/brandkit.yaml") {
            $0.replacingOccurrences(of: "strings:                # every", with: "strings:\n  store.ios.name: { text: Shop }\n#")
        }
        let run = try workspace.run("validate", "--format", "json")
        #expect(run.status == 1)
        #expect(run.diagnosticLines.contains { $0.contains("invalid-declaration 'store.ios.name' is a text each brand writes at store.ios.name in its own file") },
                "\(run.diagnosticLines)")
    }

    /// The example brands' export read back, file by file, as an independent reading of the
    /// brand files says each language's listing is (PyYAML; `extends` merged by hand): the
    /// default language's `store:`, else `strings.<lang>`, else, with `fallback: true`, the
    /// default's; keywords joined with commas; URLs in every language.
    @Test func theExampleBrandsExportReadsBackAsTheirTexts() throws {
        let workspace = try Workspace()
        let export = try workspace.run("export", "fastlane", "--all", "--output", "listings")
        #expect(export.status == 0, "\(export.stderr)")
        let python = try #require(Tool.named("python3"))
        let script = #"""
            import json, os, sys, yaml
            brands = sys.argv[1]
            manifest = yaml.safe_load(open(os.path.join(brands, "brandkit.yaml")))
            def load(name):
                return yaml.safe_load(open(os.path.join(brands, name + ".yaml")))
            def merge(base, over):
                if isinstance(base, dict) and isinstance(over, dict):
                    out = dict(base)
                    for k, v in over.items():
                        out[k] = merge(base[k], v) if k in base else v
                    return out
                return over
            def resolved(name):
                brand = load(name)
                return merge(resolved(brand["extends"]), brand) if "extends" in brand else brand
            app_store = {"en": "en-US", "de": "de-DE", "pl": "pl"}
            play = {"en": "en-US", "de": "de-DE", "pl": "pl-PL"}
            ios_files = {"name": "name", "subtitle": "subtitle", "keywords": "keywords", "description": "description",
                         "promotionalText": "promotional_text", "releaseNotes": "release_notes"}
            ios_urls = {"privacyUrl": "privacy_url", "supportUrl": "support_url", "marketingUrl": "marketing_url"}
            play_files = {"title": "title", "shortDescription": "short_description", "fullDescription": "full_description",
                          "releaseNotes": "changelogs/default"}
            expected = {}
            for file in sorted(os.listdir(brands)):
                if not file.endswith(".yaml") or file == "brandkit.yaml":
                    continue
                name = file[:-5]
                brand = resolved(name)
                store = brand.get("store")
                if not store:
                    continue
                languages = brand.get("locales") or manifest["locales"]
                for language in languages:
                    written = (brand.get("strings") or {}).get(language) or {}
                    def text(platform, field):
                        original = (store.get(platform) or {}).get(field)
                        if original is None:
                            return None
                        if language == languages[0]:
                            value = original
                        elif "store.%s.%s" % (platform, field) in written:
                            value = written["store.%s.%s" % (platform, field)]
                        elif written.get("fallback") is True:
                            value = original
                        else:
                            raise SystemExit("%s has no %s text for %s.%s" % (name, language, platform, field))
                        return ",".join(value) if isinstance(value, list) else value
                    for field, base in ios_files.items():
                        value = text("ios", field)
                        if value is not None:
                            expected["%s/fastlane/metadata/%s/%s.txt" % (name, app_store[language], base)] = value
                    for field, base in ios_urls.items():
                        value = (store.get("ios") or {}).get(field)
                        if value is not None:
                            expected["%s/fastlane/metadata/%s/%s.txt" % (name, app_store[language], base)] = value
                    for field, base in play_files.items():
                        value = text("android", field)
                        if value is not None:
                            expected["%s/fastlane/metadata/android/%s/%s.txt" % (name, play[language], base)] = value
            print(json.dumps(expected, sort_keys=True, ensure_ascii=False))
            """#
        let read = try Tool.run(python, ["-c", script, "Brands"], in: workspace.url)
        #expect(read.status == 0, "\(read.stderr)")
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: String])
        let listings = workspace.url.appendingPathComponent("listings")
        let enumerator = try #require(FileManager.default.enumerator(atPath: listings.path))
        var written: [String: String] = [:]
        for case let path as String in enumerator where path.contains("/metadata/") && path.hasSuffix(".txt") {
            written[path] = try String(contentsOf: listings.appendingPathComponent(path), encoding: .utf8)
        }
        #expect(expected.count >= 40, "every example brand has a listing in each of its languages")
        #expect(written == expected)
        // Every language each example brand ships has its own folder for each store.
        for (brand, folders) in [("acme", ["en-US", "de-DE"]), ("acme-de", ["de-DE", "en-US"]), ("globex", ["en-US", "pl"]), ("initech", ["en-US", "de-DE"])] {
            for folder in folders {
                #expect(written.keys.contains { $0.hasPrefix("\(brand)/fastlane/metadata/\(folder)/") }, "\(brand) \(folder)")
            }
        }
    }
}
