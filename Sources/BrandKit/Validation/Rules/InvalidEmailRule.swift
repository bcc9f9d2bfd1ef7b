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
        check: .values { leaf, _ in
            guard leaf.type == .email, !isEmail(leaf.scalar.value) else { return nil }
            return Finding("'\(leaf.path)' is not an e-mail address: '\(leaf.scalar.value)'", at: leaf.location,
                           suggestion: "write it as name@domain.tld")
        })

    static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].count <= 64 else { return false }
        guard parts[0].utf8.allSatisfy(isLocalPartByte), !parts[0].hasPrefix("."), !parts[0].hasSuffix("."),
              !parts[0].contains("..")
        else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
        }
    }

    /// Letters, digits and the specials RFC 5322 allows unquoted in the part before the `@`.
    private static func isLocalPartByte(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte.isASCIIDigit || "!#$%&'*+/=?^_`{|}~.-".utf8.contains(byte)
    }
}
