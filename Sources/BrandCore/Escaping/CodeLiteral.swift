/// A double-quoted string literal in generated Swift or Kotlin source: quotes, backslashes
/// and control characters escaped (line and paragraph separators too, which end a line in
/// both languages), and in Kotlin `$`, which would start a template.
package enum CodeLiteral {
    package static func swift(_ text: String) -> String { literal(text, kotlin: false) }
    package static func kotlin(_ text: String) -> String { literal(text, kotlin: true) }

    /// A Groovy single-quoted string: no `$` interpolation; everything outside printable
    /// ASCII as `\uXXXX` UTF-16 units, so the script reads the same in any file encoding.
    package static func groovy(_ text: String) -> String {
        var out = "'"
        for unit in text.utf16 {
            switch unit {
            case 0x27: out += "\\'"
            case 0x5C: out += "\\\\"
            case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default: out += "\\u" + Hex.digits(UInt32(unit), width: 4)
            }
        }
        return out + "'"
    }

    private static func literal(_ text: String, kotlin: Bool) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "$" where kotlin: out += "\\$"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += kotlin ? "\\u" + Hex.digits(scalar.value, width: 4) : "\\u{\(Hex.digits(scalar.value, width: 1))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
