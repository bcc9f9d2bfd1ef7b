import Foundation
import Testing

/// Hostile input, round 5: what an outside review found on the identity, launch-screen,
/// store, wiring and report surfaces. Each test failed before its fix.
@Suite("Hostile input: domains, release checks, names the build tools accept, Info.plist keys, XML")
struct HostileInputRound5Tests {
    static let fingerprint = (0..<32).map { String(format: "%02X", $0 * 7 % 256) }.joined(separator: ":")

    /// A brand file that validates on its own in the example workspace, plus `extra` lines.
    static func brand(_ id: String, _ extra: String) -> String {
        """
        displayName: \(id.capitalized)
        bundleId: com.\(id.replacingOccurrences(of: "-", with: "")).app
        featureFlags: { loyaltyProgram: false }
        helpCenter:
          sectionOrder: email
          email: { address: help@\(id).example }

        """ + extra
    }

    static func validateJSON(_ workspace: Workspace) throws -> (status: Int32, lines: [String]) {
        let run = try workspace.run("validate", "--format", "json")
        return (run.status, run.diagnosticLines)
    }

    // MARK: 1. A domain belongs to one brand

    @Test func aBrandCannotClaimAnotherBrandsWebsite() throws {
        let workspace = try Workspace()
        try workspace.write(Self.brand("hostile", """
            ios: { team: H1H2H3H4H5, associatedDomains: ["webcredentials:globex.example", "applinks:*.globex.example"] }
            android: { appLinks: [globex.example], signingCertificates: ["\(Self.fingerprint)"] }

            """), to: "Brands/hostile.yaml")
        let (status, lines) = try Self.validateJSON(workspace)
        #expect(status == 1)
        let domains = lines.filter { $0.contains("duplicate-domain") }
        for place in ["Brands/hostile.yaml:7:46", "Brands/hostile.yaml:7:79", "Brands/hostile.yaml:8:23",
                      "Brands/globex.yaml:42:23", "Brands/globex.yaml:49:14"] {
            #expect(domains.contains { $0.hasPrefix(place + " ") }, "\(place) in \(domains)")
        }
        #expect(domains.allSatisfy { $0.contains("claims the website 'globex.example'") }, "\(domains)")
    }

    /// A wildcard over another brand's host counts, whatever the case and a trailing dot.
    @Test func aWildcardOverAnotherBrandsHostIsAClaimOnIt() throws {
        let workspace = try Workspace()
        try workspace.write(Self.brand("hostile", "ios: { team: H1H2H3H4H5, associatedDomains: [\"applinks:*.ACME.example.\"] }\n"),
                            to: "Brands/hostile.yaml")
        let (status, lines) = try Self.validateJSON(workspace)
        #expect(status == 1)
        #expect(lines.contains { $0.hasPrefix("Brands/hostile.yaml:7:46 duplicate-domain") }, "\(lines)")
        // Every brand whose website the wildcard covers is told: acme.example and de.acme.example.
        for brand in ["acme", "acme-de"] {
            #expect(lines.contains { $0.hasPrefix("Brands/\(brand).yaml:") && $0.contains("duplicate-domain") }, "\(brand): \(lines)")
        }
    }

    // MARK: 3. URL schemes are compared without case

