/// Text placed in Markdown that pull-request comments render (GitHub-flavoured Markdown):
/// it renders as itself, never as a link, image, code span, table cell break or HTML.
package enum MarkdownText {
    /// The characters that can start Markdown or HTML syntax inside a line (code spans,
    /// emphasis, links and images, autolinks, tags and entities, table pipes), written as
    /// numeric character references, which Markdown reads as the plain character. Line
    /// breaks and other controls become references too, so a value stays on its table row.
    package static func literal(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if specials.contains(scalar) || scalar.value < 0x20 || scalar.value == 0x7F || DiagnosticText.needsEscape(scalar) {
                out += "&#\(scalar.value);"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` in a code font: HTML `<code>`, whose content is `literal`, since a Markdown code
    /// span cannot hold every backtick a value may contain.
    package static func code(_ text: String) -> String {
        "<code>" + literal(text) + "</code>"
    }

    private static let specials = Set("\\`*_{}[]<>()!|~&\":.".unicodeScalars)
}
