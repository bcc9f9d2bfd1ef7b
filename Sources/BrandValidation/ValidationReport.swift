import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

/// What `validate` found: every diagnostic once, sorted, and what was checked.
public struct ValidationReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var brandCount: Int
    public var environments: [String]
    /// The bytes of each file a diagnostic names, as brandkit read them, for the source line
    /// printed under it. Printers never read files: a file changed, planted or named after a
    /// git revision since it was read must not show other text.
    public var sources: [String: [UInt8]]

    public init(diagnostics: [Diagnostic], brandCount: Int, environments: [String], sources: [String: [UInt8]] = [:]) {
        self.diagnostics = Array(Set(diagnostics)).sorted()
        self.brandCount = brandCount
        self.environments = environments
        self.sources = sources
    }

    /// The same report with its errors only (a run with `--quiet`).
    public var errorsOnly: ValidationReport {
        var report = self
        report.diagnostics = diagnostics.filter { $0.severity == .error }
        return report
    }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// True when the input has errors (or, with `strict`, warnings): exit status 1.
    public func hasFailures(strict: Bool) -> Bool {
        errorCount > 0 || (strict && warningCount > 0)
    }

    /// The lines of `file` as read; nil when no bytes of it were kept or they do not decode.
    public func sourceLines(of file: String) -> SourceLines? {
        sources[file].flatMap(SourceLines.init)
    }

    /// Several reports (one per brands directory) as one.
    public static func combined(_ reports: [ValidationReport]) -> ValidationReport {
        ValidationReport(
            diagnostics: reports.flatMap(\.diagnostics),
            brandCount: reports.reduce(0) { $0 + $1.brandCount },
            environments: Array(Set(reports.flatMap(\.environments))).sorted(),
            sources: reports.reduce(into: [:]) { $0.merge($1.sources) { first, _ in first } })
    }
}

extension BrandFileSource {
    /// The report of `diagnostics`, with the bytes of every file they name: from `read`
    /// (what validation kept as it read them), else from the source.
    func report(_ diagnostics: [Diagnostic], brandCount: Int, environments: [String],
                read: [String: [UInt8]] = [:]) -> ValidationReport {
        var sources: [String: [UInt8]] = [:]
        for file in Set(diagnostics.map(\.location.file)) { sources[file] = read[file] ?? sourceText(of: file) }
        return ValidationReport(diagnostics: diagnostics, brandCount: brandCount, environments: environments, sources: sources)
    }
}
