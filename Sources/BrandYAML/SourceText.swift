import BrandCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A source file's bytes as libyaml reads them, so locations, printed lines and carets all
/// agree with the parser:
/// - UTF-16 (with its byte-order mark) is read as the characters it encodes, never as bytes;
/// - a UTF-8 byte-order mark takes no column;
/// - CR, LF, CRLF, NEL, U+2028 and U+2029 all end a line, as they do for libyaml.
package enum SourceText {
    /// The text as UTF-8, without a byte-order mark; nil for UTF-16 that is not well formed.
    /// Anything else is passed through for libyaml to judge (and report at the right byte).
    package static func utf8(_ bytes: [UInt8]) -> [UInt8]? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        let littleEndian: Bool
        if bytes.starts(with: [0xFF, 0xFE]) {
            littleEndian = true
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            littleEndian = false
        } else {
            return bytes
        }
        let body = bytes.dropFirst(2)
        guard body.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var index = body.startIndex
        while index < body.endIndex {
            let (first, second) = (UInt16(body[index]), UInt16(body[index + 1]))
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        var out: [UInt8] = []
        out.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): out += Array(String(Character(scalar)).utf8)
            case .emptyInput: return out
            case .error: return nil
            }
        }
    }

    /// True when any of `targets` occurs in `bytes`: `memchr` per target, which scans many
    /// bytes at a time, for the questions asked of every file (does it hold any break
    /// other than LF?).
    static func contains(anyOf targets: [UInt8], in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return targets.contains { memchr(base, Int32($0), buffer.count) != nil }
        }
    }

    /// The length in bytes of the line break starting at `index`, or 0 when none starts there.
    /// A CR followed by LF is one break.
    static func lineBreakLength(at index: Int, in bytes: [UInt8]) -> Int {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
        default: return 0
        }
    }

    /// The byte ranges of each line's text, without its break, in UTF-8 text.
    static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        // Where no byte can start a break other than LF (CR, NEL's C2, LS's and PS's E2), as
        // in nearly every brand file, `memchr` finds each LF many bytes at a time.
        contains(anyOf: [0x0D, 0xC2, 0xE2], in: bytes) ? lineRangesByte(byByte: bytes) : lineRanges(betweenLineFeeds: bytes)
    }

    /// `lineRanges` of text whose only breaks are LF.
    static func lineRanges(betweenLineFeeds bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            while start < buffer.count, let found = memchr(base + start, 0x0A, buffer.count - start) {
                let index = base.distance(to: UnsafePointer(found.assumingMemoryBound(to: UInt8.self)))
                ranges.append(start..<index)
                start = index + 1
            }
        }
        if start < bytes.count || ranges.isEmpty { ranges.append(start..<bytes.count) }
        return ranges
    }

    /// `lineRanges` of any text, each of its breaks asked byte by byte.
    static func lineRangesByte(byByte bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let length = lineBreakLength(at: index, in: bytes)
            if length > 0 {
                ranges.append(start..<index)
                index += length
                start = index
            } else {
                index += 1
            }
        }
        if start < bytes.count || ranges.isEmpty { ranges.append(start..<bytes.count) }
        return ranges
    }
}
