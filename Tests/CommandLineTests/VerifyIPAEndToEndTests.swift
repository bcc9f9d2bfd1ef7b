import Foundation
import Testing

/// `brandkit verify` on an `.ipa` assembled as Xcode and fastlane make one: the Info.plist of the
/// brand's iOS bundle with the build's settings expanded, and an `embedded.mobileprovision`
/// made here with `openssl cms -sign` over a plist with Apple's keys (a test profile: no
/// Apple key signs it, and brandkit reads it without openssl). It passes on the app the brand
/// describes and fails at the brand's line on each planted difference in the profile.
@Suite("Verify a built iOS app")
struct VerifyIPAEndToEndTests {
    /// What a test profile grants: acme's release app, as match makes its App Store profile.
    struct Profile {
        var name = "match AppStore com.acme.shop"
        var team = "A1B2C3D4E5"
        var applicationIdentifier = "A1B2C3D4E5.com.acme.shop"
        var expiration = "2099-01-01T00:00:00Z"
        var domains = ["applinks:acme.example", "webcredentials:acme.example"]
        var groups = ["group.com.acme.shop"]
        var push: String? = "production"
        var debugging = false

        var plist: String {
            func strings(_ items: [String]) -> String { "<array>" + items.map { "<string>\($0)</string>" }.joined() + "</array>" }
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0"><dict>
                <key>Name</key><string>\(name)</string>
                <key>TeamIdentifier</key>\(strings([team]))
                <key>ExpirationDate</key><date>\(expiration)</date>
                <key>Entitlements</key><dict>
                <key>application-identifier</key><string>\(applicationIdentifier)</string>
                <key>com.apple.developer.associated-domains</key>\(strings(domains))
                <key>com.apple.security.application-groups</key>\(strings(groups))
                \(push.map { "<key>aps-environment</key><string>\($0)</string>" } ?? "")
                <key>get-task-allow</key><\(debugging)/>
                </dict>
                </dict></plist>

                """
        }
    }

    /// acme's widget as the build embeds it: `PlugIns/<folder>`, its Info.plist (id, version,
    /// build) and its profile (none when nil).
    struct Widget {
        var folder = "Widget.appex"
        var id = "com.acme.shop.widget"
        var version = "1.0"
        var profile: Profile? = Profile(name: "match AppStore com.acme.shop.widget", applicationIdentifier: "A1B2C3D4E5.com.acme.shop.widget")
    }

    /// acme's release `.ipa`, signed with `profile` (none when nil), embedding `widgets`: its
    /// Info.plist is the bundle's, with the settings Xcode expands there from the wiring.
    static func ipa(_ workspace: Workspace, profile: Profile?, widgets: [Widget] = [Widget()], name: String = "Acme.ipa") throws -> String {
        if !FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("ios/acme.bundle").path) {
            let bundle = try workspace.run("bundle", "acme", "--platform", "ios", "--env", "release", "--output", "ios")
            try #require(bundle.status == 0, "\(bundle.stderr)")
        }
        let info = try String(contentsOf: workspace.url.appendingPathComponent("ios/acme.bundle/AppInfo.plist"), encoding: .utf8)
            .replacingOccurrences(of: "$(PRODUCT_BUNDLE_IDENTIFIER)", with: "com.acme.shop")
            .replacingOccurrences(of: "$(MARKETING_VERSION)", with: "1.0")
            .replacingOccurrences(of: "$(CURRENT_PROJECT_VERSION)", with: "1")
        try workspace.write(info, to: "app/Payload/Acme.app/Info.plist")
        let embedded = workspace.url.appendingPathComponent("app/Payload/Acme.app/embedded.mobileprovision")
        try? FileManager.default.removeItem(at: embedded)
        if let profile { try sign(profile, in: workspace, to: "app/Payload/Acme.app/embedded.mobileprovision") }
        try? FileManager.default.removeItem(at: workspace.url.appendingPathComponent("app/Payload/Acme.app/PlugIns"))
        for widget in widgets {
            let folder = "app/Payload/Acme.app/PlugIns/\(widget.folder)"
            try workspace.write("""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>\(widget.id)</string>\
                <key>CFBundleShortVersionString</key><string>\(widget.version)</string><key>CFBundleVersion</key><string>1</string></dict></plist>

                """, to: folder + "/Info.plist")
            if let profile = widget.profile { try sign(profile, in: workspace, to: folder + "/embedded.mobileprovision") }
        }
        let python = try #require(Tool.named("python3"))
        let zip = try Tool.run(python, ["-c", """
            import os, sys, zipfile
            with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
                for root, _, files in os.walk('app/Payload'):
                    for f in sorted(files):
                        path = os.path.join(root, f)
                        z.write(path, os.path.relpath(path, 'app'))
            """, name], in: workspace.url)
        try #require(zip.status == 0, "\(zip.stderr)")
        return name
    }

    /// A profile as Apple's are: a CMS signed message holding the plist, here signed by a
    /// certificate made for the test.
    static func sign(_ profile: Profile, in workspace: Workspace, to path: String) throws {
        let openssl = try #require(Tool.named("openssl"), "openssl is installed by Scripts/install-dependencies --test")
        if !FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("signer.pem").path) {
            let made = try Tool.run(openssl, ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "signer.key", "-out", "signer.pem",
                                              "-subj", "/CN=Test profile signer", "-days", "30"], in: workspace.url)
            try #require(made.status == 0, "\(made.stderr)")
        }
        try workspace.write(profile.plist, to: "profile.plist")
        let signed = try Tool.run(openssl, ["cms", "-sign", "-nodetach", "-binary", "-in", "profile.plist", "-signer", "signer.pem", "-inkey", "signer.key",
                                            "-outform", "DER", "-out", path], in: workspace.url)
        try #require(signed.status == 0, "\(signed.stderr)")
    }

    @Test func theAppTheBrandDescribesPasses() throws {
        let workspace = try Workspace()
        let verified = try workspace.run("verify", try Self.ipa(workspace, profile: Profile()), "--brand", "acme", "--env", "release")
        #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
    }

    /// Each difference in who signed it is an error at the brand's line that decides it.
    @Test(arguments: [
        ("team", "Z9Y8X7W6V5", "Brands/acme.yaml:40:", "Acme.ipa's profile 'match AppStore com.acme.shop' is of team 'Z9Y8X7W6V5'; acme in release is signed by team A1B2C3D4E5"),
        ("applicationIdentifier", "A1B2C3D4E5.com.globex.app", "Brands/acme.yaml:3:", "is for 'A1B2C3D4E5.com.globex.app', not A1B2C3D4E5.com.acme.shop"),
        ("expiration", "2020-01-01T00:00:00Z", "Brands/acme.yaml:41:", "expired on 2020-01-01"),
    ])
    func eachSigningDifferenceIsReportedAtTheBrandsLine(change: String, value: String, place: String, words: String) throws {
        let workspace = try Workspace()
        var profile = Profile()
        switch change {
        case "team": profile.team = value
        case "applicationIdentifier": profile.applicationIdentifier = value
        default: profile.expiration = value
        }
        let verified = try workspace.run("verify", try Self.ipa(workspace, profile: profile), "--brand", "acme", "--env", "release")
        #expect(verified.status == 1 && verified.stdout.contains(place) && verified.stdout.contains(words) && verified.stdout.contains("[built-app-differs]"),
                "\(verified.stdout)\(verified.stderr)")
    }

    /// An app id made before 2011 keeps its own prefix: the profile's team is the brand's,
    /// but the app's `application-identifier` is `<prefix>.<id>`, which a site association
    /// naming `<team>.<id>` does not match. Reported at ios.team until the brand names the
    /// prefix; then verify passes and `export app-links` names the app by it.
    @Test func aLegacyAppIdPrefixMustBeTheOneTheSiteAssociationNames() throws {
        let workspace = try Workspace()
        var profile = Profile()
        profile.applicationIdentifier = "9Z8Y7X6W5V.com.acme.shop"
        let ipa = try Self.ipa(workspace, profile: profile)
        let unnamed = try workspace.run("verify", ipa, "--brand", "acme", "--env", "release")
        #expect(unnamed.status == 1 && unnamed.stdout.contains("Brands/acme.yaml:40:")
                    && unnamed.stdout.contains("has the app id prefix '9Z8Y7X6W5V', and acme in release's site association names the app A1B2C3D4E5.com.acme.shop"),
                "\(unnamed.stdout)\(unnamed.stderr)")
        try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: "  team: A1B2C3D4E5 ", with: "  appIdPrefix: 9Z8Y7X6W5V\n  team: A1B2C3D4E5 ") }
        let named = try workspace.run("verify", ipa, "--brand", "acme", "--env", "release")
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
        #expect(try workspace.run("export", "app-links", "--output", "site").status == 0)
        let association = try String(contentsOf: workspace.url.appendingPathComponent("site/acme.example/.well-known/apple-app-site-association"), encoding: .utf8)
        #expect(association.contains("\"9Z8Y7X6W5V.com.acme.shop\"") && !association.contains("A1B2C3D4E5.com.acme.shop\""), "\(association)")
        // A prefix that is not one is refused before any build.
        try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: "appIdPrefix: 9Z8Y7X6W5V", with: "appIdPrefix: \"9Z8Y7X6W5V.\"") }
        let refused = try workspace.run("validate")
        #expect(refused.status == 1 && refused.stdout.contains("Brands/acme.yaml:40:16: error: '9Z8Y7X6W5V.' is not an app id prefix [invalid-team-id]"), "\(refused.stdout)")
    }

    /// An entitlement the brand claims and its profile lacks, a development profile in a
    /// release build, and no profile at all.
    @Test func entitlementsAndTheProfilesKindAreChecked() throws {
        let workspace = try Workspace()
        var profile = Profile()
        profile.domains = ["applinks:acme.example"]
        profile.groups = []
        profile.push = nil
        profile.debugging = true
        let verified = try workspace.run("verify", try Self.ipa(workspace, profile: profile), "--brand", "acme", "--env", "release")
        #expect(verified.status == 1, "\(verified.stdout)\(verified.stderr)")
        for (place, words) in [("Brands/acme.yaml:43:", "does not grant the associated domain webcredentials:acme.example"),
                               ("Brands/acme.yaml:44:", "does not grant the app group group.com.acme.shop"),
                               ("Brands/acme.yaml:45:", "grants push none; acme in release uses the production environment"),
                               ("Brands/acme.yaml:41:", "is a development profile (get-task-allow), and acme in release builds like release")] {
            #expect(verified.stdout.split(separator: "\n").contains { $0.hasPrefix(place) && $0.contains(words) }, "\(words): \(verified.stdout)")
        }
        let unsigned = try workspace.run("verify", try Self.ipa(workspace, profile: nil, name: "Unsigned.ipa"), "--brand", "acme", "--env", "release")
        #expect(unsigned.status == 1 && unsigned.stdout.contains("Brands/acme.yaml:40:") && unsigned.stdout.contains("holds no embedded.mobileprovision"), "\(unsigned.stdout)")
        // The Info.plist is the brand's too: another brand's app is not acme's.
        let other = try workspace.run("verify", try Self.ipa(workspace, profile: Profile(), name: "Other.ipa"), "--brand", "globex", "--env", "release")
        #expect(other.status == 1 && other.stdout.contains("Other.ipa's CFBundleIdentifier is 'com.acme.shop'; globex in release has 'com.globex.app'"), "\(other.stdout)")
    }

    /// The app's extensions are the brand's: each it ships embedded with its id and the app's
    /// version, signed with a profile of the brand's team for that id, and no other; the same
    /// of the `.app` folder a build writes.
    @Test func eachExtensionIsTheBrandsAndSignedLikeItsApp() throws {
        let workspace = try Workspace()
        let passing = try workspace.run("verify", try Self.ipa(workspace, profile: Profile()), "--brand", "acme", "--env", "release")
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
        let folder = try workspace.run("verify", "app/Payload/Acme.app", "--brand", "acme", "--env", "release")
        #expect(folder.status == 0, "the .app folder: \(folder.stdout)\(folder.stderr)")
        var otherTeam = Widget(), forTheApp = Widget(), otherVersion = Widget(), noGroup = Widget()
        noGroup.profile?.groups = []
        otherTeam.profile?.team = "Z9Y8X7W6V5"
        forTheApp.profile?.applicationIdentifier = "A1B2C3D4E5.com.acme.shop"
        otherVersion.version = "2.0"
        let tracker = Widget(folder: "Tracker.appex", id: "com.evil.tracker")
        for (widgets, place, words) in [
            ([], "Brands/acme.yaml:46:", "Acme.ipa embeds no app extension com.acme.shop.widget (ios.extensions.widget), which acme in release ships"),
            ([otherTeam], "Brands/acme.yaml:40:", "Acme.ipa's Widget.appex profile 'match AppStore com.acme.shop.widget' is of team 'Z9Y8X7W6V5'; acme in release is signed by team A1B2C3D4E5"),
            ([forTheApp], "Brands/acme.yaml:46:", "is for 'A1B2C3D4E5.com.acme.shop', not A1B2C3D4E5.com.acme.shop.widget"),
            ([otherVersion], "Brands/acme.yaml:46:", "Widget.appex has CFBundleShortVersionString '2.0', and the app '1.0'"),
            ([noGroup], "Brands/acme.yaml:44:", "Widget.appex profile 'match AppStore com.acme.shop.widget' does not grant the app group group.com.acme.shop"),
            ([Widget(), tracker], "Brands/acme.yaml:46:", "Acme.ipa embeds Tracker.appex ('com.evil.tracker'), which is not one of acme in release's ios.extensions"),
        ] {
            let verified = try workspace.run("verify", try Self.ipa(workspace, profile: Profile(), widgets: widgets), "--brand", "acme", "--env", "release")
            #expect(verified.status == 1 && verified.stdout.split(separator: "\n").contains { $0.hasPrefix(place) && $0.contains(words) },
                    "\(words): \(verified.stdout)\(verified.stderr)")
        }
        // A linked extension is not followed: the widget behind it is not the app's.
        _ = try Self.ipa(workspace, profile: Profile())
        let plugIns = workspace.url.appendingPathComponent("app/Payload/Acme.app/PlugIns")
        try FileManager.default.moveItem(at: plugIns.appendingPathComponent("Widget.appex"), to: workspace.url.appendingPathComponent("Widget.appex"))
        try FileManager.default.createSymbolicLink(at: plugIns.appendingPathComponent("Widget.appex"), withDestinationURL: workspace.url.appendingPathComponent("Widget.appex"))
        let linked = try workspace.run("verify", "app/Payload/Acme.app", "--brand", "acme", "--env", "release")
        #expect(linked.status == 1 && linked.stdout.contains("embeds no app extension com.acme.shop.widget"), "\(linked.stdout)\(linked.stderr)")
        let notAFolder = try workspace.run("verify", "Missing.app", "--brand", "acme")
        #expect(notAFolder.status == 2 && notAFolder.stderr.contains("it is not a folder"), "\(notAFolder.stderr)")
    }

    /// A profile that is no CMS message, or an archive with no app, could not be checked
    /// (exit 2), never crashing.
    @Test func aDamagedProfileOrArchiveIsNotAnAppToCheck() throws {
        let workspace = try Workspace()
        let name = try Self.ipa(workspace, profile: nil)
        try workspace.write("not a profile\n", to: "app/Payload/Acme.app/embedded.mobileprovision")
        let python = try #require(Tool.named("python3"))
        let made = try Tool.run(python, ["-c", """
            import zipfile
            with zipfile.ZipFile('Damaged.ipa', 'w') as z:
                z.write('app/Payload/Acme.app/Info.plist', 'Payload/Acme.app/Info.plist')
                z.write('app/Payload/Acme.app/embedded.mobileprovision', 'Payload/Acme.app/embedded.mobileprovision')
            with zipfile.ZipFile('Empty.ipa', 'w') as z:
                z.writestr('a.txt', 'hello')
            """], in: workspace.url)
        try #require(made.status == 0, "\(made.stderr)")
        let damaged = try workspace.run("verify", "Damaged.ipa", "--brand", "acme")
        #expect(damaged.status == 2 && damaged.stderr.contains("not a CMS signed message"), "\(damaged.stderr)")
        let empty = try workspace.run("verify", "Empty.ipa", "--brand", "acme")
        #expect(empty.status == 2 && empty.stderr.contains("holds no Payload/<name>.app"), "\(empty.stderr)")
        #expect(try workspace.run("verify", name, "--brand", "acme").status == 1, "no profile: a difference, not a damaged file")
    }
}
