/// Text placed in Markdown that pull-request comments render (GitHub-flavoured Markdown,
/// cmark-gfm): it renders as itself, never as a link, image, code span, emphasis, table cell
/// break or HTML, and stays readable in the comment's source.
package enum MarkdownText {
    /// Each character that can open Markdown or HTML syntax inside a line gets a backslash
    /// (CommonMark's escape for ASCII punctuation): code spans, emphasis and strikethrough,
    /// links and images, tags and entities, table pipes. Where GitHub would make a link of
    /// plain text, the `.` of `www.` and the `:` of `scheme://` get one too. (An e-mail
    /// address still becomes a `mailto:` link to itself, whatever is escaped.) Line breaks
    /// and other controls become numeric references, so a value stays on its table row.
    /// `featureFlags.limit` and `acme@release` stay as they are.
    package static func literal(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for (index, scalar) in scalars.enumerated() {
            if scalar.value < 0x20 || scalar.value == 0x7F || DiagnosticText.needsEscape(scalar) {
                out += "&#\(scalar.value);"
            } else if specials.contains(scalar) || opensAutolink(scalars, at: index) {
                out += "\\"
                out.unicodeScalars.append(scalar)
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

    private static let specials = Set("\\`*_{}[]<>!|~&".unicodeScalars)

    /// The `.` after `www` and the `:` before `//`: where an autolink would start.
    private static func opensAutolink(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        switch scalars[index] {
        case ":": return index + 2 < scalars.count && scalars[index + 1] == "/" && scalars[index + 2] == "/"
        case ".":
            guard index >= 3 else { return false }
            return String(String.UnicodeScalarView(scalars[(index - 3)..<index])).lowercased() == "www"
        default: return false
        }
    }
}
