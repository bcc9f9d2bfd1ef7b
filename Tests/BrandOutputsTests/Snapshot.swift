import BrandCore
import Foundation
import Testing

/// Golden files under `Snapshots/`. `RECORD_SNAPSHOTS=1` rewrites them and records an issue,
/// so a recording run always fails and never passes silently.
enum Snapshot {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    static let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"

    static func check(_ output: String, _ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let file = root.appendingPathComponent(path)
        if recording {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try output.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(path); run again without RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        let expected = try? String(contentsOf: file, encoding: .utf8)
        #expect(expected != nil, "no snapshot \(path): run with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        #expect(output == expected, "\(path)", sourceLocation: sourceLocation)
    }

    static func names(in folder: String) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path))
    }
}
