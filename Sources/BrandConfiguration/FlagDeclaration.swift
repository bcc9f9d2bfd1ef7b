import BrandYAML
import BrandCore

/// One feature flag as the manifest declares it.
public struct FlagDeclaration: Sendable {
    public var name: String
    public var type: FlagType
    /// The default as written; nil when every brand must set the flag.
    public var defaultValue: YAMLNode?
    public var description: String?
    public var owner: String?
    /// `YYYY-MM-DD`, after which the flag should be removed.
    public var expires: String?
    /// Where `expires` is written.
    public var expiresLocation: SourceLocation?
    public var min: Double?
    public var max: Double?
    public var allowed: [String]?
    /// Every text value must match it somewhere (anchor it with `^…$` to match the whole).
    public var pattern: TextPattern?
    /// Where the flag's name is written in the manifest.
    public var location: SourceLocation
}
