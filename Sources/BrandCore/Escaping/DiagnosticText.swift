/// Text from brand files reaches terminals, CI logs and editors through diagnostics, so every
/// message is escaped and bounded where it is made: no control character, bidirectional
/// override or invisible line break passes through, and no value is echoed whole.
package enum DiagnosticText {
    /// The longest message or suggestion, in Unicode scalars.
    package static let limit = 480
    /// The longest value a message quotes, in Unicode scalars.
    package static let valueLimit = 64

    /// `text` with what a terminal or log would act on written as `\u{1B}`, cut at `limit`.
    package static func escaped(_ text: String, limit: Int = limit) -> String {
        // Most text is printable ASCII within the limit: nothing in it is escaped or cut, so
        // it comes back as it is instead of being rebuilt scalar by scalar (a bundle's summary
        // of 1,000 units took 23 M instructions, on one core, to come back unchanged).
        if text.utf8.count <= limit, text.withUTF8Bytes({ $0.allSatisfy { (0x20..<0x7F).contains($0) } }) {
            return text
        }
        var out = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else {
                out.append("…")
                break
            }
            if needsEscape(scalar) {
                out.append(contentsOf: "\\u{\(Hex.digits(scalar.value, width: 2))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
            count += 1
        }
        return String(out)
    }

    /// Text of several lines, such as an error and its hint: each line escaped and bounded
    /// as `escaped` does, the line breaks between them kept.
    package static func escapedLines(_ text: String) -> String {
        // Lines are cut at LF bytes, not by comparing characters (a bundle's summary of 1,000
        // units took 11 M instructions to split): a line ends at each LF that is a character
        // of its own, which is every LF but the one of a CR LF pair.
        var lines: [String] = []
        text.withUTF8Bytes { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") && (index == 0 || bytes[index - 1] != UInt8(ascii: "\r")) {
                lines.append(String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[start..<index])))
                start = index + 1
            }
            lines.append(String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[start...])))
        }
        return lines.map { escaped($0) }.joined(separator: "\n")
    }

    /// A value as messages quote it: at most `valueLimit` scalars, with `…` where it was cut.
    /// (Escaping happens once, for the whole message.)
    package static func value(_ text: String) -> String {
        guard text.unicodeScalars.count > valueLimit else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(valueLimit))) + "…"
    }

    /// C0 and C1 controls, DEL, line and paragraph separators and bidirectional controls.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C:
            return true
        default:
            return false
        }
    }
}
