import BrandKit
import Foundation
import Testing

/// Golden files of every example brand in every environment, in each render format.
/// `RECORD_SNAPSHOTS=1 Scripts/test` rewrites them and fails the run, so a recording never
/// passes silently; review the diff, then run the tests again.
@Suite("Render snapshots")
struct RenderSnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/render")
    static let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"

    static var cases: [(String, String, HelpCenterFormat)] {
        guard let manager = try? BrandDirectory.load(ExampleBrands.path) else { return [] }
        return manager.brandIDs.flatMap { brand in
            manager.manifest.environments.flatMap { environment in
                HelpCenterFormat.allCases.map { (brand, environment, $0) }
            }
        }
    }

    @Test(arguments: cases)
    func snapshot(brand: String, environment: String, format: HelpCenterFormat) throws {
        let manager = try BrandDirectory.load(ExampleBrands.path)
        guard case .rendered(let output) = try HelpCenterRendering.render(manager, brand: brand, environment: environment, format: format)
        else { Issue.record("\(brand)@\(environment) did not render"); return }
        let file = Self.directory.appendingPathComponent("\(brand)@\(environment).\(format == .json ? "json" : "txt")")
        if Self.recording {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try output.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.lastPathComponent); run again without RECORD_SNAPSHOTS=1")
            return
        }
        let expected = try? String(contentsOf: file, encoding: .utf8)
        #expect(expected != nil, "no snapshot \(file.lastPathComponent): run with RECORD_SNAPSHOTS=1")
        #expect(output == expected)
    }

    @Test func everyCaseHasASnapshotAndNoSnapshotIsStale() throws {
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: Self.directory.path))
        let expected = Set(Self.cases.map { "\($0.0)@\($0.1).\($0.2 == .json ? "json" : "txt")" })
        #expect(names == expected)
    }
}
