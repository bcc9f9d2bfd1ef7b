import BrandConfiguration
import BrandCore
import BrandYAML
import HelpCenter

/// What `validate` found: every diagnostic once, sorted, and what was checked.
package struct ValidationReport: Sendable {
    package var diagnostics: [Diagnostic]
    package var brandCount: Int
    /// The brand files checked, for reporters that list what passed too (JUnit); set by the
    /// command that ran the check.
    package var checkedFiles: [String] = []
    package var environments: [String]
    /// The bytes of each file a diagnostic names, as brandkit read them, for the source line
    /// printed under it. Printers never read files: a file changed, planted or named after a
    /// git revision since it was read must not show other text.
    package var sources: [String: [UInt8]]
    /// Single lines of files not kept whole: a cross-brand problem's line, kept with the
    /// brand's summary when the file was read.
    package var excerpts: [String: [Int: String]]

    package init(diagnostics: [Diagnostic], brandCount: Int, environments: [String], sources: [String: [UInt8]] = [:],
                 excerpts: [String: [Int: String]] = [:]) {
        // Once a value looks like a secret, no other diagnostic quotes it (`SecretRedaction`).
        let redacted = SecretRedaction.apply(diagnostics) { Self.lines(of: $0, sources: sources, excerpts: excerpts) }
        self.diagnostics = Array(Set(redacted)).sorted()
        self.brandCount = brandCount
        self.environments = environments
        self.sources = sources
        self.excerpts = excerpts
    }

    /// The same report with only the diagnostics that decide the exit status (a run with
    /// `--quiet`): its errors, and with `strict` its warnings too.
    package func deciding(strict: Bool) -> ValidationReport {
        var report = self
        report.diagnostics = diagnostics.filter { $0.severity == .error || (strict && $0.severity == .warning) }
        return report
    }

    package var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// The files some error is reported in: a brand made from any of them does not resolve.
    package var filesWithErrors: Set<String> { Set(diagnostics.filter { $0.severity == .error }.map(\.location.file)) }
    package var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// True when the input has errors (or, with `strict`, warnings): exit status 1.
    package func hasFailures(strict: Bool) -> Bool {
        errorCount > 0 || (strict && warningCount > 0)
    }

    /// The lines of `file` as read; nil when no bytes of it were kept or they do not decode.
    package func sourceLines(of file: String) -> SourceLines? {
        Self.lines(of: file, sources: sources, excerpts: excerpts)
    }

    private static func lines(of file: String, sources: [String: [UInt8]], excerpts: [String: [Int: String]]) -> SourceLines? {
        sources[file].flatMap(SourceLines.init) ?? excerpts[file].map(SourceLines.init(excerpt:))
    }

    /// Several reports (one per brands directory) as one.
    package static func combined(_ reports: [ValidationReport]) -> ValidationReport {
        var combined = ValidationReport(
            diagnostics: reports.flatMap(\.diagnostics),
            brandCount: reports.reduce(0) { $0 + $1.brandCount },
            // In the order the reports give them (the manifest's), each once.
            environments: reports.flatMap(\.environments).reduce(into: []) { if !$0.contains($1) { $0.append($1) } },
            sources: reports.reduce(into: [:]) { $0.merge($1.sources) { first, _ in first } },
            excerpts: reports.reduce(into: [:]) { $0.merge($1.excerpts) { first, _ in first } })
        combined.checkedFiles = reports.flatMap(\.checkedFiles)
        return combined
    }
}

extension BrandFileSource {
    /// The report of `diagnostics`, with the bytes of every file they name: from `read`
    /// (what validation kept as it read them) or `excerpts` (lines it kept), else from the source.
    func report(_ diagnostics: [Diagnostic], brandCount: Int, environments: [String],
                read: [String: [UInt8]] = [:], excerpts: [String: [Int: String]] = [:]) -> ValidationReport {
        var sources: [String: [UInt8]] = [:]
        for file in Set(diagnostics.map(\.location.file)) where excerpts[file] == nil {
            sources[file] = read[file] ?? sourceText(of: file)
        }
        return ValidationReport(diagnostics: diagnostics, brandCount: brandCount, environments: environments, sources: sources,
                                excerpts: excerpts)
    }
}
