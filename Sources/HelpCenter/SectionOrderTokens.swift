import BrandCore

/// Splits a section-order string at commas, keeping each entry's character offset.
enum SectionOrderTokens {
    struct Token: Equatable {
        /// The entry without surrounding spaces; empty for an empty entry.
        var text: String
        /// Offset, in Unicode scalars (columns), of the entry's first non-space character (for
        /// an empty entry: where it should have been, the next comma or the end of the string).
        var offset: Int
    }

    static func split(_ text: String) -> [Token] {
        // Offsets count Unicode scalars; in ASCII text each byte is one, and a buffer of bytes
        // is walked like an array, where a string's views step an index at a cost per byte.
        let ascii = text.withUTF8Bytes { bytes in bytes.isASCII ? splitASCII(bytes) : nil }
        return ascii ?? split(text.unicodeScalars, comma: ",", isSpace: { $0 == " " || $0 == "\t" }) {
            String(text.unicodeScalars[$0])
        }
    }

    /// `split` of ASCII text, whose offsets are its bytes': each entry is found between
    /// commas and trimmed of spaces and tabs at both ends.
    private static func splitASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        let comma = UInt8(ascii: ",")
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var tokens: [Token] = []
        tokens.reserveCapacity(bytes.reduce(1) { $1 == comma ? $0 + 1 : $0 })  // an entry per comma, and one more
        var start = 0
        while true {
            var end = start
            while end < bytes.count, bytes[end] != comma { end += 1 }
            var first = start, last = end
            while first < last, isSpace(bytes[first]) { first += 1 }
            while last > first, isSpace(bytes[last - 1]) { last -= 1 }
            // An empty entry stands where it should have been: at its comma, or the end.
            tokens.append(first < last ? Token(text: String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[first..<last])), offset: first)
                                       : Token(text: "", offset: end))
            guard end < bytes.count else { return tokens }
            start = end + 1
        }
    }

    /// Splits the text `units` holds; `entryText` makes an entry's text from its units.
    private static func split<Units: Collection>(
        _ units: Units, comma: Units.Element, isSpace: (Units.Element) -> Bool, entryText: (Range<Units.Index>) -> String
    ) -> [Token] where Units.Element: Equatable {
        var tokens: [Token] = []
        tokens.reserveCapacity(units.reduce(1) { $1 == comma ? $0 + 1 : $0 })  // an entry per comma, and one more
        var entry: (start: Units.Index, offset: Int)?
        var entryEnd = units.startIndex
        var offset = 0
        func finish() {
            tokens.append(entry.map { Token(text: entryText($0.start..<entryEnd), offset: $0.offset) }
                ?? Token(text: "", offset: offset))
            entry = nil
        }
        var index = units.startIndex
        while index != units.endIndex {
            let unit = units[index]
            let next = units.index(after: index)
            if unit == comma {
                finish()
            } else if !isSpace(unit) {
                if entry == nil { entry = (index, offset) }
                entryEnd = next
            }
            index = next
            offset += 1
        }
        finish()
        return tokens
    }
}
