import AppArchive
import BrandCore
import BrandValidation
import Foundation

/// `brandkit verify`: reads the built app at a path (an `.apk`, an `.ipa` or an `.app` folder) and compares it
/// with the brand that passed the gate. A file that is no app, or a damaged one, could not be
/// checked (exit 2).
package enum BuiltAppVerification {
    /// An app larger than this is not read: stores take apps of a few hundred MiB.
    package static let sizeLimit = 1 << 30

    package static func differences(appAt path: String, brand: ValidatedBrand, now: Date = Date()) throws(BrandKitError) -> [Diagnostic] {
        let shown = DiagnosticText.value(path)
        let isIPA = path.hasSuffix(".ipa")
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if path.hasSuffix(".app") || path.hasSuffix(".app/") {
            // The folder a build writes, not followed through a symbolic link.
            guard SafeFileSystem.kind(path.hasSuffix("/") ? String(path.dropLast()) : path) == .directory else {
                throw BrandKitError("cannot read '\(shown)': it is not a folder", hint: "pass the .app folder the build wrote, or its .ipa")
            }
            do {
                return IOSAppCheck.differences(try IOSApp(appFolder: path), named: name, brand: brand, now: now)
            } catch {
                throw BrandKitError("cannot read '\(shown)' as an iOS app (.app): \(error.message)", hint: "pass the app the build wrote, unchanged")
            }
        }
        guard path.hasSuffix(".apk") || isIPA else {
            throw BrandKitError("'\(shown)' is not an .apk, an .ipa or an .app",
                                hint: "pass the app the build wrote, e.g. app/build/outputs/apk/acme/release/app-acme-release.apk, build/Acme.ipa or Acme.app")
        }
        guard let real = SafeFileSystem.realPath(path), let bytes = SafeFileSystem.readRegularFile(real) else {
            throw BrandKitError("cannot read '\(shown)': it is not a regular file", hint: "pass the path of the app the build wrote")
        }
        guard bytes.count <= sizeLimit else {
            throw BrandKitError("'\(shown)' is over \(sizeLimit >> 20) MiB", hint: "pass the app the build wrote")
        }
        do {
            if isIPA { return IOSAppCheck.differences(try IOSApp(ipa: bytes), named: name, brand: brand, now: now) }
            let app = try AndroidApp(apk: bytes, lookingFor: brand.brand.declaredModules.flatMap(\.packages))
            return AndroidAppCheck.differences(app, named: name, brand: brand)
        } catch {
            throw BrandKitError("cannot read '\(shown)' as an \(isIPA ? "iOS app (.ipa)" : "APK"): \(error.message)", hint: "pass the app the build wrote, unchanged")
        }
    }
}
