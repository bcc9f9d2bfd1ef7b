@testable import BrandBundles
import Foundation
import Testing

/// The index keeps its file's bytes and reads a unit's lines, checking each, when asked about
/// the unit: one damaged line, or a path that could leave its unit, and the index vouches for
/// nothing about that unit. A damaged unit line, which tells where units start, and it vouches
/// for nothing at all.
@Suite struct BundleIndexReadTests {
    /// A cache and an output folder in a fresh temporary folder, and the index file's path.
    struct Folders {
        let root: URL
        let output: String
        let cache: String
        let index: String

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-index-\(UUID().uuidString)")
            output = root.appendingPathComponent("out").path
            cache = root.appendingPathComponent("cache").path
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
            // Read back to learn the file's name, which a hash of the output's real path makes.
            index = try #require(BundleIndex.read(output, cache: cache)).file
        }

        /// Writes an index of the output whose units' lines are `lines`, and its end line,
        /// which counts the lines that start with `U` and a tab.
        func write(_ lines: String) throws {
            let real = try #require(realpath(output, nil))
            defer { free(real) }
            let units = lines.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("U\t") }.count
            let text = "brandkit bundle index 4\n" + String(cString: real) + "\n1000\n" + lines + "E\t\(units)\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: index))
        }
    }

    static let unit = "U\tacme@release.bundle\trelease\tios\tabc\t3\nI\tBrands/acme.yaml\nF\t10\t20\t30\tmanifest.json\n"
        + "F\t11\t21\t31\tAssets.xcassets/AppIcon.appiconset/icon.png\nD\t4096\t22\t32\t.\n"

    @Test func aWholeIndexGivesEachUnitItsInputsAndFiles() throws {
        let folders = try Folders()
        defer { try? FileManager.default.removeItem(at: folders.root) }
        try folders.write(Self.unit + "U\tacme@debug.bundle\tdebug\tios\tdef\t1\nF\t1\t2\t3\tmanifest.json\n")
        let entries = try #require(BundleIndex.read(folders.output, cache: folders.cache)).entries
        #expect(entries.keys.sorted() == ["acme@debug.bundle", "acme@release.bundle"])
        let release = try #require(entries["acme@release.bundle"])
        #expect(release.environment == "release" && release.platform == "ios" && release.inputsHash == "abc")
        #expect(release.inputs == ["Brands/acme.yaml"])
        #expect(release.files.map(\.path) == ["manifest.json", "Assets.xcassets/AppIcon.appiconset/icon.png"])
        #expect(release.files.map(\.stamp) == [BundleIndex.Stamp(size: 10, modified: 20, inode: 30),
                                               BundleIndex.Stamp(size: 11, modified: 21, inode: 31)])
        #expect(release.folders.map(\.path) == ["."] && release.folders.map(\.stamp) == [BundleIndex.Stamp(size: 4096, modified: 22, inode: 32)])
    }

    /// A unit line counts its file and folder lines: an index that lost one vouches for
    /// nothing of that unit (it vouched for a hand-edited file whose line was gone).
    @Test func aUnitThatLostALineIsLeftOut() throws {
        let folders = try Folders()
        defer { try? FileManager.default.removeItem(at: folders.root) }
        let lost = Self.unit.replacingOccurrences(of: "F\t11\t21\t31\tAssets.xcassets/AppIcon.appiconset/icon.png\n", with: "")
        try folders.write(lost + "U\tacme@debug.bundle\tdebug\tios\tdef\t1\nF\t1\t2\t3\tmanifest.json\n")
        #expect(try #require(BundleIndex.read(folders.output, cache: folders.cache)).entries.keys.sorted() == ["acme@debug.bundle"])
    }

    @Test(arguments: [
        "F\t1\t2\t3\t../escape\n", "F\t1\t2\t3\ta/../../escape\n", "F\t1\t2\t3\ta/..\n", "F\t1\t2\t3\t/etc/passwd\n",
        "F\t1\t2\t3\ta\u{0}b\n", "F\t1\t2\t3\t\n", "F\t1\tx\t3\tfile\n", "F\t1\t2\t99999999999999999999\tfile\n",
        "F\t1\t2\t3\tno line end", "X\tsomething\n", "U\tcut\tshort\n", "U\tcut\tshort\nI\ta\tb\tc\n",
    ])
    func oneDamagedLineAndTheIndexVouchesForNothing(damage: String) throws {
        let folders = try Folders()
        defer { try? FileManager.default.removeItem(at: folders.root) }
        try folders.write(Self.unit + damage)
        let index = try #require(BundleIndex.read(folders.output, cache: folders.cache))
        #expect(index.entries.isEmpty, "\(damage.debugDescription)")
    }

    @Test func aDamagedLineCostsOnlyItsUnit() throws {
        let folders = try Folders()
        defer { try? FileManager.default.removeItem(at: folders.root) }
        let debug = "U\tacme@debug.bundle\tdebug\tios\tdef\t1\nF\t1\t2\t3\tmanifest.json\n"
        for damage in ["F\t1\t2\t3\t../escape\n", "X\tsomething\n", "F\t1\t2\n", "E\t1\n"] {
            // Damage in the first unit, then in the last, which a cut-short line may end.
            try folders.write(Self.unit + damage + debug)
            let first = try #require(BundleIndex.read(folders.output, cache: folders.cache)).entries
            #expect(first.keys.sorted() == ["acme@debug.bundle"], "\(damage.debugDescription)")
            try folders.write(Self.unit + debug + damage)
            let last = try #require(BundleIndex.read(folders.output, cache: folders.cache)).entries
            #expect(last.keys.sorted() == ["acme@release.bundle"], "\(damage.debugDescription)")
            #expect(last["acme@release.bundle"]?.files.count == 2)
        }
    }

    /// An index cut short at a line end has no damaged line; its end line, which counts the
    /// units, tells that lines are missing.
    @Test func anIndexCutShortAtALineEndVouchesForNothing() throws {
        let folders = try Folders()
        defer { try? FileManager.default.removeItem(at: folders.root) }
        let index = try #require(BundleIndex.read(folders.output, cache: folders.cache))
        let stamp = BundleIndex.Stamp(size: 1, modified: 2, inode: 3)
        index.write(["a@release.bundle": .init(environment: "release", platform: "ios", inputs: ["a.yaml"], inputsHash: "h",
                                               files: [("manifest.json", stamp), ("Info.plist", stamp)])],
                    stamped: BundleIndex.settling + 10)
        let whole = try String(contentsOfFile: folders.index, encoding: .utf8)
        #expect(try #require(BundleIndex.read(folders.output, cache: folders.cache)).entries["a@release.bundle"]?.files.count == 2)
        var lines = whole.split(separator: "\n", omittingEmptySubsequences: false).dropLast()  // the empty after the last break
        #expect(lines.last == "E\t1")
        while lines.count > 3 {
            lines = lines.dropLast()
            try (lines.joined(separator: "\n") + "\n").write(toFile: folders.index, atomically: true, encoding: .utf8)
            #expect(try #require(BundleIndex.read(folders.output, cache: folders.cache)).entries.isEmpty, "\(lines)")
        }
        // An end line that counts other units than there are.
        try whole.replacingOccurrences(of: "E\t1\n", with: "E\t2\n").write(toFile: folders.index, atomically: true, encoding: .utf8)
        #expect(try #require(BundleIndex.read(folders.output, cache: folders.cache)).entries.isEmpty)
    }

    /// Names that only look like a parent folder are names like any other.
    @Test func dotsThatAreNoParentFolderStayInside() throws {
        let folders = try Folders()
        defer { try? FileManager.default.removeItem(at: folders.root) }
        try folders.write(Self.unit.replacingOccurrences(of: "\tabc\t3\n", with: "\tabc\t5\n") + "F\t1\t2\t3\t..a/b...\nF\t1\t2\t3\t.../x.png\n")
        let entries = try #require(BundleIndex.read(folders.output, cache: folders.cache)).entries
        #expect(entries["acme@release.bundle"]?.files.map(\.path).suffix(2) == ["..a/b...", ".../x.png"])
    }
}
