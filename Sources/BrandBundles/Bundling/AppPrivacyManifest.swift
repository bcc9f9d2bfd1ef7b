import BrandConfiguration
import BrandCore
import Foundation
import PrivacyManifest

/// The app's own privacy manifest (`bundle --app-privacy-manifest`), which each iOS bundle's
/// `AppPrivacyInfo.xcprivacy` starts from: a file the user names on the command line, read
/// once per run, its bytes an input of every iOS unit (a change rebuilds them).
package struct AppPrivacyManifest: Sendable {
    /// Its name among a unit's inputs.
    static let inputName = "app:PrivacyInfo.xcprivacy"

    let bytes: [UInt8]
    let declaration: PrivacyDeclaration

    /// Reads the property list at `path`, XML or binary, as a privacy manifest, or the run stops.
    static func read(_ path: String) throws(BrandKitError) -> AppPrivacyManifest {
        guard SafeFileSystem.kind(path) == .file, let bytes = SafeFileSystem.readRegularFile(path), bytes.count <= AppInfoPlist.maxBytes else {
            throw BrandKitError("'\(path)' is not a file brandkit can read", hint: "name the app's own PrivacyInfo.xcprivacy, a regular file under 1 MiB")
        }
        switch PrivacyDeclaration.read(appManifest: bytes) {
        case .success(let declaration): return AppPrivacyManifest(bytes: bytes, declaration: declaration)
        case .failure(let problem):
            throw BrandKitError("'\(path)' is not a privacy manifest brandkit can merge: \(DiagnosticText.escaped(problem.reason))",
                                hint: "it holds NSPrivacyTracking, NSPrivacyTrackingDomains, NSPrivacyCollectedDataTypes and NSPrivacyAccessedAPITypes, by Apple's names")
        }
    }
}

/// The app's own files each iOS bundle starts from, named on the command line: its
/// Info.plist and its privacy manifest.
struct AppFiles: Sendable {
    var infoPlist: AppInfoPlist?
    var privacyManifest: AppPrivacyManifest?

    /// Each file's input name and bytes.
    var inputs: [(name: String, bytes: [UInt8])] {
        (infoPlist.map { [(AppInfoPlist.inputName, $0.bytes)] } ?? []) + (privacyManifest.map { [(AppPrivacyManifest.inputName, $0.bytes)] } ?? [])
    }
}

extension AppPrivacyManifest {
    /// What the Xcode build phase does with a brand's privacy manifest (`bundle
    /// --privacy-manifest`): writes the iOS unit's `AppPrivacyInfo.xcprivacy` to `target`,
    /// the app's `PrivacyInfo.xcprivacy`, or a manifest that declares nothing when the unit
    /// has none, so no earlier build's entries stay. True when `target` changed.
    package static func place(unit: String, at target: String) throws(BrandKitError) -> Bool {
        let source = SafeFileSystem.join(unit, IdentityFiles.privacyManifestName)
        let kind = SafeFileSystem.kind(source)
        guard let bytes = kind == .missing ? Array(PropertyList.xml(PrivacyDeclaration().propertyList).utf8)
                : kind == .file ? SafeFileSystem.readRegularFile(source) : nil else {
            throw BrandKitError("'\(source)' is not a file brandkit wrote", hint: "write the bundle again with brandkit bundle")
        }
        switch SafeFileSystem.kind(target) {
        case .file: if SafeFileSystem.readRegularFile(target) == bytes { return false }
        case .missing: break
        default: throw BrandKitError("'\(target)' is not a file", hint: "pass the app's privacy manifest: $TARGET_BUILD_DIR/$UNLOCALIZED_RESOURCES_FOLDER_PATH/PrivacyInfo.xcprivacy")
        }
        try AtomicFile.makeFolder(of: target)
        try AtomicFile.write(Data(bytes), to: target)
        return true
    }
}
