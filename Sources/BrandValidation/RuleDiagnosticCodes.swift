import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

/// The codes validation rules report. Each is documented in the README and by
/// `brandkit validate --list-rules`.
extension DiagnosticCode {
    public static let invalidValue = DiagnosticCode("invalid-value")
    public static let invalidURL = DiagnosticCode("invalid-url")
    public static let insecureURL = DiagnosticCode("insecure-url")
    public static let invalidEmail = DiagnosticCode("invalid-email")
    public static let invalidColor = DiagnosticCode("invalid-color")
    public static let invalidBundleID = DiagnosticCode("invalid-bundle-id")
    public static let socialHostMismatch = DiagnosticCode("social-host-mismatch")
    public static let duplicateBundleID = DiagnosticCode("duplicate-bundle-id")
    public static let duplicateDisplayName = DiagnosticCode("duplicate-display-name")
    public static let expiredFlag = DiagnosticCode("expired-flag")
    public static let yaml11Ambiguous = DiagnosticCode("yaml11-ambiguous")
    public static let lowContrast = DiagnosticCode("low-contrast")
    public static let unrepresentableText = DiagnosticCode("unrepresentable-text")
    public static let disallowedURLScheme = DiagnosticCode("disallowed-url-scheme")
    public static let collidingNames = DiagnosticCode("colliding-names")
    public static let intOutOfRange = DiagnosticCode("int-out-of-range")
    public static let invalidApplicationID = DiagnosticCode("invalid-application-id")
    public static let invalidVersionCode = DiagnosticCode("invalid-version-code")
}
