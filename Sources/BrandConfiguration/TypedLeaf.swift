import BrandCore
import BrandYAML

/// A scalar as written in one layer (a brand file, one of its environment overlays, the
/// manifest) with the type its schema field gives it. Value rules check each written value
/// once, wherever it is written, instead of once per brand and environment it reaches.
package struct TypedLeaf: Sendable {
    /// Where it is written; `path` names it in the brand body, the same in a file and its
    /// overlays: `colors.primary`.
    var place: ValuePath
    package var path: String { place.body }
    /// True when this value is written at the body path `path` (`android.versionCode`).
    package func isAt(_ path: BodyPath) -> Bool { place.isBody(path) }
    /// The key it is written under (`mapsKey`); for a list item, its flag's name, which
    /// `manifest` declares.
    package func key(in manifest: Manifest) -> String? { place.key ?? declaration(in: manifest)?.name }
    package var type: ScalarType
    package var scalar: YAMLScalar
    package var location: SourceLocation
    /// The flag this is the value (or a list item) of, carried from the schema walk's one
    /// lookup so the rules never look a flag up by name again; a position, not the
    /// declaration, so a value counts no references on what every worker reads.
    package var flag: FlagPosition?
    /// The declaration of the flag this is the value (or a list item) of, which `manifest`
    /// declares.
    package func declaration(in manifest: Manifest) -> FlagDeclaration? { flag.map { manifest.flagIndex[$0] } }
    /// The overlay this is written in; nil for a file's own values and the manifest.
    package var environment: String?
}
