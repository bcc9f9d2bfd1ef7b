import BrandCore

/// The codes of the release check (`validate --base REV`), which compares the brands with
/// those at a git revision.
extension DiagnosticCode {
    package static let lowerBuildNumber = DiagnosticCode("lower-build-number")
    package static let lowerVersion = DiagnosticCode("lower-version")
    package static let changedAppID = DiagnosticCode("changed-app-id")
}
