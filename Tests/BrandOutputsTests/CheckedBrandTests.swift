import BrandConfiguration
import BrandCore
import BrandValidation
import BrandTestSupport
import Foundation
import Testing

/// A validation pass hands back each brand it checks (what `bundle` builds its units with),
/// on the worker that checked it. What it hands over must be what the brand is: every
/// environment's variant, and the files its resolution reads, as the manager that parses
/// every file up front names them.
@Suite struct CheckedBrandTests {
    @Test func eachBrandComesWithItsVariantsAndTheFilesItIsMadeFrom() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("checked-brand-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.copyItem(at: BundleOrderTests.examples, to: work)
        // A sub-brand of a sub-brand, and a brand with an error of its own; each with the
        // URL schemes, app group and widget id of its own that no two apps may share.
        func identity(_ id: String, _ bundleId: String) -> String { ExampleBrands.ownIdentity(id, bundleId: bundleId) }
        try ("extends: acme\ndisplayName: Mid\nbundleId: com.mid.app\n" + identity("mid", "com.mid.app"))
            .write(to: work.appendingPathComponent("mid.yaml"), atomically: true, encoding: .utf8)
        try ("extends: mid\ndisplayName: Leaf\nbundleId: com.leaf.app\n" + identity("leaf", "com.leaf.app"))
            .write(to: work.appendingPathComponent("leaf.yaml"), atomically: true, encoding: .utf8)
        try ("extends: acme\ndisplayName: Broken\nbundleId: com..broken\n" + identity("broken", "com..broken"))
            .write(to: work.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
        let manager = try BrandInputs.read(work.path).open()
        let environments = manager.manifest.environments
        let (report, checked) = try manager.checked(environments: environments, context: RuleContext(today: "2026-01-01"), jobs: 2)
        var kept: [String: (Set<String>, [String], Bool)] = [:]
        for case let brand? in checked {
            kept[brand.id] = (brand.files, brand.variants.map(\.environment), brand.hasErrors)
        }
        #expect(report.errorCount == 1)
        #expect(kept.keys.sorted() == manager.brandIDs)
        for id in manager.brandIDs {
            #expect(kept[id]?.0 == manager.files(resolving: id), "\(id)")
            #expect(kept[id]?.1 == environments, "\(id)")
            #expect(kept[id]?.2 == (id == "broken"), "\(id)")
        }
        #expect(kept["leaf"]?.0.count == 4)  // the manifest, acme, mid and its own
    }
}
