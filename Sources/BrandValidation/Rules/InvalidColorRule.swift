import Foundation
import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

extension ValidationRule {
    /// Colors (`colors.*` and `color` flags) are `#RRGGBB` or `#RRGGBBAA`.
    static let invalidColor = ValidationRule(
        .invalidColor, .error, "A color that is not #RRGGBB or #RRGGBBAA.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\ncolors:\n  primary: ↓\"#F00\"\n"),
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { primary: ↓red }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { bannerColor: ↓\"#GG0000\" }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { primary: \"#E4002B\", overlay: \"#00000080\" }\n"),
        ],
        check: .values(of: [.color]) { leaf, _ in
            guard RGBAColor(hex: leaf.scalar.value) == nil else { return nil }
            return Finding("'\(leaf.path)' is not a color: '\(leaf.scalar.value)'", at: leaf.location,
                           suggestion: "write six or eight hex digits after '#', quoted: \"#E4002B\"")
        })
}
