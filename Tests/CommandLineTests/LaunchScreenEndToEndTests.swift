import Foundation
import Testing

/// A brand's launch screen colour, end to end: refused at its line when it is no colour;
/// written as the catalog's `LaunchBackground` colour set (with its dark appearance) named by
/// `UILaunchScreen`, and as an Android splash theme that aapt2 compiles and links.
@Suite("Launch screen, end to end")
struct LaunchScreenEndToEndTests {
    @Test(arguments: [
        ("dark: \"#1C1B1F\" }", "dark: \"#1C1B1\" }", "invalid-color"),
        ("{ light: \"#B00020\", dark: \"#1C1B1F\" }", "{ light: \"#B00020\" }", "invalid-declaration"),
    ])
    func aBrokenBackgroundIsRefusedAtItsLine(change: (String, String, String)) throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/acme.yaml") { text in
            #expect(text.contains(change.0))
            return text.replacingOccurrences(of: change.0, with: change.1)
        }
        let run = try workspace.run("validate", "--format", "json")
        #expect(run.status == 1)
        #expect(!run.diagnosticLines.isEmpty && run.diagnosticLines.allSatisfy { $0.hasPrefix("Brands/acme.yaml:79:") && $0.contains(" \(change.2) ") },
                "\(run.diagnosticLines)")
    }

    @Test func theLaunchScreenReachesXcodeAndAndroid() throws {
        let workspace = try Workspace()
        let bundle = try workspace.run("bundle", "acme", "--platform", "all", "--xcassets", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stdout)\(bundle.stderr)")
        // iOS: UILaunchScreen names the catalog's colour set, which has a dark appearance.
        let python = try #require(Tool.named("python3"))
        let read = try Tool.run(python, ["-c", """
            import json, plistlib
            info = plistlib.load(open("out/acme.bundle/BrandInfo.plist", "rb"))
            colors = json.load(open("out/acme.xcassets/LaunchBackground.colorset/Contents.json"))["colors"]
            print(json.dumps({"launch": info["UILaunchScreen"], "dark": [c.get("appearances") for c in colors],
                              "red": [c["color"]["components"]["red"] for c in colors]}, sort_keys=True))
            """], in: workspace.url)
        #expect(read.stdout == #"{"dark": [null, [{"appearance": "luminosity", "value": "dark"}]], "launch": {"UIColorName": "LaunchBackground", "UIImageName": "LaunchImage", "UIImageRespectsSafeAreaInsets": true}, "red": ["0xB0", "0x1C"]}"# + "\n",
                "\(read.stdout)\(read.stderr)")
        // Android: the theme compiles and links against framework-res (API 29); the API 31
        // splash attributes in values-v31 compile, and cannot link against API 29's framework.
        let aapt2 = try #require(Tool.named("aapt2"), "aapt2 is installed by Scripts/install-dependencies --test")
        let res = workspace.url.appendingPathComponent("out/acme/res")
        let linkable = workspace.url.appendingPathComponent("linkable")
        try FileManager.default.copyItem(at: res, to: linkable)
        try FileManager.default.removeItem(at: linkable.appendingPathComponent("values-v31"))
        #expect(try Tool.run(aapt2, ["compile", "--dir", "linkable", "-o", "res.zip"], in: workspace.url).status == 0)
        let v31 = try Tool.run(aapt2, ["compile", "out/acme/res/values-v31/brandkit_launch.xml", "-o", "."], in: workspace.url)
        #expect(v31.status == 0, "\(v31.stderr)")
        try workspace.write("""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.acme.shop">
                <application android:icon="@mipmap/ic_launcher" android:label="@string/brand_display_name"
                    android:theme="@style/Theme.Brandkit.Launch"/>
            </manifest>

            """, to: "M.xml")
        let link = try Tool.run(aapt2, ["link", "-o", "app.apk", "-I", Tool.androidFramework, "--manifest", "M.xml", "res.zip"], in: workspace.url)
        #expect(link.status == 0, "\(link.stderr)")
        let table = try Tool.run(aapt2, ["dump", "resources", "app.apk"], in: workspace.url).stdout
        #expect(table.contains("style/Theme.Brandkit.Launch"), "\(table)")
        #expect(table.contains("color/brandkit_launch_background"), "\(table)")
        #expect(table.contains("#ffb00020") && table.contains("#ff1c1b1f"), "light and night colours: \(table)")
    }
}
