import BrandConfiguration
import BrandCore
import Foundation

/// What the Xcode build phase does with a brand's Info.plist keys (`bundle --info-plist`):
/// merges the unit's `BrandInfo.plist` into the app's processed Info.plist, each key the
/// brand sets replacing the app's, and each language's `InfoPlist.strings` into the
/// app's `<lang>.lproj` beside it. Each file keeps its format (binary or XML) and is
/// written atomically; nothing else of the app's is touched.
package enum InfoPlistMerge {
    /// Merges the iOS unit at `unit` (a `.bundle` folder) into the Info.plist at `infoPlist`.
    /// Returns the files it changed.
    package static func merge(unit: String, into infoPlist: String) throws(BrandKitError) -> [String] {
        guard SafeFileSystem.kind(infoPlist) == .file else {
            throw BrandKitError("'\(infoPlist)' is not a file", hint: "pass the built app's Info.plist: $TARGET_BUILD_DIR/$INFOPLIST_PATH")
        }
        var changed: [String] = []
        if try merge(SafeFileSystem.join(unit, IdentityFiles.infoPlistName), into: infoPlist) { changed.append(infoPlist) }
        let app = (infoPlist as NSString).deletingLastPathComponent
        return try changed + mergeStrings(unit: unit, intoApp: app.isEmpty ? "." : app)
    }

    /// Merges each language's `InfoPlist.strings` of the iOS unit at `unit` into the
    /// `<lang>.lproj` folders of the app folder `app`. Returns the files it changed.
    package static func mergeStrings(unit: String, intoApp app: String) throws(BrandKitError) -> [String] {
        var changed: [String] = []
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: unit)) ?? []
        for folder in folders.sorted() where folder.hasSuffix(".lproj") {
            let strings = SafeFileSystem.join(unit, "\(folder)/\(IdentityFiles.infoPlistStringsName)")
            guard SafeFileSystem.kind(strings) == .file else { continue }
            let target = SafeFileSystem.join(app, "\(folder)/\(IdentityFiles.infoPlistStringsName)")
            if try merge(strings, into: target) { changed.append(target) }
        }
        return changed
    }

    /// Sets the keys of the property list at `source` in the one at `target`, which is made
    /// when missing (a language the app has no InfoPlist.strings for); true when `target` changed.
    private static func merge(_ source: String, into target: String) throws(BrandKitError) -> Bool {
        guard case .dictionary(let keys)? = dictionary(at: source)?.value else {
            throw BrandKitError("'\(source)' is not a property list brandkit wrote", hint: "write the bundle again with brandkit bundle")
        }
        var merged: [String: PropertyListValue] = [:]
        // Xcode writes a product's Info.plist as binary; a strings file in a source folder is text.
        var binary = false
        let exists = SafeFileSystem.kind(target) != .missing
        if exists {
            guard let existing = dictionary(at: target), case .dictionary(let entries) = existing.value else {
                throw BrandKitError("'\(target)' is not a property list", hint: "brandkit merges the brand's keys into the app's Info.plist and InfoPlist.strings")
            }
            merged = entries
            binary = existing.binary
        }
        let before = merged
        for (key, value) in keys { merged[key] = value }
        if exists, before == merged { return false }
        let value = PropertyListValue.dictionary(merged)
        try AtomicFile.makeFolder(of: target)
        try AtomicFile.write(Data(binary ? value.binary : value.xml), to: target)
        return true
    }

    /// The property list at `path`, and whether it is in the binary format; nil when it is
    /// none, or holds what a property list cannot.
    private static func dictionary(at path: String) -> (value: PropertyListValue, binary: Bool)? {
        guard let bytes = SafeFileSystem.readRegularFile(path) else { return nil }
        var format = PropertyListSerialization.PropertyListFormat.xml
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format),
              let value = PropertyListValue(foundation: object) else { return nil }
        return (value, format == .binary)
    }
}
