import AssetFormats
import BrandConfiguration
import BrandValidation
import LanguageRules
/// What a brand is in one environment, for every output: made once from its variant, so a
/// printer reads the name users see, the ids per platform and parsed colours instead of
/// restating them from the resolved brand (`displayName ?? id`, `#RRGGBB` parsing, the
/// Android application id's fallback). Bundle files and `BrandConfig.json` are functions of it.
package struct BrandDocument: Sendable {
    package struct Color: Sendable {
        package let name: String
        /// As the brand file writes it; the light appearance when it sets both.
        package let hex: String
        package let value: RGBAColor
        /// The dark appearance, when the brand sets one (`{ light, dark }`).
        package let darkHex: String?
        package let dark: RGBAColor?
    }

    /// A font the brand bundles, as its file was read.
    package struct Font: Sendable {
        package let postScriptName: String
        /// Its name in the bundle: the PostScript name and the format's extension.
        package let fileName: String
        /// Where the brand names it, relative to the brands directory.
        package let path: String
        /// The roles the brand gives it (`fonts: { body: ... }`), sorted; none for a list of files.
        package let roles: [String]

        package init(postScriptName: String, format: String, path: String, roles: [String] = []) {
            self.postScriptName = postScriptName
            self.fileName = postScriptName + (format == "CFF" ? ".otf" : ".ttf")
            self.path = path
            self.roles = roles
        }
    }

    package let variant: ResolvedVariant
    /// The name users see: `displayName`, or the brand id where no layer sets one.
    package let displayName: String
    /// The iOS bundle identifier.
    package let bundleId: String
    /// Android's application id: `android.applicationId`, else the bundle id.
    package let applicationId: String
    /// The Android flavor's own version, where the brand sets one.
    package let androidVersionCode: Int?
    package let androidVersionName: String?
    /// The iOS app's own version and build number, where the brand sets them.
    package let iosVersion: String?
    package let iosBuild: Int?
    /// Every colour, by name, parsed once.
    package let colors: [Color]
    /// The Firebase files, relative to the brands directory, where the brand names them.
    package let firebaseIOS: String?
    package let firebaseAndroid: String?
    /// The icons and images the brand names, icons first.
    package let assets: [AssetReference]
    /// The adaptive icon's background when the brand writes it as a colour.
    package let androidIconBackground: RGBAColor?
    /// The fonts, read from their files by `bundle` (a document made without reading files has none).
    package let fonts: [Font]
    /// Where each secret comes from; never a value.
    package let secretReferences: [SecretReference]
    /// The languages the brand ships, its default first.
    package let locales: [LanguageTag]
    /// Its signing team, schemes, domains, entitlements, Info.plist keys and manifest values.
    package let identity: BrandIdentity
    /// The launch screen's colour (`launchScreen.background`), when the brand sets one.
    package let launchBackground: Color?
    /// The launch screen's image (`launchScreen.image`), relative to the brands directory.
    package let launchImage: String?
    /// The band the manifest draws on this environment's app icons, in the brand's colours
    /// (an `onPrimary` band with `primary` text; white and black without them), which stands
    /// out on an icon drawn in the brand's primary colour.
    package let iconBadge: IconBadge?
    /// Whether the Android apps' minSdk needs launcher icons as PNGs per density.
    package let needsLegacyIcons: Bool

    package var id: String { variant.id }
    package var environment: String { variant.environment }
    package var brand: ResolvedBrand { variant.brand }
    /// Every flag with a value, typed, sorted by name.
    package var flags: [ResolvedFlag] { variant.brand.flags }
    /// Every declared text in `locale`, sorted by key.
    package func texts(in locale: LanguageTag) -> [LocalizedText] { variant.brand.texts(in: locale) }

    package init(_ variant: ResolvedVariant, fonts: [Font] = []) {
        self.fonts = fonts
        let brand = variant.brand
        self.variant = variant
        displayName = brand.displayName ?? brand.id
        bundleId = brand.bundleId ?? ""
        applicationId = brand.applicationId ?? ""
        let version = brand.androidVersion
        androidVersionCode = version.code
        androidVersionName = version.name
        (iosVersion, iosBuild) = brand.iosVersion
        let firebase = brand.firebaseFiles
        (firebaseIOS, firebaseAndroid) = (firebase.ios?.string, firebase.android?.string)
        secretReferences = brand.secretReferences
        locales = brand.locales
        identity = BrandIdentity(brand)
        launchBackground = brand["launchScreen"]?["background"].flatMap { Self.color("launchBackground", $0) }
        assets = brand.assetReferences
        launchImage = assets.first { $0.role == .launchImage }?.path
        needsLegacyIcons = brand.launcher.needsLegacyIcons
        let colors = brand.colors.compactMap { name, value in Self.color(name, value) }
        iconBadge = brand.iconBadge.map { badge in
            let band = colors.first { $0.name == "onPrimary" }?.value ?? RGBAColor(red: 255, green: 255, blue: 255)
            let ink = colors.first { $0.name == "primary" }?.value ?? RGBAColor(red: 0, green: 0, blue: 0)
            return IconBadge(text: badge.text, band: (band.red, band.green, band.blue), ink: (ink.red, ink.green, ink.blue))
        }
        self.colors = colors
        androidIconBackground = brand["icon"]?["android"]?["background"]?.string.flatMap { $0.hasPrefix("#") ? RGBAColor(hex: $0) : nil }
    }

    /// A colour as the brand writes it: `#hex`, or its light and dark appearances.
    private static func color(_ name: String, _ value: ResolvedValue) -> Color? {
        let (light, dark) = value.appearances
        guard let hex = light?.string, let parsed = RGBAColor(hex: hex) else { return nil }
        let darkHex = dark?.string
        return Color(name: name, hex: hex, value: parsed, darkHex: darkHex, dark: darkHex.flatMap(RGBAColor.init(hex:)))
    }
}
