import BrandCore
import BrandYAML

/// What every brand of a project carries, declared once in the manifest the way flags are:
/// the app's code and manifests are compiled against every brand, so a brand may not lack a
/// colour, an image, a font role or an app icon the others have, nor name one the others do not.
///
/// ```yaml
/// interface:
///   colors: [primary, onPrimary]
///   images: [logo]
///   fonts: [body, heading]
///   icon: [ios, android]
///   launchScreen: true
/// ```
/// A value the manifest's `defaults` gives counts as carried by every brand that does not set its own.
package struct BrandInterface: Sendable {
    /// A declared name and where the manifest writes it.
    package struct Name: Sendable {
        package var name: String
        package var location: SourceLocation
    }

    /// The app icons a brand can carry.
    package enum Icon: String, Sendable, CaseIterable {
        case ios, android

        /// Where a brand file sets it.
        package var key: String { self == .ios ? "icon.ios" : "icon.android" }
    }

    /// Colour names every brand carries, and no brand adds to; nil leaves colours free.
    package var colors: [Name]?
    /// Image names, the same way.
    package var images: [Name]?
    /// Font roles (`fonts: { body: ... }` in brand files), the same way.
    package var fonts: [Name]?
    package var icons: [Icon] = []
    /// The usage descriptions every brand carries (`camera`): the app's code asks for those
    /// permissions in every brand, and iOS ends an app that asks without saying why.
    package var usageDescriptions: [Name] = []
    /// Every brand has a launch screen: the app's manifest names its theme.
    package var launchScreen = false

    /// Reads `interface:`, reporting names that could not be generated and icons other than ios and android.
    static func read(_ node: YAMLNode, diagnostics: inout [Diagnostic]) -> BrandInterface {
        var interface = BrandInterface()
        func names(_ key: String) -> [Name]? {
            guard let list = node[key]?.sequence else { return nil }
            var seen: Set<String> = []
            return list.compactMap { item in
                guard let name = item.scalar?.value else { return nil }
                guard GeneratedName.isValid(name), ResourceName.keywordProblem(SnakeCase.from(name)) == nil else {
                    diagnostics.append(.error(.invalidName, "'\(DiagnosticText.value(name))' cannot be a name in generated files", at: item.location,
                                              suggestion: "names match \(GeneratedName.pattern) and are no Java or Kotlin keyword, e.g. 'primary'"))
                    return nil
                }
                guard seen.insert(name).inserted else {
                    diagnostics.append(.error(.invalidDeclaration, "'\(name)' is listed twice in interface.\(key)", at: item.location,
                                              suggestion: "remove the second '\(name)'"))
                    return nil
                }
                return Name(name: name, location: item.location)
            }
        }
        interface.launchScreen = node["launchScreen"]?.scalar.flatMap(ScalarRules.bool) ?? false
        interface.colors = names("colors")
        interface.images = names("images")
        interface.fonts = names("fonts")
        for item in node["icon"]?.sequence ?? [] {
            guard let text = item.scalar?.value else { continue }
            if let icon = Icon(rawValue: text) {
                if !interface.icons.contains(icon) { interface.icons.append(icon) }
            } else {
                diagnostics.append(.error(.invalidDeclaration, "'\(DiagnosticText.value(text))' is not an app icon brandkit writes",
                                          at: item.location,
                                          suggestion: DidYouMean.suggestion(for: text, in: Icon.allCases.map(\.rawValue), noun: "icon")))
            }
        }
        for item in node["usageDescriptions"]?.sequence ?? [] {
            guard let text = item.scalar?.value else { continue }
            if UsageDescription.all.contains(where: { $0.name == text }) {
                if !interface.usageDescriptions.contains(where: { $0.name == text }) {
                    interface.usageDescriptions.append(Name(name: text, location: item.location))
                }
            } else {
                diagnostics.append(.error(.invalidDeclaration, "'\(DiagnosticText.value(text))' is not a usage description brandkit knows",
                                          at: item.location,
                                          suggestion: DidYouMean.suggestion(for: text, in: UsageDescription.all.map(\.name), noun: "usage description")))
            }
        }
        return interface
    }
}
