import BrandConfiguration
import BrandCore
import Foundation

/// Folders of files an export writes beside files that are not its own (a fastlane folder, a
/// website's root): a marker in each folder lists the files brandkit wrote there, each with
/// the SHA-256 of what it wrote, so a later export replaces those and removes the ones it no
/// longer writes, and never touches a file someone else put in the folder. The marker may be
/// committed, and so edited in a pull request: a name it lists is only a claim. A file is
/// removed only when it is a regular file that still holds what brandkit wrote (a folder
/// never is) and is named as a file this export writes (a forged line with the hash of the
/// site's own `index.html` removes nothing), and replaced only when it is a regular file.
/// No file is written or removed through a link: every folder from `output` down to it is a
/// real folder, so a committed symlink cannot lead an export outside `--output`.
package struct MarkedFolders {
    /// The marker's name in each folder, and its first line, which says what wrote it.
    let markerName: String
    let markerHeader: String

    package init(markerName: String, markerHeader: String) {
        self.markerName = markerName
        self.markerHeader = markerHeader
    }

    /// Writes each folder's files (paths relative to it, never inside `brandsDirectory`): only
    /// files that differ, each atomically; a file brandkit wrote before and no longer writes
    /// is removed. Refuses, before writing anything, to replace a file it did not write.
    /// Returns how many files it wrote.
    /// `output`: the folder the user named, which holds every root.
    package func write(_ folders: [(root: String, files: [(relative: String, text: String)])],
               output: String, brandsDirectory: String) throws(BrandKitError) -> Int {
        var made: [String: [String: String?]] = [:]
        // The names this export writes: a stale file is removed only when it has one of them.
        let names = Set(folders.flatMap { $0.files.map { Self.lastComponent($0.relative) } })
        for (root, files) in folders {
            if let link = Self.linkOnTheWay(from: output, to: SafeFileSystem.join(root, markerName)) {
                throw BrandKitError("'\(link)' is a link or not a folder: brandkit writes nothing through it",
                                    hint: "replace it with a folder, or export into another folder")
            }
            let marker = SafeFileSystem.readRegularFile(SafeFileSystem.join(root, markerName)).map(listed) ?? [:]
            made[root] = marker
            for file in files {
                let path = SafeFileSystem.join(root, file.relative)
                if let link = Self.linkOnTheWay(from: output, to: path) {
                    throw BrandKitError("'\(link)' is a link or not a folder: brandkit writes nothing through it",
                                        hint: "replace it with a folder, or export into another folder")
                }
                let kind = SafeFileSystem.kind(path)
                if kind == .missing || (kind == .file && marker[file.relative] != nil) { continue }
                throw BrandKitError("'\(path)' exists and was not written by brandkit",
                                    hint: "move it away, or export into another folder")
            }
        }
        var written = 0
        for (root, files) in folders {
            var now: [String: String] = [:]
            for file in files {
                let path = SafeFileSystem.join(root, file.relative)
                let bytes = Array(file.text.utf8)
                now[file.relative] = SHA256.hex(bytes)
                if SafeFileSystem.readRegularFile(path) == bytes { continue }
                try AtomicFile.makeFolder(of: path)
                try AtomicFile.write(file.text, to: path, outside: brandsDirectory)
                written += 1
            }
            for (stale, hash) in (made[root] ?? [:]).sorted(by: { $0.key < $1.key }) where now[stale] == nil {
                // Only a file that still holds what brandkit wrote: never a folder, a link, or
                // a file a marker line without a hash (an older brandkit's) names.
                let path = SafeFileSystem.join(root, stale)
                guard let hash, names.contains(Self.lastComponent(stale)), Self.linkOnTheWay(from: output, to: path) == nil,
                      SafeFileSystem.kind(path) == .file, let bytes = SafeFileSystem.readRegularFile(path),
                      SHA256.hex(bytes) == hash else { continue }
                SafeFileSystem.remove(path)
            }
            let markerText = ([markerHeader] + now.sorted { $0.key < $1.key }.map { "\($0.value)  \($0.key)" }).joined(separator: "\n") + "\n"
            let markerPath = SafeFileSystem.join(root, markerName)
            if SafeFileSystem.readRegularFile(markerPath) != Array(markerText.utf8) {
                try AtomicFile.makeFolder(of: markerPath)
                try AtomicFile.write(markerText, to: markerPath, outside: brandsDirectory)
            }
        }
        return written
    }

    private static func lastComponent(_ relative: String) -> Substring {
        relative.split(separator: "/").last ?? Substring(relative)
    }

    /// The first folder on the way from `output` down to `path` that is a link or no folder
    /// (`path` itself when it is not under `output`); nil when each that exists is a folder.
    static func linkOnTheWay(from output: String, to path: String) -> String? {
        let base = output.hasSuffix("/") ? String(output.dropLast()) : output
        guard path.hasPrefix(base + "/") else { return path }
        var current = base
        for component in path.dropFirst(base.count + 1).split(separator: "/").dropLast() {
            current += "/" + component
            switch SafeFileSystem.kind(current) {
            case .directory, .missing: continue
            default: return current
            }
        }
        return nil
    }

    /// The files a marker lists, each with the SHA-256 brandkit wrote it with (nil on a line
    /// an older brandkit wrote, with the path alone); none when it is not this export's.
    private func listed(_ bytes: [UInt8]) -> [String: String?] {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.first == markerHeader else { return [:] }
        var files: [String: String?] = [:]
        for line in lines.dropFirst() {
            var hash: String?
            var path = Substring(line)
            if let gap = line.range(of: "  "), line[..<gap.lowerBound].utf8.count == 64,
               line[..<gap.lowerBound].utf8.allSatisfy(\.isASCIIHexDigit) {
                hash = String(line[..<gap.lowerBound])
                path = line[gap.upperBound...]
            }
            // Only relative paths that stay inside the folder (`.well-known` is a name like any
            // other): a marker someone edited cannot name a file outside it.
            let segments = path.split(separator: "/", omittingEmptySubsequences: false)
            guard !segments.isEmpty, segments.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { continue }
            files.updateValue(hash, forKey: String(path))
        }
        return files
    }
}
