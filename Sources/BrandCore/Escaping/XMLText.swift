/// Text placed in XML element content or a double-quoted attribute, as property lists carry
/// it: `&`, `<`, `>` and `"` as entities, everything else as itself.
package enum XMLText {
    package static func escape(_ text: String) -> String {
        ASCIIEscaping.escaped(text) { entity(for: Unicode.Scalar($0)) }
    }

    /// Appends `text` escaped to `out`, for a writer building a whole document.
    package static func append(_ text: String, to out: inout UTF8Buffer) {
        ASCIIEscaping.append(text, to: &out) { entity(for: Unicode.Scalar($0)) }
    }

    /// The entity XML markup needs for `scalar`, or nil when it stands as itself.
    package static func entity(for scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        default: nil
        }
    }
}
