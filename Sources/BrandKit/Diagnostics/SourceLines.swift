import Foundation

/// The source line a diagnostic points at, for the snippet under the message.
public enum SourceLines {
    /// Reads the line from the file on disk.
    @Sendable public static func fromDisk(_ location: SourceLocation) -> String? {
        guard let data = FileManager.default.contents(atPath: location.file) else { return nil }
        return line(location.line, in: String(decoding: data, as: UTF8.self))
    }

    /// 1-based line `number` of `text`, without its line break.
    public static func line(_ number: Int, in text: String) -> String? {
        var current = 1
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == number { return line.hasSuffix("\r") ? String(line.dropLast()) : String(line) }
            current += 1
        }
        return nil
    }
}
