import Foundation

/// Writes whole files so a reader sees the old content or the new, never half.
public enum AtomicFile {
    /// Writes `text` to `path` through a temporary file in the same directory and a rename.
    public static func write(_ text: String, to path: String) throws(BrandKitError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw BrandKitError("cannot write '\(path)': \(error.localizedDescription)",
                                hint: "check that the directory exists and is writable")
        }
    }
}
