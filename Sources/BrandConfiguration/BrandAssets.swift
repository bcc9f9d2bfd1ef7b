import BrandCore
import Foundation

/// Where the files brands name (Firebase files today) are read from: the brands directory,
/// or files held in memory for tests and rule examples. A path is always relative to the
/// brands directory, and is read only when it names a regular file inside it.
package enum BrandAssets: Sendable {
    case directory(String)
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
        case .directory(let directory):
            let path = BrandDirectory.join(directory, relative)
            guard SafeFileSystem.kind(path) != .missing else { return .refused("does not exist in the brands directory") }
            // Every component is resolved, so a symlinked folder cannot lead outside.
            guard let resolved = SafeFileSystem.realPath(path), let root = SafeFileSystem.realPath(directory),
                  resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/")
            else { return .refused("leads outside the brands directory") }
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

    /// Why `relative` can name no file inside the brands directory, or nil: it must be a
    /// relative path of plain names joined by '/', none of them '.', '..' or hidden.
    package static func pathProblem(_ relative: String) -> String? {
        if relative.isEmpty { return "is empty" }
        if relative.hasPrefix("/") { return "is an absolute path; write it relative to the brands directory" }
        if relative.contains("\\") { return "holds '\\'; separate folders with '/'" }
        for component in relative.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty { return "has an empty folder name ('//' or a trailing '/')" }
            if component == "." || component == ".." { return "holds '\(component)'; name the file from the brands directory down" }
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
