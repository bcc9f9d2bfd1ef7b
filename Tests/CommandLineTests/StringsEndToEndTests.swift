import Foundation
import Testing

/// A brand's words, proven with the platforms' own tools: aapt2 links every example brand's
/// strings and reads them back; plistlib parses every `.strings` and `.stringsdict`;
/// Foundation reads the `.lproj` folders through `Bundle` and formats them with typed
/// arguments; CLDR's rules (Babel's) pick each plural form. Broken texts are refused where
/// they are written.
@Suite("strings per language, end to end")
struct StringsEndToEndTests {
    static let python = Tool.named("python3")

    /// aapt2 compiles and links each example brand's `res`, and its resource table holds each
    /// language's text as written, with `%@` as Android's `%s` and the apostrophe intact.
    @Test func everyExampleBrandsStringsLinkWithAapt2() throws {
        let workspace = try Workspace()
        let bundle = try workspace.run("bundle", "--all", "--platform", "android", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stderr)")
        let aapt2 = try #require(Tool.named("aapt2"), "aapt2 is installed by Scripts/install-dependencies --test")
        let expected: [String: [String]] = [
            "acme": [#"() "Welcome to %s!""#, #"(de) "Willkommen bei %s!""#],
            "acme-de": [#"() "Willkommen bei %s!""#, #"(en) "Welcome to %s!""#, #"() "Jetzt %d %% Rabatt auf Ihre erste Bestellung""#],
            "globex": [#"(pl) "Witaj w %s!""#, #"(pl) "Oszczędź %d%% na pierwszym zamówieniu""#, #"few="%d produkty""#, #"many="%d produktów""#],
            "initech": [#"() "Welcome to %s – let's get those TPS reports done!""#, #"(de) "Willkommen bei %s – los geht's mit den TPS-Berichten!""#],
        ]
        for (brand, texts) in expected {
            try workspace.write("""
                <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.\(brand.replacingOccurrences(of: "-", with: ""))">
                    <application android:label="@string/welcome"/>
                </manifest>

                """, to: "\(brand)/AndroidManifest.xml")
            let compile = try Tool.compileLinkable(aapt2, res: "out/\(brand)/res", output: "\(brand)/res.zip", in: workspace.url)
            #expect(compile.status == 0, "\(brand): \(compile.stderr)")
            let link = try Tool.run(aapt2, ["link", "-o", "\(brand)/app.apk", "-I", Tool.androidFramework,
                                            "--manifest", "\(brand)/AndroidManifest.xml", "\(brand)/res.zip"], in: workspace.url)
            #expect(link.status == 0, "\(brand): \(link.stderr)")
            let table = try Tool.run(aapt2, ["dump", "resources", "\(brand)/app.apk"], in: workspace.url).stdout
            for text in texts { #expect(table.contains(text), "\(brand): \(text) in\n\(table)") }
        }
    }

    /// A translation with everything the formats give meaning to (a leading `@` and `?`,
    /// quotes, an apostrophe, markup, an entity, a backslash, `%%`, a line break, edge spaces,
    /// non-ASCII) reads back unchanged: from aapt2's resource table, and through plistlib.
    @Test func aHostileTranslationReadsBackUnchanged() throws {
        let workspace = try Workspace()
        let text = "  @string/app_name ?attr/x 'quoted' \"double\" <b>bold</b> &amp; \\ back %d%% 日本 😀 \n line  "
        let yaml = "  @string/app_name ?attr/x 'quoted' \\\"double\\\" <b>bold</b> &amp; \\\\ back %d%% 日本 😀 \\n line  "
        let globex = workspace.brands.appendingPathComponent("globex.yaml")
        // Into globex's Polish texts, whatever follows them in the file.
        try (try String(contentsOf: globex, encoding: .utf8).replacingOccurrences(of: "\n  pl:\n", with: "\n  pl:\n    promoBanner: \"\(yaml)\"\n"))
            .write(to: globex, atomically: true, encoding: .utf8)
        let bundle = try workspace.run("bundle", "globex", "--platform", "all", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stdout)\(bundle.stderr)")
        let aapt2 = try #require(Tool.named("aapt2"), "aapt2 is installed by Scripts/install-dependencies --test")
        try workspace.write("<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"com.example.globex\"/>\n", to: "M.xml")
        #expect(try Tool.compileLinkable(aapt2, res: "out/globex/res", output: "res.zip", in: workspace.url).status == 0)
        #expect(try Tool.run(aapt2, ["link", "-o", "app.apk", "-I", Tool.androidFramework, "--manifest", "M.xml", "res.zip"],
                             in: workspace.url).status == 0)
        let table = try Tool.run(aapt2, ["dump", "resources", "app.apk"], in: workspace.url).stdout
        // The dump indents a value's next line under its first.
        #expect(table.contains("(pl) \"\(text.replacingOccurrences(of: "\n", with: "\n      "))\""), "\(table)")
        let python = try #require(Self.python)
        let read = try Tool.run(python, ["-c", "import json, plistlib\nprint(json.dumps(plistlib.load(open('out/globex.bundle/pl.lproj/Localizable.strings', 'rb'))['promoBanner']))"],
                                in: workspace.url)
        let decoded = try JSONDecoder().decode(String.self, from: Data(read.stdout.utf8))
        #expect(decoded == text, "\(read.stdout)\(read.stderr)")
    }

    /// plistlib parses every `.strings` and `.stringsdict` brandkit writes; Babel's CLDR
    /// rules pick each count's plural category; Swift's Foundation reads the `.lproj` through
    /// `Bundle.localizedString` and the generated accessors, and formats with typed arguments.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func foundationReadsEveryLanguageAndPluralsFollowCLDR() throws {
        let workspace = try Workspace()
        let bundle = try workspace.run("bundle", "--all", "--platform", "ios", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stderr)")
        let python = try #require(Self.python)
        let parsed = try Tool.run(python, ["-c", """
            import glob, json, plistlib
            from babel import Locale
            files = sorted(glob.glob('out/*.bundle/*.lproj/Localizable.strings*'))
            for path in files:
                with open(path, 'rb') as f:
                    plistlib.load(f)
            print(len(files))
            counts = list(range(0, 250)) + [1000, 1000000]
            json.dump({lang: {str(n): Locale.parse(lang).plural_form(n) for n in counts} for lang in ['de', 'en', 'pl']}, open('categories.json', 'w'))
            """], in: workspace.url)
        #expect(parsed.status == 0, "plistlib and Babel (installed by Scripts/install-dependencies --test): \(parsed.stderr)")
        #expect(parsed.stdout == "16\n", "every .strings and .stringsdict parses: \(parsed.stdout)")

        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("app"), withIntermediateDirectories: true)
        let generate = try workspace.run("generate", "swift", "--output", "app/BrandConfiguration.swift")
        #expect(generate.status == 0, "\(generate.stderr)")
        // Plurals through the accessors, on Linux: swift-corelibs-foundation cannot format a
        // .stringsdict key, so the accessors read its forms and pick one by CLDR's rule, which
        // must agree with Babel's for every count.
        try workspace.write("""
            import Foundation

            func lproj(_ brand: String, _ language: String) -> Bundle {
                Bundle(path: "out/\\(brand).bundle/\\(language).lproj")!
            }
            let acmeDE = BrandConfiguration.Strings(bundle: lproj("acme-de", "de"))
            print(acmeDE.welcome("Acme"))
            print(acmeDE.promoBanner(20))
            print(acmeDE.helpCenterStoreSubtitle("acme.example"))
            print(BrandConfiguration.Strings(bundle: lproj("initech", "en")).welcome("Initech"))
            let polish = lproj("globex", "pl")
            print(String(format: polish.localizedString(forKey: "promoBanner", value: nil, table: "Localizable"), 15))
            print(polish.localizedString(forKey: "helpCenter.chat.title", value: nil, table: "Localizable"))
            print(BrandConfiguration.Strings.locales["acme-de"]!)
            for (brand, language) in [("acme", "de"), ("globex", "pl"), ("acme-de", "en")] {
                let strings = BrandConfiguration.Strings(bundle: lproj(brand, language))
                for count in [0, 1, 2, 5, 22] { print(language, strings.cartItems(count)) }
            }
            let babel = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "categories.json"))) as! [String: [String: String]]
            for (language, categories) in babel.sorted(by: { $0.key < $1.key }) {
                let differ = categories.filter { BrandConfiguration.Strings.pluralCategory(Int($0.key)!, language: language) != $0.value }
                print(language, differ.isEmpty ? "agrees with Babel on \\(categories.count) counts" : "differs from Babel: \\(differ)")
            }

            """, to: "app/main.swift")
        let swiftc = try #require(Tool.named("swiftc"))
        let compiled = try Tool.run(swiftc, ["app/main.swift", "app/BrandConfiguration.swift", "-o", "app/read"], in: workspace.url)
        try #require(compiled.status == 0, "\(compiled.stderr)")
        let read = try Tool.run(workspace.url.appendingPathComponent("app/read"), [], in: workspace.url)
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stdout == """
            Willkommen bei Acme!
            Jetzt 20 % Rabatt auf Ihre erste Bestellung
            Online einkaufen bei acme.example
            Welcome to Initech – let's get those TPS reports done!
            Oszczędź 15% na pierwszym zamówieniu
            Czat z nami
            ["de", "en"]
            de 0 Artikel
            de 1 Artikel
            de 2 Artikel
            de 5 Artikel
            de 22 Artikel
            pl 0 produktów
            pl 1 produkt
            pl 2 produkty
            pl 5 produktów
            pl 22 produkty
            en 0 items
            en 1 item
            en 2 items
            en 5 items
            en 22 items
            de agrees with Babel on 252 counts
            en agrees with Babel on 252 counts
            pl agrees with Babel on 252 counts

            """)
    }

