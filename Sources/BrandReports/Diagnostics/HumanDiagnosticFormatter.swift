import BrandConfiguration
import BrandCore
import BrandValidation
import BrandYAML
import HelpCenter

/// `file:line:col: error: message [code]`, the source line, a caret under the column and the
/// suggestion as a note: the form Xcode and editors pick up from a build phase.
package struct HumanDiagnosticFormatter {
    var style: TerminalStyle
    /// Whether the closing "Checked N brands" line is written.
    var summary: Bool

    /// Lines longer than this many Unicode scalars are shown as a window around the column.
    static let longestLine = 160
    static let window = 120

    package init(style: TerminalStyle = .plain, summary: Bool = true) {
        self.style = style
        self.summary = summary
    }

    package func render(_ report: ValidationReport) -> String {
        // Each file is split into lines once, however many diagnostics it has.
        var lines: [String: SourceLines?] = [:]
        // A line that holds a secret is never printed, under any diagnostic.
        let withheld = Set(report.diagnostics.filter { $0.code == .secretInBrandFile }.map { "\($0.location.file):\($0.location.line)" })
        return report.diagnostics.map { diagnostic in
            let file = diagnostic.location.file
            if withheld.contains("\(file):\(diagnostic.location.line)") { return render(diagnostic, lines: nil) }
            if lines[file] == nil { lines[file] = .some(report.sourceLines(of: file)) }
            return render(diagnostic, lines: lines[file] ?? nil)
        }.joined() + (summary ? summary(report) + "\n" : "")
    }

    func render(_ diagnostic: Diagnostic, lines: SourceLines?) -> String {
        var out = style.bold("\(diagnostic.location):") + " " + style.severity(diagnostic.severity) + " "
        out += style.bold(diagnostic.message) + " [\(diagnostic.code)]\n"
        if let line = lines?.line(diagnostic.location.line) {
            let (text, caret) = Self.excerpt(line, column: diagnostic.location.column)
            out += text + "\n" + style.green(caret) + "\n"
        }
        if let suggestion = diagnostic.suggestion {
            out += style.bold("\(diagnostic.location):") + " " + style.severity(.note) + " " + suggestion + "\n"
        }
        return out
    }

    /// The line as printed and the caret line under it. Columns count Unicode scalars, as
    /// libyaml does; a combining mark takes no room on screen, so it adds no padding. Control
    /// characters print as U+FFFD, and a long line is cut to a window around the column.
    static func excerpt(_ line: String, column: Int) -> (text: String, caret: String) {
        let scalars = Array(line.unicodeScalars)
        let target = min(max(0, column - 1), scalars.count)
        var start = 0, end = scalars.count
        if scalars.count > longestLine {
            start = max(0, min(target - window / 2, scalars.count - window))
            end = min(scalars.count, start + window)
        }
        var text = String.UnicodeScalarView()
        var caret = ""
        if start > 0 {
            text.append("…")
            caret += " "
        }
        for index in start..<end {
            let scalar = scalars[index]
            let shown: Unicode.Scalar = scalar != "\t" && DiagnosticText.needsEscape(scalar) ? "\u{FFFD}" : scalar
            text.append(shown)
            guard index < target else { continue }
            switch shown.properties.generalCategory {
            case .nonspacingMark, .enclosingMark: break
            default: caret += shown == "\t" ? "\t" : " "
            }
        }
        if end < scalars.count { text.append("…") }
        return (String(text), caret + "^")
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
