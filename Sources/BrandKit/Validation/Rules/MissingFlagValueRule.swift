extension ValidationRule {
    /// `newCheckout:` with nothing after it: YAML reads null, which no flag type holds.
    /// Reported by the schema checker as files are read.
    static let missingFlagValue = ValidationRule(
        .missingFlagValue, .error, "A flag key written without a value (YAML reads it as null).",
        triggering: [RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags:\n  ↓newCheckout:\n")],
        nonTriggering: [RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags:\n  newCheckout: false\n")],
        check: .loader)
}
