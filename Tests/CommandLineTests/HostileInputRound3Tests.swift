import Foundation
import Testing

/// Hostile input, round 3: what a careless user or a hostile pull request found in the newer
/// commands. Each test failed before its fix.
@Suite("Hostile input: init, outputs, git reads, echoes and staging")
struct HostileInputRound3Tests {
    @Test func initChecksTheIdBeforeWritingAndWritesBothFilesOrNeither() throws {
        let workspace = try Workspace(copyingExampleBrands: false)
        for id in ["brandkit", String(repeating: "a", count: 300)] {
            let refused = try workspace.run("init", "--brand", id)
            #expect(refused.status == 2, "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: workspace.brands.appendingPathComponent("brandkit.yaml").path),
                    "init --brand \(id.prefix(20)) left the manifest behind")
        }
        let written = try workspace.run("init", "--brand", "acme")
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try workspace.run("validate").status == 0)
    }

    @Test func bundleResolvesATrailingSlashAndLinksAtAnyComponent() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.url.appendingPathComponent("vlink").path, withDestinationPath: "real")
        for output in ["vlink/", "vlink//"] {
            let result = try workspace.run("bundle", "initech", "--output", output)
            #expect(result.status == 2 && result.stderr.contains("is a symbolic link"), "\(output): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("real").path).isEmpty)
        // A link in the middle that leads into the brands directory.
        try FileManager.default.createSymbolicLink(atPath: workspace.url.appendingPathComponent("into").path, withDestinationPath: "Brands")
        let inside = try workspace.run("bundle", "initech", "--output", "into/out")
        #expect(inside.status == 2 && inside.stderr.contains("inside the brands directory"), "\(inside.stderr)")
        let dotted = try workspace.run("bundle", "initech", "--output", "real/../Brands/x")
        #expect(dotted.status == 2 && dotted.stderr.contains("inside the brands directory"), "\(dotted.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.brands.appendingPathComponent("out").path))
    }

    @Test func noCommandReplacesABrandFile() throws {
        let workspace = try Workspace()
        let acme = workspace.brands.appendingPathComponent("acme.yaml")
        let before = try Data(contentsOf: acme)
        for arguments in [["render", "acme", "--output", "Brands/acme.yaml"], ["schema", "--output", "Brands/acme.yaml"],
                          ["generate", "swift", "--output", "Brands/acme.yaml"], ["generate", "kotlin", "--output", "./Brands//acme.yaml"],
                          ["render", "acme", "--output", "Brands/new.yaml"]] {
            let result = try Brandkit.run(arguments, in: workspace.url)
            #expect(result.status == 2 && result.stderr.contains("inside the brands directory"), "\(arguments): \(result.stderr)")
        }
        #expect(try Data(contentsOf: acme) == before)
        #expect(!FileManager.default.fileExists(atPath: workspace.brands.appendingPathComponent("new.yaml").path))
        let preview = try workspace.run("preview", "--output", "Brands")
        #expect(preview.status == 2 && preview.stderr.contains("refusing to write the preview"), "\(preview.stderr)")
    }

    @Test func aHugeBlobAtARevisionIsRefusedWithoutBeingRead() throws {
        let workspace = try Workspace()
        try git(["init", "-q"], in: workspace.url)
        let huge = workspace.brands.appendingPathComponent("huge.yaml")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: Data(repeating: UInt8(ascii: "#"), count: 64 << 20)))
        try git(["add", "Brands"], in: workspace.url)
        try git(["commit", "-q", "-m", "huge"], in: workspace.url)
        // Peak memory of brandkit and the git it runs, as one Python parent sees its children.
        let python = try #require(Tool.named("python3"))
        let run = try Tool.run(python, ["-c", """
            import resource, subprocess, sys
            result = subprocess.run(sys.argv[1:], capture_output=True, text=True)
            print(result.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            print(result.stdout + result.stderr)
            """, Brandkit.binary.path, "diff", "HEAD:huge", "acme"], in: workspace.url)
        let lines = run.stdout.split(separator: "\n", maxSplits: 1).map(String.init)
        let numbers = lines.first?.split(separator: " ").compactMap { Int($0) } ?? []
        #expect(numbers.first == 1, "\(run.stdout)")
        #expect(lines.last?.contains("HEAD:Brands/huge.yaml:1:1: error: file is larger than 1048576 bytes") == true, "\(run.stdout)")
        let peakKiB = try #require(numbers.last)
        #expect(peakKiB < 48 << 10, "peak memory \(peakKiB) KiB for a 64 MiB blob")
    }

    @Test func argumentsAreEchoedEscaped() throws {
        let workspace = try Workspace()
        for arguments in [["explain", "acme", "\u{1B}[31mred\u{07}"], ["explain", "\u{1B}[2Jx", "displayName"],
                          ["render", "\u{1B}]0;title\u{07}"], ["bundle", "acme", "--output", "Build/\u{1B}[31m/../x", "--env", "\u{1B}[1m"],
                          ["\u{1B}[31mvalidat"], ["validate", "--format", "\u{9B}31m"]] {
            let result = try Brandkit.run(arguments, in: workspace.url)
            #expect(result.status != 0)
            let output = result.stdout + result.stderr
            #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B }, "\(arguments): \(output.debugDescription)")
            #expect(output.contains("\\u{1B}") || output.contains("\\u{9B}"), "\(arguments): \(output)")
        }
    }

    @Test func previewRemovesOnlyStagingEntriesItMade() throws {
        let workspace = try Workspace()
        let planted = workspace.url.appendingPathComponent("Build/.brandkit-staging-mine")
        try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: true)
        try workspace.write("keep me\n", to: "Build/.brandkit-staging-mine/notes.txt")
        try workspace.write("keep me too\n", to: "Build/.brandkit-staging-file")
        // What a killed run of brandkit leaves: a staging directory with its marker.
        try workspace.write("brandkit staging directory\n", to: "Build/.brandkit-staging-Preview-999999/.brandkit-staging")
        let result = try workspace.run("preview", "--output", "Build/Preview")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: planted.appendingPathComponent("notes.txt").path))
        #expect(FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("Build/.brandkit-staging-file").path))
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("Build/.brandkit-staging-Preview-999999").path))
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("Build/Preview/.brandkit-staging").path))
        let bundled = try workspace.run("bundle", "acme", "--output", "Build")
        #expect(bundled.status == 0, "\(bundled.stderr)")
        #expect(FileManager.default.fileExists(atPath: planted.appendingPathComponent("notes.txt").path))
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("Build/acme.bundle/.brandkit-staging").path))
    }

    private func git(_ arguments: [String], in directory: URL) throws {
        let git = try #require(Tool.named("git"))
        let run = try Tool.run(git, ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments,
                               in: directory)
        #expect(run.status == 0, "git \(arguments): \(run.stderr)")
    }
}
