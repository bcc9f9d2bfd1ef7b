import BrandConfiguration
import BrandCore
import BrandYAML
import HelpCenter

/// The codes validation rules report. Each is documented in Docs/rules.md and by
/// `brandkit validate --list-rules`.
extension DiagnosticCode {
    package static let invalidValue = DiagnosticCode("invalid-value")
    package static let invalidURL = DiagnosticCode("invalid-url")
    package static let insecureURL = DiagnosticCode("insecure-url")
    package static let invalidEmail = DiagnosticCode("invalid-email")
    package static let invalidColor = DiagnosticCode("invalid-color")
    package static let invalidBundleID = DiagnosticCode("invalid-bundle-id")
    package static let socialHostMismatch = DiagnosticCode("social-host-mismatch")
    package static let duplicateBundleID = DiagnosticCode("duplicate-bundle-id")
    package static let duplicateDisplayName = DiagnosticCode("duplicate-display-name")
    package static let expiredFlag = DiagnosticCode("expired-flag")
    package static let yaml11Ambiguous = DiagnosticCode("yaml11-ambiguous")
    package static let lowContrast = DiagnosticCode("low-contrast")
    package static let unrepresentableText = DiagnosticCode("unrepresentable-text")
    package static let disallowedURLScheme = DiagnosticCode("disallowed-url-scheme")
    package static let collidingNames = DiagnosticCode("colliding-names")
    package static let intOutOfRange = DiagnosticCode("int-out-of-range")
    package static let invalidApplicationID = DiagnosticCode("invalid-application-id")
    package static let invalidVersionCode = DiagnosticCode("invalid-version-code")
    package static let invalidAppVersion = DiagnosticCode("invalid-app-version")
    package static let storeTextTooLong = DiagnosticCode("store-text-too-long")
    package static let storeTextEmpty = DiagnosticCode("store-text-empty")
    package static let storeKeywordRepeated = DiagnosticCode("store-keyword-repeated")
    package static let invalidAsset = DiagnosticCode("invalid-asset")
    package static let invalidIconBadge = DiagnosticCode("invalid-icon-badge")
    package static let invalidFirebaseFile = DiagnosticCode("invalid-firebase-file")
    package static let firebaseMismatch = DiagnosticCode("firebase-mismatch")
    package static let secretReference = DiagnosticCode("secret-reference")
    package static let secretInBrandFile = DiagnosticCode("secret-in-brand-file")
    package static let missingTranslation = DiagnosticCode("missing-translation")
    package static let invalidPlaceholder = DiagnosticCode("invalid-placeholder")
    package static let pluralForms = DiagnosticCode("plural-forms")
    package static let missingInterfaceValue = DiagnosticCode("missing-interface-value")
    package static let undeclaredInterfaceName = DiagnosticCode("undeclared-interface-name")
    package static let partialResource = DiagnosticCode("partial-resource")
}

extension DiagnosticCode {
    package static let invalidTeamID = DiagnosticCode("invalid-team-id")
    package static let invalidURLScheme = DiagnosticCode("invalid-url-scheme")
    package static let invalidEntitlement = DiagnosticCode("invalid-entitlement")
    package static let invalidInfoPlist = DiagnosticCode("invalid-info-plist")
    package static let invalidManifestValue = DiagnosticCode("invalid-manifest-value")
    package static let invalidAppLink = DiagnosticCode("invalid-app-link")
    package static let missingLinkHalf = DiagnosticCode("missing-link-half")
    package static let invalidSigning = DiagnosticCode("invalid-signing")
    package static let sharedSigningKey = DiagnosticCode("shared-signing-key")
    package static let sharedSigningKeyOneTeam = DiagnosticCode("shared-signing-key-one-team")
    package static let invalidAppStoreConnectKey = DiagnosticCode("invalid-app-store-connect-key")
    package static let invalidProvisioningProfile = DiagnosticCode("invalid-provisioning-profile")
    package static let duplicateURLScheme = DiagnosticCode("duplicate-url-scheme")
    package static let duplicateAppGroup = DiagnosticCode("duplicate-app-group")
    package static let duplicateDomain = DiagnosticCode("duplicate-domain")
    package static let invalidBuildName = DiagnosticCode("invalid-build-name")
    package static let duplicateExtensionID = DiagnosticCode("duplicate-extension-id")
}

extension DiagnosticCode {
    package static let invalidModule = DiagnosticCode("invalid-module")
    package static let unexplainedUsageDescription = DiagnosticCode("unexplained-usage-description")
}
