import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

extension ValidationRule {
    /// Android `<integer>` resources are 32-bit: aapt2 refuses anything wider, so an `int`
    /// flag holds what every platform can read.
    static let intOutOfRange = ValidationRule(
        .intOutOfRange, .error, "An int flag value outside the 32-bit range Android integer resources hold.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags:\n  maxCartItems: ↓3000000000\n",
                        manifest: "environments: [release]\nfeatureFlags:\n  maxCartItems: { type: int, default: 20 }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags:\n  maxCartItems: 2147483647\n",
                        manifest: "environments: [release]\nfeatureFlags:\n  maxCartItems: { type: int, default: -2147483648 }\n"),
        ],
        canBeDisabled: false,
        check: .values(of: [.int]) { leaf, _ in
            // Other whole numbers (android.versionCode) have rules of their own.
            // Nine characters or fewer (digits, sign, a 0x or 0o prefix) hold less than 10⁹,
            // inside the range: only longer values are read as numbers.
            guard leaf.flag != nil, leaf.scalar.value.utf8.count > 9, let value = ScalarRules.int(leaf.scalar),
                  Int32(exactly: value) == nil else { return nil }
            return Finding("'\(leaf.path)' is \(value), outside the 32-bit range of Android integer resources",
                           at: leaf.location, suggestion: "use a value from \(Int32.min) to \(Int32.max), or make the flag a number")
        })
}
