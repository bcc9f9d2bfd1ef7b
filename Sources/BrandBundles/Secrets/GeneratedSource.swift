import BrandCore
/// The languages `brandkit generate` writes accessors in, and `bundle --secrets` its secrets.
package enum AccessorLanguage: String, CaseIterable, Sendable {
    case swift, kotlin
}

/// Text from brand files made safe to stand in generated Swift and Kotlin: string literals,
/// comments, and identifiers that happen to be keywords.
package enum GeneratedSource {
    /// A double-quoted literal of `text` (see `CodeLiteral`).
    package static func literal(_ text: String, for language: AccessorLanguage) -> String {
        language == .swift ? CodeLiteral.swift(text) : CodeLiteral.kotlin(text)
    }

    /// A documentation comment of one or more lines at `indent`; empty without text. Line
    /// breaks in the text stay line breaks, other control characters become spaces, and
    /// nothing in it can end the comment early.
    package static func documentation(_ lines: [String], indent: String, for language: AccessorLanguage) -> String {
        let text = lines.flatMap { $0.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) }
            .map { line in
                String(String.UnicodeScalarView(line.unicodeScalars.map { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? " " : $0 }))
                    .replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "/*", with: "/ *")
            }
        guard !text.isEmpty else { return "" }
        switch language {
        case .swift:
            return text.map { indent + "///" + ($0.isEmpty ? "" : " " + $0) + "\n" }.joined()
        case .kotlin:
            return indent + "/**\n" + text.map { indent + " *" + ($0.isEmpty ? "" : " " + $0) + "\n" }.joined() + indent + " */\n"
        }
    }

    /// `name` as an identifier: in backticks where it is a keyword of the language.
    package static func identifier(_ name: String, for language: AccessorLanguage) -> String {
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

    package static let kotlinKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]
}
