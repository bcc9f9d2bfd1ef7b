/// A JSON string (RFC 8259): the quote and backslash escaped, common controls by their short
/// escapes and the other C0 controls as `\u00XX`; everything else as UTF-8.
package enum JSONText {
    package static func write(_ value: String, to out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out += "\\u" + Hex.digits(scalar.value, width: 4, uppercase: false)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    package static func quoted(_ value: String) -> String {
        var out = ""
        write(value, to: &out)
        return out
    }
}
