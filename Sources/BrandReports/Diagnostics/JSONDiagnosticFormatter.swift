import BrandConfiguration
import BrandCore
import BrandValidation
import BrandYAML
import HelpCenter

/// `{"diagnostics":[...],"summary":{"brands","errors","warnings"}}` on one line.
package enum JSONDiagnosticFormatter {
    package static func render(_ report: ValidationReport) -> String {
        let summary: JSONValue = .object([
            ("brands", .int(report.brandCount)),
            ("errors", .int(report.errorCount)),
            ("warnings", .int(report.warningCount)),
        ])
        return JSONValue.object([("diagnostics", .array(report.diagnostics.map(json))), ("summary", summary)])
            .serialized() + "\n"
    }

    package static func json(_ diagnostic: Diagnostic) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code.rawValue)),
            ("message", .string(diagnostic.message)),
            ("file", .string(diagnostic.location.file)),
            ("line", .int(diagnostic.location.line)),
            ("column", .int(diagnostic.location.column)),
        ]
        if let suggestion = diagnostic.suggestion { fields.append(("suggestion", .string(suggestion))) }
        return .object(fields)
    }
}
