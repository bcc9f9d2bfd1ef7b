import BrandCore
import BrandYAML

/// What the manifest says of one environment: how its apps build, and what each brand's
/// identity in it derives from the brand's own (`environments: { staging: { bundleIdSuffix:
/// .staging, displayNameSuffix: " β" } }`), so no brand writes its ids again per environment.
/// A brand's overlay for the environment that sets a value wins over the derived one.
package struct EnvironmentSettings: Sendable, Equatable {
    /// How an environment's apps build: Xcode's Debug or Release kind of configuration,
    /// and the Android build type its build type starts from (`initWith`).
    package enum BuildKind: String, Sendable, CaseIterable {
        case debug, release
    }

    package var bundleIdSuffix: String?
    package var displayNameSuffix: String?
    package var buildsLike: BuildKind

    /// An environment that derives nothing: it builds like debug when it is named so.
    package init(environment: String) {
        buildsLike = environment == "debug" ? .debug : .release
    }

    /// True when the environment changes nothing of a brand's identity.
    package var derivesNothing: Bool { bundleIdSuffix == nil && displayNameSuffix == nil }

    /// An id's suffix: '.', then segments that are each a letter and letters or digits, which
    /// both an iOS bundle id and an Android application id accept after any valid id.
    static func suffixProblem(_ suffix: String) -> String? {
        guard suffix.hasPrefix(".") else { return "it must start with '.'" }
        let segments = suffix.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        for segment in segments {
            guard let first = segment.utf8.first, first.isASCIILetter else {
                return "each part must start with a letter"
            }
            guard segment.utf8.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }) else {
                return "each part may hold only ASCII letters and digits"
            }
        }
        return nil
    }

    /// Reads one environment's settings of a schema-checked manifest.
    static func read(_ node: YAMLNode, environment: String, diagnostics: inout [Diagnostic]) -> EnvironmentSettings {
        var settings = EnvironmentSettings(environment: environment)
        if let suffix = node["bundleIdSuffix"], let text = suffix.scalar?.value {
            if let problem = suffixProblem(text) {
                diagnostics.append(.error(.invalidDeclaration, "bundleIdSuffix '\(DiagnosticText.value(text))' cannot follow an id: \(problem)",
                                          at: suffix.location, suggestion: "write it as Gradle's applicationIdSuffix: .\(environment.filter { $0.isLetter || $0.isNumber })"))
            } else {
                settings.bundleIdSuffix = text
            }
        }
        if let suffix = node["displayNameSuffix"], let text = suffix.scalar?.value {
            settings.displayNameSuffix = text
        }
        if let kind = node["buildsLike"], let text = kind.scalar?.value {
            if let buildsLike = BuildKind(rawValue: text) {
                settings.buildsLike = buildsLike
            } else {
                diagnostics.append(.error(.invalidDeclaration, "buildsLike '\(DiagnosticText.value(text))' is neither debug nor release",
                                          at: kind.location, suggestion: DidYouMean.suggestion(for: text, in: BuildKind.allCases.map(\.rawValue), noun: "build kind")))
            }
        }
        return settings
    }
}
