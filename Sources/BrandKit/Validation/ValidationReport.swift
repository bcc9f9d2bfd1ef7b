/// What `validate` found: every diagnostic once, sorted, and what was checked.
public struct ValidationReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var brandCount: Int
    public var environments: [String]

    public init(diagnostics: [Diagnostic], brandCount: Int, environments: [String]) {
        self.diagnostics = Array(Set(diagnostics)).sorted()
        self.brandCount = brandCount
        self.environments = environments
    }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// True when the input has errors (or, with `strict`, warnings): exit status 1.
    public func hasFailures(strict: Bool) -> Bool {
        errorCount > 0 || (strict && warningCount > 0)
    }

    /// Several reports (one per brands directory) as one.
    public static func combined(_ reports: [ValidationReport]) -> ValidationReport {
        ValidationReport(
            diagnostics: reports.flatMap(\.diagnostics),
            brandCount: reports.reduce(0) { $0 + $1.brandCount },
            environments: Array(Set(reports.flatMap(\.environments))).sorted())
    }
}
