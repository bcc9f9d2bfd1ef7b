@testable import BrandBundles
import BrandTestSupport
import BrandValidation
import Foundation
import Synchronization
import Testing

/// Units are built on every core, yet a run's summary and progress read as if they were
/// built one after another: in the order the units are listed, brand by brand.
@Suite struct BundleOrderTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Brands")

    @Test func theSummaryAndTheProgressFollowTheUnitsInOrder() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-order-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let brands = work.appendingPathComponent("Brands")
        try FileManager.default.copyItem(at: Self.examples, to: brands)
        // Enough brands that both workers take many groups; one with an error in the middle.
        for number in 0..<30 {
            let id = String(format: "order%02d", number)
            try ("extends: acme\ndisplayName: Order \(number)\nbundleId: com.order.n\(number)\n"
                    + ExampleBrands.ownIdentity(id, bundleId: "com.order.n\(number)"))
                .write(to: brands.appendingPathComponent(id + ".yaml"), atomically: true, encoding: .utf8)
        }
        try ("extends: acme\ndisplayName: Broken\nbundleId: com..broken\n"
             + ExampleBrands.ownIdentity("broken", bundleId: "com..broken"))
            .write(to: brands.appendingPathComponent("order15b.yaml"), atomically: true, encoding: .utf8)

        let calls = Mutex<[Int]>([])
        let totals = Mutex<Set<Int>>([])
        let environments = ["release", "staging"]
        let summary = try Bundler.run(brands.path, options: BundleOptions(
            brands: nil, environments: environments, platform: .all, output: work.appendingPathComponent("out").path,
            colorCatalogs: true, context: RuleContext(today: "2026-01-01"),
            progress: { done, total in
                calls.withLock { $0.append(done) }
                totals.withLock { _ = $0.insert(total) }
            }))

        let ids = try FileManager.default.contentsOfDirectory(atPath: brands.path)
            .filter { $0.hasSuffix(".yaml") && $0 != "brandkit.yaml" }.map { String($0.dropLast(5)) }.sorted()
        let kinds = BundleKind.kinds(for: .all, colorCatalogs: true, secrets: false)
        func names(_ id: String) -> [String] {
            environments.flatMap { environment in
                kinds.map { BundleUnit.name(brand: id, environment: environment, kind: $0, namingEnvironment: true) }
            }
        }
        #expect(summary.written == ids.filter { $0 != "order15b" }.flatMap(names))
        #expect(summary.failed == names("order15b"))
        let total = ids.count * environments.count * kinds.count
        #expect(calls.withLock { $0 } == Array(1...total))
        #expect(totals.withLock { $0 } == [total])
    }
}
