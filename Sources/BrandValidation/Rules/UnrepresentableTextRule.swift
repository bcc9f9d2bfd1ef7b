import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

extension ValidationRule {
    /// Every text value must survive every generated file unchanged. XML (property lists,
    /// Android resources) cannot carry most control characters and turns CR into LF; a
    /// `Brand.xcconfig` setting is one line, and Xcode expands `$` in it. What no format can
    /// escape is refused here, where it is written.
    static let unrepresentableText = ValidationRule(
        .unrepresentableText, .error,
        "Text a generated file cannot carry: a control character, or a line break or '$' in a value written to Brand.xcconfig.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { checkoutTheme: ↓\"A\\eB\" }\n"),
            RuleExample("displayName: ↓\"Acme\\nOTHER_LDFLAGS = -lEvil\"\nbundleId: com.a\n"),
            RuleExample("displayName: ↓\"Acme $(HOME)\"\nbundleId: com.a\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: \"Acme // Shop\"\nbundleId: com.a\nfeatureFlags: { checkoutTheme: \"Line one\\nline two\\tand a tab\" }\n"),
        ],
        canBeDisabled: false,
        check: .values(of: ScalarType.text) { leaf, _ in
            // Most values are printable ASCII without a '$': one pass over the bytes clears them,
            // before the value's path is compared with Brand.xcconfig's.
            let isPlain = leaf.scalar.value.withUTF8Bytes { bytes in
                bytes.allSatisfy { (0x20..<0x7F).contains($0) && $0 != UInt8(ascii: "$") }
            }
            if isPlain { return nil }
            let inXcconfig = XcconfigSettings.valuePaths.contains { leaf.isAt($0) }
            for scalar in leaf.scalar.value.unicodeScalars {
                let problem: String? = switch scalar.value {
                case 0x09: nil
                case 0x0A: inXcconfig ? "a line break, and Brand.xcconfig settings are one line" : nil
                case 0x00..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: "the control character U+\(hex(scalar)), which XML cannot carry"
                case 0x2028, 0x2029: inXcconfig ? "a line separator, and Brand.xcconfig settings are one line" : nil
                case 0x24: inXcconfig ? "'$', which Xcode expands as a build setting in Brand.xcconfig" : nil
                default: nil
                }
                if let problem {
                    return Finding("'\(leaf.path)' holds \(problem)", at: leaf.location,
                                   suggestion: scalar == "$" ? "leave out the '$'" : "remove it; write the text on one line without control characters")
                }
            }
            return nil
        })

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        Hex.digits(scalar.value, width: 4)
    }
}
