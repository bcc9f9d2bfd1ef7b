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
        /// A brand's `environments.<env>` overlay.
        case environment(brand: String, environment: String)
    }

    package var layer: Layer
    package var location: SourceLocation

    /// The brand whose file set the value; nil for the manifest's layers.
    package var brand: String? {
        switch layer {
        case .flagDefault, .manifestDefaults, .sourceText: nil
        case .brand(let id), .environment(let id, _): id
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
        case .environment(_, let environment): "\(location) (\(environment))"
        }
    }
}
