import BrandCore

/// The brands directory as one git revision holds it: every entry under it, with its mode,
/// type, object and size, from one `git ls-tree -r`, and their bytes through one
/// `GitBlobBatch`. Only a regular file (mode 100644 or 100755) is read: a link, a folder or
/// a submodule of a brand file's or an asset's name is refused, as in the working tree.
final class RevisionTree: Sendable {
    struct Entry: Sendable {
        var mode: String
        var type: String
        var object: String
        var size: Int?
    }

    /// A blob read, or why not.
    enum Blob {
        case bytes([UInt8])
        case tooLarge
        case refused(String)
    }

    let revision: String
    /// The brands directory's path inside the repository, `/`-ended, or empty at its root.
    let prefix: String
    /// Every entry under the brands directory, by its path from there.
    private let entries: [String: Entry]
    private let batch: GitBlobBatch

    init(_ directory: String, revision: String, prefix: String) throws {
        self.revision = revision
        self.prefix = prefix
        // `-t` lists the folders too, `-l` each blob's size: nothing is sized by a run of its own.
        let listing = try GitRevision.git(["ls-tree", "-r", "-t", "--full-tree", "-l", "-z", "\(revision):\(prefix)"], in: directory,
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
    }

    /// The names directly inside the brands directory.
    var topLevelNames: [String] { entries.keys.filter { !$0.contains("/") } }

    /// Git's name for the file at `path`, and the file's in messages: `REV:Brands/acme.yaml`.
    func object(_ path: String) -> String { "\(revision):\(prefix)\(path)" }

    /// The bytes of the regular file at `path`, when it holds at most `maxBytes`.
    func blob(_ path: String, maxBytes: Int) -> Blob {
        guard let entry = entries[path] else { return .refused("does not exist in the brands directory at \(revision)") }
        guard entry.type == "blob", entry.mode == "100644" || entry.mode == "100755", let size = entry.size else {
            return .refused("is not a file at \(revision)")
        }
        guard size <= maxBytes else { return .tooLarge }
        do { return .bytes(try batch.blob(entry.object, size: size)) } catch { return .refused("\(error)") }
    }
}
