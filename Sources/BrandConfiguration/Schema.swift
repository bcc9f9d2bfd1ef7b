import BrandYAML
import BrandCore

/// The shape of a brand file, the manifest and their parts: which keys exist, what each
/// holds and what it is for. The checker, the required-field check and `brandkit schema`
/// all read this one description.
public indirect enum Schema: Sendable {
    case value(ScalarType)
    case list(Schema)
    /// A mapping with fixed keys.
    case record([Field])
    /// A mapping whose keys are names the user chooses (Xcode configuration names).
    case map(Schema)
    /// A mapping whose keys become names in generated files (color and flag names): each must
    /// be a `GeneratedName`.
    case names(Schema)
    /// A mapping whose keys must be environments declared in the manifest.
    case environments(Schema)
    /// A mapping whose keys must be flags declared in the manifest, each typed by its declaration.
    case flagValues
    /// Anything; its type is decided by a sibling (a flag's `default` by its `type`).
    case anyValue

    public struct Field: Sendable {
        public enum Requirement: Sendable {
            case optional
            /// Must be written in the same mapping (a flag declaration's `type`).
            case inPlace
            /// Must be set by some layer once the brand is resolved (`displayName`).
            case afterResolution
        }

        public var name: String
        public var schema: Schema
        public var requirement: Requirement
        public var description: String

        public init(_ name: String, _ schema: Schema, _ requirement: Requirement = .optional, _ description: String) {
            self.name = name
            self.schema = schema
            self.requirement = requirement
            self.description = description
        }
    }
}
