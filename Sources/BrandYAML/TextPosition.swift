import BrandCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    package static func sourceLine(_ number: Int, in bytes: [UInt8]) -> String? {
        sourceLines([number], in: bytes)[number]
    }

    /// The texts of the 1-based lines `wanted` of a file's bytes, found in one pass that
    /// stops after the last of them, so keeping a few lines costs no more than reading to them.
    /// The numbers are sorted first, so each line is compared with the next one wanted only.
    ///
    /// `lineCount`, when given, is how many lines libyaml read in these bytes
    /// (`YAMLDocument.lineCount`). In a file whose only breaks are LF, the wanted lines in its
    /// second half are then found from its end: the lines a brand's environment overlays set
    /// stand at the end of its file, and reading the whole file to reach them cost more than
    /// the rest of keeping them.
    package static func sourceLines(_ wanted: [Int], in bytes: [UInt8], lineCount: Int? = nil) -> [Int: String] {
        // Lines are numbered from 1: a lower number names none, and would hold up the next.
        let all = wanted.filter { $0 >= 1 }.sorted()
        guard !all.isEmpty, let text = SourceText.utf8(bytes) else { return [:] }
        var found: [Int: String] = Dictionary(minimumCapacity: all.count)
        // Most files end their lines with LF alone: then each line is found with memchr.
        // A file with any CR, NEL or U+2028/9 lead byte takes the careful path.
        let onlyLineFeeds = !SourceText.contains(anyOf: [0x0D, 0xC2, 0xE2], in: text)
        /// The lines looked for from the start: all of them, or those in the first half.
        var wanted = all[...]
        if let lineCount, !text.isEmpty, onlyLineFeeds {
            let half = all.firstIndex { $0 > lineCount / 2 } ?? all.endIndex
            if addLinesFromEnd(all[half...], in: text, lineCount: lineCount, to: &found) { wanted = all[..<half] }
        }
        guard let last = wanted.last else { return found }
        /// The next of `wanted` not yet passed.
        var next = wanted.startIndex
        text.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else {
                if wanted.contains(1) { found[1] = "" }
                return
            }
            var line = 1
            var start = 0
            var index = 0
            while index < buffer.count, line <= last {
                let length: Int
                if onlyLineFeeds {
                    guard let feed = memchr(base + index, 0x0A, buffer.count - index) else {
                        index = buffer.count
                        break
                    }
                    index = base.distance(to: feed.assumingMemoryBound(to: UInt8.self))
                    length = 1
                } else {
                    length = SourceText.lineBreakLength(at: index, in: text)
                    guard length > 0 else {
                        index += 1
                        continue
                    }
                }
                if line == wanted[next] {
                    found[line] = String(decoding: buffer[start..<index], as: UTF8.self)
                    // Past this number and any repeat of it.
                    while next < wanted.endIndex - 1, wanted[next] <= line { next += 1 }
                }
                line += 1
                index += length
                start = index
            }
            // The text after the last break is a line when it is not empty (or the file is).
            if index >= buffer.count, wanted.contains(line), start < buffer.count || line == 1 {
                found[line] = String(decoding: buffer[start..<buffer.count], as: UTF8.self)
            }
        }
        return found
    }
}

extension TextPosition {
    /// Adds the texts of lines `wanted` (sorted) of LF-only `text` of `lineCount` lines to
    /// `found`, each found by stepping back from the end a line at a time. False, adding
    /// nothing, when the text has fewer breaks than `lineCount` says.
    fileprivate static func addLinesFromEnd(_ wanted: ArraySlice<Int>, in text: [UInt8], lineCount: Int,
                                            to found: inout [Int: String]) -> Bool {
        guard !wanted.isEmpty else { return true }
        return text.withUnsafeBufferPointer { text in
            /// Where the line ending at `end` (its LF, or the end of the text) starts: eight
            /// bytes at a step back while none of them is a line feed, then byte by byte.
            func start(ofLineEndingAt end: Int) -> Int {
                var start = end
                if let base = text.baseAddress {
                    while start >= 8 {
                        let word = UnsafeRawPointer(base + start - 8).loadUnaligned(as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
                        // Some byte of `word` is 0, that is some byte was a line feed, exactly when this is not 0.
                        if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
                        start -= 8
                    }
                }
                while start > 0, text[start - 1] != 0x0A { start -= 1 }
                return start
            }
            var lines: [(number: Int, range: Range<Int>)] = []
            lines.reserveCapacity(wanted.count)
            // The last line ends at the text's last LF, or at its end when it has no break after it.
            var line = lineCount
            var end = text.last == 0x0A ? text.count - 1 : text.count
            for number in wanted.reversed() where number <= line {
                var lineStart = start(ofLineEndingAt: end)
                while line > number {
                    guard lineStart > 0 else { return false }
                    end = lineStart - 1
                    line -= 1
                    lineStart = start(ofLineEndingAt: end)
                }
                lines.append((number, lineStart..<end))
            }
            for (number, range) in lines { found[number] = String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self) }
            return true
        }
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
