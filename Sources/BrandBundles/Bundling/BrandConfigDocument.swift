import BrandCore
/// The resolved configuration of a brand in an environment, as the bundle's
/// `BrandConfig.json` and `BrandConfig.plist` carry it (keys sorted): `BrandConfigShape`'s
/// fields, each printed from the brand document. The accessors `brandkit generate` writes read the
/// same shape.
enum BrandConfigDocument {
    static func json(_ document: BrandDocument) -> JSONValue {
        .sortedObject(Dictionary(uniqueKeysWithValues: BrandConfigShape.fields.map { ($0.key, $0.value(document)) }))
    }
}
