import Foundation
import BrandTestSupport
@testable import BrandValidation
import Testing

/// `store-text-empty` asks whether a text is only white space scalar by scalar
/// (`StoreLimits.isBlank`), not by trimming it with Foundation: the two sets are the same,
/// every scalar checked here, so a text is blank for the rule exactly when Foundation's
/// trimming leaves nothing, as it was before.
@Suite struct StoreTextBlankTests {
    @Test func theRulesBlankIsWhatFoundationTrims() {
        let foundation = CharacterSet.whitespacesAndNewlines
        var differ: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if StoreLimits.isBlank(scalar) != foundation.contains(scalar) { differ.append(String(value, radix: 16)) }
        }
        #expect(differ.isEmpty, "scalars the two sets disagree on: \(differ.prefix(20))")
    }

    /// The App Store name's length is counted once trimmed: `trimmedCount` must count what
    /// Foundation's trimming leaves, on texts of blanks, marks that join the character before
    /// them, emoji sequences and letters, in random orders.
    @Test func theTrimmedCountIsFoundationsTrimmedCount() {
        let pieces: [String] = [" ", "\t", "\n", "\u{00A0}", "\u{200B}", "\u{3000}", "\u{2028}", "a", "Z", "é", "e\u{0301}",
                                "\u{0301}", "\u{200D}", "👍", "👍🏽", "🇩🇪", "👩\u{200D}💻", "\r\n", "ß", "字"]
        var generator = SplitMix(seed: 30)
        var differ: [String] = []
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            if StoreLimits.trimmedCount(text) != text.trimmingCharacters(in: .whitespacesAndNewlines).count {
                differ.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }
        }
        #expect(differ.isEmpty, "texts counted otherwise: \(differ.prefix(10))")
    }
}
