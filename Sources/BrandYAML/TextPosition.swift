import BrandCore

/// Line and column arithmetic on a file's bytes, for the positions libyaml cannot give
/// (encoding errors arrive as byte offsets) or gives past the end of the file, and for the
/// source line printed under a diagnostic. Lines and columns follow `SourceText`: the
/// breaks libyaml knows, and columns in Unicode scalars (what libyaml counts).
package enum TextPosition {
    /// 1-based line and column of the byte at `offset` in UTF-8 text (a byte-order mark, if
    /// any, already removed).
    static func lineAndColumn(ofByteOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        let end = min(max(0, offset), bytes.count)
        while index < end {
            let length = SourceText.lineBreakLength(at: index, in: bytes)
            if length > 0 {
                line += 1
                column = 1
                index += length
            } else {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }  // scalars, not continuation bytes
                index += 1
            }
        }
        return (line, column)
    }

    /// Keeps a location on a line that exists: libyaml reports errors at the end of a file
    /// on the line after the last one.
    static func clamp(line: Int, column: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let lines = SourceText.lineRanges(bytes)
        guard line > lines.count else { return (max(1, line), max(1, column)) }
        let last = lines[lines.count - 1]
        return (lines.count, String(decoding: bytes[last], as: UTF8.self).unicodeScalars.count + 1)
    }

    /// The text of 1-based line `number` of a file's bytes, as libyaml reads them, without its break.
    /// Scans up to that line only, so keeping one line of a file costs no more than reading
    /// to it.
    package static func sourceLine(_ number: Int, in bytes: [UInt8]) -> String? {
        guard number >= 1, let text = SourceText.utf8(bytes) else { return nil }
        var line = 1
        var start = 0
        var index = 0
        while index < text.count {
            let length = SourceText.lineBreakLength(at: index, in: text)
            if length == 0 {
                index += 1
                continue
            }
            if line == number { return String(decoding: text[start..<index], as: UTF8.self) }
            line += 1
            index += length
            start = index
        }
        // The text after the last break is a line when it is not empty (or the file is).
        guard line == number, start < text.count || line == 1 else { return nil }
        return String(decoding: text[start...], as: UTF8.self)
    }
}

/// A file's lines as libyaml reads them, split once: a printer showing many diagnostics of
/// one file takes each line from here instead of decoding and splitting the file again.
package struct SourceLines: Sendable {
    private enum Storage: Sendable {
        case text([UInt8], lines: [Range<Int>])
        /// Some lines only, by number: what was kept of a file that is not kept whole.
        case excerpt([Int: String])
    }

    private let storage: Storage

    /// Nil when the bytes cannot be decoded as a brand file's text.
    package init?(_ bytes: [UInt8]) {
        guard let text = SourceText.utf8(bytes) else { return nil }
        storage = .text(text, lines: SourceText.lineRanges(text))
    }

    /// The lines of `excerpt` (by 1-based number) only.
    package init(excerpt: [Int: String]) {
        storage = .excerpt(excerpt)
    }

    /// 1-based line `number`, without its break; nil past the last line or outside an excerpt.
    package func line(_ number: Int) -> String? {
        switch storage {
        case .text(let text, let ranges):
            guard number >= 1, number <= ranges.count else { return nil }
            return String(decoding: text[ranges[number - 1]], as: UTF8.self)
        case .excerpt(let lines):
            return lines[number]
        }
    }
}
