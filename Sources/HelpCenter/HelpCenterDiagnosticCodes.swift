import BrandCore

/// The codes the help-center scene reports. Each is documented in the README.
extension DiagnosticCode {
    public static let unknownSection = DiagnosticCode("unknown-section")
    public static let duplicateSection = DiagnosticCode("duplicate-section")
    public static let emptySection = DiagnosticCode("empty-section")
    public static let missingSectionData = DiagnosticCode("missing-section-data")
    public static let unusedSectionData = DiagnosticCode("unused-section-data")
    public static let unknownSocialNetwork = DiagnosticCode("unknown-social-network")
}
