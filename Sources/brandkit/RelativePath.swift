import Foundation

/// Paths between the current folder, which holds the project file, and a file written
/// elsewhere, for formats that read paths relative to the file that holds them.
enum RelativePath {
    /// The path from the folder of `file` back to the current folder: `../` for
    /// `Config/brandkit.yml`, empty for a file in the current folder or for standard output.
    static func back(fromFolderOf file: String?) -> String {
        guard let file else { return "" }
        return relative(from: folder(of: file), to: current).map { $0 + "/" }.joined()
    }

    /// `path`, which is relative to the folder of `file`, as a path from the current folder:
    /// `BrandBundles/android` for `../BrandBundles/android` beside `app/brandkit.gradle`.
    /// `path` itself for standard output, which is read from the current folder.
    static func fromCurrentFolder(_ path: String, relativeToFolderOf file: String?) -> String {
        guard let file else { return path }
        let target = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL.pathComponents
        let steps = relative(from: current, to: target)
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }

    private static var current: [String] {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.pathComponents
    }

    private static func folder(of file: String) -> [String] {
        URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().pathComponents
    }

    /// The steps from the folder `start` to the folder `end`, both absolute, as components.
    private static func relative(from start: [String], to end: [String]) -> [String] {
        let shared = zip(start, end).prefix { $0 == $1 }.count
        return Array(repeating: "..", count: start.count - shared) + end.dropFirst(shared)
    }
}
