import Foundation
import Testing

/// `brandkit generate`: the accessors compile with the platforms' own compilers and read
/// back exactly what the bundles brandkit wrote for the example brands carry.
@Suite struct GenerateEndToEndTests {
    static let reader = Brandkit.fixtures.appendingPathComponent("accessors")

    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func generatedSwiftReadsEveryExampleBundleExactly() throws {
        let swiftc = try #require(Tool.named("swiftc"), "swiftc comes with the Swift toolchain")
        let workspace = try Workspace()
        try #expect(workspace.run("bundle", "--all", "--env", "release", "--env", "staging", "--output", "Build").status == 0)
        try #expect(workspace.run("generate", "swift", "--output", "BrandConfiguration.swift").status == 0)
        let compiled = try Tool.run(swiftc, ["-o", "reader", "BrandConfiguration.swift", Self.reader.appendingPathComponent("main.swift").path],
                                    in: workspace.url)
        try #require(compiled.status == 0, "swiftc: \(compiled.stderr)")

        let bundles = try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("Build").path)
            .filter { $0.hasSuffix(".bundle") }.sorted()
        #expect(bundles.count == 8)  // four brands, two environments
        for bundle in bundles {
            let path = workspace.url.appendingPathComponent("Build/\(bundle)")
            let run = try Tool.run(workspace.url.appendingPathComponent("reader"), [path.path], in: workspace.url)
            #expect(run.status == 0, "\(bundle): \(run.stdout)\(run.stderr)")
            let expected = try Self.expectedLines(path.appendingPathComponent("BrandConfig.json"))
            #expect(run.stdout == expected, "\(bundle)")
        }
    }

    /// An app's code reads every text and plural of every example bundle, in each language it
    /// ships, through the generated accessors: Python's plistlib lists each bundle's keys and
    /// writes the calls (a key without an accessor does not compile), and works out each
    /// expected text itself, the plural form by Babel's CLDR rules. The images are the image
    /// sets of the brand's catalog, and the fonts by role are files the bundle carries.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func generatedSwiftReadsEveryTextImageAndFontOfEveryExampleBrand() throws {
        let swiftc = try #require(Tool.named("swiftc"), "swiftc comes with the Swift toolchain")
        let python = try #require(Tool.named("python3"), "Python is installed by Scripts/install-dependencies --test")
        let workspace = try Workspace()
        try #expect(workspace.run("bundle", "--all", "--platform", "ios", "--xcassets", "--output", "out").status == 0)
        try #expect(workspace.run("generate", "swift", "--output", "BrandConfiguration.swift").status == 0)
        let written = try Tool.run(python, ["-c", #"""
            import glob, os, plistlib, re
            from babel import Locale
            calls, expected = [], []
            def accessor(key):
                parts = key.split('.')
                return parts[0] + ''.join(p[:1].upper() + p[1:] for p in parts[1:])
            def formatted(text, args):
                # %@ and %d in order, or by position (%1$@); %% is a percent sign.
                index = iter(range(len(args)))
                def one(match):
                    if match.group(0) == '%%': return '%'
                    position = match.group(1)
                    return str(args[int(position) - 1] if position else args[next(index)])
                return re.sub(r'%%|%(?:(\d+)\$)?[@d]', one, text)
            def arguments(text):
                kinds = [m.group(2) for m in re.finditer(r'%(?:(\d+)\$)?([@d%])', text) if m.group(2) != '%']
                return ['"A%d"' % (i + 1) if kind == '@' else str(7 + i) for i, kind in enumerate(kinds)], \
                       ['A%d' % (i + 1) if kind == '@' else 7 + i for i, kind in enumerate(kinds)]
            for folder in sorted(glob.glob('out/*.bundle/*.lproj')):
                brand, language = os.path.basename(os.path.dirname(folder))[:-7], os.path.basename(folder)[:-6]
                calls.append('strings = BrandConfiguration.Strings(bundle: Bundle(path: "%s")!)' % folder)
                texts = plistlib.load(open(folder + '/Localizable.strings', 'rb'))
                for key, text in sorted(texts.items()):
                    swift, python = arguments(text)
                    call = 'strings.' + accessor(key) + ('(' + ', '.join(swift) + ')' if swift else '')
                    calls.append('print("%s/%s/%s=" + %s)' % (brand, language, key, call))
                    expected.append('%s/%s/%s=%s' % (brand, language, key, formatted(text, python)))
                plurals = folder + '/Localizable.stringsdict'
                for key, entry in sorted((plistlib.load(open(plurals, 'rb')) if os.path.exists(plurals) else {}).items()):
                    variable = entry['NSStringLocalizedFormatKey'][3:-1]
                    for count in [0, 1, 2, 5, 22, 101]:
                        forms = entry[variable]
                        form = forms.get(Locale.parse(language).plural_form(count), forms['other'])
                        calls.append('print("%s/%s/%s(%d)=" + strings.%s(%d))' % (brand, language, key, count, accessor(key), count))
                        expected.append('%s/%s/%s(%d)=%s' % (brand, language, key, count, formatted(form, [count])))
            open('main.swift', 'w').write('import Foundation\nvar strings: BrandConfiguration.Strings\n' + '\n'.join(calls) + '\n')
            open('expected.txt', 'w').write('\n'.join(expected) + '\n')
            print(len(expected))
            """#], in: workspace.url)
        try #require(written.status == 0, "plistlib and Babel: \(written.stderr)")
        // Four brands, two languages each; 3 declared texts and 12 built-in ones, less the
        // sections a brand does not show, and a plural at six counts.
        #expect((Int(written.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 100, "\(written.stdout)")
        let main = try String(contentsOf: workspace.url.appendingPathComponent("main.swift"), encoding: .utf8)
        // Images and fonts by role, as an app names them.
        try workspace.write(main + """
            for image in BrandConfiguration.BrandImage.allCases { print("image=" + image.name) }
            for bundle in ["acme", "acme-de", "globex", "initech"] {
                let config = try BrandConfiguration.load(from: Bundle(path: "out/\\(bundle).bundle")!)
                for role in BrandConfiguration.BrandFontRole.allCases {
                    print("\\(bundle) font \\(role.name)=" + (config.fontName(role) ?? "none"))
                }
            }

            """, to: "main.swift")
        let compiled = try Tool.run(swiftc, ["-o", "reader", "BrandConfiguration.swift", "main.swift"], in: workspace.url)
        try #require(compiled.status == 0, "a key without an accessor does not compile: \(compiled.stderr)")
        let run = try Tool.run(workspace.url.appendingPathComponent("reader"), [], in: workspace.url)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let texts = lines.filter { !$0.hasPrefix("image=") && !$0.contains(" font ") }.joined(separator: "\n")
        #expect(texts == (try String(contentsOf: workspace.url.appendingPathComponent("expected.txt"), encoding: .utf8)))
        #expect(texts.contains("globex/pl/cartItems(22)=22 produkty"), "Polish 'few'")
        #expect(texts.contains("globex/pl/cartItems(5)=5 produktów"), "Polish 'many'")

        let images = lines.filter { $0.hasPrefix("image=") }.map { String($0.dropFirst(6)) }
        #expect(images == ["logo"])
        for brand in ["acme", "acme-de", "globex", "initech"] {
            for image in images {
                let set = workspace.url.appendingPathComponent("out/\(brand).xcassets/\(image).imageset/Contents.json")
                #expect(FileManager.default.fileExists(atPath: set.path), "\(brand): \(image)")
            }
            // Each role's font is a file in the bundle's Fonts folder, by the name the document gives it.
            let document = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url.appendingPathComponent("out/\(brand).bundle/BrandConfig.json")))
            let files = try #require((document as? [String: Any])?["fonts"] as? [String: String])
            for role in ["body", "heading"] {
                let line = try #require(lines.first { $0.hasPrefix("\(brand) font \(role)=") }, "\(brand) \(role)")
                let name = String(line.split(separator: "=").last ?? "")
                let file = try #require(files[name], "\(brand): \(role) is \(name), which the bundle carries")
                #expect(FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("out/\(brand).bundle/Fonts/\(file)").path))
            }
        }
        #expect(lines.contains("acme font heading=AcmeSans-Bold") && lines.contains("globex font heading=GlobexSans-Regular"), "\(run.stdout)")
    }

    /// The platform extensions (a `UIColor`/`NSColor` that follows the appearance and a SwiftUI
    /// `Color`, images from the catalog, fonts) are type-checked as an iOS and as a macOS app
    /// would compile them. There is no UIKit, AppKit or SwiftUI here, so they are checked
    /// against the smallest interface of the declarations they call, written from Apple's
    /// documentation (`Fixtures/platform-interfaces`): the best available without macOS.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func platformExtensionsTypeCheckAgainstUIKitAppKitAndSwiftUI() throws {
        let swiftc = try #require(Tool.named("swiftc"), "swiftc comes with the Swift toolchain")
        let workspace = try Workspace()
        try #expect(workspace.run("generate", "swift", "--output", "BrandConfiguration.swift").status == 0)
        let generated = try String(contentsOf: workspace.url.appendingPathComponent("BrandConfiguration.swift"), encoding: .utf8)
        for member in ["var uiColor: UIColor", "func uiImage(in bundle: Bundle = .main)", "func uiFont(size: CGFloat)",
                       "var nsColor: NSColor", "var color: Color", "func image(in bundle: Bundle = .main) -> Image",
                       "func font(size: CGFloat) -> Font"] {
            #expect(generated.contains(member), "\(member)")
        }
        let interfaces = Brandkit.fixtures.appendingPathComponent("platform-interfaces")
        for platform in ["UIKit", "AppKit"] {
            let folder = "interfaces-\(platform)"
            for (module, imports) in [(platform, [String]()), ("SwiftUI", ["-I", folder])] {
                let emitted = try Tool.run(swiftc, ["-parse-as-library", "-emit-module", "-module-name", module, "-o", "\(folder)/\(module).swiftmodule"]
                                           + imports + [interfaces.appendingPathComponent("\(module).swift").path], in: workspace.url)
                try #require(emitted.status == 0, "\(module) for \(platform): \(emitted.stderr)")
            }
            let checked = try Tool.run(swiftc, ["-typecheck", "-I", folder, "BrandConfiguration.swift"], in: workspace.url)
            #expect(checked.status == 0 && checked.stderr.isEmpty, "as a \(platform) app: \(checked.stderr)")
        }
        // The Foundation-only part compiles alone, where none of them exists.
        let plain = try Tool.run(swiftc, ["-typecheck", "BrandConfiguration.swift"], in: workspace.url)
        #expect(plain.status == 0 && plain.stderr.isEmpty, "\(plain.stderr)")
    }

    /// Images and fonts are typed: one case per image name some brand sets, naming its image
    /// set (Swift) and its drawable (Kotlin), and one per font's PostScript name, with its
    /// `R.font` resource name in Kotlin; compiled and run.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func imagesAndFontsAreTypedInBothLanguages() throws {
        let swiftc = try #require(Tool.named("swiftc"), "swiftc comes with the Swift toolchain")
        let kotlinc = try #require(Tool.named("kotlinc"), "kotlinc is installed by Scripts/install-dependencies --test")
        let java = try #require(Tool.named("java"), "a JDK is installed by Scripts/install-dependencies --test")
        let workspace = try Workspace()
        // Every brand carries it (partial-resource): from the manifest's defaults.
        try workspace.edit("Brands/brandkit.yaml") { $0.replacingOccurrences(of: "\ndefaults:\n", with: "\ndefaults:\n  images: { heroBanner: acme/logo.png }\n") }
        try #expect(workspace.run("generate", "swift", "--output", "BrandConfiguration.swift").status == 0)
        try #expect(workspace.run("generate", "kotlin", "--output", "BrandConfiguration.kt").status == 0)
        try workspace.write("print(BrandConfiguration.BrandImage.allCases.map(\\.name))\nprint(BrandConfiguration.BrandFont.acmeSansBold.name, BrandConfiguration.BrandFont.allCases.count)\n", to: "main.swift")
        let compiled = try Tool.run(swiftc, ["-o", "images", "BrandConfiguration.swift", "main.swift"], in: workspace.url)
        try #require(compiled.status == 0, "swiftc: \(compiled.stderr)")
        #expect(try Tool.run(workspace.url.appendingPathComponent("images"), [], in: workspace.url).stdout
                == "[\"heroBanner\", \"logo\"]\nAcmeSans-Bold 4\n")
        try workspace.write("""
            fun main() {
                println(BrandConfiguration.BrandImage.values().map { it.resourceName })
                println(BrandConfiguration.BrandFont.values().map { it.postScriptName + "=" + it.resourceName })
            }

            """, to: "Main.kt")
        let kotlin = try Tool.run(kotlinc, ["BrandConfiguration.kt", "Main.kt", "-include-runtime", "-d", "images.jar"], in: workspace.url)
        try #require(kotlin.status == 0, "kotlinc: \(kotlin.stderr)")
        #expect(try Tool.run(java, ["-cp", "images.jar", "MainKt"], in: workspace.url).stdout == """
            [hero_banner, logo]
            [AcmeSans-Bold=acme_sans_bold, AcmeSans-Regular=acme_sans_regular, GlobexSans-Regular=globex_sans_regular, InitechSans-Regular=initech_sans_regular]

            """)
    }

    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func generatedSwiftThrowsWhereTheDocumentDoesNotMatch() throws {
        let swiftc = try #require(Tool.named("swiftc"), "swiftc comes with the Swift toolchain")
        let workspace = try Workspace()
        try #expect(workspace.run("bundle", "acme", "--output", "Build").status == 0)
        try #expect(workspace.run("generate", "swift", "--output", "BrandConfiguration.swift").status == 0)
        let compiled = try Tool.run(swiftc, ["-o", "reader", "BrandConfiguration.swift", Self.reader.appendingPathComponent("main.swift").path],
                                    in: workspace.url)
        try #require(compiled.status == 0, "swiftc: \(compiled.stderr)")
        let original = try String(contentsOf: workspace.url.appendingPathComponent("Build/acme.bundle/BrandConfig.json"), encoding: .utf8)
        for (change, expected) in Self.mismatches(original) {
            try workspace.write(change, to: "Broken/acme.bundle/BrandConfig.json")
            let run = try Tool.run(workspace.url.appendingPathComponent("reader"), [workspace.url.appendingPathComponent("Broken/acme.bundle").path],
                                   in: workspace.url)
            #expect(!run.signalled && run.status == 1, "\(expected): \(run.stderr)")
            #expect(run.stdout.contains(expected), "\(run.stdout)")
        }
    }

    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func generatedKotlinCompilesAndReadsEveryExampleBundleExactly() throws {
        let kotlinc = try #require(Tool.named("kotlinc"), "kotlinc is installed by Scripts/install-dependencies --test")
        let java = try #require(Tool.named("java"), "a JDK is installed by Scripts/install-dependencies --test")
        let workspace = try Workspace()
        try #expect(workspace.run("bundle", "--all", "--platform", "android", "--output", "Build").status == 0)
        try #expect(workspace.run("generate", "kotlin", "--output", "BrandConfiguration.kt").status == 0)
        let compiled = try Tool.run(kotlinc, ["BrandConfiguration.kt", Self.reader.appendingPathComponent("Main.kt").path,
                                              "-include-runtime", "-d", "reader.jar"], in: workspace.url)
        try #require(compiled.status == 0, "kotlinc: \(compiled.stderr)")
        #expect(!compiled.stderr.contains("BrandConfiguration.kt:"), "the generated file compiles without warnings: \(compiled.stderr)")

        for brand in ["acme", "acme-de", "globex", "initech"] {
            let file = workspace.url.appendingPathComponent("Build/\(brand)/assets/BrandConfig.json")
            let run = try Tool.run(java, ["-cp", "reader.jar", "MainKt", file.path], in: workspace.url)
            #expect(run.status == 0, "\(brand): \(run.stdout)\(run.stderr)")
            let expected = try Self.expectedLines(file)
            #expect(run.stdout == expected, "\(brand)")
        }
        let original = try String(contentsOf: workspace.url.appendingPathComponent("Build/acme/assets/BrandConfig.json"), encoding: .utf8)
        for (change, expected) in Self.mismatches(original) {
            try workspace.write(change, to: "Broken.json")
            let run = try Tool.run(java, ["-cp", "reader.jar", "MainKt", "Broken.json"], in: workspace.url)
            #expect(run.status == 1 && run.stdout.contains(expected), "\(expected): \(run.stdout)\(run.stderr)")
        }
    }

    /// `--r-package`: BrandResources reads the colours (night ones in dark mode), texts,
    /// plurals and images through the app's R. For each brand, aapt2 links its flavor's
    /// resources into an `R.java`; the generated Kotlin compiles against that R and the
    /// smallest interface of Android's Context and Resources (written from Android's
    /// reference, `Fixtures/android-interfaces`), and a JVM run reads every value through a
    /// test double that answers each id from the flavor's res/ folder.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func kotlinResourcesReadEveryFlavorThroughItsR() throws {
        let kotlinc = try #require(Tool.named("kotlinc"), "kotlinc is installed by Scripts/install-dependencies --test")
        let javac = try #require(Tool.named("javac"), "a JDK is installed by Scripts/install-dependencies --test")
        let java = try #require(Tool.named("java"), "a JDK is installed by Scripts/install-dependencies --test")
        let aapt2 = try #require(Tool.named("aapt2"), "aapt2 is installed by Scripts/install-dependencies --test")
        let workspace = try Workspace()
        // A colour named like the class's own context, which must not hide it.
        try workspace.edit("Brands/brandkit.yaml") {
            $0.replacingOccurrences(of: "colors: { onPrimary: \"#FFFFFF\", accent: \"#FF6F00\" }",
                                    with: "colors: { onPrimary: \"#FFFFFF\", accent: \"#FF6F00\", context: \"#123456\" }")
        }
        try #expect(workspace.run("bundle", "--all", "--platform", "android", "--output", "out").status == 0)
        let generate = try workspace.run("generate", "kotlin", "--package", "com.acme.brand", "--r-package", "com.example.app",
                                         "--output", "BrandConfiguration.kt")
        #expect(generate.status == 0, "\(generate.stderr)")
        let generated = try String(contentsOf: workspace.url.appendingPathComponent("BrandConfiguration.kt"), encoding: .utf8)
        #expect(!generated.contains("getIdentifier("), "no lookup by name at run time")
        #expect(generated.contains("val context: kotlin.Int"), "the colour named context is there")
        try workspace.write("""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app"><application/></manifest>

            """, to: "AndroidManifest.xml")
        let interfaces = Brandkit.fixtures.appendingPathComponent("android-interfaces")
        let stubs = ["android/content/Context.java", "android/content/res/Resources.java"].map { interfaces.appendingPathComponent($0).path }
        let expected: [String: [String]] = [
            "acme": ["Welcome to Acme!", "1 item", "5 items", "Save 20% on your first order", "Store"],
            "acme-de": ["Willkommen bei Acme!", "1 Artikel", "5 Artikel", "Jetzt 20 % Rabatt auf Ihre erste Bestellung", "Shop"],
            "globex": ["Welcome to Acme!", "1 item", "5 items", "Save 20% on your first order", "Store"],
            "initech": ["Welcome to Acme – let's get those TPS reports done!", "1 item", "5 items", "Save 20% on your first order", "Store"],
        ]
        for (brand, texts) in expected.sorted(by: { $0.key < $1.key }) {
            let folder = "flavor-\(brand)"
            try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent(folder), withIntermediateDirectories: true)
            let compile = try Tool.compileLinkable(aapt2, res: "out/\(brand)/res", output: "\(folder)/res.zip", in: workspace.url)
            try #require(compile.status == 0, "\(brand): \(compile.stderr)")
            try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("\(folder)/gen"), withIntermediateDirectories: true)
            let link = try Tool.run(aapt2, ["link", "-o", "\(folder)/app.apk", "-I", Tool.androidFramework, "--manifest", "AndroidManifest.xml",
                                            "--java", "\(folder)/gen", "\(folder)/res.zip"], in: workspace.url)
            try #require(link.status == 0, "\(brand): \(link.stderr)")
            let classes = try Tool.run(javac, ["-d", "\(folder)/classes"] + stubs + ["\(folder)/gen/com/example/app/R.java"], in: workspace.url)
            try #require(classes.status == 0, "\(brand): \(classes.stderr)")
            let compiled = try Tool.run(kotlinc, ["BrandConfiguration.kt", Self.reader.appendingPathComponent("ResourcesMain.kt").path,
                                                  "-cp", "\(folder)/classes", "-include-runtime", "-d", "\(folder)/reader.jar"], in: workspace.url)
            try #require(compiled.status == 0, "kotlinc against \(brand)'s R: \(compiled.stderr)")
            #expect(!compiled.stderr.contains("BrandConfiguration.kt:"), "compiles without warnings: \(compiled.stderr)")
            let run = try Tool.run(java, ["-cp", "\(folder)/reader.jar:\(folder)/classes", "ResourcesMainKt", "out/\(brand)/res"], in: workspace.url)
            #expect(run.status == 0, "\(brand): \(run.stdout)\(run.stderr)")

            // The colours as BrandConfig.json has them, light and dark: read by the right names.
            let document = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url.appendingPathComponent("out/\(brand)/assets/BrandConfig.json")))
            let colors = try #require((document as? [String: Any])?["colors"] as? [String: Any])
            func argb(_ name: String, dark: Bool) -> String {
                let value = colors[name].flatMap { ($0 as? [String: String])?[dark ? "dark" : "light"] ?? $0 as? String } ?? "?"
                return "#FF" + value.dropFirst().uppercased()
            }
            var lines: [String] = []
            for dark in [false, true] {
                for name in ["primary", "onPrimary", "accent"] { lines.append("colors.\(name)\(dark ? ".night" : "")=\(argb(name, dark: dark))") }
            }
            lines += zip(["strings.welcome", "strings.cartItems(1)", "strings.cartItems(5)", "strings.promoBanner", "strings.helpCenterStoreTitle"], texts)
                .map { "\($0)=\($1)" }
            lines.append("images.logo=true")
            lines += ["fonts.body=true", "fonts.heading=true"]
            // Every declared text and plural: the manifest's three and the help center's twelve.
            lines.append("strings.read=\(3 + 12)")
            #expect(run.stdout == lines.joined(separator: "\n") + "\n", "\(brand)")

            // Each role's font family holds the very font the brand file gives the role.
            let family = brand == "acme-de" ? "acme" : brand
            let sources = brand.hasPrefix("acme") ? ["body": "AcmeSans-Regular.ttf", "heading": "AcmeSans-Bold.otf"]
                : ["body": "\(family.capitalized)Sans-Regular.ttf", "heading": "\(family.capitalized)Sans-Regular.ttf"]
            for (role, source) in sources {
                let xml = try String(contentsOf: workspace.url.appendingPathComponent("out/\(brand)/res/font/brand_\(role).xml"), encoding: .utf8)
                let name = try #require(xml.firstMatch(of: /android:font="@font\/([a-z0-9_]+)"/)?.1, "\(brand) \(role): \(xml)")
                let file = try #require(try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("out/\(brand)/res/font").path)
                    .first { $0.hasPrefix("\(name).") && !$0.hasSuffix(".xml") }, "\(brand): @font/\(name) is a file of the flavor")
                #expect(try Data(contentsOf: workspace.url.appendingPathComponent("out/\(brand)/res/font/\(file)"))
                        == Data(contentsOf: workspace.brands.appendingPathComponent("\(family)/fonts/\(source)")), "\(brand) \(role)")
            }
        }
    }

    /// The file depends on the brands alone: a flag's `expires` passing changes nothing
    /// unless deprecation is asked for, so a build with warnings as errors does not start
    /// failing on a date.
    @Test func outputIsDeterministicAndDeprecatesExpiredFlagsOnlyWhenAsked() throws {
        let workspace = try Workspace()
        for language in ["swift", "kotlin"] {
            let marker = language == "swift" ? "@available(*, deprecated, message: \"expired on 2027-06-30"
                                             : "@Deprecated(\"expired on 2027-06-30"
            let first = try workspace.run("generate", language, "--today", "2026-01-01")
            let again = try workspace.run("generate", language, "--today", "2026-01-01")
            #expect(first.status == 0 && first.stdout == again.stdout)
            #expect(!first.stdout.contains("eprecated"))
            #expect(first.stdout.contains("Redesigned checkout flow."))
            let later = try workspace.run("generate", language, "--today", "2027-07-01")
            #expect(later.status == 0 && later.stdout == first.stdout, "no date changes the file by default")
            let asked = try workspace.run("generate", language, "--today", "2027-07-01", "--deprecate-expired").stdout
            #expect(asked.contains(marker))
            #expect(!asked.contains(workspace.url.path))
            let notYet = try workspace.run("generate", language, "--today", "2027-06-30", "--deprecate-expired").stdout
            #expect(!notYet.contains("eprecated"))
            // A reproducible build's own date: SOURCE_DATE_EPOCH (2027-07-01 12:00 UTC).
            let epoch = try Brandkit.run(["generate", language], in: workspace.url, environment: ["SOURCE_DATE_EPOCH": "1814443200"])
            #expect(epoch.status == 0 && epoch.stdout.contains(marker))
        }
        let bogus = try Brandkit.run(["generate", "swift"], in: workspace.url, environment: ["SOURCE_DATE_EPOCH": "yesterday"])
        #expect(bogus.status == 2 && bogus.stderr.contains("SOURCE_DATE_EPOCH"))
    }

    /// Names and values that are keywords, quotes, template signs and comment ends: the
    /// generated files still compile in both languages.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func hostileNamesAndValuesStillCompile() throws {
        let swiftc = try #require(Tool.named("swiftc"), "swiftc comes with the Swift toolchain")
        let kotlinc = try #require(Tool.named("kotlinc"), "kotlinc is installed by Scripts/install-dependencies --test")
        let workspace = try Workspace(copyingExampleBrands: false)
        try workspace.write("displayName: Probe\nbundleId: com.example.probe\ncolors: { class: \"#000000\" }\n", to: "Brands/probe.yaml")
        try workspace.write("""
            environments: [release]
            featureFlags:
              default: { type: string, default: "a\\"b", allowed: ["a\\"b", "$x", "\\\\(y)", "in-app", "in app", "2x", "class"], description: "ends */ a comment /* and\\nbreaks a line" }
              class: { type: bool, default: true, expires: 2001-01-01 }
              string: { type: list, default: [], allowed: [card] }
              Type: { type: color, default: "#FFFFFF" }
              when: { type: url, default: "https://example.com" }
              self: { type: number, default: 1.5 }
            """, to: "Brands/brandkit.yaml")
        for language in ["swift", "kotlin"] {
            let run = try workspace.run("generate", language, "--output", "Hostile.\(language == "swift" ? "swift" : "kt")")
            #expect(run.status == 0, "\(run.stderr)")
        }
        let swift = try Tool.run(swiftc, ["-typecheck", "Hostile.swift"], in: workspace.url)
        #expect(swift.status == 0, "swiftc: \(swift.stderr)")
        let kotlin = try Tool.run(kotlinc, ["Hostile.kt", "-d", "hostile"], in: workspace.url)
        #expect(kotlin.status == 0, "kotlinc: \(kotlin.stderr)")
    }

    @Test func refusesBrandsWithErrorsAndBadRequests() throws {
        let workspace = try Workspace()
        try workspace.write("displayName: Broken\nbundleId: com.example.broken\nfeatureFlags: { maxCartItems: 9999 }\n",
                            to: "Brands/broken.yaml")
        let broken = try workspace.run("generate", "swift")
        #expect(broken.status == 1 && broken.stdout.isEmpty && broken.stderr.contains("broken.yaml:3"))
        try #expect(workspace.run("generate", "java").status == 2)
        try #expect(workspace.run("generate", "swift", "--package", "com.example").status == 2)
        try #expect(workspace.run("generate", "kotlin", "--package", "com..example").status == 2)
    }

    /// A copy of `json` changed in one place each, with the words the reader must say.
    static func mismatches(_ json: String) -> [(String, String)] {
        [
            (json.replacingOccurrences(of: "\"maxCartItems\": 50", with: "\"maxCartItems\": \"fifty\""),
             "'featureFlags.maxCartItems'"),
            (json.replacingOccurrences(of: "\"checkoutTheme\": \"classic\"", with: "\"checkoutTheme\": \"neon\""),
             "'featureFlags.checkoutTheme'"),
            (json.replacingOccurrences(of: "\"light\": \"#B00020\"", with: "\"light\": \"red\""), "'colors.primary.light'"),
            (json.replacingOccurrences(of: "\"accent\": \"#FFB300\"", with: "\"accent\": \"red\""), "'colors.accent'"),
            (json.replacingOccurrences(of: "\"helpCenter\"", with: "\"helpCentre\""), "'helpCenter': missing"),
            (json.replacingOccurrences(of: "\"section\": \"store\"", with: "\"section\": \"shop\""), "'helpCenter[0].section'"),
            (String(json.dropLast(3)), "BrandConfig.json: "),
        ]
    }

    /// The lines the readers print, made from the document itself.
    static func expectedLines(_ file: URL) throws -> String {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        // A colour is "#hex", or { light, dark } where the brand sets both.
        let written = try #require(root["colors"] as? [String: Any])
        let colors = written.mapValues { ($0 as? [String: String])?["light"] ?? $0 as? String ?? "?" }
        let dark = written.mapValues { ($0 as? [String: String])?["dark"] ?? $0 as? String ?? "?" }
        let flags = try #require(root["featureFlags"] as? [String: Any])
        var lines = ["brand", "environment", "displayName", "bundleId"].map { "\($0)=\(root[$0] as? String ?? "?")" }
        lines += ["primary", "onPrimary"].flatMap { ["colors.\($0)=\(colors[$0] ?? "?")", "colors.\($0).dark=\(dark[$0] ?? "?")"] }
        if let accent = colors["accent"] { lines += ["colors.accent=\(accent)", "colors.accent.dark=\(dark["accent"] ?? "?")"] }
        let red = Double(Int(colors["primary"]?.dropFirst().prefix(2) ?? "", radix: 16) ?? -1) / 255
        lines.append("colors[primary].red=\(String(format: "%.4f", red))")
        // Each flag as the readers print it, in their order.
        let text: [String: String] = [
            "loyaltyProgram": "\(flags["loyaltyProgram"] as? Bool ?? false)",
            "maxCartItems": "\(flags["maxCartItems"] as? Int ?? -1)",
            "newCheckout": "\(flags["newCheckout"] as? Bool ?? false)",
            "paymentMethods": (flags["paymentMethods"] as? [String] ?? []).joined(separator: ","),
            "searchRadiusKm": "\(flags["searchRadiusKm"] as? Double ?? -1)",
        ]
        for name in ["checkoutTheme", "countryCode", "loyaltyProgram", "maxCartItems", "newCheckout", "paymentMethods",
                     "promoBannerColor", "searchRadiusKm", "supportEmail", "termsUrl"] {
            lines.append("featureFlags.\(name)=\(text[name] ?? flags[name] as? String ?? "?")")
        }
        for (index, section) in (root["helpCenter"] as? [[String: Any]] ?? []).enumerated() {
            let kind = section["section"] as? String ?? "?"
            let text: String
            switch kind {
            case "socialNetworks":
                text = (section["networks"] as? [[String: String]] ?? []).map { "\($0["network"] ?? "?") \($0["url"] ?? "?")" }
                    .joined(separator: " ")
            case "chat": text = "\(section["provider"] as? String ?? "?") \(section["channel"] as? String ?? "?")"
            case "email": text = "\(section["address"] as? String ?? "?") \(section["subject"] as? String ?? "-")"
            default: text = section["url"] as? String ?? "?"
            }
            lines.append("helpCenter[\(index)]=\(kind) \(text)")
        }
        // The example brands' roles, each a font the bundle carries.
        let fonts = root["fonts"] as? [String: String] ?? [:]
        for role in ["body", "heading"] {
            let name = (root["fontRoles"] as? [String: String])?[role] ?? "none"
            lines.append("fonts.\(role)=\(fonts[name] == nil ? "not bundled: " : "")\(name)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
