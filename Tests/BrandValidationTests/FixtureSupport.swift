import BrandConfiguration
import BrandCore
import Foundation

/// The catalog: each folder under `Fixtures/catalog` is a brands directory (using the
/// catalog's shared manifest unless it has its own) with `expected.txt` beside it, one
/// `<code> <file>:<line>:<column>` per expected diagnostic.
enum Catalog {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/catalog")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { !$0.hasSuffix(".yaml") }.sorted()
    }

    static func manager(_ name: String) throws -> FeatureFlagManager {
        let folder = directory.appendingPathComponent(name)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let manifestURL = names.contains("brandkit.yaml")
            ? folder.appendingPathComponent("brandkit.yaml") : directory.appendingPathComponent("brandkit.yaml")
        let brands = names.filter { $0.hasSuffix(".yaml") && $0 != "brandkit.yaml" }.map { name in
            SourceFile(path: name, bytes: [UInt8](FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)!))
        }
        let manifest = SourceFile(path: "brandkit.yaml", bytes: [UInt8](FileManager.default.contents(atPath: manifestURL.path)!))
        return FeatureFlagManager(manifest: manifest, brands: brands)
    }

    /// The case as a real brands directory in a new temporary folder, manifest included.
    static func copyToDisk(_ name: String) throws -> String {
        let folder = directory.appendingPathComponent(name)
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(name)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: folder, to: target)
        let manifest = target.appendingPathComponent("brandkit.yaml")
        if !FileManager.default.fileExists(atPath: manifest.path) {
            try FileManager.default.copyItem(at: directory.appendingPathComponent("brandkit.yaml"), to: manifest)
        }
        try? FileManager.default.removeItem(at: target.appendingPathComponent("expected.txt"))
        return target.path
    }

    static func expected(_ name: String) throws -> [String] {
        let text = try String(contentsOf: directory.appendingPathComponent("\(name)/expected.txt"), encoding: .utf8)
        return text.split(separator: "\n").map(String.init).sorted()
    }
}

extension Diagnostic {
    /// `<code> <file>:<line>:<column>`, the form `expected.txt` uses.
    var catalogLine: String { "\(code) \(location)" }
}
