import BrandBundles
import BrandCore
import Foundation
import Testing

/// `Scripts/release` makes a binary anyone can run: no Swift toolchain, no libyaml, an
/// empty environment. It is checked as a machine without them would see it.
@Suite("Release binary, end to end", .enabled(if: TestTier.all, TestTier.onlyInAll))
struct ReleaseBinaryEndToEndTests {
    @Test func theReleaseBinaryRunsWithAnEmptyEnvironmentAndOnlySystemLibraries() throws {
        let workspace = try Workspace()
        let output = workspace.url.appendingPathComponent("release")
        let release = try Tool.run(Brandkit.packageRoot.appendingPathComponent("Scripts/release"), ["--output", output.path],
                                   in: workspace.url)
        #expect(release.status == 0, "\(release.stderr.suffix(3000))")
        #expect(!release.stderr.contains("warning:"), "the release build prints no warning: \(release.stderr.suffix(3000))")

        // The artifact bundle describes the binary it holds.
        let bundle = output.appendingPathComponent("brandkit.artifactbundle")
        let info = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json")))
            as? [String: Any])
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifact = try #require((info["artifacts"] as? [String: Any])?["brandkit"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable" && artifact["version"] as? String == BrandKitVersion.current)
        let variant = try #require((artifact["variants"] as? [[String: Any]])?.first)
        let binary = bundle.appendingPathComponent(try #require(variant["path"] as? String))
        #expect(FileManager.default.isExecutableFile(atPath: binary.path))
        #expect((variant["supportedTriples"] as? [String])?.first?.hasSuffix("-unknown-linux-gnu") == true)

        // The checksum printed is the zip's SHA-256.
        let zip = try Data(contentsOf: output.appendingPathComponent("brandkit.artifactbundle.zip"))
        #expect(release.stdout == SHA256.hex(Array(zip)) + "\n")

        // Only the system's C library: no Swift library, no libyaml, no C++ runtime.
        let ldd = try #require(Tool.named("ldd"))
        let libraries = try Tool.run(ldd, [binary.path], in: workspace.url).stdout
            .split(separator: "\n").compactMap { $0.split(separator: " ").first.map { String($0.trimmingCharacters(in: .whitespaces)) } }
        let system = ["linux-vdso.so.1", "libc.so.6", "libm.so.6", "libpthread.so.0", "libdl.so.2"]
        for library in libraries where !library.hasPrefix("/lib") {
            #expect(system.contains(library), "\(library) is not a system library")
        }

        // An empty environment: no PATH, no library path, no toolchain.
        let env = try #require(Tool.named("env"))
        let validate = try Tool.run(env, ["-i", binary.path, "validate"], in: workspace.url, replacingEnvironment: true)
        #expect(validate.status == 0 && validate.stdout.contains("Checked 4 brands"), "\(validate.stdout)\(validate.stderr)")
        let version = try Tool.run(env, ["-i", binary.path, "--version"], in: workspace.url, replacingEnvironment: true)
        #expect(version.stdout == BrandKitVersion.current + "\n")

        try theExampleAppBuildsWithThePluginsPackage(output.appendingPathComponent("brandkit-plugins"), in: workspace)

        // Published: the plugins package names the zip's address and checksum. The address is
        // written into Swift source, so only a plain https address of a zip is taken.
        let script = Brandkit.packageRoot.appendingPathComponent("Scripts/release")
        let published = workspace.url.appendingPathComponent("published")
        let address = "https://example.com/brandkit/releases/download/\(BrandKitVersion.current)/brandkit.artifactbundle.zip"
        let again = try Tool.run(script, ["--output", published.path, "--url", address], in: workspace.url)
        #expect(again.status == 0 && again.stdout == release.stdout, "the same sources give the same zip: \(again.stderr.suffix(2000))")
        let manifest = try String(contentsOf: published.appendingPathComponent("brandkit-plugins/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".binaryTarget(name: "brandkit", url: "\#(address)", checksum: "\#(release.stdout.dropLast())")"#))
        #expect(!FileManager.default.fileExists(atPath: published.appendingPathComponent("brandkit-plugins/brandkit.artifactbundle").path))
        for hostile in [#"https://example.com/a".zip"#, "http://example.com/a.zip", #"https://example.com/\(x).zip"#] {
            let refused = try Tool.run(script, ["--output", published.path, "--url", hostile], in: workspace.url)
            #expect(refused.status == 2 && refused.stderr.contains("--url must"), "\(hostile): \(refused.stderr)")
        }
    }

    /// The plugins package beside the bundle: the example app, pointed at it instead of brandkit's
    /// sources, builds, generates and reads its brand, and compiles no brandkit module.
    func theExampleAppBuildsWithThePluginsPackage(_ plugins: URL, in workspace: Workspace) throws {
        let manifest = try String(contentsOf: plugins.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".binaryTarget(name: "brandkit", path: "brandkit.artifactbundle")"#))
        let app = workspace.url.appendingPathComponent("app")
        try FileManager.default.copyItem(at: Brandkit.packageRoot.appendingPathComponent("Tests/PluginExample"), to: app)
        try FileManager.default.copyItem(at: workspace.brands, to: app.appendingPathComponent("Brands"))
        let appManifest = app.appendingPathComponent("Package.swift")
        let fromSource = try String(contentsOf: appManifest, encoding: .utf8)
        let fromBinary = fromSource
            .replacingOccurrences(of: #".package(name: "brandkit", path: "../brandkit")"#, with: #".package(path: "../release/brandkit-plugins")"#)
            .replacingOccurrences(of: #"package: "brandkit")"#, with: #"package: "brandkit-plugins")"#)
        #expect(fromBinary != fromSource)
        try fromBinary.write(to: appManifest, atomically: true, encoding: .utf8)

        let swift = try #require(Tool.named("swift"), "swift comes with the toolchain")
        let test = try Tool.run(swift, ["test"], in: app)
        #expect(test.status == 0, "swift test: \(test.stdout.suffix(3000))\(test.stderr.suffix(3000))")
        #expect(test.stdout.contains("theAppReadsItsBrand() passed"))
        let built = FileManager.default.enumerator(atPath: app.appendingPathComponent(".build").path)?.compactMap { $0 as? String } ?? []
        #expect(!built.contains { $0.hasSuffix("BrandYAML.swiftmodule") || $0.contains("BrandYAML.build") },
                "the app compiled brandkit from source")

        let validate = try Tool.run(swift, ["package", "--allow-writing-to-package-directory", "brandkit", "validate"], in: app)
        #expect(validate.status == 0 && validate.stdout.contains("Checked 4 brands"), "\(validate.stderr.suffix(2000))")
    }
}
