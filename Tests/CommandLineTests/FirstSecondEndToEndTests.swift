import Foundation
import Testing

/// A brand's first second, end to end: launch images, badged icons per environment and the
/// legacy launcher PNGs, read back by Pillow, plistlib and aapt2, never by brandkit itself.
@Suite("Launch images, badges and legacy icons, end to end")
struct FirstSecondEndToEndTests {
    static let environments = ["--env", "release", "--env", "staging", "--env", "debug"]

    /// Every written icon and launch image against its source, with Pillow: release icons are
    /// their sources byte for byte; badged ones differ only inside the band, and somewhere in
    /// it; the legacy PNGs are the adaptive layers flattened, cut to 72 dp and scaled with
    /// Pillow's LANCZOS (within one level), opaque, and round where round.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func theExampleBrandsIconsReadBackAsDrawn() throws {
        let workspace = try Workspace()
        let bundle = try Brandkit.run(["bundle", "--all", "--platform", "all", "--xcassets", "--output", "out"] + Self.environments, in: workspace.url)
        #expect(bundle.status == 0, "\(bundle.stdout)\(bundle.stderr)")
        let python = try #require(Tool.named("python3"))
        let script = #"""
            import json, os, sys
            from PIL import Image
            brands = {"acme": "acme", "acme-de": "acme", "globex": "globex", "initech": "initech"}
            densities = {"mdpi": 48, "hdpi": 72, "xhdpi": 96, "xxhdpi": 144, "xxxhdpi": 192}
            problems = []
            def check(ok, what):
                if not ok: problems.append(what)
            def band(side, origin=0, box=None):
                box = box or side
                return origin + int(box * 0.62), origin + int(box * 0.82)
            def differs_only_in(a, b, rows, columns=None):
                a, b = a.convert("RGBA"), b.convert("RGBA")
                inside = outside = 0
                for y in range(a.size[1]):
                    for x in range(a.size[0]):
                        if a.getpixel((x, y)) != b.getpixel((x, y)):
                            if rows[0] <= y < rows[1] and (columns is None or columns[0] <= x < columns[1]): inside += 1
                            else: outside += 1
                return inside > 0 and outside == 0
            def same_bytes(p, q): return open(p, "rb").read() == open(q, "rb").read()
            for brand, art in brands.items():
                source_icon = f"Brands/{art}/AppIcon.png"
                check(same_bytes(f"out/{brand}@release.xcassets/AppIcon.appiconset/AppIcon.png", source_icon), f"{brand} release icon")
                check(same_bytes(f"out/{brand}@release/res/mipmap-xxxhdpi/ic_launcher_foreground.png", f"Brands/{art}/ic_launcher_fg.png"), f"{brand} release fg")
                check(same_bytes(f"out/{brand}@release.xcassets/LaunchImage.imageset/LaunchImage.png", f"Brands/{art}/splash.png"), f"{brand} launch image")
                check(same_bytes(f"out/{brand}@debug/res/drawable-xxhdpi/brandkit_launch_image.png", f"Brands/{art}/splash.png"), f"{brand} android launch image")
                for env in ["staging", "debug"]:
                    icon = Image.open(f"out/{brand}@{env}.xcassets/AppIcon.appiconset/AppIcon.png")
                    check(icon.size == (1024, 1024) and icon.mode == "RGB", f"{brand} {env} icon {icon.size} {icon.mode}")
                    check(differs_only_in(icon, Image.open(source_icon), band(1024)), f"{brand} {env} icon band")
                    fg = Image.open(f"out/{brand}@{env}/res/mipmap-xxxhdpi/ic_launcher_foreground.png")
                    check(differs_only_in(fg, Image.open(f"Brands/{art}/ic_launcher_fg.png"), band(432, 84, 264), (84, 348)), f"{brand} {env} fg band")
                    check(same_bytes(f"out/{brand}@{env}/res/mipmap-xxxhdpi/ic_launcher_monochrome.png", f"Brands/{art}/ic_launcher_mono.png"), f"{brand} {env} mono")
                fg = Image.open(f"Brands/{art}/ic_launcher_fg.png").convert("RGBA")
                background = tuple(json.loads(sys.argv[1])[art])
                flat = Image.new("RGBA", (432, 432), background)
                flat.alpha_composite(fg)
                flat = flat.crop((72, 72, 360, 360))
                for density, side in densities.items():
                    for env in ["release", "staging", "debug"]:
                        for name in ["ic_launcher", "ic_launcher_round"]:
                            image = Image.open(f"out/{brand}@{env}/res/mipmap-{density}/{name}.png").convert("RGBA")
                            check(image.size == (side, side), f"{brand} {env} {density} {name} size {image.size}")
                            alpha = [p[3] for p in image.getdata()]
                            if name == "ic_launcher":
                                check(min(alpha) == 255, f"{brand} {env} {density} square icon opaque")
                            else:
                                check(image.getpixel((0, 0))[3] == 0 and image.getpixel((side // 2, side // 2))[3] == 255, f"{brand} {env} {density} round")
                    expected = flat.resize((side, side), Image.LANCZOS)
                    release = Image.open(f"out/{brand}@release/res/mipmap-{density}/ic_launcher.png").convert("RGBA")
                    worst = max(abs(a - b) for p, q in zip(release.getdata(), expected.getdata()) for a, b in zip(p, q))
                    check(worst <= 1, f"{brand} {density} legacy icon against Pillow: {worst}")
                    for env in ["staging", "debug"]:
                        for name in ["ic_launcher", "ic_launcher_round"]:
                            badged = Image.open(f"out/{brand}@{env}/res/mipmap-{density}/{name}.png")
                            plain = Image.open(f"out/{brand}@release/res/mipmap-{density}/{name}.png")
                            check(differs_only_in(badged, plain, band(side)), f"{brand} {env} {density} {name} band")
            print(json.dumps(problems))
            """#
        let backgrounds = #"{"acme": [176, 0, 32, 255], "globex": [11, 61, 145, 255], "initech": [27, 94, 32, 255]}"#
        let read = try Tool.run(python, ["-c", script, backgrounds], in: workspace.url)
        #expect(read.status == 0 && read.stdout == "[]\n", "\(read.stdout)\(read.stderr)")
    }

    /// The launch screen in Info.plist (plistlib), the catalog's image set, the per-environment
    /// catalog settings, and the Android theme, layer list and legacy icons compiled and linked
    /// by aapt2 (values-v31 compiled alone: API 29's framework lacks the splash attributes).
    @Test func launchScreenAndIconsReachXcodeAndAndroid() throws {
        let workspace = try Workspace()
        let bundle = try Brandkit.run(["bundle", "acme", "--platform", "all", "--xcassets", "--output", "out"] + Self.environments, in: workspace.url)
        #expect(bundle.status == 0, "\(bundle.stdout)\(bundle.stderr)")
        let python = try #require(Tool.named("python3"))
        let read = try Tool.run(python, ["-c", """
            import json, plistlib
            info = plistlib.load(open("out/acme@staging.bundle/BrandInfo.plist", "rb"))
            images = json.load(open("out/acme@staging.xcassets/LaunchImage.imageset/Contents.json"))["images"]
            print(json.dumps({"launch": info["UILaunchScreen"], "images": images}, sort_keys=True))
            """], in: workspace.url)
        #expect(read.stdout == #"{"images": [{"filename": "LaunchImage.png", "idiom": "universal", "scale": "3x"}], "launch": {"UIColorName": "LaunchBackground", "UIImageName": "LaunchImage", "UIImageRespectsSafeAreaInsets": true}}"# + "\n",
                "\(read.stdout)\(read.stderr)")
        let xcconfig = try String(contentsOf: workspace.url.appendingPathComponent("out/acme@debug.bundle/Brand.xcconfig"), encoding: .utf8)
        #expect(xcconfig.contains("\nEXCLUDED_SOURCE_FILE_NAMES = $(inherited) acme@*.xcassets\n"))
        #expect(xcconfig.contains("\nINCLUDED_SOURCE_FILE_NAMES = $(inherited) acme@debug.xcassets\n"))

        let aapt2 = try #require(Tool.named("aapt2"), "aapt2 is installed by Scripts/install-dependencies --test")
        let compiled = try Tool.compileLinkable(aapt2, res: "out/acme@debug/res", output: "res.zip", in: workspace.url)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        try workspace.write("""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.acme.shop">
                <application android:icon="@mipmap/ic_launcher" android:roundIcon="@mipmap/ic_launcher_round"
                    android:label="@string/brand_display_name" android:theme="@style/Theme.Brandkit.Launch"/>
            </manifest>

            """, to: "M.xml")
        let link = try Tool.run(aapt2, ["link", "-o", "app.apk", "-I", Tool.androidFramework, "--manifest", "M.xml", "res.zip"], in: workspace.url)
        #expect(link.status == 0, "\(link.stderr)")
        let table = try Tool.run(aapt2, ["dump", "resources", "app.apk"], in: workspace.url).stdout
        for density in ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"] {
            #expect(table.contains("(\(density)-v4) (file) res/mipmap-\(density)-v4/ic_launcher.png")
                        && table.contains("(\(density)-v4) (file) res/mipmap-\(density)-v4/ic_launcher_round.png"), "\(density): \(table)")
        }
        #expect(table.contains("drawable/brandkit_launch") && table.contains("drawable/brandkit_launch_image"), "\(table)")
        #expect(table.contains("mipmap/ic_launcher_round"), "\(table)")
        let theme = try String(contentsOf: workspace.url.appendingPathComponent("out/acme@debug/res/values-v31/brandkit_launch.xml"), encoding: .utf8)
        #expect(theme.contains("<item name=\"android:windowSplashScreenAnimatedIcon\">@drawable/brandkit_launch_image</item>"))
    }

    /// The preview shows each environment's app icon and the launch screen in both modes.
    @Test func thePreviewShowsEachEnvironmentsIconAndTheLaunchScreen() throws {
        let workspace = try Workspace()
        let run = try workspace.run("preview", "--output", "site")
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOf: workspace.url.appendingPathComponent("site/brands/acme.html"), encoding: .utf8)
        for words in ["<h2>First second</h2>", "alt=\"App icon, release\"", "alt=\"App icon, staging\"", "alt=\"App icon, debug\"",
                      "Launch screen, light", "Launch screen, dark", "background:#B00020", "background:#1C1B1F", "alt=\"Launch image\""] {
            #expect(page.contains(words), "\(words)")
        }
    }

    /// Without a minSdk below 26 the adaptive icon is all Android needs: no PNGs per density.
    @Test func aMinSdkOf26WritesNoLegacyIcons() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/brandkit.yaml") { $0.replacingOccurrences(of: "android: { minSdk: 23 }", with: "android: { minSdk: 26 }") }
        let bundle = try workspace.run("bundle", "acme", "--platform", "android", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stdout)\(bundle.stderr)")
        let res = workspace.url.appendingPathComponent("out/acme/res")
        let folders = try FileManager.default.contentsOfDirectory(atPath: res.path).filter { $0.hasPrefix("mipmap") }.sorted()
        #expect(folders == ["mipmap-anydpi-v26", "mipmap-xxxhdpi"])
        let manifest = try String(contentsOf: workspace.url.appendingPathComponent("out/acme/AndroidManifest.xml"), encoding: .utf8)
        #expect(!manifest.contains("roundIcon"))
    }

    /// The same inputs give the same bytes: a second run into a fresh folder writes every file alike.
    @Test func badgedIconsAreDeterministic() throws {
        let workspace = try Workspace()
        for output in ["one", "two"] {
            let run = try Brandkit.run(["bundle", "globex", "--platform", "all", "--xcassets", "--output", output] + Self.environments, in: workspace.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let one = try BundleTree(workspace.url.appendingPathComponent("one"))
        let two = try BundleTree(workspace.url.appendingPathComponent("two"))
        #expect(!one.files.isEmpty && one.files == two.files)
    }

    /// The manifest's interface says every brand has a launch screen: one without it fails in its own file.
    @Test func aBrandWithoutTheLaunchScreenTheInterfaceDeclaresFails() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/brandkit.yaml") { $0 + "interface: { launchScreen: true }\n" }
        let every = try workspace.run("validate")
        #expect(every.status == 0, "every example brand has one: \(every.stdout)")
        try workspace.edit("Brands/initech.yaml") { text in
            String(text[..<(text.range(of: "launchScreen:")?.lowerBound ?? text.endIndex)])
        }
        let run = try workspace.run("validate", "--format", "json")
        #expect(run.status == 1)
        #expect(run.diagnosticLines.count == 1 && run.diagnosticLines.allSatisfy {
            $0.hasPrefix("Brands/initech.yaml:1:1 missing-interface-value the brand has no launchScreen")
        }, "\(run.diagnosticLines)")
    }

    /// Each broken launch screen or badge, refused at its line with its code.
    @Test(arguments: [
        ("Brands/acme.yaml", "image: acme/splash.png", "image: acme/logo.jpg", "invalid-asset", "is a JPEG file; a launch screen image is a PNG"),
        ("Brands/acme.yaml", "image: acme/splash.png", "image: acme/huge.png", "invalid-asset", "a launch screen image is at most 1024×1024"),
        ("Brands/acme.yaml", "image: acme/splash.png", "image: acme/nothing.png", "invalid-asset", "nothing.png"),
        ("Brands/brandkit.yaml", "staging: BETA", "staging: STAGINGBUILD", "invalid-icon-badge", "too wide for the band"),
        ("Brands/brandkit.yaml", "staging: BETA", "staging: BÉTA", "invalid-icon-badge", "which the badge font cannot draw"),
        ("Brands/brandkit.yaml", "staging: BETA", "release: BETA", "invalid-declaration", "the first environment"),
        ("Brands/brandkit.yaml", "staging: BETA", "stagin: BETA", "invalid-declaration", "did you mean 'staging'?"),
        ("Brands/brandkit.yaml", "minSdk: 23", "minSdk: 99", "invalid-declaration", "is not an Android API level"),
    ])
    func eachBrokenValueIsRefusedAtItsLine(change: (String, String, String, String, String)) throws {
        let (file, old, new, code, words) = change
        let workspace = try Workspace()
        let python = try #require(Tool.named("python3"))
        let draw = try Tool.run(python, ["-c", """
            from PIL import Image
            Image.new("RGB", (64, 64), "red").save("Brands/acme/logo.jpg")
            Image.new("RGBA", (1100, 1100), (0, 0, 0, 0)).save("Brands/acme/huge.png")
            """], in: workspace.url)
        try #require(draw.status == 0, "\(draw.stderr)")
        var line = 0
        try workspace.edit(file) { text in
            let lines = text.components(separatedBy: "\n")
            line = (lines.firstIndex { $0.contains(old) } ?? -1) + 1
            return text.replacingOccurrences(of: old, with: new)
        }
        try #require(line > 0)
        let run = try workspace.run("validate", "--format", "json")
        #expect(run.status == 1)
        let lines = run.diagnosticLines
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("\(file):\(line):") && $0.contains(" \(code) ") && $0.contains(words) }
                    || lines.contains { $0.hasPrefix("\(file):\(line):") && $0.contains(" \(code) ") } && lines.allSatisfy { $0.hasPrefix("\(file):\(line):") },
                "\(lines)")
    }
}
