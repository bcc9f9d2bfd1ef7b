/// What a brand is in one environment, for every output: made once from its snapshot, so a
/// printer reads the name users see, the ids per platform and parsed colours instead of
/// restating them from the resolved brand (`displayName ?? id`, `#RRGGBB` parsing, the
/// Android application id's fallback). Bundle files and `BrandConfig.json` are functions of it.
public struct BrandDocument: Sendable {
    public struct Color: Sendable {
        public let name: String
        /// As the brand file writes it.
        public let hex: String
        public let value: RGBAColor
    }

    public let snapshot: BrandSnapshot
    /// The name users see: `displayName`, or the brand id where no layer sets one.
    public let displayName: String
    /// The iOS bundle identifier.
    public let bundleId: String
    /// Android's application id: `android.applicationId`, else the bundle id.
    public let applicationId: String
    /// The Android flavor's own version, where the brand sets one.
    public let androidVersionCode: Int?
    public let androidVersionName: String?
    /// Every colour, by name, parsed once.
    public let colors: [Color]

    public var id: String { snapshot.id }
    public var environment: String { snapshot.environment }
    public var brand: ResolvedBrand { snapshot.brand }
    /// Every flag with a value, typed, sorted by name.
    public var flags: [ResolvedFlag] { snapshot.brand.flags }

    public init(_ snapshot: BrandSnapshot) {
        let brand = snapshot.brand
        self.snapshot = snapshot
        displayName = brand.displayName ?? brand.id
        bundleId = brand.bundleId ?? ""
        applicationId = brand.applicationId ?? ""
        let version = brand.androidVersion
        androidVersionCode = version.code
        androidVersionName = version.name
        colors = brand.colors.compactMap { name, value in
            guard let hex = value.string, let parsed = RGBAColor(hex: hex) else { return nil }
            return Color(name: name, hex: hex, value: parsed)
        }
    }
}
