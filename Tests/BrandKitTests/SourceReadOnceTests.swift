import BrandConfiguration
import BrandCore
import BrandKit
import BrandValidation
import Foundation
import Synchronization
import Testing

/// A brand file with a problem is read once per run: the report's source line comes from the
/// bytes validation read, never from a second read (the file may have changed in between).
@Suite struct SourceReadOnceTests {
    /// The streamed brands directory `validate` reads, counting each brand file it reads.
    final class CountingSource: BrandFileSource {
        let inner: StreamedBrandFiles
        let reads = Mutex<[String: Int]>([:])
        init(_ inner: StreamedBrandFiles) { self.inner = inner }

        var resolver: BrandResolver { inner.resolver }
        var brandIDs: [String] { inner.brandIDs }
        var sharedDiagnostics: [Diagnostic] { inner.sharedDiagnostics }
        func path(of id: String) -> String? { inner.path(of: id) }
        func load(_ id: String) -> LoadedBrandFile {
            if let path = inner.path(of: id) { reads.withLock { $0[path, default: 0] += 1 } }
            return inner.load(id)
        }
        func sourceText(of file: String) -> [UInt8]? {
            if file != inner.manifest.file { reads.withLock { $0[file, default: 0] += 1 } }
            return inner.sourceText(of: file)
        }
    }

    @Test func aBrandFileWithAnErrorIsReadOnce() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("read-once-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: root.appendingPathComponent("Brands"), to: directory)
        let broken = directory.appendingPathComponent("initech.yaml")
        let text = try String(contentsOf: broken, encoding: .utf8)
        try text.replacingOccurrences(of: "maxCartItems: 10", with: "maxCartItems: 9999").write(to: broken, atomically: true, encoding: .utf8)

        let source = CountingSource(try BrandDirectory.open(directory.path))
        let report = try BrandValidator.validate(source, context: RuleContext(today: "2026-01-01"))
        let path = try #require(source.path(of: "initech"))
        #expect(report.errorCount > 0 && report.diagnostics.contains { $0.location.file == path })
        #expect(source.reads.withLock { $0[path] } == 1)
        #expect(report.sources[path] != nil, "the source line comes from the bytes read")
    }
}
