import BrandCore

/// The code of `brandkit verify`, which compares a built app with the brand it was built for.
extension DiagnosticCode {
    package static let builtAppDiffers = DiagnosticCode("built-app-differs")
}
