import HelpCenter
import PrivacyManifest
/// One directory brandkit writes: `acme.bundle` or `acme.xcassets` for iOS, `acme` for Android.
package struct BundleUnit {
    var name: String
    var brand: String
    var environment: String
    var kind: BundleKind
    /// Every file except `manifest.json`, which `allFiles` adds.
    var files: [BundleFile]
    var manifest: BundleManifest

    /// The directory name: `<brand>[@<env>]` and the kind's suffix; environments are named
    /// only when a run asks for several, so the usual single-environment build keeps
    /// `acme.bundle`. Names cannot collide: ids hold neither `@` nor `.`, so
    /// `acme@de-release` is never `acme-de@release`, and each kind has its own suffix.
    package static func name(brand: String, environment: String, kind: BundleKind, namingEnvironment: Bool) -> String {
        (namingEnvironment ? "\(brand)@\(environment)" : brand) + kind.suffix
    }

    /// The unit's files including its manifest, sorted by path.
    var allFiles: [BundleFile] {
        (files + [BundleFile(path: kind.manifestFileName, text: manifest.json.serialized(pretty: true))])
            .sorted { $0.path < $1.path }
    }

    static func build(_ document: BrandDocument, kind: BundleKind, name: String,
                      inputs: [(name: String, sha256: String)], sourceFile: String, attachments: BundleAttachments) -> BundleUnit {
        let brand = document.brand
        let files = contents(document, kind: kind, sourceFile: sourceFile, attachments: attachments, unit: name)
        let manifest = BundleManifest(
            brand: brand.id, environment: brand.environment, platform: kind.platform, inputs: inputs.map(\.name).sorted(),
            inputsHash: ContentHash.inputs(unit: name, platform: kind.platform, environment: brand.environment, files: inputs),
            files: Dictionary(uniqueKeysWithValues: files.map { ($0.path, ContentHash.sha256($0.bytes)) }))
        return BundleUnit(name: name, brand: brand.id, environment: brand.environment, kind: kind, files: files,
                          manifest: manifest)
    }

    /// The files a unit of `kind` holds for the document's brand, besides its manifest:
    /// each a printer of the document.
    package static func contents(_ document: BrandDocument, kind: BundleKind, sourceFile: String,
                                 attachments: BundleAttachments = BundleAttachments(), unit: String = "") -> [BundleFile] {
        let screen = document.variant.screen
        let config = BrandConfigDocument.json(document)
        let files: [BundleFile]
        switch kind {
        case .iosBundle:
            files = [
                BundleFile(path: "BrandConfig.plist", text: PropertyList.xml(config)),
                BundleFile(path: "BrandConfig.json", text: config.serialized(pretty: true)),
                BundleFile(path: "HelpCenter.json", text: JSONHelpCenterView.json(screen).serialized(pretty: true)),
                BundleFile(path: Xcconfig.fileName, text: Xcconfig.text(document, sourceFile: sourceFile)),
                BundleFile(path: IdentityFiles.infoPlistName, text: IdentityFiles.infoPlist(document)),
                BundleFile(path: IdentityFiles.appInfoPlistName, bytes: IdentityFiles.appInfoPlist(document, base: attachments.appInfoPlist)),
                BundleFile(path: IdentityFiles.bundleInfoPlistName, bytes: IdentityFiles.bundleInfoPlist(document)),
            ] + (IdentityFiles.entitlements(document).map { [BundleFile(path: IdentityFiles.entitlementsName, text: $0)] } ?? [])
                + (IdentityFiles.extensionEntitlements(document).map { [BundleFile(path: IdentityFiles.extensionEntitlementsName, text: $0)] } ?? [])
                + (IdentityFiles.privacyManifest(document, base: attachments.appPrivacy).map { [BundleFile(path: IdentityFiles.privacyManifestName, text: $0)] } ?? [])
                + IdentityFiles.infoPlistStrings(document)
                + (document.firebaseIOS.flatMap { attachments.files[$0] }.map { [BundleFile(path: BundleAttachments.firebaseIOSName, bytes: $0)] } ?? [])
                + document.fonts.compactMap { font in attachments.files[font.path].map { BundleFile(path: "Fonts/" + font.fileName, bytes: $0) } }
                + LocalizedStrings.apple(document)
        case .colorCatalog:
            files = AssetCatalog.files(document, assets: attachments.files, artwork: attachments.artwork)
        case .androidFolder:
            files = [
                BundleFile(path: "res/values/brand.xml", text: AndroidResources.xml(document)),
                BundleFile(path: "brand.properties", text: GradleProperties.text(document, sourceFile: sourceFile)),
                BundleFile(path: "assets/BrandConfig.json", text: config.serialized(pretty: true)),
                BundleFile(path: "assets/HelpCenter.json", text: JSONHelpCenterView.json(screen).serialized(pretty: true)),
                BundleFile(path: FlavorManifest.fileName, text: FlavorManifest.xml(document)),
            ] + (AndroidResources.nightXML(document).map { [BundleFile(path: "res/values-night/brand.xml", text: $0)] } ?? [])
                + AndroidResources.icon(document, assets: attachments.files, artwork: attachments.artwork)
                + LaunchTheme.files(document)
                + LocalizedStrings.android(document)
                + (document.firebaseAndroid.flatMap { attachments.files[$0] }.map { [BundleFile(path: BundleAttachments.firebaseAndroidName, bytes: $0)] } ?? [])
        case .swiftSecrets:
            files = [BundleFile(path: "BrandSecrets.swift", text: SecretAccessors.swift(unit: unit, secrets: attachments.secrets))]
        case .kotlinSecrets:
            files = [BundleFile(path: "brandkit/BrandSecrets.kt", text: SecretAccessors.kotlin(unit: unit, secrets: attachments.secrets))]
        }
        return files
    }
}

/// What a unit carries besides the document's values: files the brand names, copied byte for
/// byte, and secret values read from the environment as the run starts.
package struct BundleAttachments: Sendable {
    static let firebaseIOSName = "GoogleService-Info.plist"
    /// Where the google-services Gradle plugin looks in a flavor's source folder.
    static let firebaseAndroidName = "google-services.json"

    /// The files the brand names that the unit copies (`BundleKind.copiedFiles`), by their
    /// path in the brands directory.
    package var files: [String: [UInt8]] = [:]
    package var secrets: [SecretAccessors.Secret] = []
    /// The app's own Info.plist keys, which the iOS bundle's `Info.plist` starts from.
    var appInfoPlist: [String: PropertyListValue] = [:]
    /// The app's own privacy manifest, which the iOS bundle's `AppPrivacyInfo.xcprivacy`
    /// starts from; nil when none is named.
    var appPrivacy: PrivacyDeclaration?
    /// The brand's icons as its units draw them, shared by its environments.
    var artwork = IconArtwork()

    package init() {}
}
