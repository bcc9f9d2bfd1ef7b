import Foundation
import Testing

/// A no-op bundle asks the output folder's index, kept in brandkit's cache, whether each unit
/// is unchanged, from its files' stamps, instead of reading every unit's manifest and hashing
/// every file. The index only saves work: what it cannot vouch for is checked from the files.
@Suite struct BundleIndexEndToEndTests {
    static let bundle = ["bundle", "--all", "--platform", "all", "--xcassets", "--output", "out",
                         "--env", "release", "--env", "staging", "--cache-path", "cache"]

    /// Bundles, then runs again once every file is older than the settling time, so the index
    /// vouches for every unit (a file stamped as soon as it was written vouches for nothing).
    func settled() throws -> Workspace {
        let workspace = try Workspace()
        #expect(try Brandkit.run(Self.bundle, in: workspace.url).status == 0)
        try backdate(workspace.url.appendingPathComponent("out"))
        #expect(try Brandkit.run(Self.bundle, in: workspace.url).stdout.hasSuffix("0 written, 24 unchanged, 0 failed.\n"))
        return workspace
    }

    /// Dates every file under `folder` a minute back, as if it had been written then.
    func backdate(_ folder: URL) throws {
        let manager = FileManager.default
        let then = Date(timeIntervalSinceNow: -60)
        for case let path as String in manager.enumerator(atPath: folder.path)! {
            try manager.setAttributes([.modificationDate: then], ofItemAtPath: folder.appendingPathComponent(path).path)
        }
    }

    func index(_ workspace: Workspace) throws -> URL {
        let cache = workspace.url.appendingPathComponent("cache")
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(files.count == 1 && files[0].hasPrefix("bundle-") && files[0].hasSuffix(".index"), "\(files)")
        return cache.appendingPathComponent(files[0])
    }

    @Test func aNoOpBundleReadsOneIndexAndNoFileOfAnyUnit() throws {
        let workspace = try settled()
        let strace = try #require(Tool.named("strace"), "strace is installed by Scripts/install-dependencies --test")
        let trace = workspace.url.appendingPathComponent("openat.trace")
        let run = try Tool.run(strace, ["-f", "-e", "trace=openat", "-o", trace.path, Brandkit.binary.path] + Self.bundle,
                               in: workspace.url)
        #expect(run.stdout.hasSuffix("0 written, 24 unchanged, 0 failed.\n"), "\(run.stdout)\(run.stderr)")
        let opened = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        let indexes = opened.filter { $0.contains("\"cache/bundle-") }
        #expect(indexes.count == 1, "\(indexes)")
        // Each unit's folder is opened to look its files up from; no file inside one is.
        let insideUnits = opened.compactMap { line -> String? in
            guard let start = line.range(of: "\"out/") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }.filter { $0.contains("/") }
        #expect(insideUnits.isEmpty, "a no-op run opened \(insideUnits.count) files of units: \(insideUnits.prefix(5))")
        // The index is the cache's: the output holds the bundles and nothing else.
        let output = try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("out").path)
        #expect(output.allSatisfy { !$0.hasPrefix(".") }, "\(output)")
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

