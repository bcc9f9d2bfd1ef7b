import BrandConfiguration
import BrandCore
import BrandYAML

extension ValidationRule {
    /// `ios.version` and `ios.build` become `MARKETING_VERSION` and `CURRENT_PROJECT_VERSION`,
    /// which App Store Connect takes as one to three period-separated integers.
    static let invalidAppVersion = ValidationRule(
        .invalidAppVersion, .error,
        "An ios.version or ios.build that is not one to three period-separated integers, the form App Store Connect takes.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { version: ↓2.3.0.1 }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { version: ↓v2 }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { build: ↓-1 }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { version: 2.3.0, build: 45 }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { version: \"10\", build: 0 }\n"),
        ],
        // A brand rule, not a value rule: it looks up two keys once per brand and environment
        // instead of asking every text and number in every file whether it is one of them.
        check: .brand { brand, _ in
            let ios = brand["ios"]
            var findings: [Finding] = []
            if let version = ios?["version"], let text = version.string, !isAppStoreVersion(text) {
                findings.append(Finding("'ios.version' is '\(DiagnosticText.value(text))', not one to three period-separated integers",
                                        at: version.provenance.location,
                                        suggestion: "write the version as App Store Connect takes it, e.g. 2.3.0"))
            }
            if let build = ios?["build"], let number = build.scalar.flatMap(ScalarRules.int), number < 0 {
                findings.append(Finding("'ios.build' is \(number), below 0", at: build.provenance.location,
                                        suggestion: "use the build number as a whole number, 0 or more, e.g. 45"))
            }
            return findings
        })

    /// One to three non-empty runs of ASCII digits joined by single periods.
    static func isAppStoreVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...3).contains(parts.count)
            && parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
    }
}
