/// What to do about a YAML syntax error that a line's indentation caused, read from the
/// lines above it: libyaml says "mapping values are not allowed" or "did not find expected
/// key", and the fix is to move the line to the column of the mapping it belongs to.
enum IndentationHint {
    /// A line with content (not blank, not only a comment), as far as indentation goes.
    struct Line {
        let number: Int
        /// Leading spaces.
        let indent: Int
        /// The plain key the line sets, when it is `key:` or `key: value`.
        let key: String?
        /// True when the line is `key:` alone, so what follows it may be indented deeper.
        let opensBlock: Bool

        init?(number: Int, text: Substring) {
            let indent = text.prefix { $0 == " " }.count
            var content = text.dropFirst(indent)
            if content.isEmpty || content.hasPrefix("#") { return nil }
            if let comment = content.range(of: " #") { content = content[..<comment.lowerBound] }
            while content.last == " " || content.last == "\t" { content = content.dropLast() }
            self.number = number
            self.indent = indent
            if content.hasSuffix(":"), !content.dropLast().contains(": ") {
                key = Self.plainKey(content.dropLast())
                opensBlock = true
            } else if let colon = content.range(of: ": ") {
                key = Self.plainKey(content[..<colon.lowerBound])
                opensBlock = false
            } else {
                key = nil
                opensBlock = false
            }
        }

        /// A key as written, when it is a plain word a message can quote.
        private static func plainKey(_ text: Substring) -> String? {
            guard !text.isEmpty, text.count <= 40,
                  text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else { return nil }
            return String(text)
        }
    }

    /// The hint for libyaml's `problem` on line `number` (1-based) of `lines`, or nil when
    /// indentation is not what went wrong.
    static func hint(_ problem: String, line number: Int, lines: [Substring]) -> String? {
        guard lines.indices.contains(number - 1), let current = Line(number: number, text: lines[number - 1]) else { return nil }
        let above = (0..<(number - 1)).reversed().lazy.compactMap { Line(number: $0 + 1, text: lines[$0]) }
        guard let previous = above.first else { return nil }
        if problem.contains("mapping values are not allowed") {
            // Deeper than a key that already has its value: meant as that key's sibling.
            guard current.indent > previous.indent, !previous.opensBlock, let key = previous.key else { return nil }
            return "this line is indented more than '\(key)' on line \(previous.number), which already has a value: "
                + "indent it \(spaces(previous.indent)), as '\(key)' is"
        }
        if problem.contains("did not find expected key") {
            // The columns of the mappings open above it: the nearest deeper one it may have
            // meant to join, and the nearest shallower one it may have meant to leave for.
            var levels: [Line] = []
            for line in above where levels.last.map({ line.indent < $0.indent }) ?? true {
                levels.append(line)
                if line.indent == 0 { break }
            }
            guard !levels.contains(where: { $0.indent == current.indent }) else { return nil }
            let choices = [levels.last { $0.indent > current.indent }, levels.first { $0.indent < current.indent }]
                .compactMap { $0 }.compactMap { line in line.key.map { (line, $0) } }
            guard !choices.isEmpty else { return nil }
            return "this line is indented \(spaces(current.indent)); keys of one mapping line up: indent it "
                + choices.map { "\(spaces($0.0.indent)), like '\($0.1)' on line \($0.0.number)" }.joined(separator: ", or ")
        }
        return nil
    }

    private static func spaces(_ count: Int) -> String { count == 1 ? "1 space" : "\(count) spaces" }
}
