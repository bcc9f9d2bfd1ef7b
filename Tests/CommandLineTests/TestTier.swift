import Foundation
import Testing

/// The two tiers of the suite. `Scripts/test` runs the fast one: every library test and the
/// end-to-end tests of the everyday commands. `Scripts/test --all` (CI) runs everything,
/// also what builds with the platforms' real tools, builds brandkit a second time, drives a
/// browser, compiles generated code with swiftc and kotlinc, kills `bundle` in a loop, or
/// sweeps hundreds of generated inputs (the mutated corpus, five hundred hostile brands
/// through aapt2, every schema catalog case through jsonschema, every example icon read back
/// by Pillow): those tests carry `.enabled(if: TestTier.all, TestTier.onlyInAll)`, so the fast tier
/// lists them as skipped, with the reason.
enum TestTier {
    /// Set by `Scripts/test --all`.
    static let all = ProcessInfo.processInfo.environment["BRANDKIT_TEST_TIER"] == "all"
    static let onlyInAll: Comment = "a test of the full tier (real tools, a second build, a browser, a compiler or a sweep of hundreds of inputs): Scripts/test --all runs it"
}
