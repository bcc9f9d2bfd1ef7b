import BrandCore
import BrandYAML
import TextPattern

/// One feature flag as the manifest declares it. A class, read but never changed once the
/// manifest is read: each flag value looks its declaration up (the schema, the value rules),
/// and copying a struct of a dozen strings and lists out of the table cost a reference count
/// per field, per value.
package final class FlagDeclaration: Sendable {
    package let name: String
    package let type: FlagType
    /// The default as written; nil when every brand must set the flag.
    package let defaultValue: YAMLNode?
    package let description: String?
    package let owner: String?
    /// `YYYY-MM-DD`, after which the flag should be removed.
    package let expires: String?
    /// Where `expires` is written.
    package let expiresLocation: SourceLocation?
    package let min: Double?
    package let max: Double?
    package let allowed: [String]?
    /// Every text value must match it somewhere (anchor it with `^…$` to match the whole).
    package let pattern: TextPattern?
    /// Where the flag's name is written in the manifest.
    package let location: SourceLocation
    /// A value can break a `min`, `max`, `allowed` or `pattern`: most flags have none, and
    /// their values need no further look.
    package let hasConstraints: Bool

    package init(name: String, type: FlagType, defaultValue: YAMLNode? = nil, description: String? = nil, owner: String? = nil,
                 expires: String? = nil, expiresLocation: SourceLocation? = nil, min: Double? = nil, max: Double? = nil,
                 allowed: [String]? = nil, pattern: TextPattern? = nil, location: SourceLocation) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.description = description
        self.owner = owner
        self.expires = expires
        self.expiresLocation = expiresLocation
        self.min = min
        self.max = max
        self.allowed = allowed
        self.pattern = pattern
        self.location = location
        hasConstraints = min != nil || max != nil || allowed != nil || pattern != nil
    }
}