    @Test func aSchemeInAnotherCaseIsTheSameScheme() throws {
        let workspace = try Workspace()
        try workspace.write(Self.brand("hostile", "ios: { urlSchemes: [GLOBEX] }\n"), to: "Brands/hostile.yaml")
        let (status, lines) = try Self.validateJSON(workspace)
        #expect(status == 1)
        #expect(lines.contains { $0.hasPrefix("Brands/hostile.yaml:7:21 duplicate-url-scheme brand 'hostile' uses the URL scheme 'globex'") },
                "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Brands/globex.yaml:41:16 duplicate-url-scheme") }, "\(lines)")
    }

    // MARK: 9. Hosts in lower case

    @Test func upperCaseHostsAreRefusedWithTheirLowerCase() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/acme.yaml") {
            $0.replacingOccurrences(of: "associatedDomains: [applinks:acme.example,", with: "associatedDomains: [applinks:Acme.Example,")
                .replacingOccurrences(of: "appLinks: [acme.example]", with: "appLinks: [Acme.Example]")
        }
        let run = try workspace.run("validate")
        #expect(run.status == 1)
        #expect(run.stdout.contains("error: ios.associatedDomains: 'applinks:Acme.Example' has upper-case letters"), "\(run.stdout)")
        #expect(run.stdout.contains("note: write it in lower case: applinks:acme.example"), "\(run.stdout)")
        #expect(run.stdout.contains("error: android.appLinks: 'Acme.Example' has upper-case letters"), "\(run.stdout)")
        #expect(run.stdout.contains("note: write it in lower case: acme.example"), "\(run.stdout)")
    }

    // MARK: 11. Every service gets its website file

    @Test func everyAssociatedDomainServiceIsInTheWebsitesFile() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/acme-de.yaml") {
            $0.replacingOccurrences(of: "associatedDomains: [applinks:de.acme.example, webcredentials:de.acme.example]",
                                    with: "associatedDomains: [applinks:de.acme.example, activitycontinuation:de.acme.example, appclips:de.acme.example]")
                .replacingOccurrences(of: "extensions: { widget: com.acme.shop.de.widget }",
                                      with: "extensions: { widget: com.acme.shop.de.widget, appClip: com.acme.shop.de.Clip }")
        }
        #expect(try workspace.run("validate").status == 0)
        let export = try workspace.run("export", "app-links", "--output", "site")
        #expect(export.status == 0, "\(export.stderr)")
        let file = workspace.url.appendingPathComponent("site/de.acme.example/.well-known/apple-app-site-association")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        // Each environment's app, its id derived from the manifest's bundleIdSuffix, the clip's with it.
        let apps = ["", ".debug", ".staging"].map { "A1B2C3D4E5.com.acme.shop.de" + $0 }
        #expect((json["activitycontinuation"] as? [String: Any])?["apps"] as? [String] == apps)
        #expect((json["appclips"] as? [String: Any])?["apps"] as? [String] == apps.map { $0 + ".Clip" })
        let details = (json["applinks"] as? [String: Any])?["details"] as? [[String: Any]]
        #expect(details?.first?["appIDs"] as? [String] == apps)

        // An App Clip's domain without the clip: the file could not name it.
        try workspace.edit("Brands/acme-de.yaml") { $0.replacingOccurrences(of: ", appClip: com.acme.shop.de.Clip", with: "") }
        let run = try workspace.run("validate")
        #expect(run.status == 1 && run.stdout.contains("'appclips:de.acme.example' needs the App Clip's bundle id"), "\(run.stdout)")
    }
}

extension HostileInputRound5Tests {
    // MARK: 4 and 6. Info.plist keys

    @Test func infoPlistKeysInEveryFormAndControlCharactersAreRefused() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/acme.yaml") {
            $0.replacingOccurrences(of: "    FacebookAppID: \"1234567890\"\n", with: """
                    FacebookAppID: "1234567890"
                    "CFBundleURLTypes~iphone": [{ CFBundleURLSchemes: [globex] }]
                    "NSCameraUsageDescription~iphone": ""
                    NSFocusStatusUsageDescription: " "
                    NSLocationAlwaysUsageDescription: ""
                    "UIBackgroundModes-iphoneos~ipad": [audio]
                    CFBundleExecutable: Evil
                    "Odd\\u0001Key": plain
                    Note: "a\\u0002b"
                    Nested: { Inner: "c\\u001Bd" }

                """)
        }
        let (status, lines) = try Self.validateJSON(workspace)
        #expect(status == 1)
        let plist = lines.filter { $0.contains("invalid-info-plist") }
        for words in ["sets CFBundleURLTypes~iphone, which brandkit writes from ios.urlSchemes",
                      "sets NSCameraUsageDescription~iphone, which brandkit writes from ios.usageDescriptions.camera",
                      "sets NSFocusStatusUsageDescription, which brandkit writes from ios.usageDescriptions",
                      "sets NSLocationAlwaysUsageDescription, which brandkit writes from ios.usageDescriptions",
                      "sets CFBundleExecutable, which brandkit writes from Xcode's build settings",
                      "has a key holding the control character U+0001",
                      "ios.infoPlist.Note: holds the control character U+0002",
                      "ios.infoPlist.Nested: holds the control character U+001B"] {
            #expect(plist.contains { $0.contains(words) }, "\(words) in \(plist)")
        }
        // A key with a platform and device qualifier that brandkit does not write passes.
        #expect(!plist.contains { $0.contains("UIBackgroundModes") }, "\(plist)")
    }

    // MARK: 7. Every XML report is XML

    @Test func theJUnitReportIsXMLWhateverTheValuesHold() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/acme.yaml") {
            $0.replacingOccurrences(of: "  newCheckout: true\n", with: "  newCheckout: true\n  checkoutTheme: \"bad\\uFFFE\\uFFFF\\u0001\"\n")
        }
        let run = try workspace.run("validate", "--format", "junit")
        #expect(run.status == 1)
        try workspace.write(run.stdout, to: "report.xml")
        let python = try #require(Tool.named("python3"))
        let read = try Tool.run(python, ["-c", """
            from junitparser import JUnitXml
            xml = JUnitXml.fromfile('report.xml')
            print(sum(len(list(case.result)) for suite in xml for case in suite))
            """], in: workspace.url)
        #expect(read.status == 0, "junitparser (Scripts/install-dependencies --test): \(read.stderr)")
        #expect((Int(read.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) >= 1, "\(read.stdout)")
    }
}

