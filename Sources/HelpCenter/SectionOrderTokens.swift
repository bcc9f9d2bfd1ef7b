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
        // Offsets count Unicode scalars; in ASCII text each byte is one, and bytes are cheaper to walk.
        if text.utf8.isASCII {
            return split(text, text.utf8, comma: UInt8(ascii: ","), isSpace: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        }
        return split(text, text.unicodeScalars, comma: ",", isSpace: { $0 == " " || $0 == "\t" })
    }

    /// Splits `text` walking `units`, a view of it whose indices are the string's own.
    private static func split<Units: Collection>(
        _ text: String, _ units: Units, comma: Units.Element, isSpace: (Units.Element) -> Bool
    ) -> [Token] where Units.Index == String.Index, Units.Element: Equatable {
        var tokens: [Token] = []
        var entry: (start: String.Index, offset: Int)?
        var entryEnd = text.startIndex
        var offset = 0
        func finish() {
            tokens.append(entry.map { Token(text: String(text[$0.start..<entryEnd]), offset: $0.offset) }
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
