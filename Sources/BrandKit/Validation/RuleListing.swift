/// `brandkit validate --list-rules`: every rule's code, severity and description.
public enum RuleListing {
    public static func text() -> String {
        let width = ValidationRule.all.map(\.code.rawValue.count).max() ?? 0
        var lines = ValidationRule.all.map { rule in
            let code = rule.code.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            return "\(code)  \(severity)  \(rule.summary)"
        }
        lines.append("")
        lines.append("Turn rules off for every brand in brandkit.yaml: validation: { disabled: [low-contrast] }")
        return lines.joined(separator: "\n") + "\n"
    }
}