extension HostileInputRound5Tests {
    /// The 1-based line and column of the first `text` in the workspace's `file`.
    static func position(of text: String, in file: String, _ workspace: Workspace) throws -> String {
        let lines = try String(contentsOf: workspace.url.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains(text) }, "\(text) in \(file)")
        let column = lines[line].distance(from: lines[line].startIndex, to: lines[line].range(of: text)!.lowerBound) + 1
        return "\(file):\(line + 1):\(column)"
    }

    // MARK: 15. A missing translation is the brand's to fix, in its own file

    @Test func aMissingTranslationIsReportedInTheBrandsOwnFile() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "    store.ios.subtitle: Pomoc, która odpowiada\n", with: "") }
        try workspace.edit("Brands/initech.yaml") {
            $0.replacingOccurrences(of: "    fallback: true      # where German has no Initech text, the app shows the English one\n", with: "")
                .replacingOccurrences(of: "locales: [en, de]\n", with: "")
        }
        let (status, lines) = try Self.validateJSON(workspace)
        #expect(status == 1)
        let missing = lines.filter { $0.contains("missing-translation") }
        #expect(missing.count == 2, "\(missing)")
        // At the locales entry that ships the language...
        let globex = try Self.position(of: "pl]", in: "Brands/globex.yaml", workspace)
        #expect(missing.contains { $0.hasPrefix(globex + " ") && $0.contains("globex ships pl but has no pl text for 'store.ios.subtitle'") }, "\(missing)")
        // ...or, with no locales and no strings.pl of its own (it ships the manifest's every
        // language), at its file's start. (Its own strings.<lang>: the rule's examples.)
        #expect(missing.contains { $0.hasPrefix("Brands/initech.yaml:1:1 ") && $0.contains("initech ships pl") }, "\(missing)")
        #expect(!missing.contains { $0.hasPrefix("Brands/brandkit.yaml") }, "\(missing)")
    }

    // MARK: 16. Blank store texts and badges

    @Test func blankStoreTextsShortNamesAndBlankBadgesAreRefused() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/globex.yaml") {
            $0.replacingOccurrences(of: "android: { title: Globex, shortDescription:", with: "android: { title: \"   \", shortDescription:")
                .replacingOccurrences(of: "store:\n  ios: { name: Globex,", with: "store:\n  ios: { name: G,")
        }
        try workspace.edit("Brands/brandkit.yaml") { $0.replacingOccurrences(of: "debug: DEV }", with: "debug: \"  \" }") }
        let run = try workspace.run("validate")
        #expect(run.status == 1)
        #expect(run.stdout.contains("error: store.android.title is only white space: Google Play refuses a blank text [store-text-empty]"), "\(run.stdout)")
        #expect(run.stdout.contains("error: store.ios.name 'G' is shorter than 2 characters, the App Store's minimum for a name [store-text-empty]"),
                "\(run.stdout)")
        #expect(run.stdout.contains("error: icon badge '  ' is only white space: the band would show nothing [invalid-icon-badge]"), "\(run.stdout)")
    }
}

extension HostileInputRound5Tests {
    static func repository() throws -> Workspace {
        let workspace = try Workspace()
        try git(["init", "-q"], in: workspace.url)
        try git(["add", "."], in: workspace.url)
        try git(["commit", "-qm", "release 2.3.0"], in: workspace.url)
        return workspace
    }

