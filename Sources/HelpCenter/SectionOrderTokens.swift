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
        let ascii = text.withUTF8Bytes { bytes in
            bytes.isASCII ? split(bytes, comma: UInt8(ascii: ","), isSpace: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[$0]))
            } : nil
        }
        return ascii ?? split(text.unicodeScalars, comma: ",", isSpace: { $0 == " " || $0 == "\t" }) {
            String(text.unicodeScalars[$0])
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
