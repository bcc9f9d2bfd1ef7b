import BrandYAML
import BrandCore

/// The codes loading brand files and the manifest, and resolving brands, report. Each is
/// documented in the README and listed by `validate --list-rules`.
extension DiagnosticCode {
    public static let unknownKey = DiagnosticCode("unknown-key")
    public static let typeMismatch = DiagnosticCode("type-mismatch")
    public static let unknownFlag = DiagnosticCode("unknown-flag")
    public static let missingRequired = DiagnosticCode("missing-required")
    public static let invalidBrandID = DiagnosticCode("invalid-brand-id")
    public static let unknownBrand = DiagnosticCode("unknown-brand")
    public static let extendsCycle = DiagnosticCode("extends-cycle")
    public static let unknownEnvironment = DiagnosticCode("unknown-environment")
    public static let invalidDeclaration = DiagnosticCode("invalid-declaration")
    public static let missingFlagValue = DiagnosticCode("missing-flag-value")
    public static let unknownRule = DiagnosticCode("unknown-rule")
    public static let unreadableFile = DiagnosticCode("unreadable-file")
    public static let invalidName = DiagnosticCode("invalid-name")
    public static let extendsDepth = DiagnosticCode("extends-depth")
    public static let parentHasErrors = DiagnosticCode("parent-has-errors")
}
