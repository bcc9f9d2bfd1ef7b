import Foundation
import Testing

/// `brandkit verify` on APKs aapt2 links from a brand's Android unit: it passes on the app
/// the brand describes, fails at the brand's line on each planted difference, and reads a
/// damaged or foreign file as "could not run" (exit 2), never crashing.
@Suite("Verify a built app")
struct VerifyEndToEndTests {
    /// acme's release unit linked with a manifest that says what the unit's brand.properties
    /// and flavor manifest say, the way the manifest merger writes them into the app.
    static func linkedAPK(_ workspace: Workspace, brand: String = "acme", secrets: Bool = true, edit: (String) -> String = { $0 }) throws -> String {
        let aapt2 = try #require(Tool.named("aapt2"), "aapt2 is installed by Scripts/install-dependencies --test")
        if !FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("out/\(brand)").path) {
            let bundle = try workspace.run("bundle", brand, "--platform", "android", "--env", "release", "--output", "out")
            try #require(bundle.status == 0, "\(bundle.stderr)")
        }
        let properties = try String(contentsOf: workspace.url.appendingPathComponent("out/\(brand)/brand.properties"), encoding: .utf8)
        let id = properties.split(separator: "\n").first { $0.hasPrefix("applicationId=") }.map { String($0.dropFirst("applicationId=".count)) } ?? ""
        let flavor = try String(contentsOf: workspace.url.appendingPathComponent("out/\(brand)/AndroidManifest.xml"), encoding: .utf8)
        // The merger fills a module's secret from the build's environment (brandkit.gradle).
        let filled = secrets ? flavor.replacingOccurrences(of: "${brandkitSecret_chatKey}", with: "chat-key-of-the-build") : flavor
        let manifest = edit(filled
            .replacingOccurrences(of: "xmlns:tools=\"http://schemas.android.com/tools\">",
                                  with: "xmlns:tools=\"http://schemas.android.com/tools\" package=\"\(id)\" android:versionCode=\"7\" android:versionName=\"1.0\">\n    <uses-sdk android:minSdkVersion=\"26\" android:targetSdkVersion=\"29\"/>\n    <uses-permission android:name=\"android.permission.INTERNET\"/>")
            .replacingOccurrences(of: "        tools:replace=\"android:label,android:icon,android:roundIcon\">",
                                  with: ">\n        <meta-data android:name=\"brand\" android:value=\"\(brand)\"/>"))
        try workspace.write(manifest, to: "\(brand)-manifest/AndroidManifest.xml")
        let compile = try Tool.compileLinkable(aapt2, res: "out/\(brand)/res", output: "\(brand)-manifest/res.zip", in: workspace.url)
        try #require(compile.status == 0, "\(compile.stderr)")
        let link = try Tool.run(aapt2, ["link", "-o", "\(brand).apk", "-I", Tool.androidFramework, "--manifest", "\(brand)-manifest/AndroidManifest.xml",
                                        "\(brand)-manifest/res.zip"], in: workspace.url)
        try #require(link.status == 0, "\(link.stderr)")
        // Signed as the build signs it: with the brand's own key, where the brand lists one.
        if try String(contentsOf: workspace.url.appendingPathComponent("Brands/\(brand).yaml"), encoding: .utf8).contains("signingCertificates:") {
            try SigningKeys.sign(workspace.url.appendingPathComponent("\(brand).apk"), with: SigningKeys.adopt(brand, in: workspace))
        }
        return "\(brand).apk"
    }

    @Test func theAppTheBrandDescribesPasses() throws {
        let workspace = try Workspace()
        let apk = try Self.linkedAPK(workspace)
        let verified = try workspace.run("verify", apk, "--brand", "acme", "--env", "release")
        #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
    }

    /// Each difference is an error at the line of the brand that decides the value.
    @Test func eachDifferenceIsReportedAtTheBrandsLine() throws {
        let workspace = try Workspace()
        // A label and a link the brand does not have.
        let apk = try Self.linkedAPK(workspace) {
            $0.replacingOccurrences(of: "android:scheme=\"acme-shop\"", with: "android:scheme=\"globex\"")
                .replacingOccurrences(of: "android:host=\"acme.example\"", with: "android:host=\"globex.example\"")
        }
        let verified = try workspace.run("verify", apk, "--brand", "acme", "--env", "release")
        #expect(verified.status == 1, "\(verified.stdout)\(verified.stderr)")
        #expect(verified.stdout.contains("Brands/acme.yaml:52:") && verified.stdout.contains("acme.apk opens no 'acme-shop://' link"), "\(verified.stdout)")
        #expect(verified.stdout.contains("Brands/acme.yaml:53:") && verified.stdout.contains("app links of acme.example"), "\(verified.stdout)")
        #expect(verified.stdout.contains("[built-app-differs]"), "\(verified.stdout)")
        // The brand says a versionCode: the app's 7 is not it.
        try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: "android:\n  urlSchemes:", with: "android:\n  versionCode: 8\n  urlSchemes:") }
        let version = try workspace.run("verify", apk, "--brand", "acme", "--env", "release")
        #expect(version.status == 1 && version.stdout.contains("Brands/acme.yaml:52:") && version.stdout.contains("versionCode is '7'; acme in release has '8'"),
                "\(version.stdout)")
        // Another brand's app: its id and label differ, at that brand's lines.
        let other = try workspace.run("verify", apk, "--brand", "globex", "--env", "release")
        #expect(other.status == 1 && other.stdout.contains("Brands/globex.yaml:") && other.stdout.contains("application id is 'com.acme.shop'"),
                "\(other.stdout)")
        #expect(other.stdout.contains("label is 'Acme Shop'; globex in release has 'Globex'"), "\(other.stdout)")
    }

    /// With Play App Signing, Gradle's build is signed by the upload key and the app users
    /// install by Play's app-signing key: verify takes either, and no other; assetlinks.json
    /// names Play's key alone, the one signing what users install.
    @Test func withPlayAppSigningTheUploadKeyOrPlaysKeySignsTheApp() throws {
        let workspace = try Workspace()
        let apk = try Self.linkedAPK(workspace)
        let path = workspace.url.appendingPathComponent(apk)
        let upload = try SigningKeys.adopt("acme", in: workspace)
        let play = try SigningKeys.key("play", in: workspace.url)
        try workspace.edit("Brands/acme.yaml") {
            $0.replacingOccurrences(of: "  signingCertificates: [\"\(upload.fingerprint)\"]",
                                    with: "  signingCertificates: [\"\(play.fingerprint)\"]\n  playAppSigning: { uploadCertificate: \"\(upload.fingerprint)\" }")
        }
        #expect(try workspace.run("validate").status == 0)
        let built = try workspace.run("verify", apk, "--brand", "acme", "--env", "release")
        #expect(built.status == 0, "the upload key signs Gradle's build: \(built.stdout)")
        try SigningKeys.sign(path, with: play)
        #expect(try workspace.run("verify", apk, "--brand", "acme", "--env", "release").status == 0, "Play's key signs what users install")
        try SigningKeys.sign(path, with: SigningKeys.key("globex", in: workspace.url))
        let other = try workspace.run("verify", apk, "--brand", "acme", "--env", "release")
        #expect(other.status == 1 && other.stdout.contains("Brands/acme.yaml:55:")
                    && other.stdout.contains("which is not acme in release's upload key (android.playAppSigning.uploadCertificate) nor Play's app-signing key"), "\(other.stdout)")
        #expect(try workspace.run("export", "app-links", "--output", "site").status == 0)
        let statements = try String(contentsOf: workspace.url.appendingPathComponent("site/acme.example/.well-known/assetlinks.json"), encoding: .utf8)
        #expect(statements.contains(play.fingerprint) && !statements.contains(upload.fingerprint), "\(statements)")
        // Play App Signing names both keys.
        try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: "  signingCertificates: [\"\(play.fingerprint)\"]\n", with: "") }
        let unnamed = try workspace.run("validate")
        #expect(unnamed.status == 1 && unnamed.stdout.contains("android.playAppSigning without android.signingCertificates") && unnamed.stdout.contains("[invalid-signing]"), "\(unnamed.stdout)")
    }

    /// The APK's signer is the brand's key: unsigned, another brand's key or a debug key in a
    /// release build is an error at the brand's android.signingCertificates line.
    @Test func theSignatureIsTheBrandsOwnKey() throws {
        let workspace = try Workspace()
        let apk = try Self.linkedAPK(workspace)
        let path = workspace.url.appendingPathComponent(apk)
        #expect(try SigningKeys.signers(path) == [try SigningKeys.adopt("acme", in: workspace).fingerprint])
        #expect(try workspace.run("verify", apk, "--brand", "acme", "--env", "release").status == 0)
        // Globex's key: the fingerprint is not acme's.
        try SigningKeys.sign(path, with: SigningKeys.key("globex", in: workspace.url))
        let other = try workspace.run("verify", apk, "--brand", "acme", "--env", "release")
        #expect(other.status == 1 && other.stdout.contains("Brands/acme.yaml:54:")
                    && other.stdout.contains("acme.apk is signed (v3) by a key whose SHA-256 is ")
                    && other.stdout.contains("which is not one of acme in release's android.signingCertificates"), "\(other.stdout)")
        // A debug key, listed by the brand or not, never signs a release build.
        let debug = try SigningKeys.key("debug", in: workspace.url, commonName: "Android Debug")
        try SigningKeys.sign(path, with: debug)
        let debugSigned = try workspace.run("verify", apk, "--brand", "acme", "--env", "release")
        #expect(debugSigned.status == 1 && debugSigned.stdout.contains("acme.apk is signed with a debug key (CN=Android Debug), and acme in release builds like release"),
                "\(debugSigned.stdout)")
        // Unsigned: aapt2's APK as it links it.
        _ = try Self.linkedAPK(workspace, brand: "initech")
        let unsigned = workspace.url.appendingPathComponent("unsigned.apk")
        let aapt2 = try #require(Tool.named("aapt2"))
        let link = try Tool.run(aapt2, ["link", "-o", unsigned.path, "-I", Tool.androidFramework, "--manifest", "acme-manifest/AndroidManifest.xml",
                                        "acme-manifest/res.zip"], in: workspace.url)
        try #require(link.status == 0, "\(link.stderr)")
        let none = try workspace.run("verify", "unsigned.apk", "--brand", "acme", "--env", "release")
        #expect(none.status == 1 && none.stdout.contains("Brands/acme.yaml:54:") && none.stdout.contains("unsigned.apk is not signed; acme in release is signed with its own key"),
                "\(none.stdout)")
        // The JAR signature alone (META-INF/*.RSA), as old build tools signed, is read too.
        for (name, key, status) in [("jar-globex.apk", try SigningKeys.key("globex", in: workspace.url), Int32(1)),
                                    ("jar-acme.apk", try SigningKeys.adopt("acme", in: workspace), Int32(0))] {
            try FileManager.default.copyItem(at: unsigned, to: workspace.url.appendingPathComponent(name))
            try SigningKeys.sign(workspace.url.appendingPathComponent(name), with: key, onlyV1: true)
            let jar = try workspace.run("verify", name, "--brand", "acme", "--env", "release")
            #expect(jar.status == status && (status == 0 || jar.stdout.contains("\(name) is signed (v1 (JAR)) by a key whose SHA-256 is ")), "\(jar.stdout)")
        }
        // The test's secrets are in no output.
        for run in [other, debugSigned, none] {
            #expect(!run.stdout.contains("test-secret") && !run.stderr.contains("test-secret"))
        }
    }

    /// A module's services and receivers are in its brands' apps and no other's, and a
    /// secret it puts in the manifest was filled by the build: each checked at the brand's line.
    @Test func eachModulesComponentsAndSecretsAreChecked() throws {
        let workspace = try Workspace()
        let initech = try Self.linkedAPK(workspace, brand: "initech")
        #expect(try workspace.run("verify", initech, "--brand", "initech").status == 0)
        let service = "com.example.shop.push.HmsPushService"
        let withoutService = try Self.linkedAPK(workspace, brand: "initech") { $0.replacingOccurrences(of: "android:name=\"\(service)\"", with: "android:name=\"com.x.Other\"") }
        let missing = try workspace.run("verify", withoutService, "--brand", "initech")
        #expect(missing.status == 1 && missing.stdout.contains("Brands/initech.yaml:")
                    && missing.stdout.contains("initech.apk has no <service> \(service), which module 'hms' adds in initech in release"), "\(missing.stdout)")
        let acme = try Self.linkedAPK(workspace) {
            $0.replacingOccurrences(of: "    </application>", with: "        <service android:name=\"\(service)\" android:exported=\"false\" />\n    </application>")
        }
        let foreign = try workspace.run("verify", acme, "--brand", "acme")
        #expect(foreign.status == 1 && foreign.stdout.contains("acme.apk has the <service> \(service), module 'hms''s, which acme in release does not ship"),
                "\(foreign.stdout)")
        let unfilled = try Self.linkedAPK(workspace, brand: "globex", secrets: false)
        let empty = try workspace.run("verify", unfilled, "--brand", "globex")
        #expect(empty.status == 1 && empty.stdout.contains("Brands/globex.yaml:67:28: error: globex.apk has no value in <meta-data> com.example.chat.API_KEY, which module 'chat' fills from the secret 'chatKey'")
                    && empty.stdout.contains("build with GLOBEX_CHAT_KEY set"), "\(empty.stdout)")
        let filled = try Self.linkedAPK(workspace, brand: "globex")
        let built = try workspace.run("verify", filled, "--brand", "globex")
        #expect(!built.stdout.contains("com.example.chat.API_KEY") && !built.stdout.contains("chat-key-of-the-build"), "\(built.stdout)")
    }

    /// Docs/commands.md's example, run as written: globex's release APK checked as acme's.
    @Test func theCommandsPagesExampleRunsAsWritten() throws {
        let workspace = try Workspace()
        let page = try String(contentsOf: Brandkit.packageRoot.appendingPathComponent("Docs/commands.md"), encoding: .utf8)
        let start = try #require(page.range(of: "$ brandkit verify "))
        let block = page[start.lowerBound...].prefix { $0 != "`" }.split(separator: "\n").map(String.init)
        let command = try #require(block.first).dropFirst("$ brandkit ".count).split(separator: " ").map(String.init)
        let apk = try Self.linkedAPK(workspace, brand: "globex")
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("app/build/outputs/apk"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: workspace.url.appendingPathComponent(apk), to: workspace.url.appendingPathComponent(command[1]))
        let run = try Brandkit.run(command, in: workspace.url)
        #expect(run.status == 1)
        // The test signs with a key of its own: the page shows the fingerprint globex lists.
        let key = try SigningKeys.key("globex", in: workspace.url)
        let shown = run.stdout.replacingOccurrences(of: String(key.fingerprint.prefix(23)), with: "5B:C1:A0:8D:28:E4:0F:E7")
        #expect(shown.split(separator: "\n").map(String.init) == Array(block.dropFirst()), "\(run.stdout)")
    }

    /// A file that is no APK, or a damaged one, could not be checked: exit 2, with the reason.
    @Test func aDamagedOrForeignFileIsNotAnAppToCheck() throws {
        let workspace = try Workspace()
        let apk = try Self.linkedAPK(workspace)
        let bytes = try Data(contentsOf: workspace.url.appendingPathComponent(apk))
        var flipped = bytes
        // A byte inside the first entry's compressed data: its CRC-32 no longer matches.
        flipped[60] ^= 0xFF
        let cases: [(name: String, bytes: Data, words: String)] = [
            ("empty.apk", Data(), "too short to be a zip archive"),
            ("text.apk", Data("not an app\n".utf8), "too short to be a zip archive"),
            ("cut.apk", bytes.prefix(bytes.count / 2), "no end of central directory"),
            ("flipped.apk", flipped, "damaged"),
            ("garbage.apk", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) }), "not a zip archive"),
        ]
        for planted in cases {
            try planted.bytes.write(to: workspace.url.appendingPathComponent(planted.name))
            let run = try workspace.run("verify", planted.name, "--brand", "acme")
            #expect(run.status == 2 && run.stderr.contains(planted.words), "\(planted.name): \(run.status) \(run.stderr)")
        }
        // A zip that is no APK: no AndroidManifest.xml.
        let zip = try #require(Tool.named("python3"))
        let made = try Tool.run(zip, ["-c", "import zipfile; zipfile.ZipFile('plain.apk', 'w').writestr('a.txt', 'hello')"], in: workspace.url)
        try #require(made.status == 0, "\(made.stderr)")
        let plain = try workspace.run("verify", "plain.apk", "--brand", "acme")
        #expect(plain.status == 2 && plain.stderr.contains("holds no AndroidManifest.xml"), "\(plain.stderr)")
        let folder = try workspace.run("verify", "Brands", "--brand", "acme")
        #expect(folder.status == 2, "\(folder.stderr)")
        let unknown = try workspace.run("verify", apk, "--brand", "nobody")
        #expect(unknown.status == 2, "\(unknown.stderr)")
    }
}
