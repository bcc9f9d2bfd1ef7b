import AppArchive
import BrandCore
import BrandValidation

/// `brandkit verify`: reads the built app at a path and compares it with the brand that
/// passed the gate. A file that is no app, or a damaged one, could not be checked (exit 2).
package enum BuiltAppVerification {
    /// An app larger than this is not read: stores take apps of a few hundred MiB.
    package static let sizeLimit = 1 << 30

    package static func differences(appAt path: String, brand: ValidatedBrand) throws(BrandKitError) -> [Diagnostic] {
        let shown = DiagnosticText.value(path)
        guard path.hasSuffix(".apk") else {
            throw BrandKitError("'\(shown)' is not an .apk", hint: "pass the APK the build wrote, e.g. app/build/outputs/apk/release/app-acme-release.apk")
        }
        guard let real = SafeFileSystem.realPath(path), let bytes = SafeFileSystem.readRegularFile(real) else {
            throw BrandKitError("cannot read '\(shown)': it is not a regular file", hint: "pass the path of the APK the build wrote")
        }
        guard bytes.count <= sizeLimit else {
            throw BrandKitError("'\(shown)' is over \(sizeLimit >> 20) MiB", hint: "pass the APK the build wrote")
        }
        let app: AndroidApp
        do {
            app = try AndroidApp(apk: bytes, lookingFor: brand.brand.declaredModules.flatMap(\.packages))
        } catch {
            throw BrandKitError("cannot read '\(shown)' as an APK: \(error.message)", hint: "pass the APK the build wrote, unchanged")
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return AndroidAppCheck.differences(app, named: name, brand: brand)
    }
}
