import Foundation
import Testing

/// A no-op bundle asks the output folder's index (`.brandkit-index`) whether each unit is
/// unchanged, from its files' stamps, instead of reading every unit's manifest and hashing
/// every file. The index only saves work: what it cannot vouch for is checked from the files.
@Suite struct BundleIndexEndToEndTests {
    static let bundle = ["bundle", "--all", "--platform", "all", "--xcassets", "--output", "out",
                         "--env", "release", "--env", "staging"]

    /// Bundles, then runs again until the index vouches for every unit (a file written in the
    /// clock tick the index was written in is checked from its bytes once more).
    func settled() throws -> Workspace {
        let workspace = try Workspace()
        #expect(try Brandkit.run(Self.bundle, in: workspace.url).status == 0)
        Thread.sleep(forTimeInterval: 0.05)
        #expect(try Brandkit.run(Self.bundle, in: workspace.url).stdout.hasSuffix("0 written, 24 unchanged, 0 failed.\n"))
        return workspace
    }

    @Test func aNoOpBundleReadsOneIndexAndNoFileOfAnyUnit() throws {
        let workspace = try settled()
        let strace = try #require(Tool.named("strace"), "strace is installed by Scripts/install-dependencies --test")
        let trace = workspace.url.appendingPathComponent("openat.trace")
        let run = try Tool.run(strace, ["-f", "-e", "trace=openat", "-o", trace.path, Brandkit.binary.path] + Self.bundle,
                               in: workspace.url)
        #expect(run.stdout.hasSuffix("0 written, 24 unchanged, 0 failed.\n"), "\(run.stdout)\(run.stderr)")
        let opened = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "\"out/") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        // Each unit's folder is opened to look its files up from; no file inside one is.
        #expect(opened.filter { $0 == ".brandkit-index" }.count == 1, "\(opened)")
        let insideUnits = opened.filter { $0.contains("/") }
        #expect(insideUnits.isEmpty, "a no-op run opened \(insideUnits.count) files of units: \(insideUnits.prefix(5))")
    }

    @Test func aFileChangedByHandIsRebuiltThoughTheIndexListsIt() throws {
        let workspace = try settled()
        let file = workspace.url.appendingPathComponent("out/acme@staging.bundle/BrandConfig.json")
        try (try String(contentsOf: file, encoding: .utf8) + " ").write(to: file, atomically: false, encoding: .utf8)
        // Dated before the index, as an editor that keeps times would leave it: the size tells.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: file.path)
        let run = try Brandkit.run(Self.bundle, in: workspace.url)
        #expect(run.stdout.contains("acme@staging.bundle: written"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("1 written, 23 unchanged, 0 failed.\n"), "\(run.stdout)")
    }

    @Test func aDamagedOrMissingIndexOnlyCostsTime() throws {
        let workspace = try settled()
        let index = workspace.url.appendingPathComponent("out/.brandkit-index")
        for damage in ["brandkit bundle index 1\nF\t1\t2\t3\t../../etc/passwd\n", "not an index", nil] {
            if let damage { try damage.write(to: index, atomically: true, encoding: .utf8) } else { try FileManager.default.removeItem(at: index) }
            let run = try Brandkit.run(Self.bundle, in: workspace.url)
            #expect(run.stdout.hasSuffix("0 written, 24 unchanged, 0 failed.\n"), "\(String(describing: damage)): \(run.stdout)\(run.stderr)")
            // Made again from the units as they are.
            #expect(try String(contentsOf: index, encoding: .utf8).hasPrefix("brandkit bundle index 1\nU\t"))
        }
        // A change to a brand still rebuilds what reads it, whatever the index says.
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "displayName: Globex", with: "displayName: Globex Corp") }
        #expect(try Brandkit.run(Self.bundle, in: workspace.url).stdout.hasSuffix("6 written, 18 unchanged, 0 failed.\n"))
    }

    @Test func checkNeitherReadsNorWritesTheIndex() throws {
        let workspace = try Workspace()
        #expect(try Brandkit.run(Self.bundle, in: workspace.url).status == 0)
        let index = workspace.url.appendingPathComponent("out/.brandkit-index")
        try FileManager.default.removeItem(at: index)
        #expect(try Brandkit.run(Self.bundle + ["--check"], in: workspace.url).status == 0)
        #expect(!FileManager.default.fileExists(atPath: index.path))
    }
}
