import BrandCore
import Foundation

/// Where the files brands name (images, fonts, Firebase files) are read from: the brands
/// directory, or files held in memory for tests and rule examples. A path is always relative
/// to the brands directory, and is read only when it names a regular file inside it.
package enum BrandAssets: Sendable {
    /// The brands directory at `path`, each file opened at most once for as long as this
    /// value lives: a run makes one, and every reader (rules, hashes, bundles, previews)
    /// reads the same bytes.
    package static func directory(_ path: String) -> BrandAssets {
        .reader(DirectoryAssets(path))
    }

    case files([String: [UInt8]])
    /// Read by another reader: a git revision's blobs.
    case reader(any BrandAssetReader)
    /// Not readable in this run: rules that check files skip.
    case unavailable

    /// The largest file brandkit reads for a brand's configuration: Firebase files are a few KiB.
    package static let maxBytes = 1 << 20
    /// The largest icon, image or font brandkit reads.
    package static let maxAssetBytes = 20 << 20

    /// What reading a file a brand names found.
    package enum Read: Sendable {
        case bytes([UInt8])
        /// Not read, and why, in words that follow the file's path: "does not exist".
        case refused(String)
        case unavailable
    }

    /// Reads `relative`, at most `maxBytes`.
    package func read(_ relative: String, maxBytes: Int = BrandAssets.maxBytes) -> Read {
        if let problem = Self.pathProblem(relative) { return .refused(problem) }
        switch self {
        case .unavailable:
            return .unavailable
        case .reader(let reader):
            return reader.read(relative, maxBytes: maxBytes)
        case .files(let files):
            guard let bytes = files[relative] else { return .refused("does not exist in the brands directory") }
            return bytes.count > maxBytes ? .refused("is larger than \(maxBytes) bytes") : .bytes(bytes)
        }
    }

    /// Why `relative` can name no file inside `base` (the brands directory, or the project's
    /// folder for a module's framework), or nil: it must be a relative path of plain names
    /// joined by '/', none of them '.', '..' or hidden.
    package static func pathProblem(_ relative: String, inside base: String = "the brands directory") -> String? {
        if relative.isEmpty { return "is empty" }
        if relative.hasPrefix("/") { return "is an absolute path; write it relative to \(base)" }
        if relative.contains("\\") { return "holds '\\'; separate folders with '/'" }
        for component in relative.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty { return "has an empty folder name ('//' or a trailing '/')" }
            if component == "." || component == ".." { return "holds '\(component)'; name the file from \(base) down" }
            if component.hasPrefix(".") { return "names a hidden file or folder" }
            if component.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) { return "holds a control character" }
        }
        return nil
    }
}

/// Reads files a brand names from somewhere other than the working tree (a git revision).
/// It is handed paths `BrandAssets.pathProblem` has accepted.
package protocol BrandAssetReader: Sendable {
    func read(_ relative: String, maxBytes: Int) -> BrandAssets.Read
}

/// The files of a brands directory, each opened once and kept: a file that is refused stays
/// refused, and one that is read is answered from memory after, whatever limit the next
/// reader asks for (each file is read up to the largest, `BrandAssets.maxAssetBytes`).
/// Held for the run, so a run holds every file its brands name; those are what it bundles.
final class DirectoryAssets: BrandAssetReader {
    let directory: String
    private let files = Locked<[String: BrandAssets.Read]>([:])

    init(_ directory: String) {
        self.directory = directory
    }

    func read(_ relative: String, maxBytes: Int) -> BrandAssets.Read {
        // Read under the lock, so two workers asking for one file open it once.
        let found = files.withLock { files in
            if let read = files[relative] { return read }
            let read = Self.readOnce(relative, in: directory)
            files[relative] = read
            return read
        }
        if case .bytes(let bytes) = found, bytes.count > maxBytes { return .refused("is larger than \(maxBytes) bytes") }
        return found
    }

    private static func readOnce(_ relative: String, in directory: String) -> BrandAssets.Read {
        let path = SafeFileSystem.join(directory, relative)
        guard SafeFileSystem.kind(path) != .missing else { return .refused("does not exist in the brands directory") }
        // Every component is resolved, so a symlinked folder cannot lead outside.
        guard let resolved = SafeFileSystem.realPath(path), let root = SafeFileSystem.realPath(directory),
              resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        else { return .refused("leads outside the brands directory") }
        let maxBytes = BrandAssets.maxAssetBytes
        do {
            switch try SafeFileSystem.readConfined(resolved, inside: root, maxBytes: maxBytes) {
            case .bytes(let bytes):
                return bytes.count > maxBytes ? .refused("is larger than \(maxBytes) bytes") : .bytes(bytes)
            case .refused(let why):
                return .refused(why)
            }
        } catch {
            return .refused("cannot be read (check its permissions)")
        }
    }
}
