import Foundation

/// The resolved configuration of a brand in an environment, as the bundle's
/// `BrandConfig.json` and `BrandConfig.plist` carry it (keys sorted). The accessors
/// `brandkit generate` writes read exactly this shape.
enum BrandConfigDocument {
    static func json(_ brand: ResolvedBrand) -> JSONValue {
        let helpCenter = BrandHelpCenterConfiguration(brand).helpCenter
        let sections = HelpCenterInteractor().parse(helpCenter, brand: brand.id).sections
        return .sortedObject([
            "brand": .string(brand.id),
            "environment": .string(brand.environment),
            "displayName": .string(brand.displayName ?? brand.id),
            "bundleId": .string(brand.bundleId ?? ""),
            "colors": .sortedObject(Dictionary(uniqueKeysWithValues: brand.colors.map { ($0.name, JSONValue.string($0.value.string ?? "")) })),
            "featureFlags": .sortedObject(Dictionary(uniqueKeysWithValues: brand.flags.map { ($0.name, $0.value.json) })),
            "helpCenter": .array(sections.map { json($0.kind, helpCenter.sections[$0.kind]) }),
        ])
    }

    /// One help-center section the interactor parsed, in the brand's order: its token as
    /// `section`, then its fields as written (a URL is not re-encoded on its way through).
    static func json(_ kind: HelpCenterSection.Kind, _ data: HelpCenterData.Section?) -> JSONValue {
        var fields: [String: JSONValue] = data?.fields.mapValues { .string($0.text) } ?? [:]
        fields["section"] = .string(kind.rawValue)
        if kind == .socialNetworks {
            fields["networks"] = .array((data?.entries ?? []).map { .sortedObject($0.mapValues { .string($0.text) }) })
        }
        return .sortedObject(fields)
    }
}
