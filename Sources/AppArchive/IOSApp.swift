import BrandCore
import Foundation

/// What a built iOS app says it is: an `.ipa` (`Payload/<name>.app/` in a zip) or the `.app`
/// folder a build writes. The app's Info.plist (binary or XML) and the profile it was signed
/// with (`embedded.mobileprovision`), and the same of each app extension it embeds
/// (`PlugIns/<name>.appex/`): the values `brandkit verify` compares with the brand.
package struct IOSApp: Sendable {
    /// One app extension the app embeds.
    package struct Extension: Sendable {
        /// Its folder's name: `Widget.appex`.
        package var folder: String
        package var bundleID: String?
        package var version: String?
        package var build: String?
        package var profile: ProvisioningProfile?
    }

    package var bundleID: String?
    package var version: String?
    package var build: String?
    /// `CFBundleDisplayName`, else `CFBundleName`.
    package var displayName: String?
    package var urlSchemes: Set<String>
    /// The profile it was signed with, or nil when it holds none.
    package var profile: ProvisioningProfile?
    /// Its app extensions, sorted by folder.
    package var extensions: [Extension]

    /// The largest Info.plist read: a few KiB as Xcode writes one.
    static let infoPlistLimit = 1 << 20

    package init(ipa bytes: [UInt8]) throws(AppArchiveError) {
        let archive = try ZipArchive(bytes: bytes)
        // The one app of the archive: Payload/<name>.app/, its Info.plist directly inside.
        let apps = Set(archive.entries.compactMap { entry -> String? in
            let parts = entry.name.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 3, parts[0] == "Payload", parts[1].hasSuffix(".app") else { return nil }
            return String(parts[1])
        })
        guard apps.count == 1, let app = apps.first else {
            throw AppArchiveError(apps.isEmpty ? "the archive holds no Payload/<name>.app: it is not an .ipa" : "the archive holds \(apps.count) apps under Payload/, not one")
        }
        let folder = "Payload/\(app)/"
        let plugIns = Set(archive.entries.compactMap { entry -> String? in
            let parts = entry.name.dropFirst(folder.count).split(separator: "/", omittingEmptySubsequences: false)
            guard entry.name.hasPrefix(folder), parts.count == 3, parts[0] == "PlugIns", parts[1].hasSuffix(".appex"), parts[2] == "Info.plist" else { return nil }
            return String(parts[1])
        })
        try self.init(folder: folder) { name throws(AppArchiveError) in try archive.data(named: name) }
        extensions = try plugIns.sorted().map { appex throws(AppArchiveError) in
            try Self.appExtension(appex, in: folder + "PlugIns/\(appex)/") { name throws(AppArchiveError) in try archive.data(named: name) }
        }
    }

    /// The `.app` folder at `path` (a build's `Build/Products/Release-iphoneos/Acme.app`):
    /// each file read only where it is a regular file, never through a symbolic link.
    package init(appFolder path: String) throws(AppArchiveError) {
        let root = path.hasSuffix("/") ? path : path + "/"
        func read(_ name: String) throws(AppArchiveError) -> [UInt8]? {
            let file = root + name
            guard SafeFileSystem.kind(file) != .missing else { return nil }
            guard let bytes = SafeFileSystem.readRegularFile(file) else { throw AppArchiveError("\(DiagnosticText.value(name)) is not a regular file") }
            guard bytes.count <= Self.infoPlistLimit else { throw AppArchiveError("\(DiagnosticText.value(name)) is over \(Self.infoPlistLimit >> 10) KiB") }
            return bytes
        }
        try self.init(folder: "") { name throws(AppArchiveError) in try read(name) }
        let listed = SafeFileSystem.kind(root + "PlugIns") == .directory ? ((try? SafeFileSystem.entries(of: root + "PlugIns")) ?? []) : []
        // Only folders: an extension that is a link is not followed.
        let appexes = listed.map(\.name).filter { $0.hasSuffix(".appex") && SafeFileSystem.kind(root + "PlugIns/" + $0) == .directory }
        extensions = try appexes.sorted().map { appex throws(AppArchiveError) in
            try Self.appExtension(appex, in: "PlugIns/\(appex)/") { name throws(AppArchiveError) in try read(name) }
        }
    }

    /// The app whose files `read` gives by their path, `folder` leading to them.
    private init(folder: String, read: (String) throws(AppArchiveError) -> [UInt8]?) throws(AppArchiveError) {
        let plist = try Self.infoPlist(folder, read)
        bundleID = plist["CFBundleIdentifier"] as? String
        version = plist["CFBundleShortVersionString"] as? String
        build = plist["CFBundleVersion"] as? String
        displayName = plist["CFBundleDisplayName"] as? String ?? plist["CFBundleName"] as? String
        let types = plist["CFBundleURLTypes"] as? [Any] ?? []
        urlSchemes = Set(types.flatMap { (($0 as? [String: Any])?["CFBundleURLSchemes"] as? [Any] ?? []).compactMap { $0 as? String } })
        profile = try read(folder + "embedded.mobileprovision").map { bytes throws(AppArchiveError) in try ProvisioningProfile(bytes: bytes) }
        extensions = []
    }

    private static func appExtension(_ appex: String, in folder: String, _ read: (String) throws(AppArchiveError) -> [UInt8]?) throws(AppArchiveError) -> Extension {
        let plist = try infoPlist(folder, read)
        let profile = try read(folder + "embedded.mobileprovision").map { bytes throws(AppArchiveError) in try ProvisioningProfile(bytes: bytes) }
        return Extension(folder: appex, bundleID: plist["CFBundleIdentifier"] as? String, version: plist["CFBundleShortVersionString"] as? String,
                         build: plist["CFBundleVersion"] as? String, profile: profile)
    }

    /// `folder`'s Info.plist, which every app and extension has.
    private static func infoPlist(_ folder: String, _ read: (String) throws(AppArchiveError) -> [UInt8]?) throws(AppArchiveError) -> [String: Any] {
        let shown = folder.isEmpty ? "" : DiagnosticText.value(folder)
        guard let info = try read(folder + "Info.plist") else { throw AppArchiveError("\(shown)Info.plist is missing") }
        guard let plist = try? PropertyListSerialization.propertyList(from: Data(info), options: [], format: nil) as? [String: Any] else {
            throw AppArchiveError("\(shown)Info.plist is not a property list")
        }
        return plist
    }
}
