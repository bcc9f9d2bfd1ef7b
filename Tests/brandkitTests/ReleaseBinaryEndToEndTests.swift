import BrandCore
import BrandKit
import Foundation
import Testing

/// `Scripts/release` makes a binary anyone can run: no Swift toolchain, no libyaml, an
/// empty environment. It is checked as a machine without them would see it.
@Suite("Release binary, end to end")
struct ReleaseBinaryEndToEndTests {
    @Test func theReleaseBinaryRunsWithAnEmptyEnvironmentAndOnlySystemLibraries() throws {
        let workspace = try Workspace()
        let output = workspace.url.appendingPathComponent("release")
        let release = try Tool.run(Brandkit.packageRoot.appendingPathComponent("Scripts/release"), ["--output", output.path],
                                   in: workspace.url)
        #expect(release.status == 0, "\(release.stderr.suffix(3000))")

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

        // Only the system's C and C++ runtime: no Swift library, no libyaml.
        let ldd = try #require(Tool.named("ldd"))
        let libraries = try Tool.run(ldd, [binary.path], in: workspace.url).stdout
            .split(separator: "\n").compactMap { $0.split(separator: " ").first.map { String($0.trimmingCharacters(in: .whitespaces)) } }
        let system = ["linux-vdso.so.1", "libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1", "libpthread.so.0", "libdl.so.2"]
        for library in libraries where !library.hasPrefix("/lib") {
            #expect(system.contains(library), "\(library) is not a system library")
        }

        // An empty environment: no PATH, no library path, no toolchain.
        let env = try #require(Tool.named("env"))
        let validate = try Tool.run(env, ["-i", binary.path, "validate"], in: workspace.url, replacingEnvironment: true)
        #expect(validate.status == 0 && validate.stdout.contains("Checked 4 brands"), "\(validate.stdout)\(validate.stderr)")
        let version = try Tool.run(env, ["-i", binary.path, "--version"], in: workspace.url, replacingEnvironment: true)
        #expect(version.stdout == BrandKitVersion.current + "\n")
    }
}
