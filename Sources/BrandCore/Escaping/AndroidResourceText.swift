/// A text as aapt2 reads it back unchanged from a `<string>` or `<item>` of an Android
/// resource file: in double quotes, so spaces are kept and a leading `@` or `?` is no
/// reference; aapt's own escapes for the backslash, the quote, line breaks and tabs; XML's
/// entities for markup. The element carries `formatted="false"`, so `%` stays literal.
package enum AndroidResourceText {
    package static func quoted(_ value: String) -> String {
        let escaped = ASCIIEscaping.escaped(XMLText.xmlCharacters(value)) { byte in
            switch byte {
            case UInt8(ascii: "\\"): "\\\\"
            case UInt8(ascii: "\""): "\\\""
            case UInt8(ascii: "\n"): "\\n"
            case UInt8(ascii: "\t"): "\\t"
            default: XMLText.entity(for: Unicode.Scalar(byte))
            }
        }
        return "\"" + escaped + "\""
    }
}
