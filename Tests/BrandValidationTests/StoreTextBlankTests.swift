import Foundation
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
}
