import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

/// GitHub Actions workflow commands: `::error file=...,line=...,col=...,title=code::message`.
public enum GitHubDiagnosticFormatter {
    public static func render(_ report: ValidationReport) -> String {
        report.diagnostics.map { diagnostic in
            let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
            let properties = [
                "file=\(escapeProperty(diagnostic.location.file))",
                "line=\(diagnostic.location.line)",
                "col=\(diagnostic.location.column)",
                "title=\(escapeProperty(diagnostic.code.rawValue))",
            ].joined(separator: ",")
            let message = diagnostic.message + (diagnostic.suggestion.map { " (\($0))" } ?? "")
            return "::\(command) \(properties)::\(escapeData(message))\n"
        }.joined()
    }

    static func escapeData(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
