import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

extension ValidationRule {
    /// E-mail addresses (help-center e-mail and `email` flags) look like `name@domain.tld`.
    static let invalidEmail = ValidationRule(
        .invalidEmail, .error, "An e-mail address that is not name@domain.tld.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nhelpCenter:\n  sectionOrder: email\n  email: { address: ↓help.acme.example }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { supportEmail: ↓help@localhost }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nhelpCenter:\n  sectionOrder: email\n  email: { address: first.last+tag@mail.acme.example }\n"),
        ],
        check: .values(of: [.email]) { leaf, _ in
            guard !isEmail(leaf.scalar.value) else { return nil }
            return Finding("'\(leaf.path)' is not an e-mail address: '\(leaf.scalar.value)'", at: leaf.location,
                           suggestion: "write it as name@domain.tld")
        })

    static func isEmail(_ text: String) -> Bool {
        // Walked as bytes in place: the address's structure (`@`, dots, hyphens) is ASCII.
        text.withUTF8Bytes { bytes in
            let dot = UInt8(ascii: "."), hyphen = UInt8(ascii: "-")
            guard let at = bytes.firstIndex(of: UInt8(ascii: "@")), !bytes[(at + 1)...].contains(UInt8(ascii: "@")) else {
                return false
            }
            let local = bytes[..<at], domain = bytes[(at + 1)...]
            guard !local.isEmpty, local.count <= 64, local.allSatisfy(isLocalPartByte),
                  local.first != dot, local.last != dot, !zip(local, local.dropFirst()).contains(where: { $0 == dot && $1 == dot })
            else { return false }
            let labels = domain.split(separator: dot, omittingEmptySubsequences: false)
            guard labels.count >= 2 else { return false }
            return labels.allSatisfy { label in
                guard let first = label.first, first != hyphen, label.last != hyphen else { return false }
                if label.isASCII {
                    return label.count <= 63 && label.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == hyphen }
                }
                // Beyond ASCII (an internationalised domain): letters and digits of any script.
                let characters = String(decoding: UnsafeBufferPointer(rebasing: label), as: UTF8.self)
                return characters.count <= 63 && characters.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
            }
        }
    }

    /// Letters, digits and the specials RFC 5322 allows unquoted in the part before the `@`.
    private static func isLocalPartByte(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte.isASCIIDigit || "!#$%&'*+/=?^_`{|}~.-".utf8.contains(byte)
    }
}
