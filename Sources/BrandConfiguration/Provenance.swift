import BrandCore
import BrandYAML

/// Where a resolved value was set: the layer and the exact place in its file.
package struct Provenance: Hashable, Sendable, CustomStringConvertible {
    package enum Layer: Hashable, Sendable {
        /// A flag's `default:` in the manifest.
        case flagDefault
        /// The manifest's `defaults:`.
        case manifestDefaults
        /// A text's source as the manifest declares it (`strings.welcome.text`), or a
        /// built-in help-center text's English: the source language's value.
        case sourceText
        /// A brand file's own values (the brand itself or an ancestor it extends).
        case brand(String)
        /// A brand's `environments.<env>` overlay; or, with a `derivedSuffix`, what the
        /// manifest's environment derives from the brand's value (`bundleIdSuffix`).
        case environment(Overlay)

        package static func environment(brand: String, environment: String) -> Layer {
            .environment(Overlay(brand: brand, environment: environment))
        }

        /// The brand's value at `brand`'s place with `suffix` appended by the manifest's
        /// settings of `environment`. An overlay, not a case of its own: every resolved value
        /// copies its layer, and one more kind of payload made each copy dearer.
        package static func derived(brand: String, environment: String, suffix: String) -> Layer {
            .environment(Overlay(brand: brand, environment: environment, derivedSuffix: suffix))
        }

        /// True for a value a brand's overlay writes (not one the environment derives).
        package var isOverlay: Bool {
            if case .environment(let overlay) = self { overlay.derivedSuffix == nil } else { false }
        }

        /// The suffix the environment appended, for a derived value; nil for any other.
        package var derivedSuffix: String? {
            if case .environment(let overlay) = self { overlay.derivedSuffix } else { nil }
        }
    }

    /// A brand's overlay for one environment. One object that every value the overlay sets
    /// refers to: a resolved value is copied often, and a reference copies with one count
    /// where two names took two.
    package final class Overlay: Hashable, Sendable {
        package let brand: String
        package let environment: String
        /// Set for a value the environment derives: what it appended to the brand's value.
        package let derivedSuffix: String?

        init(brand: String, environment: String, derivedSuffix: String? = nil) {
            self.brand = brand
            self.environment = environment
            self.derivedSuffix = derivedSuffix
        }

        package static func == (lhs: Overlay, rhs: Overlay) -> Bool {
            lhs.brand == rhs.brand && lhs.environment == rhs.environment && lhs.derivedSuffix == rhs.derivedSuffix
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(brand)
            hasher.combine(environment)
            hasher.combine(derivedSuffix)
        }
    }

    package var layer: Layer
    package var location: SourceLocation

    /// The brand whose file set the value; nil for the manifest's layers.
    package var brand: String? {
        switch layer {
        case .flagDefault, .manifestDefaults, .sourceText: nil
        case .brand(let id): id
        case .environment(let overlay): overlay.brand
        }
    }

    package init(_ layer: Layer, at location: SourceLocation) {
        self.layer = layer
        self.location = location
    }

    /// `Brands/acme.yaml:14:3`, with the layer named where the file alone does not say it.
    package var description: String {
        switch layer {
        case .flagDefault: "\(location) (flag default)"
        case .manifestDefaults: "\(location) (defaults)"
        case .sourceText: "\(location) (source text)"
        case .brand: "\(location)"
        case .environment(let overlay):
            overlay.derivedSuffix.map { "\(location) (+ \"\($0)\" in \(overlay.environment))" } ?? "\(location) (\(overlay.environment))"
        }
    }
}
