import BrandConfiguration
import BrandCore
import BrandYAML
import HelpCenter

/// Every rule, in the order `--list-rules` shows them. Order does not affect results:
/// diagnostics are sorted before anything prints them.
extension ValidationRule {
    /// The codes `validation.disabled` accepts, sorted: what `--list-rules` marks "can be
    /// disabled", and the JSON Schema's enum for that list.
    package static var disableableCodes: [String] { all.filter(\.canBeDisabled).map(\.code.rawValue).sorted() }

    package static let all: [ValidationRule] = [
        .invalidValue,
        .invalidURL,
        .insecureURL,
        .disallowedURLScheme,
        .unrepresentableText,
        .intOutOfRange,
        .collidingNames,
        .invalidEmail,
        .invalidColor,
        .invalidBundleID,
        .invalidApplicationID,
        .invalidVersionCode,
        .invalidAppVersion,
        .storeTextTooLong,
        .storeTextEmpty,
        .storeKeywordRepeated,
        .invalidAsset,
        .invalidIconBadge,
        .invalidFirebaseFile,
        .firebaseMismatch,
        .secretReference,
        .secretInBrandFile,
        .missingInterfaceValue,
        .undeclaredInterfaceName,
        .partialResource,
        .missingTranslation,
        .invalidPlaceholder,
        .pluralForms,
        .socialHostMismatch,
        .invalidTeamID,
        .invalidURLScheme,
        .invalidEntitlement,
        .invalidInfoPlist,
        .invalidManifestValue,
        .invalidModule,
        .unexplainedUsageDescription,
        .invalidAppLink,
        .missingLinkHalf,
        .invalidSigning,
        .sharedSigningKey,
        .sharedSigningKeyOneTeam,
        .invalidAppStoreConnectKey,
        .invalidProvisioningProfile,
        .duplicateBundleID,
        .duplicateDisplayName,
        .duplicateURLScheme,
        .duplicateAppGroup,
        .duplicateDomain,
        .invalidBuildName,
        .duplicateExtensionID,
        .expiredFlag,
        .yaml11Ambiguous,
        .lowContrast,
    ]

    package static func named(_ code: String) -> ValidationRule? {
        all.first { $0.code.rawValue == code }
    }
}
