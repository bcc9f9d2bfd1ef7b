import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

extension ValidationRule {
    /// A flag past its `expires` date should be removed from the manifest and the code.
    static let expiredFlag = ValidationRule(
        .expiredFlag, .warning, "A feature flag past its 'expires' date (compared with --today, default today).",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\n", manifest: """
            environments: [release]
            featureFlags:
              oldBanner: { type: bool, default: false, expires: ↓2020-01-31 }
            """),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\n", manifest: """
            environments: [release]
            featureFlags:
              newBanner: { type: bool, default: false, expires: 2999-12-31 }
            """),
        ],
        check: .manifest { manifest, context in
            manifest.flags.values.compactMap { flag in
                guard let expires = flag.expires, let location = flag.expiresLocation, expires < context.today else { return nil }
                return Finding(
                    "feature flag '\(flag.name)' expired on \(expires)\(flag.owner.map { " (owner: \($0))" } ?? "")",
                    at: location, suggestion: "remove the flag and the code behind it, or move 'expires' later")
            }
        })
}
