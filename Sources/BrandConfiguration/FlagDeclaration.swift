import BrandCore
import BrandYAML

/// One feature flag as the manifest declares it.
package struct FlagDeclaration: Sendable {
    package var name: String
    package var type: FlagType
    /// The default as written; nil when every brand must set the flag.
    package var defaultValue: YAMLNode?
    package var description: String?
    package var owner: String?
    /// `YYYY-MM-DD`, after which the flag should be removed.
    package var expires: String?
    /// Where `expires` is written.
    package var expiresLocation: SourceLocation?
    package var min: Double?
    package var max: Double?
    package var allowed: [String]?
    /// Every text value must match it somewhere (anchor it with `^…$` to match the whole).
    package var pattern: TextPattern?
    /// Where the flag's name is written in the manifest.
    package var location: SourceLocation
}
