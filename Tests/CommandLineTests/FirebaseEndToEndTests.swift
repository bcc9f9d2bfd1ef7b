import Foundation
import Testing

/// Firebase files per brand and environment: each mismatched or broken file stops at
/// `validate`, located at the YAML line that names it (or the overlay that makes it wrong),
/// and a good file reaches the bundles byte for byte, where real readers parse it.
@Suite("Firebase files, end to end")
struct FirebaseEndToEndTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Path under the workspace → new contents (nil removes the file).
        var files: [String: String?]
        /// Brand file edits: (file, old text, new text).
        var edits: [(String, String, String)] = []
        var location: String
        var code: String
        var words: String
        var testDescription: String { name }
    }

    static let acmeDEPlist = "Brands/acme-de/GoogleService-Info.plist"

    static let cases: [Case] = [
        Case(name: "plist for another bundle id", files: [:],
             edits: [(acmeDEPlist, "<string>com.acme.shop.de</string>", "<string>com.globex.app</string>")],
             location: "Brands/acme-de.yaml:6:8", code: "firebase-mismatch",
             words: "'acme-de/GoogleService-Info.plist' is for bundle id 'com.globex.app', but the brand's bundleId is 'com.acme.shop.de'"),
        Case(name: "json without the application id", files: [:],
             edits: [("Brands/acme-de/google-services.json", "\"com.acme.shop.de\"", "\"com.acme.shop.at\"")],
             location: "Brands/acme-de.yaml:7:12", code: "firebase-mismatch",
             words: "'acme-de/google-services.json' has no client for the application id 'com.acme.shop.de'; it lists com.acme.shop.at"),
        Case(name: "an overlay changes the bundle id but keeps the file", files: [:],
             edits: [("Brands/acme-de.yaml", "  debug: { firebase: { ios: acme-de/debug/GoogleService-Info.plist } }",
                      "  debug: { bundleId: com.acme.shop.de.beta, android: { applicationId: com.acme.shop.de.debug }, ios: { extensions: { widget: com.acme.shop.de.beta.widget } }, firebase: { ios: acme-de/debug/GoogleService-Info.plist } }")],
             location: "Brands/acme-de.yaml:15:177", code: "firebase-mismatch",
             words: "is for bundle id 'com.acme.shop.de.debug', but the brand's bundleId is 'com.acme.shop.de.beta'"),
        Case(name: "missing file", files: [acmeDEPlist: nil],
             location: "Brands/acme-de.yaml:6:8", code: "invalid-firebase-file",
             words: "firebase.ios 'acme-de/GoogleService-Info.plist' does not exist in the brands directory"),
        Case(name: "a path out of the brands directory", files: ["secret.plist": "x"],
             edits: [("Brands/acme-de.yaml", "acme-de/GoogleService-Info.plist", "../secret.plist")],
             location: "Brands/acme-de.yaml:6:8", code: "invalid-firebase-file",
             words: "firebase.ios '../secret.plist' holds '..'"),
        Case(name: "truncated plist", files: [:],
             edits: [(acmeDEPlist, "</dict>\n</plist>", "")],
             location: "Brands/acme-de.yaml:6:8", code: "invalid-firebase-file",
             words: "is not a property list with a dictionary at its root"),
        Case(name: "plist without GOOGLE_APP_ID", files: [:],
             edits: [(acmeDEPlist, "<key>GOOGLE_APP_ID</key>", "<key>GOOGLE_APP</key>")],
             location: "Brands/acme-de.yaml:6:8", code: "invalid-firebase-file",
             words: "'acme-de/GoogleService-Info.plist' has no GOOGLE_APP_ID"),
        Case(name: "json without project_id", files: [:],
             edits: [("Brands/acme-de/google-services.json", "\"project_id\"", "\"project\"")],
             location: "Brands/acme-de.yaml:7:12", code: "invalid-firebase-file",
             words: "'acme-de/google-services.json' has no project_info.project_id"),
        Case(name: "json that is no JSON", files: ["Brands/acme-de/google-services.json": "{\"project_info\": "],
             location: "Brands/acme-de.yaml:7:12", code: "invalid-firebase-file",
             words: "firebase.android 'acme-de/google-services.json' is not JSON with an object at its root"),
        // Hostile input, round 4: what Foundation reads but the Google services plugin, Firebase's SDK and plistlib refuse.
        Case(name: "json with a trailing comma", files: [:],
             edits: [("Brands/acme-de/google-services.json", "\"configuration_version\": \"1\"\n", "\"configuration_version\": \"1\",\n")],
             location: "Brands/acme-de.yaml:7:12", code: "invalid-firebase-file",
             words: "is not JSON with an object at its root as RFC 8259 writes it, in UTF-8 without a byte order mark: it expects a quoted member name (a trailing comma?)"),
        Case(name: "json with a byte order mark", files: [:],
             edits: [("Brands/acme-de/google-services.json", "{\n  \"project_info\"", "\u{FEFF}{\n  \"project_info\"")],
             location: "Brands/acme-de.yaml:7:12", code: "invalid-firebase-file", words: "it starts with a byte order mark (byte 0)"),
        Case(name: "an OpenStep plist", files: [acmeDEPlist: "{ BUNDLE_ID = \"com.acme.shop.de\"; GOOGLE_APP_ID = \"1:1:ios:a\"; PROJECT_ID = \"p\"; }\n"],
             location: "Brands/acme-de.yaml:6:8", code: "invalid-firebase-file",
             words: "'acme-de/GoogleService-Info.plist' is not an XML or binary property list (an OpenStep text plist, say)"),
        Case(name: "a plist with a control character reference", files: [:],
             edits: [(acmeDEPlist, "<string>acme-shop-de-example</string>", "<string>acme&#27;shop</string>")],
             location: "Brands/acme-de.yaml:6:8", code: "invalid-firebase-file",
             words: "'acme-de/GoogleService-Info.plist' refers to a character XML does not allow (&#27;)"),
    ]

    @Test("each broken Firebase file is refused and located", arguments: cases)
    func refused(_ broken: Case) throws {
        let workspace = try Workspace()
        for (path, text) in broken.files {
            if let text { try workspace.write(text, to: path) } else { try FileManager.default.removeItem(at: workspace.url.appendingPathComponent(path)) }
        }
        for (path, old, new) in broken.edits {
            let file = workspace.url.appendingPathComponent(path)
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains(old), "\(path) holds '\(old)'")
            try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
        }
        let run = try workspace.run("validate", "--format", "json")
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let found = run.diagnosticLines
        #expect(!found.isEmpty && found.allSatisfy { $0.hasPrefix("\(broken.location) \(broken.code) ") }, "\(found)")
        #expect(found.contains { $0.contains(broken.words) }, "\(found)")
    }

    @Test func aSymlinkOutOfTheBrandsDirectoryIsNeverRead() throws {
        let workspace = try Workspace()
        try workspace.write(try String(contentsOf: workspace.brands.appendingPathComponent("acme-de/GoogleService-Info.plist"), encoding: .utf8),
                            to: "outside/GoogleService-Info.plist")
        let link = workspace.brands.appendingPathComponent("acme-de")
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: workspace.url.appendingPathComponent("outside"))
        let run = try workspace.run("validate")
        #expect(run.status == 1)
        #expect(run.stdout.contains("Brands/acme-de.yaml:6:8: error: firebase.ios 'acme-de/GoogleService-Info.plist' leads outside the brands directory [invalid-firebase-file]"),
                "\(run.stdout)")
    }

    /// Each environment's file reaches its bundle unchanged, where plistlib and Python's json
    /// read the keys the Firebase SDKs read; staging gets the staging project.
    @Test func bundlesCarryEachEnvironmentsFilesByteForByte() throws {
        let workspace = try Workspace()
        let arguments = ["bundle", "acme-de", "initech", "globex", "--env", "release", "--env", "staging", "--env", "debug",
                         "--platform", "all", "--output", "out"]
        let run = try Brandkit.run(arguments, in: workspace.url)
        #expect(run.status == 0, "\(run.stderr)")
        func bytes(_ path: String) throws -> Data { try Data(contentsOf: workspace.url.appendingPathComponent(path)) }
        #expect(try bytes("out/acme-de@release.bundle/GoogleService-Info.plist") == bytes("Brands/acme-de/GoogleService-Info.plist"))
        #expect(try bytes("out/acme-de@staging.bundle/GoogleService-Info.plist") == bytes("Brands/acme-de/staging/GoogleService-Info.plist"))
        #expect(try bytes("out/initech@debug.bundle/GoogleService-Info.plist") == bytes("Brands/initech/debug/GoogleService-Info.plist"))
        #expect(try bytes("out/acme-de@staging/google-services.json") == bytes("Brands/acme-de/google-services.json"))
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("out/globex@release.bundle/GoogleService-Info.plist").path))
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("out/initech@release/google-services.json").path))

        let python = try #require(Tool.named("python3"))
        let script = """
            import json, plistlib
            for name in ["acme-de@release", "acme-de@staging", "initech@debug"]:
                info = plistlib.load(open(f"out/{name}.bundle/GoogleService-Info.plist", "rb"))
                print(name, info["BUNDLE_ID"], info["PROJECT_ID"], info["GOOGLE_APP_ID"])
            services = json.load(open("out/acme-de@release/google-services.json"))
            print(services["project_info"]["project_id"], [c["client_info"]["android_client_info"]["package_name"] for c in services["client"]])
            """
        let read = try Tool.run(python, ["-c", script], in: workspace.url)
        #expect(read.stdout == """
            acme-de@release com.acme.shop.de acme-shop-de-example 1:100000000001:ios:a1c3e5f7a9b1c3d5
            acme-de@staging com.acme.shop.de.staging acme-shop-de-staging-example 1:100000000002:ios:b2d4f6a8c0e2b4d6
            initech@debug com.initech.mobile.debug initech-example 1:100000000003:ios:d4f6b8a0c2e4d6f8
            acme-shop-de-example ['com.acme.shop.de', 'com.acme.shop.de.staging', 'com.acme.shop.de.debug']

            """, "\(read.stderr)")

        // A changed Firebase file rebuilds the bundles that carry it, and only those.
        let plist = workspace.brands.appendingPathComponent("acme-de/staging/GoogleService-Info.plist")
        let text = try String(contentsOf: plist, encoding: .utf8)
        try text.replacingOccurrences(of: "<false/>", with: "<true/>").write(to: plist, atomically: true, encoding: .utf8)
        let again = try Brandkit.run(arguments, in: workspace.url)
        #expect(again.stdout.contains("acme-de@staging.bundle: written"), "\(again.stdout)")
        #expect(again.stdout.contains("acme-de@release.bundle: unchanged"), "\(again.stdout)")
        #expect(again.stdout.contains("acme-de@staging: unchanged"), "\(again.stdout)")
        #expect(try bytes("out/acme-de@staging.bundle/GoogleService-Info.plist") == bytes("Brands/acme-de/staging/GoogleService-Info.plist"))
    }

    /// The generated Swift finds the plist in the brand's bundle.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func theSwiftAccessorsExposeThePlistsPath() throws {
        let workspace = try Workspace()
        let generate = try workspace.run("generate", "swift", "--output", "BrandConfiguration.swift")
        #expect(generate.status == 0, "\(generate.stderr)")
        let bundle = try workspace.run("bundle", "acme-de", "globex", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stderr)")
        try workspace.write("""
            import Foundation
            for name in ["acme-de", "globex"] {
                let bundle = Bundle(path: CommandLine.arguments[1] + "/" + name + ".bundle")!
                print(name, BrandConfiguration.firebaseOptionsPath(in: bundle).map { ($0 as NSString).lastPathComponent } ?? "none")
            }
            """, to: "main.swift")
        let swiftc = try #require(Tool.named("swiftc"))
        let compiled = try Tool.run(swiftc, ["BrandConfiguration.swift", "main.swift", "-o", "reader"], in: workspace.url)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        let read = try Tool.run(workspace.url.appendingPathComponent("reader"), [workspace.url.appendingPathComponent("out").path], in: workspace.url)
        #expect(read.stdout == "acme-de GoogleService-Info.plist\nglobex none\n", "\(read.stderr)")
    }
}
