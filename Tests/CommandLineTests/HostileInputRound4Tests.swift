import Foundation
import Testing

/// Hostile input, round 4: what an outside review found on the surfaces added last round.
/// Each test failed before its fix. (Firebase files: `FirebaseEndToEndTests`; flagd's empty
/// variant: `FlagdExportEndToEndTests`.)
@Suite("Hostile input: image budgets, names every platform accepts, format strings, secrets")
struct HostileInputRound4Tests {
    static let python = Tool.named("python3")

    /// Runs a Python script in the workspace's brands directory; the hostile files are made by it, not by brandkit.
    static func python(_ script: String, in workspace: Workspace) throws {
        let python = try #require(Self.python)
        let run = try Tool.run(python, ["-c", script], in: workspace.brands)
        #expect(run.status == 0, "python3 (Pillow and fontTools from Scripts/install-dependencies --test): \(run.stderr)")
    }

    /// Saves acme's regular font under `path` with the PostScript name (name ID 6) `name`, by fontTools.
    static func renameFont(to name: String, savingAs path: String, in workspace: Workspace) throws {
        try python("""
            from fontTools.ttLib import TTFont
            font = TTFont('acme/fonts/AcmeSans-Regular.ttf')
            for record in font['name'].names:
                if record.nameID == 6: record.string = '\(name)'
            font.save('\(path)')
            """, in: workspace)
    }

    /// brandkit's exit status, its peak memory in KiB and its output, as a Python parent sees its child.
    static func measured(_ arguments: [String], in workspace: Workspace) throws -> (status: Int, peakKiB: Int, seconds: Double, output: String) {
        let python = try #require(Self.python)
        let run = try Tool.run(python, ["-c", """
            import resource, subprocess, sys, time
            started = time.monotonic()
            result = subprocess.run(sys.argv[1:], capture_output=True, text=True)
            print(result.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, time.monotonic() - started)
            print(result.stdout + result.stderr)
            """, Brandkit.binary.path] + arguments, in: workspace.url)
        let lines = run.stdout.split(separator: "\n", maxSplits: 1).map(String.init)
        let numbers = lines.first?.split(separator: " ").map(String.init) ?? []
        return (Int(numbers.first ?? "") ?? -1, Int(numbers.dropFirst().first ?? "") ?? -1, Double(numbers.last ?? "") ?? -1,
                lines.count > 1 ? lines[1] : "")
    }

    // MARK: 1–3. Images decode within budgets

