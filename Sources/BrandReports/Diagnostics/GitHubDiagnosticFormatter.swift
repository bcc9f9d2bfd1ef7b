import BrandConfiguration
import BrandCore
import BrandValidation
import BrandYAML
import HelpCenter

/// GitHub Actions workflow commands: `::error file=...,line=...,col=...,title=code::message`.
package enum GitHubDiagnosticFormatter {
    package static func render(_ report: ValidationReport) -> String {
        report.diagnostics.map { diagnostic in
            let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
            let properties = [
                "file=\(WorkflowCommandText.property(diagnostic.location.file))",
                "line=\(diagnostic.location.line)",
                "col=\(diagnostic.location.column)",
                "title=\(WorkflowCommandText.property(diagnostic.code.rawValue))",
            ].joined(separator: ",")
            let message = diagnostic.message + (diagnostic.suggestion.map { " (\($0))" } ?? "")
            return "::\(command) \(properties)::\(WorkflowCommandText.message(message))\n"
        }.joined()
    }

}
