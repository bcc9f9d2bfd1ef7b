import Foundation

/// Where bundles may be written. `bundle` replaces directories in its output, so an output
/// that holds the project (the file system root, the home directory, the brands directory or
/// a folder above it) is refused before anything is written, and so is a symlink nobody
/// named as one.
enum OutputDirectory {
    static func check(_ output: String, brandsDirectory: String) throws(BrandKitError) {
        if SafeFileSystem.kind(output) == .symlink {
            let target = SafeFileSystem.realPath(output).map { " (it points to '\($0)')" } ?? ""
            throw BrandKitError("'\(output)' is a symbolic link\(target)",
                                hint: "pass the directory itself as --output; brandkit does not write through a link")
        }
        let target = canonical(output)
        let brands = canonical(brandsDirectory)
        let home = ProcessInfo.processInfo.environment["HOME"].map(canonical)
        let reason: String? = if target == "/" {
            "the root of the file system"
        } else if target == home {
            "your home directory"
        } else if target == brands {
            "the brands directory"
        } else if brands.hasPrefix(target + "/") {
            "a folder that holds the brands directory"
        } else {
            nil
        }
        if let reason {
            throw BrandKitError("refusing to write bundles into '\(output)': it is \(reason)",
                                hint: "bundle replaces what it writes there; pass a folder of its own, e.g. --output Build/Brands")
        }
    }

    /// The absolute path with `..` and every symlink resolved, for the part that exists.
    static func canonical(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while SafeFileSystem.realPath(existing.path) == nil, existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        let base = SafeFileSystem.realPath(existing.path) ?? existing.path
        return ([base == "/" ? "" : base] + rest).joined(separator: "/").ifEmpty("/")
    }
}

private extension String {
    func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
