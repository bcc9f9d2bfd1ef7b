import BrandConfiguration
import BrandReports
import BrandTestSupport
import Foundation
import Testing

/// Golden files of every example brand in every environment, in each render format.
/// `RECORD_SNAPSHOTS=1 Scripts/test` rewrites them and fails the run, so a recording never
/// passes silently; review the diff, then run the tests again.
@Suite("Render snapshots")
struct RenderSnapshotTests {
    static var cases: [(String, String, HelpCenterFormat)] {
        guard let manager = try? BrandInputs.read(ExampleBrands.path).open() else { return [] }
        return manager.brandIDs.flatMap { brand in
            manager.manifest.environments.flatMap { environment in
                HelpCenterFormat.allCases.map { (brand, environment, $0) }
            }
        }
    }

    static func fileName(_ brand: String, _ environment: String, _ format: HelpCenterFormat) -> String {
        "\(brand)@\(environment).\(format == .text ? "txt" : format.rawValue)"
    }

    @Test(arguments: cases)
    func snapshot(brand: String, environment: String, format: HelpCenterFormat) throws {
        let manager = try ExampleBrands.manager()  // files named Brands/..., as the HTML page shows them
        guard case .rendered(let output) = try HelpCenterRendering.render(.parsed(manager), brand: brand, environment: environment, format: format)
        else { Issue.record("\(brand)@\(environment) did not render"); return }
        try Snapshot.check(output, "render/" + Self.fileName(brand, environment, format))
    }

    @Test func everyCaseHasASnapshotAndNoSnapshotIsStale() throws {
        #expect(try Snapshot.names(in: "render") == Set(Self.cases.map { Self.fileName($0.0, $0.1, $0.2) }))
    }
}