    /// Acme Shop DE's help center and preview read German; `--locale` shows another language.
    @Test func aGermanBrandReadsGermanEverywhere() throws {
        let workspace = try Workspace()
        let render = try workspace.run("render", "acme-de")
        #expect(render.stdout.contains("1. Shop  [cart]\n   Online einkaufen bei acme.example\n   → Shop öffnen: https://acme.example/store"),
                "\(render.stdout)")
        let english = try workspace.run("render", "acme-de", "--locale", "en")
        #expect(english.stdout.contains("1. Store  [cart]\n   Shop online at acme.example"), "\(english.stdout)")
        let notShipped = try workspace.run("render", "acme-de", "--locale", "pl")
        #expect(notShipped.status == 2 && notShipped.stderr.contains("acme-de does not ship pl"), "\(notShipped.stderr)")
        let preview = try workspace.run("preview", "--output", "site")
        #expect(preview.status == 0, "\(preview.stderr)")
        let page = try String(contentsOf: workspace.url.appendingPathComponent("site/brands/acme-de.html"), encoding: .utf8)
        #expect(page.contains("<a href=\"#help-center-de\" hreflang=\"de\">de</a> · <a href=\"#help-center-en\" hreflang=\"en\">en</a>"))
        #expect(page.contains("<div lang=\"de\">") && page.contains("Chatten Sie mit uns") && page.contains("<div lang=\"en\">"))
        let polish = try workspace.run("preview", "--output", "site-pl", "--locale", "pl")
        #expect(polish.status == 0, "\(polish.stderr)")
        let globex = try String(contentsOf: workspace.url.appendingPathComponent("site-pl/brands/globex.html"), encoding: .utf8)
        #expect(globex.components(separatedBy: "<div lang=\"").dropFirst().first?.hasPrefix("pl\">") == true, "globex in Polish first")
        #expect(globex.contains("Czat z nami"))
        let german = try String(contentsOf: workspace.url.appendingPathComponent("site-pl/brands/acme-de.html"), encoding: .utf8)
        #expect(german.contains("Chatten Sie mit uns") && !german.contains("<div lang=\"pl\">"), "acme-de in its German: it ships no Polish")
        let explain = try workspace.run("explain", "acme-de", "strings.de.helpCenter.store.title")
        #expect(explain.status == 0 && explain.stdout.contains("* defaults  Shop  Brands/brandkit.yaml:"), "\(explain.stdout)\(explain.stderr)")
        let coverage = try workspace.run("strings", "--missing")
        #expect(coverage.status == 0 && coverage.stdout == "Every brand has every text in every language it ships (release).\n")
    }

    /// A declared text no layer writes in a language is shown in the source language where
    /// the brand falls back (Initech's German), and missing where it does not (Acme's): each
    /// listed once, in its own list.
    @Test func aTextNoLanguageWritesFallsBackOrIsMissingByTheBrand() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/brandkit.yaml") { manifest in
            manifest.replacingOccurrences(of: "      promoBanner: \"Sparen Sie %d %% bei Ihrer ersten Bestellung\"\n", with: "")
        }
        let strings = try workspace.run("strings")
        let lines = strings.stdout.split(separator: "\n").map(String.init)
        #expect(strings.status == 1, "\(strings.stdout)")
        #expect(lines.contains("  de: 22 of 23 translated; missing: promoBanner"), "\(strings.stdout)")
        #expect(lines.contains("  de: 17 of 18 translated; shown in the source language: promoBanner"), "\(strings.stdout)")
    }

    /// The plural categories brandkit compiles in are CLDR's as Babel ships them.
    /// One truth for `strings` and `validate`: a text is missing when the app would ask for it.
    /// The help center's built-in texts are asked for only by the sections a brand shows, so
    /// Globex, which shows no store, misses no Polish store text: `strings` exited 1 over them
    /// while `validate` passed.
    @Test func stringsAndValidateAgreeOnWhatIsMissing() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/brandkit.yaml") { manifest in
            manifest.replacingOccurrences(of: """
                      helpCenter.store.title: Sklep
                      helpCenter.store.subtitle: "Kupuj online w %@"
                      helpCenter.store.action: Otwórz sklep

                """, with: "")
        }
        let validate = try workspace.run("validate")
        #expect(validate.status == 0, "\(validate.stdout)")
        let strings = try workspace.run("strings", "--missing")
        #expect(strings.status == 0, "\(strings.stdout)")
        #expect(!strings.stdout.contains("helpCenter.store"), "\(strings.stdout)")
        // A brand that shows the store misses them, in both.
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "sectionOrder: chat,", with: "sectionOrder: store, chat,")
            .replacingOccurrences(of: "  chat: { provider: intercom, channel: globex-help }\n",
                                  with: "  store: { url: \"https://globex.example/store\" }\n  chat: { provider: intercom, channel: globex-help }\n") }
        let refused = try workspace.run("validate")
        #expect(refused.status == 1 && refused.stdout.contains("no pl text for 'helpCenter.store.action'"), "\(refused.stdout)")
        let listed = try workspace.run("strings", "--missing")
        #expect(listed.status == 1 && listed.stdout.contains("helpCenter.store.action"), "\(listed.stdout)")
        // Missing, not also shown in the source language: Polish does not fall back.
        let line = listed.stdout.split(separator: "\n").first { $0.contains("helpCenter.store.action") } ?? ""
        #expect(line.hasPrefix("  pl: ") && !line.contains("shown in the source language"), "\(listed.stdout)")
    }

    @Test func thePluralTableIsBabelsCLDR() throws {
        let workspace = try Workspace()
        let python = try #require(Self.python)
        let script = Brandkit.packageRoot.appendingPathComponent("Scripts/update-plural-rules").path
        let run = try Tool.run(python, [script, "table.swift"], in: workspace.url)
        #expect(run.status == 0, "Babel is installed by Scripts/install-dependencies --test: \(run.stderr)")
        let committed = Brandkit.packageRoot.appendingPathComponent("Sources/LanguageRules/CLDRPluralCategories.swift")
        #expect(try String(contentsOf: workspace.url.appendingPathComponent("table.swift"), encoding: .utf8)
                == String(contentsOf: committed, encoding: .utf8), "run Scripts/update-plural-rules")
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// `Strings/zeta.yaml`; `↓` marks where the error must be reported.
        var brand: String
        var manifest: String = StringsEndToEndTests.manifest
        var code: String
        var words: String
        var testDescription: String { name }
    }

    static let manifest = """
        environments: [release]
        locales: [en, de, pl]
        strings:
          welcome: { text: "Welcome to %@!" }
          itemsLeft: { text: "%d left" }
          cartItems: { text: { one: "%d item", other: "%d items" } }

        """

    static let start = "displayName: Zeta\nbundleId: com.zeta.app\n"

    static let cases: [Case] = [
        Case(name: "a translation missing in a language the brand ships",
             brand: start + "locales: [en, ↓de]\nstrings:\n  de:\n    welcome: \"Willkommen bei %@!\"\n",
             code: "missing-translation", words: "zeta ships de but has no de text for 'cartItems'"),
        Case(name: "%d in English but %@ in German",
             brand: start + "locales: [en, de]\nstrings:\n  de:\n    fallback: true\n    itemsLeft: \"noch ↓%@\"\n",
             code: "invalid-placeholder", words: "'strings.de.itemsLeft' prints argument 1 as text, but the source text prints argument 1 as integer"),
        Case(name: "a plural form missing in Polish",
             brand: start + "locales: [en, pl]\nstrings:\n  pl:\n    fallback: true\n    cartItems: ↓{ one: \"%d produkt\", other: \"%d produktu\" }\n",
             code: "plural-forms", words: "'strings.pl.cartItems' lacks the forms few, many; CLDR pl plurals are one, few, many, other"),
        Case(name: "a percent sign aapt2 would read as a placeholder",
             brand: start + "locales: [en, de]\nstrings:\n  de:\n    fallback: true\n    welcome: \"50↓% Rabatt bei %@\"\n",
             code: "invalid-placeholder", words: "'strings.de.welcome': '% ' is not a placeholder"),
        Case(name: "%s, which iOS reads as a C string",
             brand: start + "locales: [en]\nstrings:\n  en:\n    welcome: \"Hi ↓%s\"\n",
             code: "invalid-placeholder", words: "'strings.en.welcome': '%s' prints a C string on iOS"),
        Case(name: "a language the manifest does not declare",
             brand: start + "locales: [en, ↓fr]\n",
             code: "unknown-locale", words: "unknown locale 'fr'; brandkit.yaml declares en, de, pl"),
        Case(name: "texts for an undeclared language",
             brand: start + "locales: [en]\nstrings:\n  ↓de-AT: { welcome: \"Servus\" }\n",
             code: "unknown-locale", words: "unknown locale 'de-AT'"),
        Case(name: "an unknown key",
             brand: start + "locales: [en]\nstrings:\n  de:\n    ↓wellcome: \"Willkommen\"\n",
             code: "unknown-string", words: "unknown string 'wellcome'"),
        Case(name: "a locale CLDR does not know, in the manifest",
             brand: start,
             manifest: "environments: [release]\nlocales: [en, ↓xx]\n",
             code: "unknown-locale", words: "'xx' is not a language brandkit knows"),
        Case(name: "an empty locale, in the manifest",
             brand: start,
             manifest: "environments: [release]\nlocales: [en, ↓\"\"]\n",
             code: "unknown-locale", words: "'' is not a language brandkit knows: a language is 2 or 3 letters"),
        Case(name: "a locale in the wrong case, in the manifest",
             brand: start,
             manifest: "environments: [release]\nlocales: [en, ↓pt-br]\n",
             code: "unknown-locale", words: "'pt-br' is not a language brandkit knows: BCP 47 writes it 'pt-BR'"),
    ]

    @Test("each broken string is refused and located", arguments: cases)
    func refused(_ broken: Case) throws {
        let workspace = try Workspace()
        let (brand, brandMarker) = Self.unmarked(broken.brand)
        let (manifest, manifestMarker) = Self.unmarked(broken.manifest)
        try workspace.write(manifest, to: "Strings/brandkit.yaml")
        try workspace.write(brand, to: "Strings/zeta.yaml")
        let location = brandMarker.map { "Strings/zeta.yaml:\($0)" } ?? manifestMarker.map { "Strings/brandkit.yaml:\($0)" } ?? ""
        let run = try workspace.run("validate", "--brands", "Strings", "--format", "json")
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let found = run.diagnosticLines
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("\(location) \(broken.code) \(broken.words)") == true, "\(found)")
    }

    /// The text without its `↓`, and the marker's `line:column` (columns in Unicode scalars).
    static func unmarked(_ text: String) -> (String, String?) {
        guard let marker = text.range(of: "↓") else { return (text, nil) }
        let before = text[..<marker.lowerBound]
        let line = before.count { $0 == "\n" } + 1
        let column = (before.split(separator: "\n", omittingEmptySubsequences: false).last?.unicodeScalars.count ?? 0) + 1
        return (text.replacingCharacters(in: marker, with: ""), "\(line):\(column)")
    }
}
