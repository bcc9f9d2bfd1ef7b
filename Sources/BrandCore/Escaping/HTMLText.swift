/// Text made safe to place in HTML, in element content or in a double-quoted attribute: it
/// can only ever read as text, never as markup, whatever a brand file holds.
package enum HTMLText {
    package static func escape(_ text: String) -> String {
        // Most text (names, values, places) holds nothing to escape, and one pass over its
        // bytes says so: it comes back as it is. Building it again scalar by scalar was more
        // than half of a preview's time.
        let unchanged = text.utf8.withContiguousStorageIfAvailable { !$0.contains(where: mayNeedEscaping) }
        if unchanged == true { return text }
        return escapedScalarByScalar(text)
    }

    /// True for a byte that may stand for a scalar `escapedScalarByScalar` changes: the five
    /// markup characters, the control characters, and 0xC2, the lead byte of U+0080…U+00BF
    /// (the C1 controls among them; the others merely take the careful path).
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0x7F, 0xC2: true
        case 0x09, 0x0A, 0x0C, 0x0D: false
        case ..<0x20: true
        default: false
        }
    }

    /// `text` escaped scalar by scalar: what `escape` returns for any text.
    static func escapedScalarByScalar(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // Control characters other than tab and line breaks are not allowed in HTML text.
            case "\u{0}"..."\u{8}", "\u{B}", "\u{E}"..."\u{1F}", "\u{7F}"..."\u{9F}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `route` as a link target when it is one a preview may follow (`https:` and
    /// `mailto:`); nil for anything else, such as an app's deep link or a `javascript:`
    /// route, which is shown as text instead.
    package static func linkTarget(_ route: String) -> String? {
        let lowered = route.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("mailto:") else { return nil }
        return escape(route)
    }
}
