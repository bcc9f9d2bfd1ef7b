import BrandCore
import BrandYAML
import LanguageRules

/// Brand and environment names typed on a command line, checked in one place so every
/// command refuses them with the same words and the same did-you-mean.
extension BrandKitError {
    package static func unknownBrand(_ id: String, known: [String], revision: String? = nil) -> BrandKitError {
        let close = DidYouMean.closest(to: id, in: known).map { "did you mean '\($0)'? " } ?? ""
        return BrandKitError("unknown brand '\(id)'\(revision.map { " at '\($0)'" } ?? "")",
                             hint: "\(close)known brands: \(known.joined(separator: ", "))")
    }

    package static func unknownEnvironment(_ environment: String, declared: [String]) -> BrandKitError {
        BrandKitError("unknown environment '\(environment)'",
                      hint: DidYouMean.suggestion(for: environment, in: declared, noun: "environment"))
    }
}

/// What a command selects when no environment is asked for.
package enum EnvironmentFallback: Sendable {
    /// Every declared environment (`validate`, `preview`, `flags`).
    case every
    /// The default environment, the first declared (`bundle`).
    case defaultOne
}

extension Manifest {
    /// The one selection of environments from a command's options: each one asked for is
    /// checked (an unknown one stops the command with a did-you-mean), each is taken once, in
    /// the manifest's order; when none is asked for, `fallback`.
    package func selectEnvironments(_ asked: [String], otherwise fallback: EnvironmentFallback) throws(BrandKitError) -> [String] {
        guard !asked.isEmpty else { return fallback == .every ? environments : [defaultEnvironment] }
        for environment in asked { _ = try checkedEnvironment(environment) }
        return environments.filter(asked.contains)
    }

    /// `environment` when the manifest declares it, the default environment when nil.
    package func checkedEnvironment(_ environment: String?) throws(BrandKitError) -> String {
        guard let environment else { return defaultEnvironment }
        guard environments.contains(environment) else { throw .unknownEnvironment(environment, declared: environments) }
        return environment
    }

    /// A language the manifest declares, from a command-line option; nil when none is asked for.
    package func checkedLocale(_ code: String?) throws(BrandKitError) -> LanguageTag? {
        guard let code else { return nil }
        guard let locale = strings.locale(code) else {
            throw BrandKitError("unknown locale '\(DiagnosticText.value(code))'",
                                hint: DidYouMean.suggestion(for: code, in: strings.codes, noun: "locale"))
        }
        return locale
    }
}

extension FeatureFlagManager {
    /// Throws unless `id` is a brand file of this directory (or of `revision`).
    package func checkBrand(_ id: String, revision: String? = nil) throws(BrandKitError) {
        guard path(of: id) != nil else { throw .unknownBrand(id, known: brandIDs, revision: revision) }
    }
}

