import BrandConfiguration
import BrandCore
import BrandYAML

extension ValidationRule {
    /// What reaches the Android manifest as the build writes it: the manifest merger fills
    /// `${name}` from the placeholders, so a placeholder the build sets itself is the build's,
    /// and a value holding `${` is expanded again; aapt reads `\` escapes (`\n`, `\'`,
    /// `\u0041`) in every attribute, so a value holding `\` or a line break changes on the way
    /// into the APK. Refused where they are written, so the app carries what the brand says.
    static let invalidManifestValue = ValidationRule(
        .invalidManifestValue, .error,
        "An Android manifest value the build would change or refuse: a manifest placeholder the build sets itself (\(AndroidManifestValues.buildPlaceholders.joined(separator: ", "))), or '${', '\\' or a line break in a placeholder's value or android.versionName.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { manifestPlaceholders: { brandkitBrand: ↓globex } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { manifestPlaceholders: { applicationId: ↓com.b } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { manifestPlaceholders: { channel: ↓\"ch-\\\\u0041-${applicationId}\" } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { versionName: ↓\"2.0 \\\\n beta\" }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { versionName: ↓\"dbg\\\\'x\" }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nenvironments:\n  staging:\n    android: { versionName: ↓\"2.0\\nbeta\" }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { versionName: \"2.0 beta (it's $5)\", manifestPlaceholders: { facebookAppId: \"12345\", channel: \"ch-$1\" } }\n"),
        ],
        canBeDisabled: false,
        check: .brand { brand, _ in
            guard let android = brand["android"] else { return [] }
            var findings: [Finding] = []
            if let version = android["versionName"], let text = version.string, let problem = AndroidManifestValues.problem(in: text, placeholder: false) {
                findings.append(Finding("android.versionName holds \(problem)", at: version.provenance.location,
                                        suggestion: "write the version users see on one line, without '\\'"))
            }
            for (name, value) in (android["manifestPlaceholders"]?.mapping ?? [:]).sortedByKey {
                if AndroidManifestValues.isBuildPlaceholder(name) {
                    findings.append(Finding("android.manifestPlaceholders.\(name) is set by the build itself: \(AndroidManifestValues.owner(of: name))",
                                            at: value.provenance.location, suggestion: "remove it, or name the placeholder for what it holds (\(name)Value)"))
                } else if let text = value.string, let problem = AndroidManifestValues.problem(in: text, placeholder: true) {
                    findings.append(Finding("android.manifestPlaceholders.\(name) holds \(problem)", at: value.provenance.location,
                                            suggestion: "write the value without '${', '\\' or line breaks"))
                }
            }
            return findings
        })
}

/// The rules of the Android manifest's attributes, as the manifest merger and aapt read them.
package enum AndroidManifestValues {
    /// The placeholders the build fills itself: the Android Gradle Plugin's two, and the one
    /// `brandkit.gradle` sets on every flavor.
    package static let buildPlaceholders = ["applicationId", "brandkitBrand", "packageName"]

    /// One of `buildPlaceholders`, or one `brandkit.gradle` fills with a module's secret.
    package static func isBuildPlaceholder(_ name: String) -> Bool {
        buildPlaceholders.contains(name) || name.hasPrefix(ModuleDeclaration.secretPlaceholderPrefix)
    }

    static func owner(of name: String) -> String {
        if name.hasPrefix(ModuleDeclaration.secretPlaceholderPrefix) {
            return "brandkit.gradle fills it with a module's secret, read from the environment as Gradle builds"
        }
        return name == "brandkitBrand" ? "brandkit.gradle sets it to the brand's id on every flavor"
            : "the Android Gradle Plugin sets it to the variant's application id"
    }

    /// What in `text` the build would change: a line break or `\`, which aapt reads as an
    /// escape; in a placeholder's value also `${`, which the manifest merger expands.
    static func problem(in text: String, placeholder: Bool) -> String? {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return "a line break, which the manifest cannot carry as written"
            case UInt8(ascii: "\\"):
                return "'\\', which aapt reads as an escape (\\n, \\', \\u0041) in the APK's manifest"
            case UInt8(ascii: "{") where placeholder && previous == UInt8(ascii: "$"):
                return "'${', which the manifest merger expands as another placeholder"
            default:
                previous = byte
            }
        }
        if text.unicodeScalars.contains(where: { $0 == "\u{2028}" || $0 == "\u{2029}" }) {
            return "a line separator, which the manifest cannot carry as written"
        }
        return nil
    }
}
