import BrandCore

/// JUnit XML, which most CI dashboards read: one test suite `brandkit validate`, one test case
/// per file checked (each brand file and the manifest that has diagnostics), each error a
/// failure and each warning a skipped note in its case's output, so a dashboard shows which
/// brand broke and where.
package enum JUnitDiagnosticFormatter {
    package static func render(_ report: ValidationReport, files: [String]) -> String {
        let byFile = Dictionary(grouping: report.diagnostics, by: \.location.file)
        let cases = Array(Set(files).union(byFile.keys)).sorted()
        let failures = cases.count { file in byFile[file]?.contains { $0.severity == .error } ?? false }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"brandkit\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
        out += "  <testsuite name=\"brandkit validate\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for file in cases {
            let diagnostics = byFile[file] ?? []
            let errors = diagnostics.filter { $0.severity == .error }
            out += "    <testcase classname=\"brandkit.validate\" name=\"\(text(file))\""
            guard !diagnostics.isEmpty else { out += "/>\n"; continue }
            out += ">\n"
            for error in errors {
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
