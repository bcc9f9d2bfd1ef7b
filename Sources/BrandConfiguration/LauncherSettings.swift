import BrandCore
import BrandYAML

/// What the manifest says of every brand's launcher icon: the text drawn on it per
/// environment (`iconBadges: { staging: BETA }`) and the Android apps' `minSdk`, which
/// decides whether bundles carry legacy launcher PNGs.
package struct LauncherSettings: Sendable {
    /// A badge's text, where the manifest writes it.
    package struct Badge: Sendable, Equatable {
        package var text: String
        package var location: SourceLocation
    }

    /// Badges by environment. Never the first environment's: its icons are the store's.
    package var badges: [String: Badge] = [:]
    /// `android.minSdk`, when the manifest sets it.
    package var androidMinSdk: Int?

    /// Android versions from 8.0 (API 26) on draw the adaptive icon; older ones need PNGs.
    package static let adaptiveIconSdk = 26
    /// The newest API level brandkit knows of; a higher minSdk is a typo.
    static let newestSdk = 36

    /// True when the apps run on an Android that needs the launcher icon as PNGs.
    package var needsLegacyIcons: Bool { (androidMinSdk ?? Self.adaptiveIconSdk) < Self.adaptiveIconSdk }

    package init() {}

    /// Reads `iconBadges` and `android.minSdk` of a schema-checked manifest. Which characters
    /// a badge may hold, and how long it may be, the badge font decides: a validation rule's.
    static func read(_ manifest: YAMLNode, environments: [String], diagnostics: inout [Diagnostic]) -> LauncherSettings {
        var settings = LauncherSettings()
        for pair in manifest["iconBadges"]?.mapping ?? [] {
            guard let text = pair.value.scalar?.value else { continue }
            let environment = pair.key.value
            if !environments.contains(environment) {
                diagnostics.append(.error(
                    .invalidDeclaration, "iconBadges names '\(DiagnosticText.value(environment))', which is not an environment",
                    at: pair.keyLocation, suggestion: DidYouMean.suggestion(for: environment, in: environments, noun: "environment")))
            } else if environment == environments.first {
                diagnostics.append(.error(
                    .invalidDeclaration, "iconBadges names '\(environment)', the first environment, whose icons go to the stores",
                    at: pair.keyLocation, suggestion: "badge the environments testers install (staging, debug), never the first"))
            } else {
                settings.badges[environment] = Badge(text: text, location: pair.value.location)
            }
        }
        if let node = manifest["android"]?["minSdk"], let text = node.scalar?.value {
            if let sdk = Int(text), (1...Self.newestSdk).contains(sdk) {
                settings.androidMinSdk = sdk
            } else {
                diagnostics.append(.error(
                    .invalidDeclaration, "android.minSdk '\(DiagnosticText.value(text))' is not an Android API level from 1 to \(Self.newestSdk)",
                    at: node.location, suggestion: "write the minSdk of the app's build.gradle, e.g. 23"))
            }
        }
        return settings
    }
}
