import BrandCore
import Foundation

/// Where brandkit may write. `bundle` and `preview` replace directories in their output, so an
/// output that holds the project (the file system root, the home directory, the brands
/// directory or a folder above it) is refused before anything is written, and so is a
/// symlink nobody named as one. No output, file or folder, may lie inside the brands
/// directory: brand files are the user's, and brandkit never replaces them.
/// Paths are judged as the kernel will open them: trailing slashes dropped, and `..` and
/// every symlink resolved, at any component.
package enum OutputDirectory {
    /// `what` names the output in messages: "bundles", "the preview".
    package static func check(_ output: String, brandsDirectory: String, what: String = "bundles") throws(BrandKitError) {
        let trimmed = withoutTrailingSlashes(output)
        if SafeFileSystem.kind(trimmed) == .symlink {
            let target = SafeFileSystem.realPath(trimmed).map { " (it points to '\(DiagnosticText.value($0))')" } ?? ""
            throw BrandKitError("'\(output)' is a symbolic link\(target)",
                                hint: "pass the directory itself as --output; brandkit does not write through a link")
        }
        let target = canonical(trimmed)
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
        } else if target.hasPrefix(brands + "/") {
            "inside the brands directory"
        } else {
            nil
        }
        if let reason {
            throw BrandKitError("refusing to write \(what) into '\(output)': it is \(reason)",
                                hint: "brandkit replaces what it writes there; pass a folder of its own, e.g. --output Build/\(what == "bundles" ? "Brands" : "Preview")")
        }
    }

    /// Refuses a file output (`render`, `schema`, `generate --output`) inside the brands
    /// directory, where it would replace a brand file or the manifest.
    package static func checkFile(_ path: String, brandsDirectory: String) throws(BrandKitError) {
        let target = canonical(withoutTrailingSlashes(path))
        let brands = canonical(brandsDirectory)
        if target == brands || target.hasPrefix(brands + "/") {
            throw BrandKitError("refusing to write '\(path)': it is inside the brands directory '\(brandsDirectory)'",
                                hint: "brandkit never replaces brand files; write outputs elsewhere, e.g. --output Build/\((path as NSString).lastPathComponent)")
        }
    }

    /// `path` without trailing slashes (`/` stays `/`).
    package static func withoutTrailingSlashes(_ path: String) -> String {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed
    }

    /// The absolute path the kernel would reach: the longest existing prefix with `..` and
    /// every symlink resolved (by the system), then the missing rest, normalised.
    static func canonical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let components = absolute.split(separator: "/").map(String.init)
        var existing = components.count
        var base: String?
        while existing > 0 {
            if let resolved = SafeFileSystem.realPath("/" + components.prefix(existing).joined(separator: "/")) {
                base = resolved
                break
            }
            existing -= 1
        }
        var parts = (base ?? "/").split(separator: "/").map(String.init)
        for component in components.dropFirst(existing) {
            switch component {
            case ".", "": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(component)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
