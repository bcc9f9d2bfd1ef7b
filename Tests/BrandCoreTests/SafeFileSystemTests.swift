import BrandCore
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Safe file system")
struct SafeFileSystemTests {
    /// A fresh directory holding a regular file, a symlink to it, a folder and a FIFO, with
    /// a file outside it that a symlink points at.
    private struct Tree {
        let root: String
        let inside: String

        init() throws {
            root = NSTemporaryDirectory() + "brandkit-safe-fs-" + UUID().uuidString
            inside = root + "/brands"
            try FileManager.default.createDirectory(atPath: inside, withIntermediateDirectories: true)
            try Data("a: 1\n".utf8).write(to: URL(fileURLWithPath: inside + "/plain.yaml"))
            try Data("secret: 1\n".utf8).write(to: URL(fileURLWithPath: root + "/outside.yaml"))
            #expect(symlink(inside + "/plain.yaml", inside + "/link.yaml") == 0)
            #expect(symlink(root + "/outside.yaml", inside + "/escape.yaml") == 0)
            #expect(mkdir(inside + "/folder.yaml", 0o755) == 0)
            #expect(mkfifo(inside + "/pipe.yaml", 0o644) == 0)
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    /// The listing names every entry once, without `.` and `..`, and calls only the regular
    /// file one: a symlink, even to a regular file, a folder and a FIFO are not.
    @Test func theListingTellsRegularFilesFromEverythingElse() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let entries = try SafeFileSystem.entries(of: tree.inside)
        #expect(entries.map(\.name).sorted() == ["escape.yaml", "folder.yaml", "link.yaml", "pipe.yaml", "plain.yaml"])
        #expect(entries.filter(\.isRegularFile).map(\.name) == ["plain.yaml"])
        #expect(throws: SafeFileSystem.Failure.self) { try SafeFileSystem.entries(of: tree.root + "/missing") }
    }

    /// An entry listed as a regular file is opened straight away; one that is no longer a
    /// regular file when it is opened is still refused or confined, never read as one.
    @Test func anEntryListedAsRegularIsCheckedWhenOpened() throws {
        let tree = try Tree()
        defer { tree.remove() }
        func read(_ name: String) throws -> SafeFileSystem.ConfinedRead {
            try SafeFileSystem.readConfined(tree.inside + "/" + name, inside: tree.inside, maxBytes: 100,
                                            listedAsRegularFile: true)
        }
        guard case .bytes(let bytes) = try read("plain.yaml") else { Issue.record("a regular file was not read"); return }
        #expect(bytes == Array("a: 1\n".utf8))
        // Symlinks since the listing: the one inside is followed, the one outside refused.
        guard case .bytes(let linked) = try read("link.yaml") else { Issue.record("a symlink inside was not read"); return }
        #expect(linked == bytes)
        guard case .refused = try read("escape.yaml") else { Issue.record("a symlink outside was read"); return }
        // A FIFO is opened without blocking (no writer) and refused; a folder is refused.
        guard case .refused = try read("pipe.yaml") else { Issue.record("a FIFO was read"); return }
        guard case .refused = try read("folder.yaml") else { Issue.record("a folder was read"); return }
        #expect(throws: SafeFileSystem.Failure.self) { try read("gone.yaml") }
    }

    /// A file is read whole, whatever its size against the read buffer and the size `fstat`
    /// reports; past `maxBytes`, exactly one byte more than allowed comes back.
    @Test(arguments: [0, 1, 4_096, 65_535, 65_536, 65_537, 200_000])
    func aFileIsReadWholeOrJustPastTheLimit(size: Int) throws {
        let tree = try Tree()
        defer { tree.remove() }
        let path = tree.inside + "/sized.yaml"
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        for listed in [true, false] {
            guard case .bytes(let whole) = try SafeFileSystem.readConfined(path, inside: tree.inside, maxBytes: 300_000,
                                                                           listedAsRegularFile: listed)
            else { Issue.record("not read"); return }
            #expect(whole == bytes)
            guard case .bytes(let capped) = try SafeFileSystem.readConfined(path, inside: tree.inside, maxBytes: 1_000,
                                                                            listedAsRegularFile: listed)
            else { Issue.record("not read"); return }
            #expect(capped == Array(bytes.prefix(1_001)))
        }
    }
}