    @discardableResult
    static func git(_ arguments: [String], in directory: URL) throws -> String {
        let git = try #require(Tool.named("git"))
        let run = try Tool.run(git, ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "init.defaultBranch=main"] + arguments,
                               in: directory)
        #expect(run.status == 0, "git \(arguments): \(run.stderr)")
        return run.stdout
    }

    // MARK: 2. The base of the release check is the project's own

    /// A lowered build plus a fake bare repository inside Brands/ whose "base" has the lowered
    /// value: git, run there, would read the attacker's base.
    @Test func aRepositoryInsideTheBrandsFolderCannotBeTheBase() throws {
        let workspace = try Self.repository()
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "build: 45", with: "build: 44") }
        // The fake: a bare repository made from the lowered files, its objects and refs copied in.
        let fake = workspace.url.appendingPathComponent("fake")
        try FileManager.default.copyItem(at: workspace.brands, to: fake)
        try Self.git(["init", "-q"], in: fake)
        try Self.git(["add", "."], in: fake)
        try Self.git(["commit", "-qm", "fake base"], in: fake)
        try Self.git(["clone", "-q", "--bare", fake.path, workspace.url.appendingPathComponent("bare").path], in: workspace.url)
        for name in ["HEAD", "config", "objects", "refs"] {
            try FileManager.default.copyItem(at: workspace.url.appendingPathComponent("bare/\(name)"), to: workspace.brands.appendingPathComponent(name))
        }
        let run = try workspace.run("validate", "--base", "HEAD")
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("holds a git repository of its own ('HEAD', 'objects', 'refs')"), "\(run.stderr)")
        // Without the fake, the project's own base finds the lowered build.
        for name in ["HEAD", "config", "objects", "refs"] { try FileManager.default.removeItem(at: workspace.brands.appendingPathComponent(name)) }
        let honest = try workspace.run("validate", "--base", "HEAD")
        #expect(honest.status == 1 && honest.stdout.contains("globex's ios.build is 44, lower than 45 at HEAD"), "\(honest.stdout)")
    }

    // MARK: 12. Versions of any length

    @Test func aVersionPartTooLongForSixtyFourBitsStillCompares() throws {
        let workspace = try Self.repository()
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "version: 2.3.0", with: "version: 1.99999999999999999999") }
        let run = try workspace.run("validate", "--base", "HEAD")
        #expect(run.status == 1)
        #expect(run.stdout.contains("globex's ios.version '1.99999999999999999999' goes back from '2.3.0' at HEAD [lower-version]"), "\(run.stdout)")
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "version: 1.99999999999999999999", with: "version: 2.99999999999999999999") }
        #expect(try workspace.run("validate", "--base", "HEAD").status == 0)
    }

    // MARK: 14. A renamed brand is the same app

    @Test func renamingABrandFileDoesNotEscapeTheReleaseCheck() throws {
        let workspace = try Self.repository()
        try FileManager.default.moveItem(at: workspace.brands.appendingPathComponent("globex.yaml"),
                                         to: workspace.brands.appendingPathComponent("globex-corp.yaml"))
        try workspace.edit("Brands/globex-corp.yaml") { $0.replacingOccurrences(of: "versionCode: 45", with: "versionCode: 7") }
        let run = try workspace.run("validate", "--base", "HEAD")
        #expect(run.status == 1, "\(run.stdout)")
        #expect(run.stdout.contains("globex-corp's android.versionCode is 7, lower than 45 at HEAD"), "\(run.stdout)")
    }
}

extension HostileInputRound5Tests {
    // MARK: 13. A marker names what brandkit wrote, with what it wrote

    @Test func aMarkerEditedInAPullRequestCannotDeleteAFolderOrAnotherFile() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("export", "app-links", "--output", "site").status == 0)
        let marker = try String(contentsOf: workspace.url.appendingPathComponent("site/.brandkit-app-links"), encoding: .utf8)
        #expect(marker.split(separator: "\n").dropFirst().allSatisfy { $0.utf8.count > 66 && $0.dropFirst(64).hasPrefix("  ") }, "\(marker)")
        // The site's own folder and file, then a pull request adds both to the marker.
        try workspace.write("<html>home</html>\n", to: "site/blog/index.html")
        try workspace.write("keep me\n", to: "site/robots.txt")
        let hash = String(repeating: "0", count: 64)
        try workspace.edit("site/.brandkit-app-links") { $0 + "blog\n\(hash)  robots.txt\n" }
        let run = try workspace.run("export", "app-links", "--output", "site")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("site/blog/index.html").path))
        #expect(FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("site/robots.txt").path))
        // A file brandkit wrote and no longer writes is removed, as before.
        try workspace.edit("Brands/initech.yaml") { $0.replacingOccurrences(of: "  associatedDomains: [applinks:initech.example]\n", with: "") }
        #expect(try workspace.run("export", "app-links", "--output", "site").status == 0)
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("site/initech.example/.well-known/apple-app-site-association").path))
    }
}

