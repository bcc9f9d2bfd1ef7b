import BrandCore
import BrandValidation

/// SARIF 2.1.0, which GitHub code scanning reads: one run of the tool `brandkit`, whose rules
/// are the diagnostic catalog (every code with its summary as description and help, pointing
/// at Docs/rules.md), and one result per diagnostic, located in its file, line and column.
package enum SARIFDiagnosticFormatter {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    package static func render(_ report: ValidationReport) -> String {
        let entries = DiagnosticCatalog.entries.sorted { $0.code.rawValue < $1.code.rawValue }
        let index = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.code.rawValue, $0) })
        let rules: [JSONValue] = entries.map { entry in
            .object([
                ("id", .string(entry.code.rawValue)),
                ("shortDescription", .object([("text", .string(entry.summary))])),
                ("fullDescription", .object([("text", .string(entry.summary))])),
                ("help", .object([("text", .string("\(entry.summary) Reported by brandkit's \(entry.owner.rawValue) stage; "
                                                      + "see Docs/rules.md, or brandkit validate --list-rules."))])),
                ("defaultConfiguration", .object([("level", .string(level(entry.severity)))])),
            ])
        }
        let results: [JSONValue] = report.diagnostics.map { diagnostic in
            var fields: [(String, JSONValue)] = [("ruleId", .string(diagnostic.code.rawValue))]
            if let position = index[diagnostic.code.rawValue] { fields.append(("ruleIndex", .int(position))) }
            let text = diagnostic.message + (diagnostic.suggestion.map { " (\($0))" } ?? "")
            fields += [
                ("level", .string(level(diagnostic.severity))),
                ("message", .object([("text", .string(text))])),
                ("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(uri(diagnostic.location.file)))])),
                    ("region", .object([("startLine", .int(diagnostic.location.line)),
                                        ("startColumn", .int(diagnostic.location.column))])),
                ]))])])),
            ]
            return .object(fields)
        }
        let driver: JSONValue = .object([
            ("name", "brandkit"),
            ("version", .string(BrandKitVersion.current)),
            ("rules", .array(rules)),
        ])
        return JSONValue.object([
            ("$schema", .string(schema)),
            ("version", "2.1.0"),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
        ]).serialized(pretty: true) + "\n"
    }

    /// SARIF's levels: error, warning, note.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative path as a URI reference: each segment percent-encoded where RFC 3986 asks.
    static func uri(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.utf8.map { byte -> String in
                let unreserved = byte.isASCIILetter || byte.isASCIIDigit || "-._~:@!$&'()*+,;=".utf8.contains(byte)
                return unreserved ? String(UnicodeScalar(byte)) : "%" + Hex.digits(byte, width: 2)
            }.joined()
        }.joined(separator: "/")
    }
}
