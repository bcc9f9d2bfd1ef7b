import BrandCore
import BrandTestSupport
import Foundation
import Testing

/// Runs the real `brandkit` binary, as a user or a build phase would.
struct BrandkitRun {
    var status: Int32
    var stdout: String
    var stderr: String
    /// True when a signal ended the process (a crash), whatever `status` holds.
    var signalled = false

    /// `validate --format json`'s diagnostics, one line each: `file:line:column code message`.
    var diagnosticLines: [String] {
        let report = (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
        return (report?["diagnostics"] as? [[String: Any]] ?? []).map { diagnostic in
            "\(diagnostic["file"] ?? ""):\(diagnostic["line"] ?? ""):\(diagnostic["column"] ?? "") \(diagnostic["code"] ?? "") \(diagnostic["message"] ?? "")"
        }
    }
}

enum Brandkit {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The binary built beside this test bundle (or `BRANDKIT_BINARY`).
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["BRANDKIT_BINARY"] { return URL(fileURLWithPath: path) }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("brandkit")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/brandkit")
    }()

    /// Runs the binary. Its cache (the index of each output `bundle` writes) is this test
    /// process's own folder, not the user's, unless `environment` names one.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> BrandkitRun {
        try Tool.run(binary, arguments, in: directory, environment: ["XDG_CACHE_HOME": cache.path].merging(environment) { $1 })
    }

    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("brandkit-test-cache-\(getpid())")
}

/// Runs a program to its end, its output captured in files (a pipe could fill and block).
enum Tool {
    /// `environment` is added to this process's, or with `replacingEnvironment` is all there is.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL,
                    environment: [String: String] = [:], replacingEnvironment: Bool = false) throws -> BrandkitRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = replacingEnvironment ? environment : ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let err = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        // Not `waitUntilExit`, which polls in steps of 50 ms on Linux: a test launches hundreds.
        let exit = ProcessExit(of: process)
        try process.run()
        exit.wait()
        return BrandkitRun(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self),
            signalled: process.terminationReason == .uncaughtSignal)
    }

    /// Android's framework resources (Debian's android-framework-res), the `-I` jar aapt2
    /// links against, so `android:` attributes resolve.
    static let androidFramework = "/usr/share/android-framework-res/framework-res.apk"

    /// A program on the PATH, as the shell finds it.
    /// `aapt2 compile` of a unit's `res` as `aapt2 link -I` Android's API 29 framework (the
    /// one Debian ships) can link it: every folder but `values-v31`, whose Android 12 splash
    /// attributes API 29 does not define; those files are compiled on their own first, so a
    /// file aapt2 refuses still fails the run. `res` is a path, relative to `directory` or absolute.
    static func compileLinkable(_ aapt2: URL, res: String, output: String, in directory: URL) throws -> BrandkitRun {
        let source = res.hasPrefix("/") ? URL(fileURLWithPath: res) : directory.appendingPathComponent(res)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("linkable-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let linkable = scratch.appendingPathComponent("res")
        try FileManager.default.copyItem(at: source, to: linkable)
        let v31 = linkable.appendingPathComponent("values-v31")
        if FileManager.default.fileExists(atPath: v31.path) {
            for file in try FileManager.default.contentsOfDirectory(atPath: v31.path).sorted() {
                let run = try Tool.run(aapt2, ["compile", v31.appendingPathComponent(file).path, "-o", scratch.path], in: directory)
                if run.status != 0 { return run }
            }
            try FileManager.default.removeItem(at: v31)
        }
        return try Tool.run(aapt2, ["compile", "--dir", linkable.path, "-o", output], in: directory)
    }

    static func named(_ name: String) -> URL? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

/// A temporary project folder with a copy of the example brands, removed afterwards.
final class Workspace {
    /// What a test brand that extends an example brand must not share with it (`ExampleBrands.ownIdentity`).
    static func ownIdentity(_ id: String, bundleId: String) -> String {
        ExampleBrands.ownIdentity(id, bundleId: bundleId)
    }

    let url: URL

    init(copyingExampleBrands: Bool = true) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("brandkit-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        if copyingExampleBrands {
            try FileManager.default.copyItem(at: Brandkit.packageRoot.appendingPathComponent("Brands"), to: brands)
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    var brands: URL { url.appendingPathComponent("Brands") }

    func write(_ text: String, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// Rewrites the text file at `path` (relative to the workspace) with `change`.
    func edit(_ path: String, _ change: (String) throws -> String) throws {
        let file = url.appendingPathComponent(path)
        try change(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
    }

    /// Declares `modules` (a YAML mapping's entries, each at two spaces) instead of the example
    /// manifest's own, which a blank line ends; the example brands keep choosing theirs.
    func declareModules(_ modules: String) throws {
        try edit("Brands/brandkit.yaml") { manifest in
            let start = try #require(manifest.range(of: "\nmodules:\n"), "the example manifest declares modules")
            let end = try #require(manifest.range(of: "\n\n", range: start.upperBound..<manifest.endIndex))
            return String(manifest[..<start.upperBound]) + modules + String(manifest[end.lowerBound...]).dropFirst()
        }
    }

    func fixture(_ name: String, to path: String) throws {
        try write(try String(contentsOf: Brandkit.fixtures.appendingPathComponent(name), encoding: .utf8), to: path)
    }

    func run(_ arguments: String...) throws -> BrandkitRun {
        try Brandkit.run(arguments, in: url)
    }

    /// Makes the workspace a git repository whose one commit (`HEAD`) holds everything in it.
    func commitEverything() throws {
        let git = try #require(Tool.named("git"))
        for step in [["init", "-q"], ["add", "."], ["commit", "-qm", "brands"]] {
            let run = try Tool.run(git, ["-c", "user.name=Test", "-c", "user.email=test@example.com"] + step, in: url)
            #expect(run.status == 0, "git \(step): \(run.stderr)")
        }
    }
}
