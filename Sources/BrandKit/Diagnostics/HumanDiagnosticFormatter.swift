/// `file:line:col: error: message [code]`, the source line, a caret under the column and the
/// suggestion as a note: the form Xcode and editors pick up from a build phase.
public struct HumanDiagnosticFormatter {
    var style: TerminalStyle
    var sourceLine: (SourceLocation) -> String?

    public init(style: TerminalStyle = .plain, sourceLine: @escaping (SourceLocation) -> String? = SourceLines.fromDisk()) {
        self.style = style
        self.sourceLine = sourceLine
    }

    public func render(_ report: ValidationReport) -> String {
        report.diagnostics.map(render).joined() + summary(report) + "\n"
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var out = style.bold("\(diagnostic.location):") + " " + style.severity(diagnostic.severity) + " "
        out += style.bold(diagnostic.message) + " [\(diagnostic.code)]\n"
        if let line = sourceLine(diagnostic.location) {
            out += line + "\n" + style.green(caret(under: diagnostic.location.column, in: line)) + "\n"
        }
        if let suggestion = diagnostic.suggestion {
            out += style.bold("\(diagnostic.location):") + " " + style.severity(.note) + " " + suggestion + "\n"
        }
        return out
    }

    /// Spaces (tabs where the line has tabs, so the caret lines up) up to the column, then `^`.
    private func caret(under column: Int, in line: String) -> String {
        let padding = line.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
        return padding + "^"
    }

    func summary(_ report: ValidationReport) -> String {
        let brands = plural(report.brandCount, "brand")
        let environments = plural(report.environments.count, "environment")
        let found = report.errorCount == 0 && report.warningCount == 0
            ? "no problems found"
            : "\(plural(report.errorCount, "error")), \(plural(report.warningCount, "warning"))"
        return "Checked \(brands) in \(environments): \(found)."
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
