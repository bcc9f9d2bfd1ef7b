/// Text made safe to place in HTML, in element content or in a double-quoted attribute: it
/// can only ever read as text, never as markup, whatever a brand file holds.
package enum HTMLText {
    package static func escape(_ text: String) -> String {
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