    /// A file written just before its stamp was taken may change again in the same clock tick
    /// and keep its stamp: the index does not vouch for it until it has settled.
    @Test func aFileStampedAsItWasWrittenIsHashedAgain() throws {
        let workspace = try settled()
        let file = workspace.url.appendingPathComponent("out/acme@staging.bundle/BrandConfig.json")
        // Rebuilt, so its files are written and stamped within moments of each other.
        try (try String(contentsOf: file, encoding: .utf8) + " ").write(to: file, atomically: false, encoding: .utf8)
        #expect(try Brandkit.run(Self.bundle, in: workspace.url).stdout.hasSuffix("1 written, 23 unchanged, 0 failed.\n"))
        // Same size, same time to the nanosecond (kept by touch -r), same inode: only its bytes tell.
        let touch = try #require(Tool.named("touch"))
        let reference = workspace.url.appendingPathComponent("reference")
        #expect(try Tool.run(touch, ["-r", file.path, reference.path], in: workspace.url).status == 0)
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count - 2] = bytes[bytes.count - 2] == UInt8(ascii: "}") ? UInt8(ascii: " ") : UInt8(ascii: "}")
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: bytes)
        try handle.close()
        #expect(try Tool.run(touch, ["-r", reference.path, file.path], in: workspace.url).status == 0)
        let run = try Brandkit.run(Self.bundle, in: workspace.url)
        #expect(run.stdout.contains("acme@staging.bundle: written"), "\(run.stdout)")
    }

    @Test func aDamagedMissingOrForeignIndexOnlyCostsTime() throws {
        let workspace = try settled()
        let index = try index(workspace)
        let foreign = try String(contentsOf: index, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().map { $0.offset == 1 ? "/elsewhere" : String($0.element) }.joined(separator: "\n")
        for damage in ["brandkit bundle index 4\n/x\n1\nF\t1\t2\t3\t../../etc/passwd\nE\t0\n", "not an index", foreign, nil] {
            if let damage { try damage.write(to: index, atomically: true, encoding: .utf8) } else { try FileManager.default.removeItem(at: index) }
            let run = try Brandkit.run(Self.bundle, in: workspace.url)
            #expect(run.stdout.hasSuffix("0 written, 24 unchanged, 0 failed.\n"), "\(String(describing: damage)): \(run.stdout)\(run.stderr)")
            // Made again from the units as they are.
            let made = try String(contentsOf: index, encoding: .utf8)
            #expect(made.hasPrefix("brandkit bundle index 4\n/") && made.contains("\nU\tacme@release.bundle\t"), "\(made.prefix(200))")
            #expect(!made.contains("/elsewhere"))
        }
        // A change to a brand still rebuilds what reads it, whatever the index says: its
        // bundles and folders; its colour catalogs hold no name, so their bytes are the same.
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "displayName: Globex", with: "displayName: Globex Corp") }
        let changed = try Brandkit.run(Self.bundle, in: workspace.url).stdout
        #expect(changed.hasSuffix("4 written, 20 unchanged, 0 failed.\n") && changed.contains("globex@staging.xcassets: unchanged"), "\(changed)")
    }

    /// A damaged line of one unit's costs that unit alone: its files are read back and hashed,
    /// no other unit's, and the index is made again whole.
    @Test func aDamagedLineOfOneUnitCostsThatUnitAlone() throws {
        let workspace = try settled()
        let index = try index(workspace)
        let lines = try String(contentsOf: index, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var inStaging = false
        let damaged = lines.map { line -> String in
            if line.hasPrefix("U\t") { inStaging = line.hasPrefix("U\tacme@staging.bundle\t") }
            return inStaging && line.hasSuffix("\tBrandConfig.json") ? "F\tdamaged\tBrandConfig.json" : String(line)
        }.joined(separator: "\n")
        #expect(damaged.contains("F\tdamaged\t"))
        try damaged.write(to: index, atomically: true, encoding: .utf8)
        let strace = try #require(Tool.named("strace"), "strace is installed by Scripts/install-dependencies --test")
        let trace = workspace.url.appendingPathComponent("openat.trace")
        let run = try Tool.run(strace, ["-f", "-e", "trace=openat", "-o", trace.path, Brandkit.binary.path] + Self.bundle,
                               in: workspace.url)
        #expect(run.stdout.hasSuffix("0 written, 24 unchanged, 0 failed.\n"), "\(run.stdout)\(run.stderr)")
        let read = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "\"out/") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }.filter { $0.contains("/") }
        #expect(!read.isEmpty && read.allSatisfy { $0.hasPrefix("acme@staging.bundle/") }, "\(read)")
        let made = try String(contentsOf: index, encoding: .utf8)
        #expect(!made.contains("damaged") && made.contains("\nU\tacme@staging.bundle\t"), "\(made.prefix(300))")
    }

    /// A unit is what brandkit wrote, no more: a foreign file put into one, or a folder of it
    /// made a link, makes it stale, and `bundle` rewrites it (it said "unchanged" and kept
    /// it, while `--check` said stale, forever).
    @Test(arguments: ["globex@release/res/values-de/strings.xml", "globex@release.bundle/GoogleService-Info.plist", "symlinked res"])
    func aForeignFileOrALinkInAUnitIsRewritten(_ foreign: String) throws {
        let workspace = try settled()
        let unit = foreign.hasPrefix("globex@release.bundle") ? "globex@release.bundle" : "globex@release"
        if foreign == "symlinked res" {
            let res = workspace.url.appendingPathComponent("out/globex@release/res")
            let elsewhere = workspace.url.appendingPathComponent("elsewhere-res")
            try FileManager.default.moveItem(at: res, to: elsewhere)
            try FileManager.default.createSymbolicLink(at: res, withDestinationURL: elsewhere)
        } else {
            try workspace.write("<resources><string name=\"welcome\">foreign</string></resources>\n", to: "out/" + foreign)
        }
        // Not dated back: every file the index lists keeps its stamp; the folders' tell.
        let run = try Brandkit.run(Self.bundle, in: workspace.url)
        #expect(run.stdout.contains("\(unit): written") && run.stdout.hasSuffix("1 written, 23 unchanged, 0 failed.\n"), "\(run.stdout)\(run.stderr)")
        #expect(try Brandkit.run(Self.bundle + ["--check"], in: workspace.url).status == 0, "the unit is brandkit's again")
        let res = workspace.url.appendingPathComponent("out/globex@release/res").path
        #expect(try FileManager.default.attributesOfItem(atPath: res)[.type] as? FileAttributeType == .typeDirectory)
        if foreign == "symlinked res" {
            #expect(FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("elsewhere-res/values/brand.xml").path),
                    "nothing outside the output is touched")
        }
    }

    /// An index that lost one file's line vouched for a hand-edited `brand.xml`: it vouches
    /// only for a unit whose every file it lists.
    @Test func anIndexThatLostAFilesLineVouchesForNothingOfThatUnit() throws {
        let workspace = try settled()
        let index = try index(workspace)
        var unit = ""
        let cut = try String(contentsOf: index, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("U\t") { unit = String(line.split(separator: "\t")[1]) }
            return !(unit == "globex@release" && line.hasPrefix("F\t") && line.hasSuffix("\tres/values/brand.xml"))
        }.joined(separator: "\n")
        #expect(cut != (try String(contentsOf: index, encoding: .utf8)))
        try cut.write(to: index, atomically: true, encoding: .utf8)
        // Edited in place, as an editor may: its folder keeps its stamp, only the file's line told.
        let file = workspace.url.appendingPathComponent("out/globex@release/res/values/brand.xml")
        let edited = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "#FF0B3D91", with: "#FFFF0000")
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data(edited.utf8))
        try handle.close()
        let run = try Brandkit.run(Self.bundle, in: workspace.url)
        #expect(run.stdout.contains("globex@release: written") && run.stdout.hasSuffix("1 written, 23 unchanged, 0 failed.\n"), "\(run.stdout)")
    }

    @Test func checkAndNoCacheNeitherReadNorWriteTheIndex() throws {
        let workspace = try Workspace()
        #expect(try Brandkit.run(Self.bundle, in: workspace.url).status == 0)
        try FileManager.default.removeItem(at: try index(workspace))
        #expect(try Brandkit.run(Self.bundle + ["--check"], in: workspace.url).status == 0)
        #expect(try Brandkit.run(Self.bundle.dropLast(2) + ["--no-cache"], in: workspace.url).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("cache").path).isEmpty)
    }

    /// Without --cache-path the index goes to $XDG_CACHE_HOME/brandkit, never into the output.
    @Test func theDefaultCacheIsTheUsersNotTheOutput() throws {
        let workspace = try Workspace()
        let home = workspace.url.appendingPathComponent("xdg")
        let run = try Brandkit.run(Array(Self.bundle.dropLast(2)), in: workspace.url, environment: ["XDG_CACHE_HOME": home.path])
        #expect(run.status == 0, "\(run.stderr)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent("brandkit").path)
        #expect(kept.count == 1 && kept[0].hasPrefix("bundle-"), "\(kept)")
        let output = try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("out").path)
        #expect(output.allSatisfy { !$0.hasPrefix(".") }, "\(output)")
    }
}
