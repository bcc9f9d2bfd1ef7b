/// Line and column arithmetic on raw file bytes, for the positions libyaml cannot give
/// (encoding errors arrive as byte offsets) or gives past the end of the file, and for the
/// source line printed under a diagnostic.
public enum TextPosition {
    /// 1-based line and character column of the byte at `offset`.
    static func lineAndColumn(ofByteOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(max(0, offset)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // count characters, not continuation bytes
                column += 1
            }
        }
        return (line, column)
    }

    /// Keeps a location on a line that exists: libyaml reports errors at the end of a file
    /// on the line after the last one.
    static func clamp(line: Int, column: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let lines = lineCount(bytes)
        guard line > lines else { return (max(1, line), max(1, column)) }
        let last = sourceLine(lines, in: bytes) ?? ""
        return (lines, last.count + 1)
    }

    static func lineCount(_ bytes: [UInt8]) -> Int {
        let newlines = bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return (bytes.last == UInt8(ascii: "\n") || bytes.isEmpty) ? max(1, newlines) : newlines + 1
    }

    /// The text of 1-based line `number`, without its line break.
    public static func sourceLine(_ number: Int, in bytes: [UInt8]) -> String? {
        var current = 1
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            if current == number { return text(bytes[start..<index]) }
            current += 1
            start = index + 1
        }
        return current == number ? text(bytes[start...]) : nil
    }

    private static func text(_ slice: ArraySlice<UInt8>) -> String {
        var line = String(decoding: slice, as: UTF8.self)
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }
}
