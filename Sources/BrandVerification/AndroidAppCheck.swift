import AndroidComponents
import AppArchive
import BrandBundles
import BrandConfiguration
import BrandCore
import BrandValidation

/// A built APK compared with what brandkit resolved for its brand in one environment: each
/// difference an error at the brand's line that decides the value (its own, an ancestor's,
/// or the manifest's suffix for the environment).
package enum AndroidAppCheck {
    package static func differences(_ app: AndroidApp, named file: String, brand gated: ValidatedBrand) -> [Diagnostic] {
        let brand = gated.brand, document = BrandDocument(gated.variant)
        let variant = "\(brand.id) in \(gated.environment)"
        let android = brand["android"]
        func location(_ value: ResolvedValue?) -> SourceLocation { value?.provenance.location ?? brand.fileStart }
        func shown(_ text: String?) -> String { text.map { "'\(DiagnosticText.value($0))'" } ?? "none" }
        var found: [Diagnostic] = []
        func compare(_ what: String, built: String?, expected: String?, at value: ResolvedValue?, hint: String) {
            guard let expected, built != expected else { return }
            found.append(.error(.builtAppDiffers, "\(DiagnosticText.value(file))'s \(what) is \(shown(built)); \(variant) has \(shown(expected))",
                                at: location(value), suggestion: hint))
        }
        let build = "build the app from this brand's bundle and wiring (brandkit bundle, brandkit export gradle), or verify it against the brand it was built for"
        compare("application id", built: app.applicationID, expected: document.applicationId,
                at: android?["applicationId"] ?? brand["bundleId"], hint: build)
        compare("versionCode", built: app.versionCode, expected: document.androidVersionCode.map(String.init), at: android?["versionCode"], hint: build)
        compare("versionName", built: app.versionName, expected: document.androidVersionName, at: android?["versionName"], hint: build)
        compare("label", built: app.label, expected: document.displayName, at: brand["displayName"], hint: build)
        for scheme in document.identity.androidURLSchemes where !app.schemes.contains(scheme) {
            found.append(.error(.builtAppDiffers, "\(DiagnosticText.value(file)) opens no '\(DiagnosticText.value(scheme))://' link, which \(variant) declares",
                                at: location(android?["urlSchemes"]), suggestion: build))
        }
        for host in document.identity.appLinks where !app.hosts.contains(host) {
            found.append(.error(.builtAppDiffers, "\(DiagnosticText.value(file)) verifies no app links of \(DiagnosticText.value(host)), which \(variant) declares",
                                at: location(android?["appLinks"]), suggestion: build))
        }
        found += signatureDifferences(app, named: file, brand: brand, variant: variant)
        // The modules: what each the brand ships needs is there, and nothing of one it does not
        // ship (its permissions, unless a shipped module needs them too, and its classes).
        let chosen = brand.modules
        let needed = Set(chosen.flatMap(\.declaration.permissions))
        let modulesAt = location(brand["modules"])
        for module in chosen {
            let at = location(module.setting)
            for permission in module.declaration.permissions where !app.permissions.contains(permission) {
                found.append(.error(.builtAppDiffers, "\(DiagnosticText.value(file)) lacks the permission \(permission), which module '\(module.name)' needs in \(variant)",
                                    at: at, suggestion: build))
            }
            for component in module.declaration.components where app.components[component.name] != component.kind.rawValue {
                found.append(.error(.builtAppDiffers, "\(DiagnosticText.value(file)) has no <\(component.kind)> \(component.name), which module '\(module.name)' adds in \(variant)",
                                    at: at, suggestion: build))
            }
            let values = module.values
            for entry in module.declaration.metaData {
                compare("<meta-data> \(entry.name)", built: app.metaData[entry.name], expected: values[entry.value], at: module.setting.mapping?[entry.value], hint: build)
            }
            // A secret's value is the build's, never known here nor printed: it is there, filled.
            for entry in module.declaration.secretMetaData {
                let built = app.metaData[entry.name] ?? ""
                guard built.isEmpty || built.contains("${") else { continue }
                let source = brand.secretReferences.first { $0.name == entry.secret }
                found.append(.error(.builtAppDiffers, "\(DiagnosticText.value(file)) has no value in <meta-data> \(entry.name), which module '\(module.name)' fills from the secret '\(entry.secret)' in \(variant)",
                                    at: source.map { $0.provenance.location } ?? at,
                                    suggestion: "build with \(source?.variable ?? "the secret's variable") set, from the brand's secrets"))
            }
        }
        for module in brand.declaredModules where !chosen.contains(where: { $0.name == module.name }) {
            for permission in module.permissions where !needed.contains(permission) && app.permissions.contains(permission) {
                found.append(.error(.builtAppDiffers, "\(DiagnosticText.value(file)) asks for \(permission), module '\(module.name)''s, which \(variant) does not ship",
                                    at: modulesAt, suggestion: build))
            }
            for component in module.components where app.components[component.name] != nil
                && !chosen.contains(where: { $0.declaration.components.contains { $0.name == component.name } }) {
                found.append(.error(.builtAppDiffers, "\(DiagnosticText.value(file)) has the <\(component.kind)> \(component.name), module '\(module.name)''s, which \(variant) does not ship",
                                    at: modulesAt, suggestion: build))
            }
            for package in module.packages where app.packagesFound.contains(package) {
                found.append(.error(.builtAppDiffers, "\(DiagnosticText.value(file)) holds code of module '\(module.name)' (\(DiagnosticText.value(package))), which \(variant) does not ship",
                                    at: modulesAt, suggestion: build))
            }
        }
        return found
    }

    /// The APK's signer against the brand's `android.signingCertificates`, where the brand's key
    /// signs it: in environments that build like release, and in debug-like ones it signs too.
    static func signatureDifferences(_ app: AndroidApp, named file: String, brand: ResolvedBrand, variant: String) -> [Diagnostic] {
        let android = brand["android"]
        // With Play App Signing, Gradle's build is signed by the upload key and the one users
        // install by Play's app-signing key: either is the brand's.
        let upload = android?["playAppSigning"]?["uploadCertificate"]
        let listed = upload ?? android?["signingCertificates"]
        let fingerprints = ((upload.map { [$0] } ?? []) + (android?["signingCertificates"]?.sequence ?? [])).compactMap(\.string).map { $0.uppercased() }
        let signsHere = brand.buildsLike == .release || brand.androidSigning != nil
        guard signsHere, !fingerprints.isEmpty || android?["signing"] != nil else { return [] }
        let at = listed?.provenance.location ?? android?["signing"]?.provenance.location ?? brand.fileStart
        let name = DiagnosticText.value(file)
        guard let signature = app.signature else {
            return [.error(.builtAppDiffers, "\(name) is not signed; \(variant) is signed with its own key", at: at,
                           suggestion: "build it with the wiring brandkit export gradle writes, with the brand's signing variables set")]
        }
        var found: [Diagnostic] = []
        let built = signature.certificates.map(Self.fingerprint)
        if brand.buildsLike == .release, signature.certificates.contains(where: Self.isDebugCertificate) {
            found.append(.error(.builtAppDiffers, "\(name) is signed with a debug key (CN=Android Debug), and \(variant) builds like release", at: at,
                                suggestion: "sign release builds with the brand's own key: android.signing names it"))
        }
        if !fingerprints.isEmpty, !built.contains(where: fingerprints.contains) {
            let shown = built.first.map { String($0.prefix(23)) + "…" } ?? "none"
            let keys = upload == nil ? "one of \(variant)'s android.signingCertificates" : "\(variant)'s upload key (android.playAppSigning.uploadCertificate) nor Play's app-signing key"
            found.append(.error(.builtAppDiffers, "\(name) is signed (\(signature.scheme.rawValue)) by a key whose SHA-256 is \(shown), which is not \(keys)",
                                at: at, suggestion: "sign it with the brand's key (android.signing), or list that key's fingerprint if it is the brand's: keytool -list -v, or Play Console's App signing page"))
        }
        return found
    }

    /// A certificate's SHA-256 as keytool and assetlinks.json write it: 32 upper-case hex bytes joined by ':'.
    static func fingerprint(_ certificate: [UInt8]) -> String {
        var hasher = SHA256()
        hasher.update(certificate)
        return hasher.finalize().map { byte in
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }.joined(separator: ":")
    }

    /// The Android tools' debug keys are issued to CN=Android Debug (O=Android, C=US).
    static func isDebugCertificate(_ certificate: [UInt8]) -> Bool {
        let name = Array("Android Debug".utf8)
        guard certificate.count >= name.count else { return false }
        return (0...(certificate.count - name.count)).contains { certificate[$0..<($0 + name.count)].elementsEqual(name) }
    }
}
