import Foundation
import Testing

/// Docs/xcode.md and Docs/gradle.md as a user follows them: every code block (of these, of
/// Docs/modules.md and of Docs/signing.md) is run by a test,
/// here or in the real builds (`RealBuildTests`), and each file they show as generated is what
/// brandkit writes for the example brands.
@Suite struct PlatformDocsTests {
    /// Each page's blocks by info string, and the test that runs each. A block that shows a
    /// generated file (`... generated`) is checked by the page's test here.
    static let runBy: [String: [String: String]] = [
        "Docs/xcode.md": [
            "xml App/Info.plist": "RealBuildTests (XcodeGen, Tuist) and theXcodePageRunsAsWritten",
            "yaml project.yml": "RealBuildTests.xcodegenMakesEveryBrandInEveryConfiguration",
            "xml Widget/Info.plist": "RealBuildTests (XcodeGen, Tuist)",
            "sh xcodegen": "RealBuildTests.xcodegenMakesEveryBrandInEveryConfiguration and theXcodePageRunsAsWritten",
            "sh tuist": "RealBuildTests.tuistEvaluatesEveryBrandInEveryConfiguration and theXcodePageRunsAsWritten",
            "swift Project.swift": "RealBuildTests.tuistEvaluatesEveryBrandInEveryConfiguration",
            "sh check": "theXcodePageRunsAsWritten",
            "xcconfig Config/Acme-Release.xcconfig": "theXcodePageRunsAsWritten",
            "sh secrets": "theXcodePageRunsAsWritten",
            "swift app": "theXcodePageRunsAsWritten",
        ],
        "Docs/modules.md": [
            "yaml Brands/brandkit.yaml": "ModulesPageTests, ModuleAccessorsTests and RealBuildTests (XcodeGen, Tuist)",
            "yaml Brands/acme.yaml": "ModulesPageTests, ModuleAccessorsTests and RealBuildTests (XcodeGen, Tuist)",
            "yaml Brands/globex.yaml": "ModulesPageTests, ModuleAccessorsTests and RealBuildTests (XcodeGen, Tuist)",
            "yaml Brands/initech.yaml": "ModulesPageTests (the example brands hold it) and RealBuildTests.gradleShipsEachModuleInItsBrandsOnly",
            "kotlin": "RealBuildTests.gradleShipsEachModuleInItsBrandsOnly, against the BuildConfig the build made",
            "swift app": "ModuleAccessorsTests.thePagesCodeCompiles",
            "kotlin app": "ModuleAccessorsTests.thePagesCodeCompiles",
        ],
        "Docs/signing.md": [
            "yaml": "DocYAMLTests, over the example brands",
            "sh xcode": "theSigningPagesFilesAreTheOnesWritten",
            "sh fastlane": "theSigningPagesFilesAreTheOnesWritten, and FastlaneSigningEndToEndTests reads what it writes",
            "yaml profiles": "ProvisioningProfilesEndToEndTests, with profiles openssl signs",
            "sh api-key": "theSigningPagesFilesAreTheOnesWritten",
            "sh android-ci": "RealBuildTests.gradleBuildsEveryBrandInEveryEnvironment",
        ],
        "Docs/gradle.md": [
            "xml app/src/main/AndroidManifest.xml": "RealBuildTests.gradleBuildsEveryBrandInEveryEnvironment",
            "sh gradle": "RealBuildTests.gradleBuildsEveryBrandInEveryEnvironment and theGradlePageRunsAsWritten",
            "groovy app/build.gradle": "RealBuildTests.gradleBuildsEveryBrandInEveryEnvironment and theGradlePageRunsAsWritten",
            "sh secrets": "RealBuildTests.gradleBuildsEveryBrandInEveryEnvironment and theGradlePageRunsAsWritten",
        ],
    ]

    static let secretVariables = ["ACME_MAPS_KEY": "maps-key-for-tests"]

    @Test func everyBlockOfThePagesIsRunByATest() throws {
        for (page, known) in Self.runBy {
            let doc = try DocSnippets(page)
            for block in doc.blocks where block.words.last != "generated" {
                #expect(known[block.info] != nil, "\(page): no test runs the block ```\(block.info)")
            }
            for info in known.keys {
                #expect(doc.blocks.contains { $0.info == info }, "\(page) no longer has ```\(info)")
            }
        }
    }

