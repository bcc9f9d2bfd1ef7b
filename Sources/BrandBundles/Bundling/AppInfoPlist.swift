import BrandConfiguration
import BrandCore
import Foundation

/// The app's own Info.plist (`bundle --app-info-plist`), which each iOS bundle's `Info.plist`
/// starts from: a file the user names on the command line, read once per run, its bytes an
/// input of every iOS unit (a change rebuilds them).
package struct AppInfoPlist: Sendable {
    /// Its name among a unit's inputs.
    static let inputName = "app:Info.plist"
    /// The largest Info.plist read: an app's is a few kilobytes.
    static let maxBytes = 1 << 20

    let bytes: [UInt8]
    let keys: [String: PropertyListValue]

    /// Reads the property list at `path`, XML or binary; a dictionary, or the run stops.
    static func read(_ path: String) throws(BrandKitError) -> AppInfoPlist {
        guard SafeFileSystem.kind(path) == .file, let bytes = SafeFileSystem.readRegularFile(path), bytes.count <= maxBytes else {
            throw BrandKitError("'\(path)' is not a file brandkit can read", hint: "name the app's own Info.plist, a regular file under 1 MiB")
        }
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
              case .dictionary(let keys)? = PropertyListValue(foundation: object) else {
            throw BrandKitError("'\(path)' is not an Info.plist", hint: "an Info.plist is a property list holding a dictionary")
        }
        return AppInfoPlist(bytes: bytes, keys: keys)
    }
}
