import Foundation
import Testing

/// brandkit builds for macOS 13 (Package.swift's platforms). Linux has every API at once,
/// so a newer one compiles here and breaks Mac users: the ones known to need more are
/// kept out of the sources.
@Suite("What builds for macOS 13")
struct DeploymentTargetTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    @Test func noSourceImportsSynchronizationWhoseMutexNeedsMacOS15() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 50)
        let importing = try files.filter { file in
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n").contains { $0.hasPrefix("import Synchronization") }
        }
        #expect(importing.isEmpty, "use BrandCore's Locked: \(importing.map(\.lastPathComponent))")
    }
}
