/// The platforms a bundle is generated for.
package enum BundlePlatform: String, CaseIterable, Sendable {
    case ios, android, all

    var platforms: [BundlePlatform] { self == .all ? [.ios, .android] : [self] }
}

/// What one directory brandkit writes is: its name, its contents and where its manifest
/// lives all follow from this, so no caller keeps them in step by hand.
package enum BundleKind: Sendable, CaseIterable {
    /// `acme.bundle`: the brand's configuration, copied into the app as a resource bundle.
    case iosBundle
    /// `acme.xcassets`: the asset catalog the app target compiles: colours, app icon, images, launch image.
    /// Xcode compiles only catalogs that are the target's own sources, never one inside a
    /// `.bundle`, so this is a directory of its own.
    case colorCatalog
    /// `acme/`: `res/`, `assets/` and `brand.properties` for a product flavor.
    case androidFolder
    /// `acme.secrets/BrandSecrets.swift`, with `bundle --secrets`: source the app target compiles.
    case swiftSecrets
    /// `acme.secrets-kotlin/brandkit/BrandSecrets.kt`, with `bundle --secrets`: a source folder of the flavor.
    case kotlinSecrets

    var platform: BundlePlatform { self == .androidFolder || self == .kotlinSecrets ? .android : .ios }

    /// The directory name's suffix. Brand ids hold no `.`, so a name's kind is never in doubt.
    var suffix: String {
        switch self {
        case .iosBundle: ".bundle"
        case .colorCatalog: ".xcassets"
        case .androidFolder: ""
        case .swiftSecrets: ".secrets"
        case .kotlinSecrets: ".secrets-kotlin"
        }
    }

    /// The kind of a unit directory, from its name.
    init(unitName: String) {
        self = Self.allCases.first { !$0.suffix.isEmpty && unitName.hasSuffix($0.suffix) } ?? .androidFolder
    }

    /// Where the unit's manifest lives. The asset catalog compiler reads every visible entry
    /// of a catalog, so there it is a hidden file, as the `.DS_Store` files catalogs
    /// routinely carry are.
    /// Source folders hide it too, so a folder reference adds no stray resource.
    var manifestFileName: String {
        switch self {
        case .iosBundle, .androidFolder: BundleManifest.fileName
        case .colorCatalog, .swiftSecrets, .kotlinSecrets: ".brandkit-" + BundleManifest.fileName
        }
    }

    /// The kinds a run writes for a platform: the catalog and the secrets only when asked for.
    static func kinds(for platform: BundlePlatform, colorCatalogs: Bool, secrets: Bool) -> [BundleKind] {
        platform.platforms.flatMap { platform -> [BundleKind] in
            if platform == .android { return secrets ? [.androidFolder, .kotlinSecrets] : [.androidFolder] }
            return [.iosBundle] + (colorCatalogs ? [.colorCatalog] : []) + (secrets ? [.swiftSecrets] : [])
        }
    }

    /// The files of the brands directory a unit of this kind copies for the document's brand,
    /// by their path there, sorted: its inputs besides brand files.
    func copiedFiles(of document: BrandDocument) -> [String] {
        let paths: [String?] = switch self {
        case .iosBundle: document.fonts.map(\.path) + [document.firebaseIOS]
        case .colorCatalog: document.assets.filter { $0.role.isInAssetCatalog }.map(\.path)
        case .androidFolder: document.assets.filter { $0.role != .iosIcon }.map(\.path) + [document.firebaseAndroid]
        case .swiftSecrets, .kotlinSecrets: []
        }
        return Set(paths.compactMap { $0 }).sorted()
    }

    /// True for the kinds that hold secret values.
    var holdsSecrets: Bool { self == .swiftSecrets || self == .kotlinSecrets }
}
