/// How bad a diagnostic is. Errors fail `validate` (exit 1); warnings only with `--strict`.
package enum Severity: String, Sendable, Comparable, CaseIterable {
    case error, warning, note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A stable, kebab-case identifier of a kind of problem (`duplicate-key`, `unknown-flag`).
/// Codes are public contract: documented in Docs/rules.md and never renamed.
package struct DiagnosticCode: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    package let rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }
    package init(_ rawValue: String) { self.rawValue = rawValue }
    package var description: String { rawValue }
    package static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One problem found in the input, located in its file. Its message and suggestion are
/// escaped and bounded as they are made (`DiagnosticText`), so every printer may echo them.
package struct Diagnostic: Hashable, Sendable, Comparable {
    package var severity: Severity
    package var code: DiagnosticCode
    package private(set) var message: String
    package var location: SourceLocation
    /// What to write instead, when there is a likely fix ("did you mean 'chat'?").
    package private(set) var suggestion: String?

    package init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String,
        at location: SourceLocation, suggestion: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = DiagnosticText.escaped(message)
        self.location = location
        self.suggestion = suggestion.map { DiagnosticText.escaped($0) }
    }

    package static func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation, suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: location, suggestion: suggestion)
    }

    package static func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation, suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: location, suggestion: suggestion)
    }

    /// Sorted by file, line and column, then severity, code and message, so output never
    /// depends on the order work happened in.
    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        if lhs.code != rhs.code { return lhs.code < rhs.code }
        return (lhs.message, lhs.suggestion ?? "") < (rhs.message, rhs.suggestion ?? "")
    }
}

/// What a check has said, by place and code: found again at the same place with the same
/// code in a later run (another environment, whose value is the one written once or what it
/// derives from it, `bundleIdSuffix`), a problem is one problem, said once.
package struct AlreadySaid<Check: Hashable> {
    private struct Place: Hashable {
        let check: Check
        let code: DiagnosticCode
        let location: SourceLocation
    }

    private var said: Set<Place> = []

    package init() {}

    /// Adds to `diagnostics` those of `found`, one run of `check`, that no earlier run of it
    /// said at their place. Nearly every run finds nothing, which the caller's own code tells:
    /// the generic body fetches its types' metadata on entry, which cost validation 2.4% of its
    /// instructions when it was entered for each of a run's 105,000 checks.
    @inlinable package mutating func add(_ found: [Diagnostic], of check: Check, to diagnostics: inout [Diagnostic]) {
        if !found.isEmpty { addFound(found, of: check, to: &diagnostics) }
    }

    @usableFromInline mutating func addFound(_ found: [Diagnostic], of check: Check, to diagnostics: inout [Diagnostic]) {
        let earlier = said
        for diagnostic in found where !earlier.contains(Place(check: check, code: diagnostic.code, location: diagnostic.location)) {
            diagnostics.append(diagnostic)
            said.insert(Place(check: check, code: diagnostic.code, location: diagnostic.location))
        }
    }
}
