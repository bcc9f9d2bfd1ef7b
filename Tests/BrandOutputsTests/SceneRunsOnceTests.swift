import BrandAccessors
import BrandBundles
import BrandConfiguration
import BrandReports
import BrandValidation
import Foundation
import HelpCenter
import Synchronization
import Testing

/// One variant per brand and environment: bundle, preview and validate run the
/// help-center interactor at most once for each, whatever they print from it.
@Suite struct SceneRunsOnceTests {
    /// The real interactor, counting its runs by brand.
    final class CountingInteractor: HelpCenterInteracting {
        let runs = Mutex<[String: Int]>([:])
        func parse(_ data: HelpCenterData, brand: String) -> HelpCenterParseResult {
            runs.withLock { $0[brand, default: 0] += 1 }
            return HelpCenterInteractor().parse(data, brand: brand)
        }
        var counts: [String: Int] { runs.withLock { $0 } }
    }

    static let brands = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Brands").path
    static let ids = ["acme", "acme-de", "globex", "initech"]

    func output() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("scene-once-\(UUID().uuidString)").path
    }

    @Test func bundleRunsTheInteractorOncePerBrandAndEnvironment() throws {
        let interactor = CountingInteractor()
        let output = output()
        defer { try? FileManager.default.removeItem(atPath: output) }
        // Every platform and the colour catalogs: three units per brand and environment.
        let summary = try Bundler.run(Self.brands, options: BundleOptions(
            brands: nil, environments: ["release", "staging"], platform: .all, output: output, colorCatalogs: true,
            context: RuleContext(today: "2026-01-01", interactor: interactor)))
        #expect(summary.written.count == 4 * 2 * 3)
        #expect(interactor.counts == Dictionary(uniqueKeysWithValues: Self.ids.map { ($0, 2) }))
    }

    /// Each font file is parsed once for the run, by its bytes, though the asset rule checks
    /// it in every environment, acme-de names acme's, and the bundle and the accessors read it
    /// after validation: four files, four parses.
    @Test func eachFontIsParsedOncePerRun() throws {
        let output = output()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let context = RuleContext(today: "2026-01-01")
        let summary = try Bundler.run(Self.brands, options: BundleOptions(
            brands: nil, environments: ["release", "staging", "debug"], platform: .all, output: output, context: context))
        #expect(summary.written.count == 4 * 3 * 2)
        #expect(context.fonts.parses == 4)

        let checked = RuleContext(today: "2026-01-01")
        let validated = try BrandInputs.read(Self.brands).open()
            .validated(brands: nil, environments: ["release", "staging", "debug"], context: checked)
        let model = AccessorModel.build(validated, deprecatingExpiredOn: nil)
        #expect(model.fonts.map(\.value) == ["AcmeSans-Bold", "AcmeSans-Regular", "GlobexSans-Regular", "InitechSans-Regular"])
        #expect(model.fontRoles.map(\.value) == ["body", "heading"])
        #expect(checked.fonts.parses == 4)
    }

    @Test func previewRunsTheInteractorOncePerBrandAndEnvironment() throws {
        let interactor = CountingInteractor()
        let output = output()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let summary = try #require(try Preview.run(Self.brands, options: PreviewOptions(
            output: output + "/Preview", context: RuleContext(today: "2026-01-01", interactor: interactor))).result)
        #expect(summary.brands == 4)
        #expect(interactor.counts == Dictionary(uniqueKeysWithValues: Self.ids.map { ($0, 3) }))
    }

    @Test func validateRunsTheInteractorAtMostOncePerBrandAndEnvironment() throws {
        let interactor = CountingInteractor()
        let manager = try BrandInputs.read(Self.brands).open()
        let report = try BrandValidator.validate(manager, context: RuleContext(today: "2026-01-01", interactor: interactor))
        #expect(report.errorCount == 0)
        #expect(Set(interactor.counts.keys) == Set(Self.ids))
        #expect(interactor.counts.values.allSatisfy { (1...3).contains($0) }, "\(interactor.counts)")
    }
}
