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
        let parts = text.utf8.split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        let (local, domain) = (Substring(parts[0]), Substring(parts[1]))
        guard !local.isEmpty, local.utf8.count <= 64, local.utf8.allSatisfy(isLocalPartByte),
              !local.hasPrefix("."), !local.hasSuffix("."), !local.contains("..")
        else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "-") || $0 >= 0x80 }
                // Beyond ASCII (an internationalised domain), letters and digits of any script.
                && (label.utf8.allSatisfy { $0 < 0x80 } || label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" })
        }
    }

    /// Letters, digits and the specials RFC 5322 allows unquoted in the part before the `@`.
    private static func isLocalPartByte(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte.isASCIIDigit || "!#$%&'*+/=?^_`{|}~.-".utf8.contains(byte)
    }
}
