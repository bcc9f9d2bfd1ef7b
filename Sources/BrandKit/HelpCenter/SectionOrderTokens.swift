/// Splits a section-order string at commas, keeping each entry's character offset.
enum SectionOrderTokens {
    struct Token: Equatable {
        /// The entry without surrounding spaces; empty for an empty entry.
        var text: String
        /// Offset of the entry's first non-space character (for an empty entry: where it
        /// should have been, which is the next comma or the end of the string).
        var offset: Int
    }

    static func split(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var start: Int?
        var offset = 0
        var trailingSpaces = 0
        func finish(at end: Int) {
            tokens.append(Token(text: String(current.dropLast(trailingSpaces)), offset: start ?? end))
            current = ""
            start = nil
            trailingSpaces = 0
        }
        for character in text {
            if character == "," {
                finish(at: offset)
            } else if character == " " || character == "\t" {
                if start != nil {
                    current.append(character)
                    trailingSpaces += 1
                }
            } else {
                if start == nil { start = offset }
                current.append(character)
                trailingSpaces = 0
            }
            offset += 1
        }
        finish(at: offset)
        return tokens
    }
}
