import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

extension ValidationRule {
    /// `NO` as a country code is text to brandkit, but `false` to YAML 1.1 tools (PyYAML,
    /// SnakeYAML, older Ruby): quote it so every tool reads the same value.
    static let yaml11Ambiguous = ValidationRule(
        .yaml11Ambiguous, .warning, "An unquoted yes/no/on/off/y/n in a text field, which YAML 1.1 tools read as a boolean.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags:\n  countryCode: ↓NO\n", manifest: """
            environments: [release]
            featureFlags:
              countryCode: { type: string, default: US }
            """),
            RuleExample("displayName: ↓Yes\nbundleId: com.a\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: \"Yes\"\nbundleId: com.a\nfeatureFlags: { countryCode: \"NO\", newCheckout: true }\n"),
        ],
        check: .values(of: ScalarType.text) { leaf, _ in
            let scalar = leaf.scalar
            guard scalar.style.isPlain, ScalarRules.isYAML11Boolean(scalar.value) else { return nil }
            return Finding(
                "'\(scalar.value)' in '\(leaf.path)' is text here, but YAML 1.1 tools read it as a boolean",
                at: leaf.location, suggestion: "quote it: \"\(scalar.value)\"")
        })
}
