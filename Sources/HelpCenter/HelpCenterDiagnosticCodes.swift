import BrandCore

/// The codes the help-center scene reports. Each is documented in Docs/rules.md, which is generated from the catalog.
extension DiagnosticCode {
    package static let unknownSection = DiagnosticCode("unknown-section")
    package static let duplicateSection = DiagnosticCode("duplicate-section")
    package static let emptySection = DiagnosticCode("empty-section")
    package static let missingSectionData = DiagnosticCode("missing-section-data")
    package static let unusedSectionData = DiagnosticCode("unused-section-data")
    package static let unknownSocialNetwork = DiagnosticCode("unknown-social-network")
}
