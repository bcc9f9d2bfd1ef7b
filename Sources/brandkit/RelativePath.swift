import Foundation

/// Paths between the current folder, which holds the project file, and a file written
/// elsewhere, for formats that read paths relative to the file that holds them.
enum RelativePath {
    /// The path from the folder of `file` back to the current folder: `../` for
    /// `Config/brandkit.yml`, empty for a file in the current folder or for standard output.
    static func back(fromFolderOf file: String?) -> String {
        guard let file else { return "" }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.pathComponents
        let folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().pathComponents
        let shared = zip(current, folder).prefix { $0 == $1 }.count
        let up = Array(repeating: "..", count: folder.count - shared)
        let down = current.dropFirst(shared)
        return (up + down).map { $0 + "/" }.joined()
    }
}
