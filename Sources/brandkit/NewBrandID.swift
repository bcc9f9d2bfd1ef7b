import ArgumentParser
import BrandConfiguration

/// The id of a brand file a command is about to create (`init --brand`, `add`), checked
/// before anything is written: a brand id, at most 64 characters, not the manifest's name.
enum NewBrandID {
    static func check(_ id: String, naming what: String) throws {
        guard BrandID.isValid(id), id.utf8.count <= 64 else {
            throw ValidationError("\(what) takes a brand id matching \(BrandID.pattern), at most 64 characters")
        }
        guard id + ".yaml" != FeatureFlagManager.manifestFileName else {
            throw ValidationError("\(what) cannot be '\(id)': \(FeatureFlagManager.manifestFileName) is the manifest")
        }
    }
}
