import BrandCore

/// The brands directory as one git revision holds it: every entry under it, with its mode,
/// type, object and size, from one `git ls-tree -r`, and their bytes through
/// `GitBlobBatch` (the brand files in one batch). Only a regular file (mode 100644 or 100755) is read: a link, a folder or
/// a submodule of a brand file's or an asset's name is refused, as in the working tree.
package final class RevisionTree: Sendable {
    struct Entry: Sendable {
        var mode: String
        var type: String
        var object: String
        var size: Int?
    }

    /// A blob read, or why not.
    package enum Blob {
        case bytes([UInt8])
        case tooLarge
        case refused(String)
    }

    package let revision: String
    /// The brands directory's path inside the repository, `/`-ended, or empty at its root.
    package let prefix: String
    /// Every entry under the brands directory, by its path from there.
    private let entries: [String: Entry]
    private let batch: GitBlobBatch
    private let directory: String

    package init(_ directory: String, revision: String, prefix: String) throws {
        self.revision = revision
        self.prefix = prefix
        // `-t` lists the folders too, `-l` each blob's size: nothing is sized by a run of its own.
        let listing = try Git.run(["ls-tree", "-r", "-t", "--full-tree", "-l", "-z", "\(revision):\(prefix)"], in: directory,
                                          cappedAt: 256 << 20)
        var entries: [String: Entry] = [:]
        // Each entry: "<mode> <type> <object> <size>\t<path>"; a folder's size is "-".
        for record in listing.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = record[..<tab].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 4 else { continue }
            let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
            entries[path] = Entry(mode: fields[0], type: fields[1], object: fields[2], size: Int(fields[3]))
        }
        self.entries = entries
        batch = GitBlobBatch(directory: directory)
        self.directory = directory
    }

    /// The names directly inside the brands directory.
    package var topLevelNames: [String] { entries.keys.filter { !$0.contains("/") } }

    /// Git's name for the file at `path`, and the file's in messages: `REV:Brands/acme.yaml`.
    package func object(_ path: String) -> String { "\(revision):\(prefix)\(path)" }

    /// The bytes of the regular file at `path`, when it holds at most `maxBytes`.
    package func blob(_ path: String, maxBytes: Int) -> Blob {
        switch readable(path, maxBytes: maxBytes) {
        case .unreadable(let blob): return blob
        case .file(let object, let size):
            do { return .bytes(try batch.blob(object, size: size)) } catch { return .refused("\(error)") }
        }
    }

    /// The same for each of `paths`, in order, every readable one asked of git at once.
    package func blobs(_ paths: [String], maxBytes: Int) -> [Blob] {
        let found = paths.map { readable($0, maxBytes: maxBytes) }
        let requests = found.compactMap { if case .file(let object, let size) = $0 { (object, size) } else { nil } }
        let read: [[UInt8]]
        do { read = try GitBlobBatch.blobs(requests, in: directory) } catch {
            return found.map { if case .unreadable(let blob) = $0 { blob } else { .refused("\(error)") } }
        }
        var next = read.makeIterator()
        return found.map { file in
            switch file {
            case .unreadable(let blob): blob
            case .file: next.next().map(Blob.bytes) ?? .refused("git stopped answering")
            }
        }
    }

    /// A regular file of at most the bytes asked, by its object and size, or the answer for
    /// one that cannot be read.
    private enum Readable {
        case file(object: String, size: Int)
        case unreadable(Blob)
    }

    private func readable(_ path: String, maxBytes: Int) -> Readable {
        guard let entry = entries[path] else { return .unreadable(.refused("does not exist in the brands directory at \(revision)")) }
        guard entry.type == "blob", entry.mode == "100644" || entry.mode == "100755", let size = entry.size else {
            return .unreadable(.refused("is not a file at \(revision)"))
        }
        guard size <= maxBytes else { return .unreadable(.tooLarge) }
        return .file(object: entry.object, size: size)
    }
}
