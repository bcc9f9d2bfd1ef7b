/// Apple's privacy-manifest vocabulary (Bundle Resources, "Describing data use in privacy
/// manifests" and "Describing use of required reason API"), by the short names a module
/// writes: `DeviceID` for `NSPrivacyCollectedDataTypeDeviceID`, `ThirdPartyAdvertising` for
/// `NSPrivacyCollectedDataTypePurposeThirdPartyAdvertising`, `UserDefaults` for
/// `NSPrivacyAccessedAPICategoryUserDefaults`. A name outside these lists is refused: App
/// Store Connect refuses a manifest that holds one.
package enum PrivacyVocabulary {
    static let dataTypePrefix = "NSPrivacyCollectedDataType"
    static let purposePrefix = "NSPrivacyCollectedDataTypePurpose"
    static let categoryPrefix = "NSPrivacyAccessedAPICategory"

    /// The collected data types, in Apple's order (contact info, health, financial info,
    /// location, sensitive info, contacts, user content, histories, identifiers, purchases,
    /// usage data, diagnostics, surroundings, body, other).
    package static let dataTypes = [
        "Name", "EmailAddress", "PhoneNumber", "PhysicalAddress", "OtherUserContactInfo",
        "Health", "Fitness",
        "PaymentInfo", "CreditInfo", "OtherFinancialInfo",
        "PreciseLocation", "CoarseLocation",
        "SensitiveInfo",
        "Contacts",
        "EmailsOrTextMessages", "PhotosorVideos", "AudioData", "GameplayContent", "CustomerSupport", "OtherUserContent",
        "BrowsingHistory", "SearchHistory",
        "UserID", "DeviceID",
        "PurchaseHistory",
        "ProductInteraction", "AdvertisingData", "OtherUsageData",
        "CrashData", "PerformanceData", "OtherDiagnosticData",
        "EnvironmentScanning",
        "Hands", "Head",
        "OtherDataTypes",
    ]

    /// Why data is collected.
    package static let purposes = ["ThirdPartyAdvertising", "DeveloperAdvertising", "Analytics", "ProductPersonalization",
                                   "AppFunctionality", "Other"]

    /// The required-reason API categories, each with the reasons Apple approves for it.
    package static let reasons: [String: [String]] = [
        "FileTimestamp": ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"],
        "SystemBootTime": ["35F9.1", "8FFB.1", "3D61.1"],
        "DiskSpace": ["85F4.1", "E174.1", "7D9E.1", "B728.1"],
        "ActiveKeyboards": ["3EC4.1", "54BD.1"],
        "UserDefaults": ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"],
    ]
}
