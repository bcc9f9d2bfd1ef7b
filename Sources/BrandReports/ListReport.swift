import BrandConfiguration
import BrandCore
/// Every brand of a directory with what it extends and the environments it overrides, for
/// `brandkit list`.
package struct ListReport: Sendable {
    package struct Entry: Sendable {
        package var id: String
        package var file: String
        /// Nil for a root brand; also nil when the file could not be read.
        package var extends: String?
        /// The environments the brand's own file overrides, in the manifest's order.
        package var overrides: [String]
        /// False when the file has errors that keep it from being read.
        package var readable: Bool
        /// What a Gradle product flavor needs while Gradle configures, in the default
        /// environment: nil when the file cannot be read.
        package var android: Android?
    }

    package struct Android: Sendable {
        /// `acme-de` → `acmeDe`: a name Gradle accepts for a flavor and its source set.
        package var flavor: String
        package var applicationId: String?
        package var versionCode: Int?
        package var versionName: String?
        /// The languages the brand ships, its default first (`resourceConfigurations`).
        package var locales: [String]
    }

    package var environments: [String]
    package var brands: [Entry]

    package init(_ manager: FeatureFlagManager) {
        environments = manager.manifest.environments
        brands = manager.brandIDs.map { id in
            let file = manager.load(id).file
            let android = file == nil ? nil : manager.brand(id).map { brand in
                let version = brand.androidVersion
                return Android(flavor: BuildNames.flavorName(id), applicationId: brand.applicationId, versionCode: version.code,
                               versionName: version.name, locales: brand.locales.map(\.code))
            }
            return Entry(id: id, file: manager.path(of: id) ?? id, extends: file?.extends?.id,
                         overrides: manager.manifest.environments.filter { file?.overlays[$0] != nil }, readable: file != nil,
                         android: android)
        }
    }

}

/// How `brandkit list` prints the listing.
package enum BrandListingFormat: String, CaseIterable, Sendable {
    case text, json

    package func render(_ listing: ListReport) -> String {
        switch self {
        case .text:
            typealias Row = (brand: String, extends: String, overrides: String)
            let header: Row = ("BRAND", "EXTENDS", "OVERRIDES")
            let rows = [header] + listing.brands.map { brand -> Row in
                let overrides = brand.overrides.isEmpty ? "-" : brand.overrides.joined(separator: ", ")
                return (brand.id, brand.extends ?? "-", brand.readable ? overrides : "(not readable: run brandkit validate)")
            }
            let brandWidth = rows.map(\.brand.count).max() ?? 0
            let extendsWidth = rows.map(\.extends.count).max() ?? 0
            return rows.map { row in
                let brand = row.brand.padding(toLength: brandWidth, withPad: " ", startingAt: 0)
                let extends = row.extends.padding(toLength: extendsWidth, withPad: " ", startingAt: 0)
                return brand + "  " + extends + "  " + row.overrides
            }.joined(separator: "\n") + "\n"
        case .json:
            return JSONValue.object([
                ("environments", .array(listing.environments.map(JSONValue.string))),
                ("brands", .array(listing.brands.map { brand in
                    .object([("brand", .string(brand.id)), ("file", .string(brand.file)),
                             ("extends", brand.extends.map(JSONValue.string) ?? .null),
                             ("overrides", .array(brand.overrides.map(JSONValue.string))), ("readable", .bool(brand.readable)),
                             ("android", brand.android.map { android in
                                 .object([
                                     ("flavor", .string(android.flavor)),
                                     ("applicationId", android.applicationId.map(JSONValue.string) ?? .null),
                                     ("versionCode", android.versionCode.map(JSONValue.int) ?? .null),
                                     ("versionName", android.versionName.map(JSONValue.string) ?? .null),
                                     ("locales", .array(android.locales.map(JSONValue.string))),
                                 ])
                             } ?? .null)])
                })),
            ]).serialized(pretty: true)
        }
    }
}
