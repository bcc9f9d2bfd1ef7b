import Foundation
import Testing

/// A brand's look as files: each broken icon or image stops at `validate`, located at the
/// line that names it; the example brands' icons and logos reach both platforms byte for
/// byte, aapt2 links them into an APK whose launcher icon and label are the brand's, and an
/// independent decoder (Pillow) reads the same pixels from every written PNG.
@Suite("Icons and images, end to end")
struct AssetsEndToEndTests {
    static let python = Tool.named("python3")

    /// Runs Pillow in the workspace; the images the catalog plants are made by it, not by brandkit.
    static func pillow(_ script: String, in workspace: Workspace) throws {
        let python = try #require(Self.python)
        let run = try Tool.run(python, ["-c", "from PIL import Image\n" + script], in: workspace.brands)
        #expect(run.status == 0, "Pillow (installed by Scripts/install-dependencies --test): \(run.stderr)")
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// What to do in Brands/: a Pillow script, or raw bytes for a file.
        var pillow: String?
        var file: (path: String, bytes: [UInt8])?
        var location: String
        var words: String
        var testDescription: String { name }
    }

    /// A PNG that says it is 100000×100000: a valid signature and header, and almost no data.
    static let bomb: [UInt8] = {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let length = withUnsafeBytes(of: UInt32(data.count).bigEndian, Array.init)
            let body = Array(type.utf8) + data
            return length + body + withUnsafeBytes(of: crc32(body).bigEndian, Array.init)
        }
        let side = withUnsafeBytes(of: UInt32(100_000).bigEndian, Array.init)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", side + side + [8, 2, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
    }()

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static let cases: [Case] = [
        Case(name: "a truncated icon",
             pillow: "data = open('acme/AppIcon.png', 'rb').read()\nopen('acme/AppIcon.png', 'wb').write(data[:len(data) // 2])",
             location: "Brands/acme.yaml:33:8", words: "icon.ios 'acme/AppIcon.png' is truncated or corrupt"),
        Case(name: "a 1000×1000 app icon", pillow: "Image.new('RGB', (1000, 1000), 'red').save('acme/AppIcon.png')",
             location: "Brands/acme.yaml:33:8", words: "icon.ios 'acme/AppIcon.png' is 1000×1000 pixels; the App Store icon is 1024×1024"),
        Case(name: "an icon with alpha", pillow: "Image.new('RGBA', (1024, 1024), (255, 0, 0, 255)).save('acme/AppIcon.png')",
             location: "Brands/acme.yaml:33:8",
             words: "icon.ios 'acme/AppIcon.png' has an alpha channel, which the App Store refuses in an app icon"),
        Case(name: "a JPEG named .png as the app icon", pillow: "Image.new('RGB', (1024, 1024), 'red').save('acme/AppIcon.png', format='JPEG')",
             location: "Brands/acme.yaml:33:8", words: "icon.ios 'acme/AppIcon.png' is a JPEG file; an app icon is a PNG"),
        Case(name: "a truncated JPEG image",
             pillow: "Image.new('RGB', (300, 80), (10, 20, 200)).save('acme/logo.png', format='JPEG')\n"
                 + "data = open('acme/logo.png', 'rb').read()\nopen('acme/logo.png', 'wb').write(data[:len(data) - 40])",
             location: "Brands/acme.yaml:36:9", words: "images.logo 'acme/logo.png' is truncated or corrupt: Premature end of JPEG file"),
        Case(name: "a JPEG decompression bomb",
             pillow: "Image.new('RGB', (300, 80)).save('acme/logo.png', format='JPEG')\n"
                 + "data = bytearray(open('acme/logo.png', 'rb').read())\ni = data.find(b'\\xff\\xc0')\n"
                 + "data[i + 5:i + 9] = (60000).to_bytes(2, 'big') * 2\nopen('acme/logo.png', 'wb').write(data)",
             location: "Brands/acme.yaml:36:9",
             words: "images.logo 'acme/logo.png' is 60000×60000 pixels; brandkit reads images of at most 8192×8192"),
        Case(name: "a CMYK JPEG image", pillow: "Image.new('CMYK', (300, 80)).save('acme/logo.png', format='JPEG')",
             location: "Brands/acme.yaml:36:9", words: "images.logo 'acme/logo.png' is a CMYK JPEG, which Android does not show reliably"),
        Case(name: "a decompression bomb", file: ("acme/logo.png", bomb),
             location: "Brands/acme.yaml:36:9",
             words: "images.logo 'acme/logo.png' is 100000×100000 pixels; brandkit reads images of at most 8192×8192"),
        Case(name: "text named .png", file: ("acme/logo.png", Array("not an image\n".utf8)),
             location: "Brands/acme.yaml:36:9", words: "images.logo 'acme/logo.png' is not a PNG or JPEG file"),
        Case(name: "a foreground of the wrong size", pillow: "Image.new('RGBA', (400, 400)).save('acme/ic_launcher_fg.png')",
             location: "Brands/acme.yaml:34:26",
             words: "icon.android.foreground 'acme/ic_launcher_fg.png' is 400×400 pixels; an adaptive icon layer is 432×432"),
        Case(name: "text named .ttf", file: ("acme/fonts/AcmeSans-Regular.ttf", Array("not a font\n".utf8)),
             location: "Brands/acme.yaml:37:16",
             words: "fonts.body 'acme/fonts/AcmeSans-Regular.ttf' is not a TrueType or OpenType font"),
        Case(name: "a web font named .ttf", file: ("acme/fonts/AcmeSans-Regular.ttf", Array("wOFF\u{0}\u{1}\u{0}\u{0}".utf8)),
             location: "Brands/acme.yaml:37:16",
             words: "fonts.body 'acme/fonts/AcmeSans-Regular.ttf' is a web font (WOFF); apps load TrueType or OpenType (.ttf, .otf)"),
        Case(name: "a truncated font",
             pillow: "data = open('acme/fonts/AcmeSans-Bold.otf', 'rb').read()\nopen('acme/fonts/AcmeSans-Bold.otf', 'wb').write(data[:40])",
             location: "Brands/acme.yaml:37:58", words: "fonts.heading 'acme/fonts/AcmeSans-Bold.otf' is truncated or corrupt"),
        Case(name: "a missing logo", pillow: "import os\nos.remove('acme/logo.png')",
             location: "Brands/acme.yaml:36:9", words: "images.logo 'acme/logo.png' does not exist in the brands directory"),
    ]

    @Test("each broken asset is refused and located", arguments: cases)
    func refused(_ broken: Case) throws {
        let workspace = try Workspace()
        if let script = broken.pillow { try Self.pillow(script, in: workspace) }
        if let file = broken.file { try Data(file.bytes).write(to: workspace.brands.appendingPathComponent(file.path)) }
        let started = Date()
        let run = try workspace.run("validate", "--format", "json")
        #expect(Date().timeIntervalSince(started) < 20, "refused from the header, never decoded")
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let found = run.diagnosticLines
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("\(broken.location) invalid-asset \(broken.words)") == true, "\(found)")
    }

    /// Apps load fonts by PostScript name, so two files claiming one name are refused.
    @Test func twoFontFilesWithOnePostScriptNameAreRefused() throws {
        let workspace = try Workspace()
        let fonts = workspace.brands.appendingPathComponent("acme/fonts")
        try FileManager.default.copyItem(at: fonts.appendingPathComponent("AcmeSans-Regular.ttf"), to: fonts.appendingPathComponent("Copy.ttf"))
        let acme = workspace.brands.appendingPathComponent("acme.yaml")
        let text = try String(contentsOf: acme, encoding: .utf8)
        try text.replacingOccurrences(of: "heading: acme/fonts/AcmeSans-Bold.otf", with: "heading: acme/fonts/Copy.ttf")
            .write(to: acme, atomically: true, encoding: .utf8)
        let run = try workspace.run("validate")
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("Brands/acme.yaml:37:58: error: fonts.heading 'acme/fonts/Copy.ttf' is the font 'AcmeSans-Regular', "
                                     + "as 'acme/fonts/AcmeSans-Regular.ttf' is [invalid-asset]"), "\(run.stdout)")
    }

    /// A font role is a `res/font` resource of its own (`brand_body`): a font whose PostScript
    /// name Android would store under that name is refused.
    @Test func aFontNamedLikeARoleOnAndroidIsRefused() throws {
        let workspace = try Workspace()
        try HostileInputRound4Tests.renameFont(to: "Brand-Body", savingAs: "acme/fonts/Other.ttf", in: workspace)
        try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: "heading: acme/fonts/AcmeSans-Bold.otf", with: "heading: acme/fonts/Other.ttf") }
        let run = try workspace.run("validate")
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("Brands/acme.yaml:37:58: error: fonts.heading 'acme/fonts/Other.ttf' is the font 'Brand-Body', "
                                     + "whose Android resource name brand_body is also the font role body's [invalid-asset]"), "\(run.stdout)")
    }

    /// Two PostScript names that Android would store as one `res/font` file are refused too.
    @Test func twoFontsWithOneAndroidResourceNameAreRefused() throws {
        let workspace = try Workspace()
        let python = try #require(Self.python)
        let rename = try Tool.run(python, ["-c", """
            from fontTools.ttLib import TTFont
            font = TTFont("acme/fonts/AcmeSans-Regular.ttf")
            font["name"].setName("Acme-Sans-Regular", 6, 3, 1, 0x409)
            font.save("acme/fonts/Other.ttf")
            """], in: workspace.brands)
        #expect(rename.status == 0, "fontTools: \(rename.stderr)")
        let acme = workspace.brands.appendingPathComponent("acme.yaml")
        let text = try String(contentsOf: acme, encoding: .utf8)
        // As a list of files, without roles.
        try text.replacingOccurrences(of: "fonts: { body: acme/fonts/AcmeSans-Regular.ttf, heading: acme/fonts/AcmeSans-Bold.otf }",
                                      with: "fonts: [acme/fonts/AcmeSans-Regular.ttf, acme/fonts/Other.ttf]")
            .write(to: acme, atomically: true, encoding: .utf8)
        let run = try workspace.run("validate")
        #expect(run.status == 1)
        #expect(run.stdout.contains("Brands/acme.yaml:37:42: error: fonts[1] 'acme/fonts/Other.ttf' is the font 'Acme-Sans-Regular', "
                                     + "whose Android resource name acme_sans_regular is also 'acme/fonts/AcmeSans-Regular.ttf's [invalid-asset]"),
                "\(run.stdout)")
    }

    /// Fonts reach the bundle under their PostScript names and Android's `res/font`; an
    /// independent reader (fontTools) finds in each file the name `BrandConfig.json` lists it by.
    @Test func fontsAreBundledUnderThePostScriptNamesTheirFilesHold() throws {
        let workspace = try Workspace()
        let bundle = try workspace.run("bundle", "acme", "--platform", "all", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stderr)")
        let python = try #require(Self.python)
        let script = """
            import json, os
            from fontTools.ttLib import TTFont
            fonts = json.load(open("out/acme.bundle/BrandConfig.json"))["fonts"]
            for name, file in sorted(fonts.items()):
                print(name, file, TTFont("out/acme.bundle/Fonts/" + file)["name"].getDebugName(6))
            print(sorted(os.listdir("out/acme/res/font")))
            """
        let read = try Tool.run(python, ["-c", script], in: workspace.url)
        #expect(read.stdout == """
            AcmeSans-Bold AcmeSans-Bold.otf AcmeSans-Bold
            AcmeSans-Regular AcmeSans-Regular.ttf AcmeSans-Regular
            ['acme_sans_bold.otf', 'acme_sans_regular.ttf', 'brand_body.xml', 'brand_heading.xml']

            """, "fontTools is installed by Scripts/install-dependencies --test: \(read.stderr)")
    }

    /// Every example brand's `res` links into an APK against Android's framework resources,
    /// and `aapt2 dump badging` names the brand's label and adaptive launcher icon.
    @Test func everyExampleBrandLinksIntoAnAPKWithItsIconAndLabel() throws {
        let workspace = try Workspace()
        let bundle = try workspace.run("bundle", "--all", "--platform", "android", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stderr)")
        let aapt2 = try #require(Tool.named("aapt2"), "aapt2 is installed by Scripts/install-dependencies --test")
        let framework = Tool.androidFramework
        #expect(FileManager.default.fileExists(atPath: framework), "android-framework-res is installed by Scripts/install-dependencies --test")
        for (brand, label) in [("acme", "Acme Shop"), ("acme-de", "Acme Shop DE"), ("globex", "Globex"), ("initech", "Initech")] {
            try workspace.write("""
                <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.\(brand.replacingOccurrences(of: "-", with: ""))">
                    <uses-sdk android:minSdkVersion="26" android:targetSdkVersion="29"/>
                    <application android:label="@string/brand_display_name" android:icon="@mipmap/ic_launcher"/>
                </manifest>

                """, to: "\(brand)/AndroidManifest.xml")
            let compile = try Tool.compileLinkable(aapt2, res: "out/\(brand)/res", output: "\(brand)/res.zip", in: workspace.url)
            #expect(compile.status == 0, "\(brand): \(compile.stderr)")
            let link = try Tool.run(aapt2, ["link", "-o", "\(brand)/app.apk", "-I", framework, "--manifest", "\(brand)/AndroidManifest.xml",
                                            "\(brand)/res.zip"], in: workspace.url)
            #expect(link.status == 0, "\(brand): \(link.stderr)")
            let badging = try Tool.run(aapt2, ["dump", "badging", "\(brand)/app.apk"], in: workspace.url)
            #expect(badging.stdout.contains("application: label='\(label)' icon='res/mipmap-anydpi-v26/ic_launcher.xml'"),
                    "\(brand): \(badging.stdout)")
        }
    }

    /// An image may be a JPEG: validated, copied byte for byte under `.jpg` into the image set
    /// and `drawable-nodpi`, linked by aapt2, shown in the preview, and read back by Pillow.
    @Test func aJPEGImageIsBundledAsAJPEG() throws {
        let workspace = try Workspace()
        try Self.pillow("Image.new('RGB', (300, 80), (10, 20, 200)).save('acme/hero.jpg', quality=90)", in: workspace)
        // Every brand carries it (partial-resource): from the manifest's defaults.
        try workspace.edit("Brands/brandkit.yaml") { $0.replacingOccurrences(of: "\ndefaults:\n", with: "\ndefaults:\n  images: { hero: acme/hero.jpg }\n") }
        let bundle = try workspace.run("bundle", "acme", "--platform", "all", "--xcassets", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stdout)\(bundle.stderr)")
        let source = try Data(contentsOf: workspace.brands.appendingPathComponent("acme/hero.jpg"))
        for copy in ["out/acme.xcassets/hero.imageset/hero.jpg", "out/acme/res/drawable-nodpi/hero.jpg"] {
            #expect(try Data(contentsOf: workspace.url.appendingPathComponent(copy)) == source, "\(copy)")
        }
        let contents = try String(contentsOf: workspace.url.appendingPathComponent("out/acme.xcassets/hero.imageset/Contents.json"), encoding: .utf8)
        #expect(contents.contains("\"filename\": \"hero.jpg\""), "\(contents)")
        let aapt2 = try #require(Tool.named("aapt2"), "aapt2 is installed by Scripts/install-dependencies --test")
        try workspace.write("<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"com.example.acme\"/>\n", to: "M.xml")
        let compile = try Tool.compileLinkable(aapt2, res: "out/acme/res", output: "res.zip", in: workspace.url)
        #expect(compile.status == 0, "\(compile.stderr)")
        let link = try Tool.run(aapt2, ["link", "-o", "app.apk", "-I", Tool.androidFramework, "--manifest", "M.xml", "res.zip"], in: workspace.url)
        #expect(link.status == 0, "\(link.stderr)")
        let table = try Tool.run(aapt2, ["dump", "resources", "app.apk"], in: workspace.url).stdout
        #expect(table.contains("drawable/hero"), "\(table)")
        let python = try #require(Self.python)
        let read = try Tool.run(python, ["-c", "from PIL import Image\nfor p in ['Brands/acme/hero.jpg', 'out/acme/res/drawable-nodpi/hero.jpg']:\n    im = Image.open(p); print(im.format, im.size)"],
                                in: workspace.url)
        #expect(read.stdout == "JPEG (300, 80)\nJPEG (300, 80)\n", "\(read.stderr)")
        let preview = try workspace.run("preview", "--output", "site")
        #expect(preview.status == 0, "\(preview.stderr)")
        let page = try String(contentsOf: workspace.url.appendingPathComponent("site/brands/acme.html"), encoding: .utf8)
        #expect(page.contains("src=\"data:image/jpeg;base64,\(source.base64EncodedString())\""))
    }

    /// What each platform gets, read back by Pillow: the same pixels as the brand's files.
    @Test func writtenImagesDecodeToTheSourcePixels() throws {
        let workspace = try Workspace()
        let bundle = try workspace.run("bundle", "--all", "--platform", "all", "--xcassets", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stderr)")
        let pairs = [
            ("out/acme.xcassets/AppIcon.appiconset/AppIcon.png", "Brands/acme/AppIcon.png"),
            ("out/acme-de.xcassets/AppIcon.appiconset/AppIcon.png", "Brands/acme/AppIcon.png"),
            ("out/globex.xcassets/logo.imageset/logo.png", "Brands/globex/logo.png"),
            ("out/initech/res/mipmap-xxxhdpi/ic_launcher_foreground.png", "Brands/initech/ic_launcher_fg.png"),
            ("out/initech/res/mipmap-xxxhdpi/ic_launcher_monochrome.png", "Brands/initech/ic_launcher_mono.png"),
            ("out/acme/res/drawable-nodpi/logo.png", "Brands/acme/logo.png"),
        ]
        let python = try #require(Self.python)
        let script = """
            import sys
            from PIL import Image
            for written, source in zip(sys.argv[1::2], sys.argv[2::2]):
                a, b = Image.open(written), Image.open(source)
                print(written, a.size, a.mode, list(a.getdata()) == list(b.getdata()))
            """
        let run = try Tool.run(python, ["-c", script] + pairs.flatMap { [$0.0, $0.1] }, in: workspace.url)
        #expect(run.stdout == """
            out/acme.xcassets/AppIcon.appiconset/AppIcon.png (1024, 1024) RGB True
            out/acme-de.xcassets/AppIcon.appiconset/AppIcon.png (1024, 1024) RGB True
            out/globex.xcassets/logo.imageset/logo.png (480, 120) RGBA True
            out/initech/res/mipmap-xxxhdpi/ic_launcher_foreground.png (432, 432) RGBA True
            out/initech/res/mipmap-xxxhdpi/ic_launcher_monochrome.png (432, 432) RGBA True
            out/acme/res/drawable-nodpi/logo.png (480, 120) RGBA True

            """, "\(run.stderr)")

        // Xcode's side: the icon set in its single-size form, named by the build setting.
        let iconSet = try Data(contentsOf: workspace.url.appendingPathComponent("out/acme.xcassets/AppIcon.appiconset/Contents.json"))
        let images = try #require((try JSONSerialization.jsonObject(with: iconSet) as? [String: Any])?["images"] as? [[String: String]])
        #expect(images == [["filename": "AppIcon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"]])
        let xcconfig = try String(contentsOf: workspace.url.appendingPathComponent("out/acme.bundle/Brand.xcconfig"), encoding: .utf8)
        #expect(xcconfig.contains("\nASSETCATALOG_COMPILER_APPICON_NAME = AppIcon\n"))
        let adaptive = try String(contentsOf: workspace.url.appendingPathComponent("out/acme/res/mipmap-anydpi-v26/ic_launcher.xml"), encoding: .utf8)
        #expect(adaptive.contains("<background android:drawable=\"@color/ic_launcher_background\"/>\n    <foreground android:drawable=\"@mipmap/ic_launcher_foreground\"/>\n    <monochrome android:drawable=\"@mipmap/ic_launcher_monochrome\"/>"))

        // A changed logo rebuilds the units that carry it, and only those.
        try Self.pillow("Image.new('RGBA', (480, 120), (1, 2, 3, 255)).save('globex/logo.png')", in: workspace)
        let again = try workspace.run("bundle", "--all", "--platform", "all", "--xcassets", "--output", "out")
        #expect(again.stdout.contains("globex.xcassets: written") && again.stdout.contains("globex: written"), "\(again.stdout)")
        #expect(again.stdout.contains("globex.bundle: unchanged") && again.stdout.contains("acme.xcassets: unchanged"), "\(again.stdout)")
    }
}
