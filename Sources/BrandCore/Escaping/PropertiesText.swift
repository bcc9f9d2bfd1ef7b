/// A value in `java.util.Properties` format, as Gradle reads `brand.properties`.
/// `Properties.load` skips a value's leading spaces and reads ISO 8859-1 bytes: a leading
/// space, the backslash, line breaks, tabs and anything beyond ASCII are written as escapes
/// (`\uXXXX` per UTF-16 unit), so the file reads back the same either way Gradle opens it.
package enum PropertiesText {
    package static func value(_ value: String) -> String {
        var out = ""
        for (index, unit) in value.utf16.enumerated() {
            switch unit {
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x0C: out += "\\f"
            case 0x20 where index == 0: out += "\\ "
            case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default: out += "\\u" + Hex.digits(unit, width: 4)
            }
        }
        return out
    }
}
