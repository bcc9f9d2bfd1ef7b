/// Text from brand files made safe to stand in generated source: string literals, comments
/// and identifiers that happen to be keywords.
enum SourceText {
    /// A double-quoted literal: quotes, backslashes and control characters escaped, and in
    /// Kotlin `$`, which would start a template.
    static func literal(_ text: String, for language: AccessorLanguage) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "$" where language == .kotlin: out += "\\$"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += language == .swift ? "\\u{\(Hex.digits(scalar.value, width: 1))}" : "\\u" + Hex.digits(scalar.value, width: 4)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A documentation comment of one or more lines at `indent`; empty without text. Line
    /// breaks in the text stay line breaks, and nothing in it can end the comment early.
    static func documentation(_ lines: [String], indent: String, for language: AccessorLanguage) -> String {
        let text = lines.flatMap { $0.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) }
            .map { $0.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "/*", with: "/ *") }
        guard !text.isEmpty else { return "" }
        switch language {
        case .swift:
            return text.map { indent + "///" + ($0.isEmpty ? "" : " " + $0) + "\n" }.joined()
        case .kotlin:
            return indent + "/**\n" + text.map { indent + " *" + ($0.isEmpty ? "" : " " + $0) + "\n" }.joined() + indent + " */\n"
        }
    }

    /// `name` as an identifier: in backticks where it is a keyword of the language.
    static func identifier(_ name: String, for language: AccessorLanguage) -> String {
        let keywords = language == .swift ? swiftKeywords : kotlinKeywords
        return keywords.contains(name) ? "`\(name)`" : name
    }

    private static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
        "Protocol", "some", "any",
    ]

    static let kotlinKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]
}
