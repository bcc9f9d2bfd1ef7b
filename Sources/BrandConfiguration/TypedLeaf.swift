import BrandYAML
import BrandCore

/// A scalar as written in one layer (a brand file, one of its environment overlays, the
/// manifest) with the type its schema field gives it. Value rules check each written value
/// once, wherever it is written, instead of once per brand and environment it reaches.
public struct TypedLeaf: Sendable {
    /// Where it is written; `path` names it in the brand body, the same in a file and its
    /// overlays: `colors.primary`.
    var place: ValuePath
    public var path: String { place.body }
    /// True when this value is written at the body path `path` (`android.versionCode`).
    public func isAt(_ path: BodyPath) -> Bool { place.isBody(path) }
    public var type: ScalarType
    public var scalar: YAMLScalar
    public var location: SourceLocation
    /// The flag this is the value (or a list item) of.
    public var flag: String?
    /// The overlay this is written in; nil for a file's own values and the manifest.
    public var environment: String?
}
