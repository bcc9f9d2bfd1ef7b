/// Text placed in XML element content or a double-quoted attribute, as property lists carry
/// it: `&`, `<`, `>` and `"` as entities, characters XML 1.0 forbids (control characters
/// other than tab, line feed and carriage return; U+FFFE and U+FFFF) dropped, everything
/// else as itself. Every XML brandkit writes (property lists, Android resources and
/// manifests, JUnit reports) goes through here; validation refuses such characters in
/// brand values before they get this far.
package enum XMLText {
    package static func escape(_ text: String) -> String {
        ASCIIEscaping.escaped(xmlCharacters(text)) { entity(for: Unicode.Scalar($0)) }
    }

    /// Appends `text` escaped to `out`, for a writer building a whole document.
    package static func append(_ text: String, to out: inout UTF8Buffer) {
        ASCIIEscaping.append(xmlCharacters(text), to: &out) { entity(for: Unicode.Scalar($0)) }
    }

    /// `text` without the characters XML 1.0 cannot carry (its `Char` production). Most
    /// texts hold no byte below 0x20 and no 0xEF (the lead byte of U+FFFE and U+FFFF): they
    /// are returned as they are after one pass.
    package static func xmlCharacters(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0xEF }) else { return text }
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where isXMLCharacter(scalar) { kept.append(scalar) }
        return String(kept)
    }

    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x00..<0x20, 0xFFFE, 0xFFFF: false
        default: true
        }
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
