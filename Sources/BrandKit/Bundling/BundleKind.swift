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
    /// `acme.xcassets`: the brand's colours as an asset catalog the app target compiles.
    /// Xcode compiles only catalogs that are the target's own sources, never one inside a
    /// `.bundle`, so this is a directory of its own.
    case colorCatalog
    /// `acme/`: `res/`, `assets/` and `brand.properties` for a product flavor.
    case androidFolder

    var platform: BundlePlatform { self == .androidFolder ? .android : .ios }

    /// The directory name's suffix. Brand ids hold no `.`, so a name's kind is never in doubt.
    var suffix: String {
        switch self {
        case .iosBundle: ".bundle"
        case .colorCatalog: ".xcassets"
        case .androidFolder: ""
        }
    }

    /// The kind of a unit directory, from its name.
    init(unitName: String) {
        self = Self.allCases.first { !$0.suffix.isEmpty && unitName.hasSuffix($0.suffix) } ?? .androidFolder
    }

    /// Where the unit's manifest lives. The asset catalog compiler reads every visible entry
    /// of a catalog, so there it is a hidden file, as the `.DS_Store` files catalogs
    /// routinely carry are.
    var manifestFileName: String { self == .colorCatalog ? ".brandkit-" + BundleManifest.fileName : BundleManifest.fileName }

    /// The kinds a run writes for a platform: the catalog only when asked for.
    static func kinds(for platform: BundlePlatform, colorCatalogs: Bool) -> [BundleKind] {
        platform.platforms.flatMap { platform -> [BundleKind] in
            platform == .android ? [.androidFolder] : (colorCatalogs ? [.iosBundle, .colorCatalog] : [.iosBundle])
        }
    }
}
