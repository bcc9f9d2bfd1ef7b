@testable import BrandKit
import BrandCore
import BrandValidation
import Foundation
import Testing

/// The command line keeps a bundle run's brands until it exits instead of freeing them one
/// by one; a library caller's run frees them as it returns. One test, since the kept values
/// are the process's: no other test keeps any.
@Suite struct KeptUntilExitTests {
    final class Marker: Sendable {}

    @Test func aBundleRunKeepsItsBrandsOnlyWhenAskedTo() throws {
        // What is kept stays alive once every other reference is gone.
        weak var marker: Marker?
        do {
            let kept = Marker()
            marker = kept
            KeptUntilExit.keep(kept)
        }
        #expect(marker != nil)

        let work = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let output = work.appendingPathComponent("out").path
        func bundle(keeping: Bool) throws -> (summary: BundleSummary, kept: Int) {
            var options = BundleOptions(brands: nil, platform: .ios, output: output, force: true,
                                        context: RuleContext(today: "2026-01-01"))
            options.keepsBrandsUntilExit = keeping
            let before = KeptUntilExit.count
            let summary = try Bundler.run(brandsDirectory: BundleOrderTests.examples.path, options: options)
            return (summary, KeptUntilExit.count - before)
        }
        let freed = try bundle(keeping: false)
        let kept = try bundle(keeping: true)
        #expect(freed.kept == 0)
        #expect(kept.kept == 1)  // the validated brands, which hold the manager that parsed them
        // Keeping changes nothing the run writes or reports.
        #expect(!freed.summary.written.isEmpty)
        #expect(kept.summary.written == freed.summary.written)
        #expect(kept.summary.report.diagnostics == freed.summary.report.diagnostics)
    }
}
