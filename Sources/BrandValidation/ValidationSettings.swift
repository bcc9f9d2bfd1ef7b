import BrandConfiguration
import BrandCore
import BrandYAML
import HelpCenter

/// What the manifest's `validation:` section asks of validation: which rules not to run.
/// Only rules that may be disabled can be; naming anything else is an error that says why.
struct ValidationSettings {
    var disabledRules: Set<String> = []
    var diagnostics: [Diagnostic] = []

    init(_ manifest: Manifest) {
        for (code, location) in manifest.disabledCodes {
            if let entry = DiagnosticCatalog.entry(code), entry.owner != .rule {
                diagnostics.append(.error(
                    .unknownRule, "'\(code)' cannot be disabled: it is reported by the \(entry.owner.rawValue) stage, not by a rule, and always counts",
                    at: location, suggestion: "remove '\(code)' from validation.disabled and fix what it reports"))
            } else if let rule = ValidationRule.named(code), !rule.canBeDisabled {
                diagnostics.append(.error(
                    .unknownRule, "'\(code)' cannot be disabled: without it, generated files could break or carry injected settings",
                    at: location, suggestion: "remove '\(code)' from validation.disabled and fix the values it reports"))
            } else if ValidationRule.named(code) == nil {
                diagnostics.append(.error(
                    .unknownRule, "'\(DiagnosticText.value(code))' is not a validation rule", at: location,
                    suggestion: DidYouMean.suggestion(for: code, in: ValidationRule.disableableCodes,
                                                      noun: "rule")))
            } else {
                disabledRules.insert(code)
            }
        }
    }
}

extension BrandFileSource {
    /// The manifest's own errors (its declarations and its validation settings) as a report,
    /// or nil when it has none. Every command but `validate` (which reports them with
    /// everything else) stops on them first: a broken manifest makes every other message
    /// about brands misleading.
    package var manifestErrors: ValidationReport? {
        let errors = manifestOwnErrors
        return errors.isEmpty ? nil : report(errors, brandCount: 0, environments: [])
    }

    /// The manifest's own errors, by `Manifest.ownErrors`.
    var manifestOwnErrors: [Diagnostic] {
        manifest.ownErrors(loading: sharedDiagnostics.filter { $0.location.file == manifest.file })
    }

    /// The environments an `--env` option selects: that one, checked, or every declared one.
    /// With a broken manifest nothing is checked against it: its own errors are the report.
    package func environments(selecting environment: String?) throws(BrandKitError) -> [String] {
        guard manifestOwnErrors.isEmpty else {
            return environment.map { asked in manifest.environments.filter { $0 == asked } } ?? manifest.environments
        }
        return try manifest.selectEnvironments(environment.map { [$0] } ?? [], otherwise: .every)
    }
}

extension Manifest {
    /// The manifest's own errors: those of `diagnostics` (what loading it found) that are
    /// errors, and its validation settings'. The one definition of "the manifest has no
    /// errors" every command's gate uses.
    package func ownErrors(loading diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.severity == .error } + ValidationSettings(self).diagnostics
    }
}
