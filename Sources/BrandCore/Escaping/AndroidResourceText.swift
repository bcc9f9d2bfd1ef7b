/// A text as aapt2 reads it back unchanged from a `<string>` or `<item>` of an Android
/// resource file: in double quotes, so spaces are kept and a leading `@` or `?` is no
/// reference; aapt's own escapes for the backslash, the quote, line breaks and tabs; XML's
/// entities for markup. The element carries `formatted="false"`, so `%` stays literal.
package enum AndroidResourceText {
    package static func quoted(_ value: String) -> String {
        var escaped = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default:
                if let entity = XMLText.entity(for: scalar) {
                    escaped += entity
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped + "\""
    }
}
