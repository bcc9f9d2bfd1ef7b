import BrandCore
import Foundation

/// Writes whole files so a reader sees the old content or the new, never half.
package enum AtomicFile {
    /// Writes `text` to `path` through a temporary file in the same directory and a rename;
    /// with `brandsDirectory`, a path inside it is refused first.
    package static func write(_ text: String, to path: String, outside brandsDirectory: String? = nil) throws(BrandKitError) {
        try write(Data(text.utf8), to: path, outside: brandsDirectory)
    }

    /// Writes `bytes` as `write(_:to:outside:)` writes a text.
    package static func write(_ bytes: Data, to path: String, outside brandsDirectory: String? = nil) throws(BrandKitError) {
        if let brandsDirectory { try OutputDirectory.checkFile(path, brandsDirectory: brandsDirectory) }
        if let problem = problem(writing: path) { throw problem }
        do {
            try bytes.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            // Foundation's own text names no cause a user can act on; the checks above
            // name the usual ones, so what is left is the folder's permissions.
            throw BrandKitError("cannot write '\(path)'", hint: "check that its folder is writable")
        }
    }

    /// Creates the folder `path` is in, and the folders above it, when missing.
    package static func makeFolder(of path: String) throws(BrandKitError) {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty, SafeFileSystem.kind(folder) == .missing else { return }
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw BrandKitError("cannot create '\(folder)'", hint: "check that you can write to the folder above it")
        }
    }

    /// Why `path` cannot take a file, in words, when the reason can be seen beforehand.
    static func problem(writing path: String) -> BrandKitError? {
        if SafeFileSystem.kind(path) == .directory {
            return BrandKitError("cannot write to '\(path)': it is a directory", hint: "name a file inside it")
        }
        let folder = (path as NSString).deletingLastPathComponent
        switch SafeFileSystem.kind(folder.isEmpty ? "." : folder) {
        case .missing:
            return BrandKitError("cannot write '\(path)': the folder '\(folder)' does not exist", hint: "create it first")
        case .file, .other:
            return BrandKitError("cannot write '\(path)': '\(folder)' is not a folder", hint: "choose another path")
        case .directory, .symlink:
            return nil
        }
    }
}
