/// A JSON string (RFC 8259): the quote and backslash escaped, common controls by their short
/// escapes and the other C0 controls as `\u00XX`; everything else as UTF-8.
package enum JSONText {
    package static func write(_ value: String, to out: inout UTF8Buffer) {
        out.append(UInt8(ascii: "\""))
        ASCIIEscaping.append(value, to: &out, escape: escape)
        out.append(UInt8(ascii: "\""))
    }

    package static func quoted(_ value: String) -> String {
        "\"" + ASCIIEscaping.escaped(value, escape: escape) + "\""
    }

    private static func escape(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "\""): "\\\""
        case UInt8(ascii: "\\"): "\\\\"
        case UInt8(ascii: "\n"): "\\n"
        case UInt8(ascii: "\r"): "\\r"
        case UInt8(ascii: "\t"): "\\t"
        case ..<0x20: "\\u" + Hex.digits(UInt32(byte), width: 4, uppercase: false)
        default: nil
        }
    }
}
