import BrandCore
import BrandYAML

/// The codes loading brand files and the manifest, and resolving brands, report. Each is
/// documented in Docs/rules.md and listed by `validate --list-rules`.
extension DiagnosticCode {
    package static let unknownKey = DiagnosticCode("unknown-key")
    package static let typeMismatch = DiagnosticCode("type-mismatch")
    package static let unknownFlag = DiagnosticCode("unknown-flag")
    package static let missingRequired = DiagnosticCode("missing-required")
    package static let invalidBrandID = DiagnosticCode("invalid-brand-id")
    package static let unknownBrand = DiagnosticCode("unknown-brand")
    package static let extendsCycle = DiagnosticCode("extends-cycle")
    package static let unknownEnvironment = DiagnosticCode("unknown-environment")
    package static let invalidDeclaration = DiagnosticCode("invalid-declaration")
    package static let missingFlagValue = DiagnosticCode("missing-flag-value")
    package static let unknownRule = DiagnosticCode("unknown-rule")
    package static let unreadableFile = DiagnosticCode("unreadable-file")
    package static let invalidName = DiagnosticCode("invalid-name")
    package static let extendsDepth = DiagnosticCode("extends-depth")
    package static let parentHasErrors = DiagnosticCode("parent-has-errors")
    package static let unknownLocale = DiagnosticCode("unknown-locale")
    package static let unknownString = DiagnosticCode("unknown-string")
}
