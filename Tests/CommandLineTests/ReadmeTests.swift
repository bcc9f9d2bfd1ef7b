import Foundation
import Testing

/// The README as a reader meets it: no heading without a word under it, and the commands
/// table shows what each command needs to run.
@Suite("README")
struct ReadmeTests {
    let readme = (try? String(contentsOf: Brandkit.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test func noHeadingIsEmpty() {
        #expect(!readme.isEmpty)
        var previous: (level: Int, text: String)?
        var inCode = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("```") { inCode.toggle() }
            if inCode { previous = nil; continue }
            let level = line.prefix { $0 == "#" }.count
            if level > 0, line.dropFirst(level).hasPrefix(" ") {
                if let previous, level <= previous.level { Issue.record("'\(previous.text)' has nothing under it") }
                previous = (level, String(line))
            } else {
                previous = nil
            }
        }
    }

    @Test func theCommandsTableSaysBundleNeedsAnOutput() {
        let row = readme.split(separator: "\n").first { $0.hasPrefix("| `bundle ") }
        #expect(row?.contains("--output") == true, "\(row ?? "no bundle row")")
    }
}