extension HostileInputRound5Tests {
    // MARK: 5. Names the build tools accept

    @Test func brandIDsGradleRefusesOrMergesAreRefusedAtEachBrand() throws {
        let workspace = try Workspace()
        for id in ["globex-", "release", "main", "test-shop", "yes", "shop-2", "shop2"] {
            try workspace.write(Self.brand(id.replacingOccurrences(of: "-", with: "x"), ""), to: "Brands/\(id).yaml")
        }
        let (status, lines) = try Self.validateJSON(workspace)
        #expect(status == 1)
        let names = lines.filter { $0.contains("invalid-build-name") }
        for (id, words) in [("globex-", "brand ids 'globex-' and 'globex' both become the Gradle flavor 'globex'"),
                            ("globex", "brand ids 'globex' and 'globex-' both become the Gradle flavor 'globex'"),
                            ("release", "its Gradle flavor 'release' is also a build type ('release')"),
                            ("main", "the Android Gradle Plugin keeps 'main' for a source set"),
                            ("test-shop", "refuses a product flavor whose name starts with 'test' ('testShop')"),
                            ("yes", "XcodeGen reads 'yes' as a YAML 1.1 boolean or null"),
                            ("shop-2", "brand ids 'shop-2' and 'shop2' both become the Gradle flavor 'shop2'"),
                            ("shop2", "brand ids 'shop2' and 'shop-2' both become the Gradle flavor 'shop2'")] {
            #expect(names.contains { $0.hasPrefix("Brands/\(id).yaml:1:1 ") && $0.contains(words) }, "\(id): \(names)")
        }
        // An environment named so is refused in the manifest.
        try workspace.edit("Brands/brandkit.yaml") { $0.replacingOccurrences(of: "debug: { bundleIdSuffix: .debug } }", with: "debug: { bundleIdSuffix: .debug }, test-build: {}, on: {} }") }
        let manifest = try workspace.run("validate")
        #expect(manifest.stdout.contains("error: environment 'test-build' cannot be built: the Android Gradle Plugin refuses a build type whose name starts with 'test'"),
                "\(manifest.stdout)")
        #expect(manifest.stdout.contains("error: environment 'on' cannot be built: XcodeGen reads 'on' as a YAML 1.1 boolean"), "\(manifest.stdout)")
    }

    // MARK: 8. 16-bit PNGs keep their colours

    @Test func aSixteenBitIconKeepsItsColourWhenRedrawn() throws {
        let workspace = try Workspace()
        // A solid 16-bit RGB icon, written byte by byte (no gAMA, no sRGB chunk).
        try workspace.write("", to: "Brands/acme/AppIcon.png")
        let python = try #require(Tool.named("python3"))
        let made = try Tool.run(python, ["-c", """
            import struct, zlib
            def chunk(kind, body): return struct.pack('>I', len(body)) + kind + body + struct.pack('>I', zlib.crc32(kind + body))
            row = b'\\0' + struct.pack('>HHH', 20 * 257, 90 * 257, 200 * 257) * 1024
            data = b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', 1024, 1024, 16, 2, 0, 0, 0))
            data += chunk(b'IDAT', zlib.compress(row * 1024)) + chunk(b'IEND', b'')
            open('Brands/acme/AppIcon.png', 'wb').write(data)
            """], in: workspace.url)
        #expect(made.status == 0, "\(made.stderr)")
        let bundle = try workspace.run("bundle", "acme", "--platform", "all", "--xcassets", "--env", "staging", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stderr)")
        let read = try Tool.run(python, ["-c", """
            from PIL import Image
            source = Image.open('Brands/acme/AppIcon.png').convert('RGB').getpixel((5, 5))
            icon = Image.open('out/acme.xcassets/AppIcon.appiconset/AppIcon.png').convert('RGB')
            print(source, icon.getpixel((5, 5)), icon.getpixel((512, 100)))
            """], in: workspace.url)
        #expect(read.status == 0, "\(read.stderr)")
        // Pillow reads (20, 90, 200); the redrawn icon, outside its badge, within one level.
        let numbers = read.stdout.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(numbers.count == 9 && Array(numbers[0..<3]) == [20, 90, 200], "\(read.stdout)")
        for (index, expected) in [20, 90, 200].enumerated() where numbers.count == 9 {
            #expect(abs(numbers[3 + index] - expected) <= 1 && abs(numbers[6 + index] - expected) <= 1, "\(read.stdout)")
        }
    }
}

