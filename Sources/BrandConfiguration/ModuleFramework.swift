import BrandCore
import BrandYAML

/// A prebuilt XCFramework a module's iOS code comes from (`ios.frameworks`), as XcodeGen's
/// `- framework:` dependency and Tuist's `.xcframework(path:)` name one: its path, relative
/// to the project file, and whether the app embeds it.
package struct ModuleFramework: Sendable, Equatable {
    package var path: String
    /// `dynamic`: linked and embedded in the app; `static`: linked into its binary only
    /// (embedding a static framework is refused by App Store Connect).
    package var embedded: Bool

    static let linkings = ["dynamic", "static"]

    /// Reads `Frameworks/Chat.xcframework: dynamic`, reporting at its line a path that is
    /// no XCFramework inside the project (a `.framework` holds one platform, so simulators
    /// and devices need an XCFramework) or a linking that is neither.
    static func read(_ pair: YAMLPair, module: String, diagnostics: inout [Diagnostic]) -> ModuleFramework? {
        let path = pair.key.value
        if let problem = BrandAssets.pathProblem(path, inside: "the project's folder")
            ?? (path.hasSuffix(".xcframework") ? nil : "is no .xcframework folder") {
            diagnostics.append(.error(.invalidDeclaration, "module '\(module)''s framework '\(DiagnosticText.value(path))' is no XCFramework inside the project: it \(problem)",
                                      at: pair.keyLocation, suggestion: "name a .xcframework folder relative to the project file: Frameworks/Chat.xcframework"))
            return nil
        }
        guard let linking = pair.value.scalar?.value, linkings.contains(linking) else {
            diagnostics.append(.error(.invalidDeclaration, "module '\(module)''s framework '\(DiagnosticText.value(path))' is neither dynamic nor static",
                                      at: pair.value.location, suggestion: "write dynamic (embedded in the app) or static (linked only)"))
            return nil
        }
        return ModuleFramework(path: path, embedded: linking == "dynamic")
    }
}
