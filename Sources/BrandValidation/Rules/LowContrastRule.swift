import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

extension ValidationRule {
    /// Text in `onPrimary` on a `primary` background must reach WCAG AA (4.5:1).
    static let lowContrast = ValidationRule(
        .lowContrast, .warning, "onPrimary on primary below WCAG AA contrast (4.5:1).",
        triggering: [RuleExample("displayName: A\nbundleId: com.a\ncolors:\n  primary: ↓\"#FFCC00\"\n  onPrimary: \"#FFFFFF\"\n")],
        nonTriggering: [RuleExample("displayName: A\nbundleId: com.a\ncolors: { primary: \"#B00020\", onPrimary: \"#FFFFFF\" }\n")],
        check: .brand { brand, _ in
            let colors = brand["colors"]
            guard let primary = colors?["primary"], let onPrimary = colors?["onPrimary"],
                  let primaryText = primary.string, let onPrimaryText = onPrimary.string,
                  let background = RGBAColor(hex: primaryText), let foreground = RGBAColor(hex: onPrimaryText)
            else { return [] }
            let ratio = RGBAColor.contrast(background, foreground)
            guard ratio < 4.5 else { return [] }
            let shown = (ratio * 100).rounded(.down) / 100
            return [Finding(
                "onPrimary \(onPrimaryText) on primary \(primaryText) has a contrast of \(shown):1, below WCAG AA's 4.5:1",
                at: primary.provenance.location, suggestion: "darken primary or change onPrimary until the ratio reaches 4.5:1")]
        })
}
