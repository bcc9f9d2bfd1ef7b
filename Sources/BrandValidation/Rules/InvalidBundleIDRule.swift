import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

extension ValidationRule {
    /// Bundle ids are reverse-DNS with Apple's characters: letters, digits, `-` and `.`.
    static let invalidBundleID = ValidationRule(
        .invalidBundleID, .error, "A bundle id that is not reverse-DNS (com.company.app) with letters, digits, '-' and '.'.",
        triggering: [
            RuleExample("displayName: A\nbundleId: ↓com.acme_shop\n"),
            RuleExample("displayName: A\nbundleId: ↓acme\n"),
            RuleExample("displayName: A\nbundleId: ↓com..acme\n"),
            RuleExample("displayName: A\nbundleId: ↓com.café\n"),
        ],
        nonTriggering: [RuleExample("displayName: A\nbundleId: com.acme.shop-de\n")],
        check: .brand { brand, _ in
            guard let value = brand["bundleId"], let text = value.string, !isBundleID(text) else { return [] }
            return [Finding("'\(text)' is not a valid bundle id", at: value.provenance.location,
                            suggestion: "use reverse-DNS with letters, digits, '-' and '.', e.g. \(reverseDNSForBothPlatforms(from: text)), "
                                + "which is an Android application id too")]
        })

    /// `text` made an id both platforms accept, for a suggestion: accents dropped from their
    /// letters, every other byte but letters and digits dropped (Apple refuses '_', Android
    /// '-'), empty segments left out, a segment that starts with a digit given a leading 'a',
    /// and a single segment given `com.` (`com.example.cont oso` → `com.example.contoso`).
    static func reverseDNSForBothPlatforms(from text: String) -> String {
        let segments = text.split(separator: ".").compactMap { segment -> String? in
            let kept = String(String.UnicodeScalarView(segment.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
            }))
            guard let first = kept.first else { return nil }
            return first.isLetter ? kept : "a" + kept
        }
        return ((segments.count < 2 ? ["com"] : []) + (segments.isEmpty ? ["example"] : segments)).joined(separator: ".")
    }

    static func isBundleID(_ text: String) -> Bool {
        isReverseDNS(text, first: { _ in true }) { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "-") }
    }

    /// Two or more dot-separated segments, none empty, every byte `allowed` and each
    /// segment's first byte `first` too. One pass without slices: it runs for every brand
    /// in every environment that changes its id.
    static func isReverseDNS(_ text: String, first: (UInt8) -> Bool, allowed: (UInt8) -> Bool) -> Bool {
        // Over the bytes in place: stepping through `utf8` costs several times the checks.
        text.withUTF8Bytes { bytes in
            var segments = 1, length = 0
            for byte in bytes {
                if byte == UInt8(ascii: ".") {
                    guard length > 0 else { return false }
                    segments += 1
                    length = 0
                } else {
                    guard allowed(byte), length > 0 || first(byte) else { return false }
                    length += 1
                }
            }
            return segments >= 2 && length > 0
        }
    }
}
