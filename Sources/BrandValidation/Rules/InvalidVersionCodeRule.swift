import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

extension ValidationRule {
    /// The largest `versionCode` Google Play accepts; Android requires a positive one.
    static let maximumVersionCode = 2_100_000_000
    private static let versionCodePath = BodyPath("android.versionCode")

    /// A flavor's `versionCode` is a positive whole number no larger than Google Play takes.
    static let invalidVersionCode = ValidationRule(
        .invalidVersionCode, .error, "An android.versionCode outside 1...2100000000, the range Android and Google Play accept.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { versionCode: ↓0 }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { versionCode: ↓3000000000 }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { versionCode: 2100000000, versionName: 1.4.0 }\n"),
        ],
        check: .values(of: [.int]) { leaf, _ in
            // A flag's value is never the version code: the path is compared only for the
            // brand's own fields.
            guard leaf.flag == nil, leaf.isAt(versionCodePath), let value = ScalarRules.int(leaf.scalar),
                  !(1...maximumVersionCode).contains(value)
            else { return nil }
            return Finding("'\(leaf.path)' is \(value), outside 1...\(maximumVersionCode)", at: leaf.location,
                           suggestion: "use a whole number from 1 to \(maximumVersionCode)")
        })
}
