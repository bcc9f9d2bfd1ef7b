import BrandCore
import BrandYAML

/// The shape of a brand file, the manifest and their parts: which keys exist, what each
/// holds and what it is for. The checker, the required-field check and `brandkit schema`
/// all read this one description.
package indirect enum Schema: Sendable {
    case value(ScalarType)
    case list(Schema)
    /// A mapping with fixed keys.
    case record([Field])
    /// A mapping whose keys are names the user chooses (Xcode configuration names).
    case map(Schema)
    /// A mapping whose keys become names in generated files (color and flag names): each must
    /// be a `GeneratedName`. With `bare`, each becomes an Android resource name as it is (an
    /// image's drawable, `R.drawable.logo`), so no Java or Kotlin keyword either; other names
    /// get a prefix there (`brand_`, `flag_`) and escaped identifiers in accessors.
    case names(Schema, bare: Bool = false)
    /// A mapping whose keys must be environments declared in the manifest.
    case environments(Schema)
    /// A mapping whose keys must be flags declared in the manifest, each typed by its declaration.
    case flagValues
    /// A list of languages the manifest declares under `locales:`.
    case declaredLocales
    /// A mapping from declared languages to `stringValues`: a brand's texts per language.
    case localizedStrings
    /// A mapping whose keys must be strings the manifest declares (or built-in texts), each
    /// a text or, for a plural, its forms; and `fallback: true`.
    case stringValues
    /// Anything; its type is decided by a sibling (a flag's `default` by its `type`).
    case anyValue
    /// A mapping read as `mapping`, anything else as `other`: a colour, or its light and dark
    /// appearances; the manifest's environments as a list, or with their settings.
    case either(other: Schema, mapping: Schema)

    package struct Field: Sendable {
        package enum Requirement: Sendable {
            case optional
            /// Must be written in the same mapping (a flag declaration's `type`).
            case inPlace
            /// Must be set by some layer once the brand is resolved (`displayName`).
            case afterResolution
        }

        package var name: String
        package var schema: Schema
        package var requirement: Requirement
        package var description: String

        package init(_ name: String, _ schema: Schema, _ requirement: Requirement = .optional, _ description: String) {
            self.name = name
            self.schema = schema
            self.requirement = requirement
            self.description = description
        }
    }
}
