/// Text placed in XML element content or a double-quoted attribute, as property lists carry
/// it: `&`, `<`, `>` and `"` as entities, everything else as itself.
package enum XMLText {
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let entity = entity(for: scalar) {
                out += entity
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
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
