import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

extension ValidationRule {
    /// Text in `onPrimary` on a `primary` background must reach WCAG AA (4.5:1).
    static let lowContrast = ValidationRule(
        .lowContrast, .warning, "onPrimary on primary below WCAG AA contrast (4.5:1), in light mode and in dark mode.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\ncolors:\n  primary: ↓\"#FFCC00\"\n  onPrimary: \"#FFFFFF\"\n"),
            // Dark colours meet the same check: white text on a light dark-mode primary.
            RuleExample("displayName: A\nbundleId: com.a\ncolors:\n  primary: { light: \"#B00020\", dark: ↓\"#FFB4AB\" }\n  onPrimary: \"#FFFFFF\"\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { primary: \"#B00020\", onPrimary: \"#FFFFFF\" }\n"),
            RuleExample("displayName: A\nbundleId: com.a\ncolors:\n  primary: { light: \"#B00020\", dark: \"#FFB4AB\" }\n"
                            + "  onPrimary: { light: \"#FFFFFF\", dark: \"#690005\" }\n"),
        ],
        check: .brand { brand, _ in
            let colors = brand["colors"]
            guard let primary = colors?["primary"]?.appearances, let onPrimary = colors?["onPrimary"]?.appearances else { return [] }
            var findings: [Finding] = []
            // Light mode, then dark mode where either colour has its own dark value.
            let modes: [(name: String, background: ResolvedValue?, foreground: ResolvedValue?)] = [
                ("", primary.light, onPrimary.light),
            ] + (primary.dark == nil && onPrimary.dark == nil ? [] : [
                (" in dark mode", primary.dark ?? primary.light, onPrimary.dark ?? onPrimary.light),
            ])
            for mode in modes {
                guard let background = mode.background, let foreground = mode.foreground,
                      let backgroundText = background.string, let foregroundText = foreground.string,
                      let backgroundColor = RGBAColor(hex: backgroundText), let foregroundColor = RGBAColor(hex: foregroundText)
                else { continue }
                let ratio = RGBAColor.contrast(backgroundColor, foregroundColor)
                guard ratio < 4.5 else { continue }
                let shown = (ratio * 100).rounded(.down) / 100
                findings.append(Finding(
                    "onPrimary \(foregroundText) on primary \(backgroundText)\(mode.name) has a contrast of \(shown):1, below WCAG AA's 4.5:1",
                    at: background.provenance.location,
                    suggestion: "darken primary or change onPrimary until the ratio reaches 4.5:1"))
            }
            return findings
        })
}
