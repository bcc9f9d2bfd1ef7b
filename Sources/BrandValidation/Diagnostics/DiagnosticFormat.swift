/// How diagnostics are printed: for people and Xcode, for tools, for GitHub Actions.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    case human, json, github

    /// The whole report in this format.
    public func render(_ report: ValidationReport, style: TerminalStyle = .plain) -> String {
        switch self {
        case .human: HumanDiagnosticFormatter(style: style).render(report)
        case .json: JSONDiagnosticFormatter.render(report)
        case .github: GitHubDiagnosticFormatter.render(report)
        }
    }
}
