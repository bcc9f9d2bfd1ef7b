import Foundation

/// The source line a diagnostic points at, for the snippet under the message.
public enum SourceLines {
    /// Reads lines from the files on disk, each file once however many diagnostics it has.
    public static func fromDisk() -> (SourceLocation) -> String? {
        var files: [String: [UInt8]?] = [:]
        return { location in
            if files[location.file] == nil {
                files[location.file] = FileManager.default.contents(atPath: location.file).map { [UInt8]($0) }
            }
            return files[location.file]!.flatMap { TextPosition.sourceLine(location.line, in: $0) }
        }
    }

    /// 1-based line `number` of `text`, without its line break.
    public static func line(_ number: Int, in text: String) -> String? {
        TextPosition.sourceLine(number, in: Array(text.utf8))
    }
}