    /// 100 zTXt chunks, each inflating to 8 MB: 0.8 MB on disk, 800 MB in libpng's text store.
    @Test func aPNGTextChunkBombIsRefusedWithinTheMemoryBudget() throws {
        let workspace = try Workspace()
        try Self.python("""
            import struct, zlib
            from PIL import Image
            Image.new('RGB', (300, 80), (10, 20, 200)).save('acme/logo.png')
            data = open('acme/logo.png', 'rb').read()
            body = b'Comment\\0\\0' + zlib.compress(b'\\0' * (8 << 20), 9)
            chunk = struct.pack('>I', len(body)) + b'zTXt' + body + struct.pack('>I', zlib.crc32(b'zTXt' + body))
            open('acme/logo.png', 'wb').write(data[:33] + chunk * 100 + data[33:])
            """, in: workspace)
        let run = try Self.measured(["validate"], in: workspace)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.hasPrefix("Brands/acme.yaml:36:9: error: images.logo 'acme/logo.png' has a metadata chunk (zTXt) that inflates to more than 1024 KiB"),
                "\(run.output)")
        #expect(run.peakKiB < 64 << 10, "peak memory \(run.peakKiB) KiB")
    }

    /// Many small text chunks, each under the bound, over 8 MiB together.
    @Test func manySmallTextChunksAreRefusedTogether() throws {
        let workspace = try Workspace()
        try Self.python("""
            import struct, zlib
            from PIL import Image
            Image.new('RGB', (300, 80), (10, 20, 200)).save('acme/logo.png')
            data = open('acme/logo.png', 'rb').read()
            body = b'Comment\\0\\0' + zlib.compress(b'\\0' * 1000000, 9)
            chunk = struct.pack('>I', len(body)) + b'zTXt' + body + struct.pack('>I', zlib.crc32(b'zTXt' + body))
            open('acme/logo.png', 'wb').write(data[:33] + chunk * 20 + data[33:])
            """, in: workspace)
        let run = try workspace.run("validate")
        #expect(run.status == 1)
        #expect(run.stdout.contains("images.logo 'acme/logo.png' has compressed metadata chunks that inflate to more than 8 MiB in all"), "\(run.stdout)")
    }

    /// A progressive JPEG whose last scan (a first pass, so libjpeg takes a repeat without a
    /// warning) stands 600 times: each a pass over the whole image. Refused from its markers,
    /// before any scan is decoded: the message is the marker scan's, which runs before libjpeg
    /// sees the file. (No timing: a busy machine would make it flake.)
    @Test func aJPEGWithTooManyScansIsRefusedBeforeDecoding() throws {
        let workspace = try Workspace()
        let jpegtran = try #require(Tool.named("jpegtran"), "jpegtran (libjpeg-turbo-progs) is installed by Scripts/install-dependencies --test")
        try Self.python("""
            from PIL import Image
            Image.effect_noise((2048, 2048), 80).convert('RGB').save('base.jpg', quality=95)
            open('scans.txt', 'w').write('0,1,2: 0-0, 0, 0;\\n0: 1-63, 0, 0;\\n1: 1-63, 0, 0;\\n2: 1-63, 0, 0;\\n')
            """, in: workspace)
        let made = try Tool.run(jpegtran, ["-scans", "scans.txt", "-outfile", "progressive.jpg", "base.jpg"], in: workspace.brands)
        #expect(made.status == 0, "\(made.stderr)")
        try Self.python("""
            data = open('progressive.jpg', 'rb').read()
            last, end = data.rfind(b'\\xff\\xda'), data.rfind(b'\\xff\\xd9')
            open('acme/logo.png', 'wb').write(data[:end] + data[last:end] * 600 + data[end:])
            """, in: workspace)
        try FileManager.default.removeItem(at: workspace.brands.appendingPathComponent("progressive.jpg"))
        try FileManager.default.removeItem(at: workspace.brands.appendingPathComponent("base.jpg"))
        try FileManager.default.removeItem(at: workspace.brands.appendingPathComponent("scans.txt"))
        let run = try Self.measured(["validate"], in: workspace)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.hasPrefix("Brands/acme.yaml:36:9: error: images.logo 'acme/logo.png' is a JPEG of more than 500 scans"), "\(run.output)")
    }

    /// A progressive JPEG holds every coefficient until its last scan: at 8192×8192 without
    /// subsampling, twice the decoded image. Refused instead of held, within the memory budget.
    @Test func aLargeProgressiveJPEGIsRefusedWithinTheMemoryBudget() throws {
        let workspace = try Workspace()
        try Self.python("""
            from PIL import Image
            Image.new('RGB', (8192, 8192), (10, 120, 200)).save('acme/logo.png', format='JPEG', progressive=True, subsampling=0)
            """, in: workspace)
        let run = try Self.measured(["validate"], in: workspace)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.hasPrefix("Brands/acme.yaml:36:9: error: images.logo 'acme/logo.png' is a progressive JPEG that needs more memory "
                                     + "to decode than its own size plus 32 MB"), "\(run.output)")
        let decodedKiB = 8192 * 8192 * 3 / 1024
        #expect(run.peakKiB < decodedKiB + 64 << 10, "peak memory \(run.peakKiB) KiB")
    }

    /// A JPEG of two colour components: libjpeg reads it, Pillow and the platforms' decoders do not.
    @Test func aTwoComponentJPEGIsRefused() throws {
        let workspace = try Workspace()
        // One 8×8 MCU, two components, Huffman tables with a single one-bit code each: every
        // block is DC 0 then end-of-block.
        func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
            [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
        }
        let table = [0] + [1] + [UInt8](repeating: 0, count: 15) + [0]
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        bytes += segment(0xC0, [8, 0, 8, 0, 8, 2, 1, 0x11, 0, 2, 0x11, 0])
        bytes += segment(0xC4, table) + segment(0xC4, [0x10] + Array(table.dropFirst()))
        bytes += segment(0xDA, [2, 1, 0x00, 2, 0x00, 0, 63, 0]) + [0x0F, 0xFF, 0xD9]
        try Data(bytes).write(to: workspace.brands.appendingPathComponent("acme/logo.png"))
        let run = try workspace.run("validate")
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("Brands/acme.yaml:36:9: error: images.logo 'acme/logo.png' is a JPEG with 2 colour components; "
                                     + "brandkit reads grey (1), RGB (3) and CMYK (4) JPEGs"), "\(run.stdout)")
    }

    // MARK: 4–6. Names every platform accepts

    @Test func javaKeywordsAreRefusedAsResourceNames() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: "  logo: acme/logo.png\n", with: "  class: acme/logo.png\n") }
        try workspace.edit("Brands/brandkit.yaml") { $0 + "  new: { text: New }\n" }
        let run = try workspace.run("validate")
        #expect(run.status == 1)
        #expect(run.stdout.contains("Brands/acme.yaml:36:3: error: 'class' is a Java keyword, which Android's generated R class cannot hold [invalid-name]"),
                "\(run.stdout)")
        #expect(run.stdout.contains("error: the string key 'new' becomes 'new', which is a Java keyword"), "\(run.stdout)")
    }

    @Test func aFontWhosePostScriptNameIsAKeywordOrHiddenIsRefused() throws {
        for (name, words) in [("Int", "is the font 'Int', whose Android resource name int is a Java keyword"),
                              ("..", "has the PostScript name '..', which is not up to 63 letters, digits, '-', '_' or '.' starting with a letter or digit")] {
            let workspace = try Workspace()
            try Self.renameFont(to: name, savingAs: "acme/fonts/AcmeSans-Regular.ttf", in: workspace)
            let run = try workspace.run("validate")
            #expect(run.status == 1)
            #expect(run.stdout.contains("Brands/acme.yaml:37:16: error: fonts.body 'acme/fonts/AcmeSans-Regular.ttf' \(words)"), "\(name): \(run.stdout)")
        }
    }

    /// `AcmeSans` and `Acmesans` are two files in the iOS bundle, and one on a Mac's disk
    /// (fonts as a list of files, without roles).
    @Test func fontsWhoseNamesDifferOnlyByCaseAreRefused() throws {
        let workspace = try Workspace()
        try Self.renameFont(to: "Acmesans-regular", savingAs: "acme/fonts/Other.ttf", in: workspace)
        try workspace.edit("Brands/acme.yaml") {
            $0.replacingOccurrences(of: "fonts: { body: acme/fonts/AcmeSans-Regular.ttf, heading: acme/fonts/AcmeSans-Bold.otf }",
                                    with: "fonts: [acme/fonts/AcmeSans-Regular.ttf, acme/fonts/AcmeSans-Bold.otf, acme/fonts/Other.ttf]")
        }
        let run = try workspace.run("validate")
        #expect(run.status == 1)
        #expect(run.stdout.contains("error: fonts[2] 'acme/fonts/Other.ttf' is the font 'Acmesans-regular', whose file name differs only in case "
                                    + "from the font in 'acme/fonts/AcmeSans-Regular.ttf'"), "\(run.stdout)")
    }

    /// `brand.id`, `brand.displayName` and `flag.<name>` would become resources brandkit writes itself.
    @Test func stringKeysThatBecomeBrandkitsOwnResourcesAreRefused() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/brandkit.yaml") { $0 + "  brand.id: { text: x }\n  brand.displayName: { text: x }\n  flag.newCheckout: { text: x }\n" }
        let run = try workspace.run("validate")
        #expect(run.status == 1)
        for (key, resource) in [("brand.id", "brand_id"), ("brand.displayName", "brand_display_name"), ("flag.newCheckout", "flag_new_checkout")] {
            #expect(run.stdout.contains("error: the string key '\(key)' becomes '\(resource)', which is a name brandkit writes itself in brand.xml"),
                    "\(key): \(run.stdout)")
        }
    }

    // MARK: 7–8. Format strings Java's Formatter accepts

    /// `%1$@ und %1$@` stays positional for Android, and `%.f` gets its 0: aapt2 links both,
    /// and `java.util.Formatter` formats what aapt2 stored.
    @Test func formatStringsReachAndroidInAFormJavaAccepts() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/brandkit.yaml") { $0 + "  price: { text: \"Only %.f today\" }\n" }
        try workspace.edit("Brands/acme.yaml") {
            $0.replacingOccurrences(of: "    store.ios.name: Acme Shop\n", with: "    welcome: \"%1$@ und %1$@\"\n    price: \"Nur %.f heute\"\n    store.ios.name: Acme Shop\n")
        }
        let bundle = try workspace.run("bundle", "acme", "--platform", "android", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stdout)\(bundle.stderr)")
        let aapt2 = try #require(Tool.named("aapt2"), "aapt2 is installed by Scripts/install-dependencies --test")
        try workspace.write("<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"com.acme.shop\"/>\n", to: "M.xml")
        let compile = try Tool.compileLinkable(aapt2, res: "out/acme/res", output: "res.zip", in: workspace.url)
        #expect(compile.status == 0, "\(compile.stderr)")
        let link = try Tool.run(aapt2, ["link", "-o", "app.apk", "-I", Tool.androidFramework, "--manifest", "M.xml", "--java", "gen", "res.zip"],
                                in: workspace.url)
        #expect(link.status == 0, "\(link.stderr)")
        let table = try Tool.run(aapt2, ["dump", "resources", "app.apk"], in: workspace.url).stdout
        let stored = ["%1$s und %1$s", "Only %.0f today", "Nur %.0f heute"]
        for text in stored { #expect(table.contains("\"\(text)\""), "\(text) in\n\(table)") }
        let java = try #require(Tool.named("java"), "a JDK is installed by Scripts/install-dependencies --test")
        try workspace.write("""
            public class Check {
                public static void main(String[] texts) {
                    System.out.println(String.format(texts[0], "Acme") + "|" + String.format(texts[1], 2.5) + "|" + String.format(texts[2], 2.5));
                }
            }

            """, to: "Check.java")
        let run = try Tool.run(java, ["Check.java"] + stored, in: workspace.url)
        #expect(run.status == 0 && run.stdout == "Acme und Acme|Only 3 today|Nur 3 heute\n", "\(run.stdout)\(run.stderr)")
    }

    // MARK: 11–12, 14. Secrets

    /// A secret's variable set to bytes that are not UTF-8 fails the bundle, naming the
    /// variable and never printing the value.
    @Test func aSecretThatIsNotUTF8FailsTheBundle() throws {
        let workspace = try Workspace()
        let python = try #require(Self.python)
        let run = try Tool.run(python, ["-c", """
            import os, subprocess, sys
            env = dict(os.environb)
            env[b'ACME_MAPS_KEY'] = b'key-\\xff\\xfe-value'
            env[b'GLOBEX_MAPS_KEY'] = b'globex-key'
            env[b'INITECH_MAPS_KEY'] = b'initech-key'
            env[b'ACME_DE_MAPS_KEY'] = b'acme-de-key'
            result = subprocess.run([sys.argv[1], 'bundle', 'acme', '--secrets', '--output', 'out'], env=env, capture_output=True)
            sys.stdout.buffer.write(result.stdout + result.stderr)
            sys.exit(result.returncode)
            """, Brandkit.binary.path], in: workspace.url)
        #expect(run.status == 1, "\(run.stdout)")
        #expect(run.stdout.contains("error: the environment variable ACME_MAPS_KEY for the secret 'mapsKey' is not UTF-8 text without control characters"),
                "\(run.stdout)")
        #expect(!run.stdout.contains("key-") && !FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("out/acme.bundle").path))
    }

    /// A brand file may not pull the CI's own variables into the app; a manifest's list narrows the rest.
    @Test func aBrandCannotNameACIVariable() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: "mapsKey: { env: ACME_MAPS_KEY }", with: "mapsKey: { env: GITHUB_TOKEN }") }
        let run = try workspace.run("validate")
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("Brands/acme.yaml:31:19: error: the environment variable GITHUB_TOKEN for the secret 'mapsKey' "
                                     + "is set by CI systems or the shell, and no brand file may read it [secret-reference]"), "\(run.stdout)")
        let bundle = try Brandkit.run(["bundle", "acme", "--secrets", "--output", "out"], in: workspace.url,
                                      environment: ["GITHUB_TOKEN": "ghs_0123456789abcdefghijklmnopqrstuvwxyz"])
        #expect(bundle.status == 1 && !FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("out/acme.bundle").path))

        let listed = try Workspace()
        try listed.edit("Brands/brandkit.yaml") { $0 + "secretVariables: [ACME_MAPS_KEY, \"BRAND_*\"]\n" }
        let narrowed = try listed.run("validate")
        #expect(narrowed.status == 1)
        // The other brands take the manifest's default, MAPS_KEY, which the list leaves out.
        #expect(narrowed.stdout.contains("Brands/brandkit.yaml:31:21: error: the environment variable MAPS_KEY for the secret 'mapsKey' "
                                         + "is not one of the variables brandkit.yaml's secretVariables allows [secret-reference]"), "\(narrowed.stdout)")
        #expect(!narrowed.stdout.contains("ACME_MAPS_KEY for"), "\(narrowed.stdout)")
    }

    /// Once secret-in-brand-file fires on a value, no rule, command or format quotes it, nor
    /// its snake-cased, upper-cased or escaped forms.
    @Test func aPastedKeyIsQuotedByNoRuleCommandOrFormat() throws {
        let workspace = try Workspace()
        let key = "AIzaSyD3x4mpl3K3yV4lu3F0r-T3st1ng000000"
        try workspace.edit("Brands/acme.yaml") {
            $0.replacingOccurrences(of: "mapsKey: { env: ACME_MAPS_KEY }", with: "mapsKey: { env: \(key) }")
                .replacingOccurrences(of: "  maxCartItems: 50\n", with: "  maxCartItems: 50\n  termsUrl: \"\(key)\"\n  supportEmail: \"\(key)\"\n  countryCode: \"\(key)\"\n")
        }
        let forms = [key, key.uppercased(), key.lowercased(), "A_IZA_SY_D3X4MPL3", "T3ST1NG", "t3st1ng", "T3st1ng"]
        var runs: [[String]] = []
        for format in ["human", "json", "github"] { runs.append(["validate", "--format", format]) }
        runs += [["explain", "acme", "secrets.mapsKey.env"], ["explain", "acme", "featureFlags.termsUrl"], ["render", "acme"],
                 ["render", "acme", "--format", "json"], ["diff", "acme", "globex"], ["diff", "acme", "globex", "--format", "json"],
                 ["flags", "--format", "json"], ["bundle", "acme", "--output", "out"], ["preview", "--output", "site"]]
        var sawSecretRule = false
        for arguments in runs {
            let run = try Brandkit.run(arguments, in: workspace.url)
            let output = run.stdout + run.stderr
            sawSecretRule = sawSecretRule || output.contains("secret-in-brand-file")
            for form in forms { #expect(!output.contains(form), "\(arguments) prints '\(form)':\n\(output)") }
        }
        #expect(sawSecretRule)
    }

    // MARK: 15. One interface for every brand

    /// After `init`, `add a` and `add b`, every brand validates and its Android `res` links
    /// against an app manifest naming the launcher icon and the display name; a brand that
    /// drops its icon fails in its own file; the accessors are the declared names, none optional.
    @Test func brandsAddedToAProjectPresentOneInterface() throws {
        let workspace = try Workspace(copyingExampleBrands: false)
        for arguments in [["init"], ["add", "a"], ["add", "b"]] {
            let run = try Brandkit.run(arguments, in: workspace.url)
            #expect(run.status == 0, "\(arguments): \(run.stdout)\(run.stderr)")
        }
        let validate = try workspace.run("validate")
        #expect(validate.status == 0, "\(validate.stdout)")
        let bundle = try workspace.run("bundle", "--all", "--platform", "android", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stdout)\(bundle.stderr)")
        let aapt2 = try #require(Tool.named("aapt2"), "aapt2 is installed by Scripts/install-dependencies --test")
        try workspace.write("""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
                <application android:icon="@mipmap/ic_launcher" android:label="@string/brand_display_name"/>
            </manifest>

            """, to: "AndroidManifest.xml")
        for brand in ["example", "a", "b"] {
            let compile = try Tool.compileLinkable(aapt2, res: "out/\(brand)/res", output: "\(brand).zip", in: workspace.url)
            #expect(compile.status == 0, "\(brand): \(compile.stderr)")
            let link = try Tool.run(aapt2, ["link", "-o", "\(brand).apk", "-I", Tool.androidFramework, "--manifest", "AndroidManifest.xml",
                                            "--java", "gen-\(brand)", "\(brand).zip"], in: workspace.url)
            #expect(link.status == 0, "\(brand): \(link.stderr)")
        }
        let accessors = try workspace.run("generate", "swift")
        #expect(accessors.stdout.contains("public let primary: BrandConfiguration.BrandColor\n")
                && accessors.stdout.contains("public let onPrimary: BrandConfiguration.BrandColor\n"), "\(accessors.stdout)")

        // A brand that drops its icons and launch screen, or misspells a colour, fails in its own file.
        try workspace.edit("Brands/a.yaml") { text in
            let icon = try #require(text.range(of: "icon:"))
            return String(text[..<icon.lowerBound]).replacingOccurrences(of: "  primary:", with: "  primry:")
        }
        let broken = try workspace.run("validate")
        #expect(broken.status == 1)
        let errors = broken.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 5 && errors.allSatisfy { $0.hasPrefix("Brands/a.yaml:") }, "\(broken.stdout)")
        #expect(broken.stdout.contains("Brands/a.yaml:1:1: error: the brand has no launchScreen, which brandkit.yaml's interface says every brand carries"),
                "\(broken.stdout)")
        #expect(broken.stdout.contains("Brands/a.yaml:1:1: error: the brand has no iOS app icon (icon.ios), which brandkit.yaml's interface "
                                       + "says every brand carries [missing-interface-value]"), "\(broken.stdout)")
        #expect(broken.stdout.contains("error: colour 'primry' is not in brandkit.yaml's interface, so the other brands' apps have no such colour "
                                       + "[undeclared-interface-name]"), "\(broken.stdout)")
        #expect(broken.stdout.contains("note: did you mean 'primary'?"), "\(broken.stdout)")
    }
}
