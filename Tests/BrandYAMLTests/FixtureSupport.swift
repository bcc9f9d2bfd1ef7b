import BrandCore
import BrandYAML
import Foundation

/// Fixtures live beside the tests; each invalid one names its expected diagnostic in its
/// first line: `# expect: <code> <line>:<column>`.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func names(in folder: String) -> [String] {
        let url = directory.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    static func bytes(_ folder: String, _ name: String) -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: directory.appendingPathComponent("\(folder)/\(name)").path) ?? Data())
    }

    /// The `# expect:` line of a fixture, as (code, line, column).
    static func expectation(_ bytes: [UInt8]) -> (code: String, line: Int, column: Int)? {
        let first = String(decoding: bytes.prefix { $0 != 10 }, as: UTF8.self)
        guard first.hasPrefix("# expect: ") else { return nil }
        let parts = first.dropFirst("# expect: ".count).split(separator: " ")
        let position = parts[1].split(separator: ":").compactMap { Int($0) }
        return (String(parts[0]), position[0], position[1])
    }
}

extension YAMLDocument {
    var codes: [String] { diagnostics.map(\.code.rawValue) }
}
