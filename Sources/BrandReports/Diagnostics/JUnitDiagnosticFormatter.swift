import BrandCore
import BrandValidation

/// JUnit XML, which most CI dashboards read: one test suite `brandkit validate`, one test case
/// per brand file checked in each environment (`Brands/acme.yaml (staging)`), and one for the
/// manifest when it has diagnostics. Each error is a failure of every case it breaks: a
/// problem written inside an environment's overlay (`environments: staging:`) breaks that
/// environment's case alone, any other problem in the file every environment's. Warnings are
/// notes in a case's output. A dashboard then shows which brand broke where, and how.
package enum JUnitDiagnosticFormatter {
    package static func render(_ report: ValidationReport, files: [String]) -> String {
        let byFile = Dictionary(grouping: report.diagnostics, by: \.location.file)
        let environments = report.environments
        var cases: [(name: String, diagnostics: [Diagnostic])] = []
        for file in Array(Set(files).union(byFile.keys)).sorted(by: SourceLocation.fileOrder) {
            let diagnostics = byFile[file] ?? []
            // The manifest, or a file validation reported on without checking it as a brand.
            guard files.contains(file), !environments.isEmpty else {
                cases.append((file, diagnostics))
                continue
            }
            let blocks = EnvironmentBlocks(report.sources[file] ?? [])
            for environment in environments {
                cases.append(("\(file) (\(environment))", diagnostics.filter { blocks.environment(of: $0.location.line).map { $0 == environment } ?? true }))
            }
        }
        let failures = cases.count { $0.diagnostics.contains { $0.severity == .error } }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"brandkit\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
        out += "  <testsuite name=\"brandkit validate\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for (name, diagnostics) in cases {
            out += "    <testcase classname=\"brandkit.validate\" name=\"\(text(name))\""
            guard !diagnostics.isEmpty else { out += "/>\n"; continue }
            out += ">\n"
            for error in diagnostics where error.severity == .error {
                out += "      <failure type=\"\(text(error.code.rawValue))\" message=\"\(text(error.message))\">"
                out += lines(error) + "</failure>\n"
            }
            let others = diagnostics.filter { $0.severity != .error }
            if !others.isEmpty {
                out += "      <system-out>" + others.map(lines).joined(separator: "\n") + "</system-out>\n"
            }
            out += "    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }

    /// `file:line:col: severity: message [code]` and the suggestion as a note, each line
    /// escaped, as the human format writes them.
    private static func lines(_ diagnostic: Diagnostic) -> String {
        let place = text("\(diagnostic.location)")
        return "\(place): \(diagnostic.severity.rawValue): \(text(diagnostic.message)) [\(diagnostic.code)]"
            + (diagnostic.suggestion.map { "\n\(place): note: \(text($0))" } ?? "")
    }

    /// Escaped for XML content and attributes; file names are escaped like messages, so no
    /// control character (which XML cannot hold) reaches the file.
    private static func text(_ value: String) -> String { XMLText.escape(DiagnosticText.escaped(value, limit: .max)) }
}

/// The lines of a brand file's environment overlays, read from its block layout: the
/// top-level `environments:` and, under it, each environment's key and the lines indented
/// below it. A flow mapping (`environments: { staging: … }`) has no lines of its own per
/// environment, so its problems count for every environment.
struct EnvironmentBlocks {
    /// Each overlay's first and last line, and its environment.
    private var blocks: [(lines: ClosedRange<Int>, environment: String)] = []

    init(_ bytes: [UInt8]) {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var inside = false
        var childIndent: Int?
        var open: (start: Int, environment: String)?
        func close(before line: Int) {
            if let current = open { blocks.append((current.start...max(current.start, line - 1), current.environment)) }
            open = nil
        }
        for (index, text) in lines.enumerated() {
            let number = index + 1
            let indent = text.prefix { $0 == " " }.count
            let content = text.dropFirst(indent)
            if content.isEmpty || content.hasPrefix("#") { continue }
            if indent == 0 {
                close(before: number)
                inside = content.hasPrefix("environments:") && content.dropFirst("environments:".count).allSatisfy { $0 == " " }
                    || content.hasPrefix("environments: #")
                childIndent = nil
                continue
            }
            guard inside else { continue }
            if childIndent == nil { childIndent = indent }
            if indent == childIndent, let colon = content.firstIndex(of: ":") {
                close(before: number)
                open = (number, String(content[..<colon]))
            }
        }
        close(before: lines.count + 1)
    }

    /// The environment whose overlay holds `line`, or nil for a line outside every overlay.
    func environment(of line: Int) -> String? {
        blocks.first { $0.lines.contains(line) }?.environment
    }
}
