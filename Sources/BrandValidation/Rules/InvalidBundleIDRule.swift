extension ValidationRule {
    /// Bundle ids are reverse-DNS with Apple's characters: letters, digits, `-` and `.`.
    static let invalidBundleID = ValidationRule(
        .invalidBundleID, .error, "A bundle id that is not reverse-DNS (com.company.app) with letters, digits, '-' and '.'.",
        triggering: [
            RuleExample("displayName: A\nbundleId: ↓com.acme_shop\n"),
            RuleExample("displayName: A\nbundleId: ↓acme\n"),
            RuleExample("displayName: A\nbundleId: ↓com..acme\n"),
            RuleExample("displayName: A\nbundleId: ↓com.café\n"),
        ],
        nonTriggering: [RuleExample("displayName: A\nbundleId: com.acme.shop-de\n")],
        check: .brand { brand, _ in
            guard let value = brand["bundleId"], let text = value.string, !isBundleID(text) else { return [] }
            let fixed = text.map { $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII || $0 == "." ? $0 : "-" }
            return [Finding("'\(text)' is not a valid bundle id", at: value.provenance.location,
                                               suggestion: "use reverse-DNS with letters, digits, '-' and '.', e.g. \(String(fixed).contains(".") ? String(fixed) : "com.\(String(fixed))")")]
        })

    static func isBundleID(_ text: String) -> Bool {
        let segments = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return segments.count >= 2 && segments.allSatisfy { segment in
            !segment.isEmpty && segment.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "-") }
        }
    }
}
