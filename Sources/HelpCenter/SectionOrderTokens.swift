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
        text.withUTF8Bytes { bytes in
            // Offsets count Unicode scalars. In ASCII text each byte is one, so the bytes are
            // split where they lie; other text is split as an array of its scalars.
            if bytes.isASCII {
                return split(bytes, comma: UInt8(ascii: ","), space: UInt8(ascii: " "), tab: UInt8(ascii: "\t")) {
                    String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[$0]))
                }
            }
            let scalars = Array(text.unicodeScalars)
            return split(scalars, comma: ",", space: " ", tab: "\t") { range in
                var entry = String.UnicodeScalarView()
                entry.append(contentsOf: scalars[range])
                return String(entry)
            }
        }
    }

    /// Splits `units` between commas, each entry trimmed of spaces and tabs at both ends;
    /// `entryText` makes an entry's text from the range of its units.
    private static func split<Units: RandomAccessCollection>(
        _ units: Units, comma: Units.Element, space: Units.Element, tab: Units.Element,
        entryText: (Range<Int>) -> String
    ) -> [Token] where Units.Index == Int, Units.Element: Equatable {
        func isSpace(_ unit: Units.Element) -> Bool { unit == space || unit == tab }
        var tokens: [Token] = []
        tokens.reserveCapacity(units.reduce(1) { $1 == comma ? $0 + 1 : $0 })  // an entry per comma, and one more
        var start = units.startIndex
        while true {
            var end = start
            while end < units.endIndex, units[end] != comma { end += 1 }
            var first = start, last = end
            while first < last, isSpace(units[first]) { first += 1 }
            while last > first, isSpace(units[last - 1]) { last -= 1 }
            // An empty entry stands where it should have been: at its comma, or the end.
            tokens.append(first < last ? Token(text: entryText(first..<last), offset: first - units.startIndex)
                                       : Token(text: "", offset: end - units.startIndex))
            guard end < units.endIndex else { return tokens }
            start = end + 1
        }
    }
}
