import BrandCore
import Foundation
import Testing

/// `Scripts/install --prefix DIR` into an empty folder, then the installed tool used as a
/// new user would: from a folder of their own, with nothing of the checkout on hand.
@Suite("Install, end to end", .enabled(if: TestTier.all, TestTier.onlyInAll))
struct InstallEndToEndTests {
    @Test func anInstalledBrandkitRunsItsCommandsAndItsManPage() throws {
        let workspace = try Workspace(copyingExampleBrands: false)
        let prefix = workspace.url.appendingPathComponent("prefix")
        let install = try Tool.run(Brandkit.packageRoot.appendingPathComponent("Scripts/install"), ["--prefix", prefix.path],
                                   in: workspace.url, environment: ["BRANDKIT_BINARY": Brandkit.binary.path])
        #expect(install.status == 0, "\(install.stderr.suffix(3000))")

        let brandkit = prefix.appendingPathComponent("bin/brandkit")
        let version = try Tool.run(brandkit, ["--version"], in: workspace.url)
        #expect(version.status == 0 && version.stdout == BrandKitVersion.current + "\n")

        let project = workspace.url.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let initialised = try Tool.run(brandkit, ["init", "--brand", "acme"], in: project)
        #expect(initialised.status == 0, "\(initialised.stderr)")
        let validate = try Tool.run(brandkit, ["validate"], in: project)
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
        let bundle = try Tool.run(brandkit, ["bundle", "--all", "--output", "Build/Brands"], in: project)
        #expect(bundle.status == 0, "\(bundle.stderr)")
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("Build/Brands/acme.bundle/BrandConfig.json").path))

        // The man page renders, and documents every command.
        let page = prefix.appendingPathComponent("share/man/man1/brandkit.1")
        let man = try #require(Tool.named("man"), "man is installed by Scripts/install-dependencies --test")
        let rendered = try Tool.run(man, ["-l", "-P", "cat", page.path], in: workspace.url, environment: ["MANWIDTH": "100"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(rendered.stderr.isEmpty, "man warns about the page: \(rendered.stderr)")
        for command in ["init", "add", "validate", "list", "render", "diff", "flags", "export", "bundle", "preview", "generate", "schema", "explain", "verify"] {
            #expect(rendered.stdout.contains(command), "the man page names \(command)")
        }

        // The Xcode build phase is installed beside the tool, and runs it.
        let phase = prefix.appendingPathComponent("bin/brandkit-xcode-build-phase")
        let built = try Tool.run(phase, [], in: project, environment: [
            "SRCROOT": project.path, "CONFIGURATION": "Release", "TARGET_NAME": "Acme",
            "TARGET_BUILD_DIR": project.appendingPathComponent("Build/Products").path,
            "UNLOCALIZED_RESOURCES_FOLDER_PATH": "Acme.app", "BRANDKIT_BINARY": "",
            "PATH": "/usr/bin:/bin",
        ])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("Build/Products/Acme.app/acme.bundle/BrandConfig.json").path))

        // Completions for each shell; bash's parses as bash and completes the commands.
        let bashCompletion = prefix.appendingPathComponent("share/bash-completion/completions/brandkit")
        let bash = try #require(Tool.named("bash"))
        #expect(try Tool.run(bash, ["-n", bashCompletion.path], in: workspace.url).status == 0)
        #expect(try String(contentsOf: bashCompletion, encoding: .utf8).contains("validate"))
        for file in ["share/zsh/site-functions/_brandkit", "share/fish/vendor_completions.d/brandkit.fish"] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
        }
        // Nothing half-written is left behind.
        let leftovers = FileManager.default.enumerator(atPath: prefix.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".installing") } ?? []
        #expect(leftovers.isEmpty)
    }
}
