import BrandConfiguration
import BrandCore
import BrandTestSupport
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
        var assets: BrandAssets { inner.assets }
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

        let source = CountingSource(try BrandInputs.stream(directory.path))
        let report = try BrandValidator.validate(source, context: RuleContext(today: "2026-01-01"))
        let path = try #require(source.path(of: "initech"))
        #expect(report.errorCount > 0 && report.diagnostics.contains { $0.location.file == path })
        #expect(source.reads.withLock { $0[path] } == 1)
        #expect(report.sources[path] != nil, "the source line comes from the bytes read")
    }

    /// Validates a brands directory of the example manifest and `files` on one worker,
    /// counting each file's reads.
    static func validate(_ files: [String: String]) throws -> (report: ValidationReport, source: CountingSource) {
        let directory = try brandsDirectory(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = CountingSource(try BrandInputs.stream(directory.path))
        return (try BrandValidator.validate(source, context: RuleContext(today: "2026-01-01"), jobs: 1), source)
    }

    static let helpCenter = "featureFlags: { loyaltyProgram: true }\nhelpCenter:\n  sectionOrder: \"store\"\n  store: { url: \"https://acme.example/store\" }\n"

    /// A parent whose sub-brands stand far apart in the brands' order is parsed at most
    /// twice by a worker: for its own check, and once for the first sub-brand, after which it
    /// is kept as an ancestor for the others, whatever was read in between.
    @Test func aParentIsNotParsedAgainForEachDistantSubBrand() throws {
        var files = ["a0.yaml": "displayName: Parent\nbundleId: com.parent.app\n" + Self.helpCenter]
        for index in 0..<250 {
            let name = String(format: "b%03d", index)
            files["\(name).yaml"] = "displayName: Brand \(name)\nbundleId: com.brand.\(name)\n" + Self.helpCenter
        }
        for kid in ["b080-kid", "b160-kid", "b240-kid"] {
            files["\(kid).yaml"] = "extends: a0\ndisplayName: Kid \(kid)\nbundleId: com.kid.\(kid.prefix(4))\n"
        }
        let (report, source) = try Self.validate(files)
        let parent = try #require(source.path(of: "a0"))
        #expect(report.errorCount == 0, "\(report.diagnostics.prefix(3))")
        #expect((source.reads.withLock { $0[parent] } ?? 0) <= 2)
    }

    /// A cross-brand rule (here: two brands with one display name) finds its problem after
    /// both brands were read and dropped; the line it prints is the one read then.
    @Test func aCrossBrandProblemIsShownFromTheBytesRead() throws {
        let (report, source) = try Self.validate([
            "acme.yaml": "displayName: Twin Shop\nbundleId: com.acme.shop\n" + Self.helpCenter,
            "globex.yaml": "displayName: Twin Shop\nbundleId: com.globex.shop\n" + Self.helpCenter,
        ])
        let duplicates = report.diagnostics.filter { $0.code.rawValue == "duplicate-display-name" }
        #expect(!duplicates.isEmpty)
        for diagnostic in duplicates {
            #expect(source.reads.withLock { $0[diagnostic.location.file] } == 1, "\(diagnostic.location.file)")
            #expect(report.sourceLines(of: diagnostic.location.file)?.line(diagnostic.location.line) == "displayName: Twin Shop")
        }
    }

    /// An ancestor with an error is read once, however many brands extend it and however
    /// often a worker's small cache of recent files is emptied in between.
    @Test func anAncestorWithAnErrorIsReadOnce() throws {
        var files = ["base.yaml": "displayName: Base\nbundleId: com.base.shop\n" + Self.helpCenter.replacingOccurrences(of: "loyaltyProgram: true", with: "loyaltyProgram: true, maxCartItems: 9999")]
        for index in 0..<150 {
            files["shop\(index).yaml"] = "extends: base\ndisplayName: Shop \(index)\nbundleId: com.shop.s\(index)\n"
        }
        let (report, source) = try Self.validate(files)
        let base = try #require(source.path(of: "base"))
        #expect(report.diagnostics.contains { $0.location.file == base && $0.severity == .error })
        #expect(source.reads.withLock { $0[base] } == 1)
    }
}
