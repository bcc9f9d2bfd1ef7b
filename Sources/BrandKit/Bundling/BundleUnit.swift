/// One directory brandkit writes: `acme.bundle` for iOS, `acme` for Android.
public struct BundleUnit {
    var name: String
    var brand: String
    var environment: String
    var platform: BundlePlatform
    /// Every file except `manifest.json`, which `allFiles` adds.
    var files: [BundleFile]
    var manifest: BundleManifest

    /// The directory name: `<brand>[@<env>](.bundle)`; environments are named only when a
    /// run asks for several, so the usual single-environment build keeps `acme.bundle`.
    /// Names cannot collide: ids hold neither `@` nor `.`, so `acme@de-release` is never
    /// `acme-de@release`, and only iOS names end in `.bundle`.
    static func name(brand: String, environment: String, platform: BundlePlatform, namingEnvironment: Bool) -> String {
        let base = namingEnvironment ? "\(brand)@\(environment)" : brand
        return platform == .ios ? base + ".bundle" : base
    }

    /// The unit's files including `manifest.json`, sorted by path.
    var allFiles: [BundleFile] {
        (files + [BundleFile(path: BundleManifest.fileName, text: manifest.json.serialized(pretty: true))])
            .sorted { $0.path < $1.path }
    }

    static func build(_ brand: ResolvedBrand, platform: BundlePlatform, name: String, screen: HelpCenterScreen,
                      inputs: [(name: String, sha256: String)], sourceFile: String) -> BundleUnit {
        let files = contents(brand, platform: platform, screen: screen, sourceFile: sourceFile)
        let manifest = BundleManifest(
            brand: brand.id, environment: brand.environment, platform: platform, inputs: inputs.map(\.name).sorted(),
            inputsHash: ContentHash.inputs(unit: name, platform: platform, environment: brand.environment, files: inputs),
            files: Dictionary(uniqueKeysWithValues: files.map { ($0.path, ContentHash.sha256($0.bytes)) }))
        return BundleUnit(name: name, brand: brand.id, environment: brand.environment, platform: platform, files: files,
                          manifest: manifest)
    }

    /// The files a bundle of `brand` holds for `platform`, besides `manifest.json`.
    public static func contents(_ brand: ResolvedBrand, platform: BundlePlatform, screen: HelpCenterScreen,
                                sourceFile: String) -> [BundleFile] {
        let config = BrandConfigDocument.json(brand)
        let files: [BundleFile]
        switch platform {
        case .ios, .all:
            files = [
                BundleFile(path: "BrandConfig.plist", text: PropertyList.xml(config)),
                BundleFile(path: "BrandConfig.json", text: config.serialized(pretty: true)),
                BundleFile(path: "HelpCenter.json", text: JSONHelpCenterView.json(screen).serialized(pretty: true)),
                BundleFile(path: "Brand.xcconfig", text: Xcconfig.text(brand, sourceFile: sourceFile)),
            ] + ColorAssets.files(brand)
        case .android:
            files = [
                BundleFile(path: "res/values/brand.xml", text: AndroidResources.xml(brand)),
                BundleFile(path: "brand.properties", text: GradleProperties.text(brand, sourceFile: sourceFile)),
                BundleFile(path: "assets/BrandConfig.json", text: config.serialized(pretty: true)),
                BundleFile(path: "assets/HelpCenter.json", text: JSONHelpCenterView.json(screen).serialized(pretty: true)),
            ]
        }
        return files
    }
}
