import BrandCore
import Foundation

/// What a built `.ipa` says it is: the app's Info.plist (`Payload/<name>.app/Info.plist`,
/// binary or XML) and the profile it was signed with (`embedded.mobileprovision`), the values
/// `brandkit verify` compares with the brand.
package struct IOSApp: Sendable {
    package var bundleID: String?
    package var version: String?
    package var build: String?
    /// `CFBundleDisplayName`, else `CFBundleName`.
    package var displayName: String?
    package var urlSchemes: Set<String>
    /// The profile it was signed with, or nil when it holds none.
    package var profile: ProvisioningProfile?

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
        guard let info = try archive.data(named: folder + "Info.plist") else { throw AppArchiveError("\(DiagnosticText.value(folder))Info.plist is missing") }
        guard let plist = try? PropertyListSerialization.propertyList(from: Data(info), options: [], format: nil) as? [String: Any] else {
            throw AppArchiveError("\(DiagnosticText.value(folder))Info.plist is not a property list")
        }
        bundleID = plist["CFBundleIdentifier"] as? String
        version = plist["CFBundleShortVersionString"] as? String
        build = plist["CFBundleVersion"] as? String
        displayName = plist["CFBundleDisplayName"] as? String ?? plist["CFBundleName"] as? String
        let types = plist["CFBundleURLTypes"] as? [Any] ?? []
        urlSchemes = Set(types.flatMap { (($0 as? [String: Any])?["CFBundleURLSchemes"] as? [Any] ?? []).compactMap { $0 as? String } })
        profile = try archive.data(named: folder + "embedded.mobileprovision").map { bytes throws(AppArchiveError) in try ProvisioningProfile(bytes: bytes) }
    }
}
