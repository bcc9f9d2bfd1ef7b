import Foundation
import BrandConfiguration
import BrandCore

/// Folders of files an export writes beside files that are not its own (a fastlane folder, a
/// website's root): a marker in each folder lists the files brandkit wrote there, so a later
/// export replaces those and removes the ones it no longer writes, and never touches a file
/// someone else put in the folder.
struct MarkedFolders {
    /// The marker's name in each folder, and its first line, which says what wrote it.
    let markerName: String
    let markerHeader: String

    /// Writes each folder's files (paths relative to it, never inside `brandsDirectory`): only
    /// files that differ, each atomically; a file brandkit wrote before and no longer writes
    /// is removed. Refuses, before writing anything, to replace a file it did not write.
    /// Returns how many files it wrote.
    func write(_ folders: [(root: String, files: [(relative: String, text: String)])],
               brandsDirectory: String) throws(BrandKitError) -> Int {
        var made: [String: Set<String>] = [:]
        for (root, files) in folders {
            let marker = SafeFileSystem.readRegularFile(BrandDirectory.join(root, markerName)).map(listed) ?? []
            made[root] = marker
            for file in files where !marker.contains(file.relative) {
                let path = BrandDirectory.join(root, file.relative)
                if SafeFileSystem.kind(path) != .missing {
                    throw BrandKitError("'\(path)' exists and was not written by brandkit",
                                        hint: "move it away, or export into another folder")
                }
            }
        }
        var written = 0
        for (root, files) in folders {
            for file in files {
                let path = BrandDirectory.join(root, file.relative)
                if SafeFileSystem.readRegularFile(path) == Array(file.text.utf8) { continue }
                try AtomicFile.makeFolder(of: path)
                try AtomicFile.write(file.text, to: path, outside: brandsDirectory)
                written += 1
            }
            let now = Set(files.map(\.relative))
            for stale in (made[root] ?? []).subtracting(now) { SafeFileSystem.remove(BrandDirectory.join(root, stale)) }
            let markerText = ([markerHeader] + now.sorted()).joined(separator: "\n") + "\n"
            let markerPath = BrandDirectory.join(root, markerName)
            if SafeFileSystem.readRegularFile(markerPath) != Array(markerText.utf8) {
                try AtomicFile.makeFolder(of: markerPath)
                try AtomicFile.write(markerText, to: markerPath, outside: brandsDirectory)
            }
        }
        return written
    }

    /// The files a marker lists; none when it is not this export's.
    private func listed(_ bytes: [UInt8]) -> Set<String> {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.first == markerHeader else { return [] }
        // Only relative paths that stay inside the folder (`.well-known` is a name like any
        // other): a marker someone edited cannot name a file outside it.
        return Set(lines.dropFirst().filter { line in
            let segments = line.split(separator: "/", omittingEmptySubsequences: false)
            return !segments.isEmpty && segments.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
        })
    }
}
