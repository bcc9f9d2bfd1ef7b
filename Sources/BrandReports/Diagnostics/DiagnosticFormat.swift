import BrandConfiguration
import BrandCore
import BrandValidation
import BrandYAML
import HelpCenter

/// How diagnostics are printed: for people and Xcode, for tools, for GitHub Actions, for
/// GitHub code scanning (SARIF) and for CI dashboards (JUnit XML).
package enum DiagnosticFormat: String, CaseIterable, Sendable {
    case human, json, github, sarif, junit

    /// The whole report in this format. `quiet` leaves people only the diagnostics that
    /// decide the exit status (errors; with `strict`, warnings too), without the summary
    /// line; the formats for tools stay whole.
    package func render(_ report: ValidationReport, style: TerminalStyle = .plain, quiet: Bool = false,
                        strict: Bool = false) -> String {
        switch self {
        case .human where quiet:
            HumanDiagnosticFormatter(style: style, summary: false).render(report.deciding(strict: strict))
        case .human: HumanDiagnosticFormatter(style: style).render(report)
        case .json: JSONDiagnosticFormatter.render(report)
        case .github: GitHubDiagnosticFormatter.render(report)
        case .sarif: SARIFDiagnosticFormatter.render(report)
        case .junit: JUnitDiagnosticFormatter.render(report, files: report.checkedFiles)
        }
    }
}
