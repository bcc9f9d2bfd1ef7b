import BrandConfiguration
import BrandCore
import BrandYAML
import HelpCenter

/// `brandkit validate --list-rules`: every code with its owner, severity, whether it can be
/// disabled, and what it means.
package enum RuleListing {
    package static func text() -> String {
        let entries = DiagnosticCatalog.entries
        let width = entries.map(\.code.rawValue.count).max() ?? 0
        let ownerWidth = entries.map(\.owner.rawValue.count).max() ?? 0
        var lines = entries.map { entry in
            let code = entry.code.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = entry.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let owner = entry.owner.rawValue.padding(toLength: ownerWidth, withPad: " ", startingAt: 0)
            return "\(code)  \(severity)  \(owner)  \(entry.canBeDisabled ? "can be disabled " : "always on       ")  \(entry.summary)"
        }
        lines.append("")
        lines.append("Turn rules off for every brand in brandkit.yaml: validation: { disabled: [low-contrast] }")
        lines.append("Only rules marked 'can be disabled' can be; what the other stages report always counts.")
        return lines.joined(separator: "\n") + "\n"
    }

    package static func json() -> String {
        JSONValue.object([("codes", .array(DiagnosticCatalog.entries.map { entry in
            .object([
                ("code", .string(entry.code.rawValue)),
                ("owner", .string(entry.owner.rawValue)),
                ("severity", .string(entry.severity.rawValue)),
                ("canBeDisabled", .bool(entry.canBeDisabled)),
                ("summary", .string(entry.summary)),
            ])
        }))]).serialized() + "\n"
    }

    /// `Docs/rules.md`: the same catalog as a page for people. A test keeps the file equal
    /// to this, so the page cannot go stale.
    package static func markdown() -> String {
        var lines = [
            "# Rules and diagnostic codes",
            "",
            "<!-- Generated from brandkit's rule catalog (RuleListing.markdown); a test fails when it is stale. -->",
            "",
            "Codes are stable; scripts may match on them. Each has one owner: a loading stage, whose",
            "errors always count, or a rule, which can be turned off for every brand in brandkit.yaml",
            "(`validation: { disabled: [low-contrast] }`) unless it keeps generated files sound.",
            "`brandkit validate --list-rules [--format json]` prints the same list.",
            "",
            "| code | severity | owner | can be disabled | what it means |",
            "| --- | --- | --- | --- | --- |",
        ]
        lines += DiagnosticCatalog.entries.map { entry in
            "| `\(entry.code.rawValue)` | \(entry.severity.rawValue) | \(entry.owner.rawValue) | \(entry.canBeDisabled ? "yes" : "no") | "
                + entry.summary.replacingOccurrences(of: "|", with: "\\|") + " |"
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
