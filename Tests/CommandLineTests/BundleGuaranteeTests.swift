import Foundation
import Testing

/// Kill, concurrency and confinement: what a build phase running on every build must survive.
@Suite("brandkit bundle guarantees", .serialized)
struct BundleGuaranteeTests {
    /// Starts `brandkit` without waiting for it.
    func start(_ arguments: [String], in directory: URL) throws -> Process {
        let process = Process()
        process.executableURL = Brandkit.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func killedAtRandomMomentsEveryBundlePresentMatchesItsManifest() throws {
        let workspace = try Workspace()
        try workspace.addGeneratedBrands(150)
        let output = workspace.url.appendingPathComponent("out")
        var generator = SystemRandomNumberGenerator()
        var killedMidway = 0
        for round in 0..<25 {
            let process = try start(["bundle", "--all", "--force", "--output", "out"], in: workspace.url)
            usleep(UInt32.random(in: 2_000...(round < 5 ? 60_000 : 400_000), using: &generator))
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                killedMidway += 1
            }
            process.waitUntilExit()
            if FileManager.default.fileExists(atPath: output.path) {
                let problems = try BundleTree.bundlesMatchTheirManifests(in: output)
                #expect(problems.isEmpty, "round \(round): \(problems.prefix(3))")
            }
        }
        #expect(killedMidway > 0, "no run was interrupted; the test proved nothing")
        let final = try workspace.run("bundle", "--all", "--output", "out")
        #expect(final.status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasPrefix(".brandkit-staging") }
        #expect(leftovers.isEmpty, "stale staging directories are swept: \(leftovers)")
        #expect(try BundleTree.bundlesMatchTheirManifests(in: output).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".bundle") }.count == 154)
    }

    @Test func parallelRunsOnOneOutputDirectoryNeverCorruptIt() throws {
        let workspace = try Workspace()
        try workspace.addGeneratedBrands(40)
        let processes = try (0..<4).map { index in
            try start(["bundle", "--all", "--output", "out", "--platform", index % 2 == 0 ? "all" : "ios"] + (index == 3 ? ["--force"] : []),
                      in: workspace.url)
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == [0, 0, 0, 0])
        let output = workspace.url.appendingPathComponent("out")
        #expect(try BundleTree.bundlesMatchTheirManifests(in: output).isEmpty)
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(names.filter { $0.hasSuffix(".bundle") }.count == 44)
        #expect(names.filter { $0.hasPrefix(".brandkit-staging") }.isEmpty)
    }

    @Test func aSymlinkPlantedInTheOutputIsRefusedNeverFollowed() throws {
        let workspace = try Workspace()
        let outside = workspace.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try "canary".write(to: outside.appendingPathComponent("canary.txt"), atomically: true, encoding: .utf8)
        let output = workspace.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output.appendingPathComponent("acme.bundle").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: output.appendingPathComponent(".brandkit-staging-globex.bundle-1").path,
                                                   withDestinationPath: outside.path)

        let result = try workspace.run("bundle", "--all", "--output", "out")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("refusing to replace 'out/acme.bundle': brandkit did not make it"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["canary.txt"])
        #expect(try String(contentsOf: outside.appendingPathComponent("canary.txt"), encoding: .utf8) == "canary")
        let attributes = try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent("acme.bundle").path)
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink, "what brandkit did not make stays as it was")
        // A name is not a marker: the link is not brandkit's, so it stays, never followed.
        let staged = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasPrefix(".brandkit-staging") }
        #expect(staged == [".brandkit-staging-globex.bundle-1"], "\(staged)")
    }

    /// Runs lock the output directory itself; a link named like the lock file earlier
    /// versions wrote is never followed, and blocks nothing.
    @Test func aLinkNamedLikeALockFileIsNeverFollowed() throws {
        let workspace = try Workspace()
        let outside = workspace.url.appendingPathComponent("outside.txt")
        try "canary".write(to: outside, atomically: true, encoding: .utf8)
        let output = workspace.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output.appendingPathComponent(".brandkit.lock").path, withDestinationPath: outside.path)
        let result = try workspace.run("bundle", "--all", "--output", "out")
        #expect(result.status == 0, "a planted link must not block every later run: \(result.stderr)")
        #expect(try String(contentsOf: outside, encoding: .utf8) == "canary")
        let again = try workspace.run("bundle", "--all", "--output", "out")
        #expect(again.status == 0)
    }
}
