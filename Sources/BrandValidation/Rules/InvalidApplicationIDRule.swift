import BrandConfiguration
import BrandCore
import BrandYAML
import HelpCenter

extension ValidationRule {
    /// Gradle refuses an `applicationId` whose segments do not start with a letter or hold
    /// anything but letters, digits and `_`: stricter than iOS bundle ids, which allow `-`
    /// and leading digits. The app's id is `android.applicationId`, else the bundle id.
    static let invalidApplicationID = ValidationRule(
        .invalidApplicationID, .error,
        "An Android application id (android.applicationId, else bundleId) that Gradle refuses: two or more segments, each a letter then letters, digits or '_'.",
        triggering: [
            RuleExample("displayName: A\nbundleId: ↓com.acme.shop-de\n"),
            RuleExample("displayName: A\nbundleId: com.acme.shop-de\nandroid: { applicationId: ↓com.acme.1shop }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.acme.shop-de\nandroid: { applicationId: com.acme.shop_de }\n"),
        ],
        check: .brand { brand, _ in
            if let own = brand["android"]?["applicationId"], let text = own.string {
                guard !isApplicationID(text) else { return [] }
                return [Finding("'\(text)' is not a valid Android application id", at: own.provenance.location,
                                suggestion: "segments start with a letter and hold letters, digits and '_', e.g. \(applicationID(from: text))")]
            }
            guard let bundleID = brand["bundleId"], let text = bundleID.string, isBundleID(text), !isApplicationID(text) else { return [] }
            return [Finding("bundle id '\(text)' is no valid Android application id, and no android.applicationId is set",
                            at: bundleID.provenance.location,
                            suggestion: "add 'android: { applicationId: \(applicationID(from: text)) }' beside bundleId")]
        })

    package static func isApplicationID(_ text: String) -> Bool {
        isReverseDNS(text, first: \.isASCIILetter) { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
    }

    /// `text` made valid: `-` and other bytes become `_`, a segment that starts with a digit
    /// gains a leading letter, and a single segment gains `com.`.
    private static func applicationID(from text: String) -> String {
        let segments = text.split(separator: ".", omittingEmptySubsequences: true).map { segment in
            let cleaned = String(segment.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
            return cleaned.first?.isLetter == true ? cleaned : "a" + cleaned
        }
        return ((segments.count < 2 ? ["com"] : []) + segments).joined(separator: ".")
    }
}