    /// Docs/signing.md's commands write the Xcode settings and the Matchfile the page shows
    /// (its brand file lines are DocYAMLTests'; fastlane's reading of the Matchfile is
    /// FastlaneSigningEndToEndTests').
    /// The App Store Connect key's lines are laid into acme's file as the page shows them;
    /// its CI step runs with a P-256 key openssl makes, and the file it makes loads as
    /// fastlane's `Token.from_json_file` loads one (`Fixtures/fastlane/read_api_key.rb`).
    @Test func theSigningPagesFilesAreTheOnesWritten() throws {
        let doc = try DocSnippets("Docs/signing.md")
        let workspace = try Workspace()
        try workspace.write(try DocSnippets("Docs/xcode.md").file("App/Info.plist"), to: "App/Info.plist")
        let keyLines = try #require(doc.blocks.first { $0.info == "yaml" && $0.text.contains("appStoreConnect:") }?.text
            .components(separatedBy: "ios:\n").last, "Docs/signing.md shows the App Store Connect key")
        try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: "\nios:", with: "\nios:\n" + keyLines.trimmingCharacters(in: .newlines)) }
        try doc.run("xcode", in: workspace.url)
        try doc.run("fastlane", in: workspace.url)

        let openssl = try #require(Tool.named("openssl"), "openssl is installed by Scripts/install-dependencies --test")
        let made = try Tool.run(openssl, ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", "AuthKey_D383SF739A.p8"], in: workspace.url)
        try #require(made.status == 0, "\(made.stderr)")
        let key = workspace.url.appendingPathComponent("AuthKey_D383SF739A.p8").path
        let lines = try doc.lines("api-key").map { $0.joined(separator: " ") }
        try doc.run("api-key", in: workspace.url, environment: ["ACME_ASC_KEY": key], others: Set(lines.filter { !$0.hasPrefix("brandkit ") }))
        for line in lines where !line.hasPrefix("brandkit ") {
            let step = try Tool.run(URL(fileURLWithPath: "/bin/sh"), ["-c", line], in: workspace.url, environment: ["ACME_ASC_KEY": key])
            try #require(step.status == 0, "\(line): \(step.stderr)")
        }
        doc.expectGenerated(in: workspace.url)

        let ruby = try #require(Tool.named("ruby"), "Scripts/install-dependencies --test installs Ruby")
        let read = try Tool.run(ruby, [Brandkit.fixtures.appendingPathComponent("fastlane/read_api_key.rb").path, "api_key.json"], in: workspace.url)
        try #require(read.status == 0, "\(read.stderr)")
        #expect(read.stdout == #"{"duration":1200,"in_house":false,"issuer_id":"69a6de70-03db-47e3-e053-5b8c7c11a4d1","key_id":"D383SF739A","curve":"prime256v1"}"# + "\n")
        // The key reaches the file CI made, and no file brandkit wrote.
        let body = try String(contentsOfFile: key, encoding: .utf8).split(separator: "\n")[1]
        let written = try FileManager.default.subpathsOfDirectory(atPath: workspace.url.appendingPathComponent("listings").path)
        for path in written {
            let text = (try? String(contentsOf: workspace.url.appendingPathComponent("listings/\(path)"), encoding: .utf8)) ?? ""
            #expect(!text.contains(body), "listings/\(path) holds the key")
        }
        #expect(written.contains("acme-de/fastlane/api_key.json") && !written.contains("globex/fastlane/api_key.json"), "a sub-brand inherits its parent's key; globex names none")
    }

    /// The commands, the files shown as generated, the CI check, the CocoaPods include, the
    /// secrets and the app's Swift of Docs/xcode.md.
    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func theXcodePageRunsAsWritten() throws {
        let doc = try DocSnippets("Docs/xcode.md")
        let workspace = try Workspace()
        try workspace.write(try doc.file("App/Info.plist"), to: "App/Info.plist")
        try doc.run("xcodegen", in: workspace.url, others: ["xcodegen generate"])
        try doc.run("tuist", in: workspace.url)
        doc.expectGenerated(in: workspace.url)

        // The CI check passes on what the page wrote, and fails once a brand changes.
        try doc.run("check", in: workspace.url)
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "\"#0B3D91\"", with: "\"#0B3D92\"") }
        let stale = try Brandkit.run(try #require(try doc.commands("check").first), in: workspace.url)
        #expect(stale.status == 1, "a changed brand makes the bundles stale: \(stale.stdout)\(stale.stderr)")

        // Paths of an include are relative to the including file: the brand's base is there.
        for line in try doc.file("Config/Acme-Release.xcconfig").split(separator: "\n") where !line.contains("/Pods/") && !line.contains("\"../Pods") {
            let path = try #require(line.split(separator: "\"").dropFirst().first.map(String.init), "\(line)")
            let included = workspace.url.appendingPathComponent("Config").appendingPathComponent(path).standardizedFileURL
            #expect(FileManager.default.fileExists(atPath: included.path), "\(line) names a file the page's bundle command wrote")
        }

        // The app's Swift compiles against the generated accessors and secrets, and against the
        // smallest interface of the Firebase and UIKit declarations it calls, written from their
        // documentation (FirebaseOptions init(contentsOfFile:), FirebaseApp.configure(options:),
        // UILabel.text): no Apple SDK or Firebase here, so a type-check is the proof there is.
        try doc.run("secrets", in: workspace.url, environment: Self.secretVariables)
        let generate = try workspace.run("generate", "swift", "--output", "BrandConfiguration.swift")
        try #require(generate.status == 0, "\(generate.stderr)")
        try workspace.write("""
            import Foundation
            final class FirebaseOptions { init?(contentsOfFile plistPath: String) {} }
            final class FirebaseApp { class func configure(options: FirebaseOptions) {} }
            final class UILabel { var text: String? }
            let titleLabel = UILabel()
            let badge = UILabel()
            let brand = Bundle.main
            let count = 3

            """, to: "Interfaces.swift")
        let snippets = doc.appCode("swift")
        #expect(snippets.count == 3)
        try workspace.write("import Foundation\n\n" + snippets.enumerated().map { index, code in
            "func snippet\(index)() {\n" + code + "}\n"
        }.joined(separator: "\n"), to: "App.swift")
        let swiftc = try #require(Tool.named("swiftc"))
        let checked = try Tool.run(swiftc, ["-typecheck", "BrandConfiguration.swift", "BrandSecrets/acme.secrets/BrandSecrets.swift",
                                            "Interfaces.swift", "App.swift"], in: workspace.url)
        #expect(checked.status == 0, "the page's Swift: \(checked.stderr)")
    }

    /// The commands, the files shown as generated and the secrets of Docs/gradle.md; the real
    /// build in `RealBuildTests` applies them with Gradle.
    @Test func theGradlePageRunsAsWritten() throws {
        let doc = try DocSnippets("Docs/gradle.md")
        let workspace = try Workspace()
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("app"), withIntermediateDirectories: true)
        try doc.run("gradle", in: workspace.url)
        doc.expectGenerated(in: workspace.url)

        // The command the script names when a bundle is missing is the page's, from the same folder.
        let script = try String(contentsOf: workspace.url.appendingPathComponent("app/brandkit.gradle"), encoding: .utf8)
        let named = try #require(script.split(separator: "\n").first { $0.hasPrefix("def brandkitCommand = ") })
        #expect(try doc.lines("gradle").contains { "def brandkitCommand = '\($0.joined(separator: " "))'" == named }, "\(named)")

        // The secrets the page writes are where the line it adds to build.gradle points, from app/.
        try doc.run("secrets", in: workspace.url, environment: Self.secretVariables)
        let line = try #require(try doc.file("app/build.gradle").split(separator: "\n").first { $0.contains("srcDir") })
        let folder = try #require(line.split(separator: "'").dropFirst().first.map(String.init), "\(line)")
        #expect(FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("app").appendingPathComponent(folder)
            .appendingPathComponent("brandkit/BrandSecrets.kt").path), "\(line)")
    }
}