extension HostileInputRound5Tests {
    // MARK: 10. The installed binary merges Info.plist

    /// Run by `Scripts/test-installed` with the optimised, static binary too, where Foundation's
    /// property-list writer refused every list holding an array.
    @Test func infoPlistMergesKeepEachFormatAndEveryValue() throws {
        let workspace = try Workspace()
        let python = try #require(Tool.named("python3"))
        let made = try Tool.run(python, ["-c", """
            import plistlib, datetime
            app = {'CFBundleName': 'App', 'CFBundleExecutable': 'App', 'UIRequiredDeviceCapabilities': ['arm64'],
                    'Count': 3, 'Ratio': 1.5, 'Flag': False, 'Blob': b'\\x00\\x01', 'Built': datetime.datetime(2026, 1, 2, 3, 4, 5),
                    'Nested': {'Ünïcode': 'välue', 'List': [1, 'two', {'three': True}]}}
            plistlib.dump(app, open('App.plist', 'wb'), fmt=plistlib.FMT_XML)
            plistlib.dump(app, open('AppBinary.plist', 'wb'), fmt=plistlib.FMT_BINARY)
            """], in: workspace.url)
        #expect(made.status == 0, "\(made.stderr)")
        for (file, format) in [("App.plist", "FMT_XML"), ("AppBinary.plist", "FMT_BINARY")] {
            let run = try workspace.run("bundle", "acme", "--platform", "ios", "--output", "out", "--info-plist", file)
            #expect(run.status == 0, "\(file): \(run.stderr)")
            let read = try Tool.run(python, ["-c", """
                import plistlib, sys, datetime
                data = open(sys.argv[1], 'rb').read()
                merged = plistlib.loads(data)
                assert (data[:8] == b'bplist00') == (sys.argv[2] == 'FMT_BINARY'), 'the format changed'
                assert merged['CFBundleName'] == 'App' and merged['UIRequiredDeviceCapabilities'] == ['arm64']
                assert merged['Count'] == 3 and merged['Ratio'] == 1.5 and merged['Flag'] is False and merged['Blob'] == b'\\x00\\x01'
                assert merged['Built'] == datetime.datetime(2026, 1, 2, 3, 4, 5), merged['Built']
                assert merged['Nested'] == {'Ünïcode': 'välue', 'List': [1, 'two', {'three': True}]}
                assert merged['CFBundleDisplayName'] == 'Acme Shop', merged.get('CFBundleDisplayName')
                assert merged['CFBundleURLTypes'][0]['CFBundleURLSchemes'] == ['acme-shop'], merged['CFBundleURLTypes']
                assert merged['LSApplicationQueriesSchemes'] == ['fb', 'instagram']
                print('ok')
                """, file, format], in: workspace.url)
            #expect(read.status == 0 && read.stdout == "ok\n", "\(file): \(read.stdout)\(read.stderr)")
        }
    }
}

/// Every command's help says each option's default once: ArgumentParser prints a default it
/// knows, so a help text that says it too repeats it.
@Suite("Help texts")
struct HelpTextTests {
    @Test func noOptionStatesItsDefaultTwice() throws {
        let workspace = try Workspace()
        let help = try workspace.run("--help").stdout
        let commands = help.components(separatedBy: "SUBCOMMANDS:").last?.split(separator: "\n").compactMap { line -> String? in
            line.hasPrefix("  ") && !line.hasPrefix("   ") ? line.split(separator: " ").first.map(String.init) : nil
        }.filter { $0 != "See" } ?? []
        #expect(commands.count >= 10, "\(commands)")
        for command in commands {
            let text = try workspace.run(command, "--help").stdout
            // Each option's entry: its first line starts with two spaces and '-', the rest are indented further.
            var entries: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("  -") { entries.append(String(line)) } else if !entries.isEmpty, line.hasPrefix("   ") { entries[entries.count - 1] += " " + line }
            }
            for entry in entries {
                let collapsed = entry.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                #expect(collapsed.components(separatedBy: "(default:").count <= 2, "\(command): \(collapsed)")
            }
        }
    }
}
