import AssetFormats
import BrandConfiguration
import BrandCore

extension ValidationRule {
    /// A badge the icon cannot carry: a character the badge font has no glyph for (it would
    /// be left out), or a text so long it would shrink below legibility on the smallest icon.
    static let invalidIconBadge = ValidationRule(
        .invalidIconBadge, .error,
        "An iconBadges text with a character the badge font lacks (printable ASCII only), or too long to stay legible on a 48-pixel launcher icon.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\n", manifest: "environments: [release, staging]\niconBadges: { staging: ↓STAGINGBUILD }\n"),
            RuleExample("displayName: A\nbundleId: com.a\n", manifest: "environments: [release, staging]\niconBadges: { staging: ↓ß }\n"),
            RuleExample("displayName: A\nbundleId: com.a\n", manifest: "environments: [release, staging]\niconBadges: { staging: ↓\"  \" }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\n", manifest: "environments: [release, staging]\niconBadges: { staging: BETA }\n"),
        ],
        canBeDisabled: false,
        check: .manifest { manifest, _ in
            manifest.launcher.badges.values.sorted { $0.location < $1.location }.compactMap { badge in
                let shown = DiagnosticText.value(badge.text)
                if badge.text.allSatisfy(\.isWhitespace) {
                    return Finding(badge.text.isEmpty ? "an icon badge is empty" : "icon badge '\(shown)' is only white space: the band would show nothing",
                                   at: badge.location, suggestion: "write the text the band shows, e.g. BETA")
                }
                let missing = TextRaster.missingCharacters(badge.text)
                if !missing.isEmpty {
                    let list = missing.prefix(5).map { "'\(DiagnosticText.value(String($0)))'" }.joined(separator: ", ")
                    return Finding("icon badge '\(shown)' has \(list), which the badge font cannot draw",
                                   at: badge.location, suggestion: "use printable ASCII: letters A-Z and a-z, digits, spaces and punctuation")
                }
                let scale = IconBadge.scaleToFit(badge.text)
                if scale < IconBadge.smallestScale {
                    return Finding("icon badge '\(shown)' is too wide for the band: it would be drawn at \(Int(scale * 100))% of the usual size, "
                                       + "under \(Int(IconBadge.smallestScale * 100))%, illegible on a \(IconBadge.smallestIcon)-pixel launcher icon",
                                   at: badge.location, suggestion: "shorten it: about six capital letters fit (BETA, DEV, QA, STAGE)")
                }
                return nil
            }
        })
}
