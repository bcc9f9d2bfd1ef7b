/// The resolved configuration of a brand in an environment, as the bundle's
/// `BrandConfig.json` and `BrandConfig.plist` carry it (keys sorted).
enum BrandConfigDocument {
    static func json(_ brand: ResolvedBrand) -> JSONValue {
        .sortedObject([
            "brand": .string(brand.id),
            "environment": .string(brand.environment),
            "displayName": .string(brand.displayName ?? brand.id),
            "bundleId": .string(brand.bundleId ?? ""),
            "colors": .sortedObject(Dictionary(uniqueKeysWithValues: brand.colors.map { ($0.name, JSONValue.string($0.value.string ?? "")) })),
            "featureFlags": .sortedObject(Dictionary(uniqueKeysWithValues: brand.flags.map { ($0.name, $0.value.json) })),
        ])
    }
}
