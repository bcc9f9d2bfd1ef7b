import BrandConfiguration
import BrandCore
import PrivacyManifest

/// A brand's identity on each platform in one environment, as its printers read it: the
/// signing team, the schemes and domains that open the app, its entitlements, its Info.plist
/// keys and its Android manifest's values. Made once per document from the resolved brand;
/// `validate` has refused every value a platform's tools would not take.
package struct BrandIdentity: Sendable {
    package var team: String?
    /// The app id's prefix (`<prefix>.<bundle id>`, the entitlement `application-identifier`,
    /// and how a site association names the app): `ios.appIdPrefix`, else the team.
    package var appIdPrefix: String?
    package var iosURLSchemes: [String] = []
    package var associatedDomains: [String] = []
    package var appGroups: [String] = []
    package var pushEnvironment: String?
    /// App extensions' bundle ids by name, sorted by name.
    package var extensions: [(name: String, bundleId: String)] = []
    /// The usage descriptions the brand writes, in Apple's list order.
    package var usageDescriptions: [UsageDescription] = []
    /// `ios.infoPlist` as property-list values, and the keys the brand's modules fill with
    /// its values (`GADApplicationIdentifier`), by key, sorted.
    package var infoPlist: [(String, JSONValue)] = []
    /// The compilation conditions of the modules the brand ships (`BRANDKIT_ADS`), sorted.
    package var compilationConditions: [String] = []
    /// The entitlements the modules the brand ships add, by key, sorted; a key two modules set
    /// is written once, with the first's value (validate refuses two values).
    package var moduleEntitlements: [(String, JSONValue)] = []
    /// What the app's privacy manifest declares for the modules the brand ships, merged.
    package var modulePrivacy = PrivacyDeclaration()
    package var androidURLSchemes: [String] = []
    package var appLinks: [String] = []
    package var signingCertificates: [String] = []
    /// `android.manifestPlaceholders`, sorted by name.
    package var manifestPlaceholders: [(name: String, value: String)] = []

    package init(_ brand: ResolvedBrand) {
        func strings(_ value: ResolvedValue?) -> [String] { (value?.sequence ?? []).compactMap(\.string) }
        if let ios = brand["ios"] {
            team = ios["team"]?.string
            appIdPrefix = ios["appIdPrefix"]?.string ?? team
            iosURLSchemes = strings(ios["urlSchemes"])
            associatedDomains = strings(ios["associatedDomains"])
            appGroups = strings(ios["appGroups"])
            pushEnvironment = ios["pushEnvironment"]?.string
            extensions = (ios["extensions"]?.mapping ?? [:]).compactMap { name, value in value.string.map { (name, $0) } }
                .sorted { $0.name < $1.name }
            let usages = ios["usageDescriptions"]
            usageDescriptions = UsageDescription.all.filter { usages?[$0.name] != nil }
            infoPlist = (ios["infoPlist"]?.mapping ?? [:]).sortedByKey.compactMap { key, value in
                guard case .success(let plist) = InfoPlistValue.value(value) else { return nil }
                return (key, plist)
            }
        }
        let modules = brand.modules
        if !modules.isEmpty {
            // validate refuses a key both the brand and a module set, or one brandkit writes.
            for module in modules {
                let values = module.values
                infoPlist += module.declaration.infoPlist.compactMap { entry in values[entry.value].map { (entry.key, .string($0)) } }
            }
            infoPlist.sort { $0.0 < $1.0 }
            compilationConditions = modules.map(\.declaration.compilationCondition).sorted()
            for entry in modules.flatMap(\.declaration.entitlements) where !moduleEntitlements.contains(where: { $0.0 == entry.key }) {
                moduleEntitlements.append((entry.key, entry.value))
            }
            moduleEntitlements.sort { $0.0 < $1.0 }
            modulePrivacy = modules.reduce(PrivacyDeclaration()) { $0.merged(with: $1.declaration.privacy) }
        }
        if let android = brand["android"] {
            androidURLSchemes = strings(android["urlSchemes"])
            appLinks = strings(android["appLinks"])
            signingCertificates = strings(android["signingCertificates"])
            manifestPlaceholders = (android["manifestPlaceholders"]?.mapping ?? [:]).compactMap { name, value in
                value.string.map { (name, $0) }
            }.sorted { $0.name < $1.name }
        }
    }

    /// True when the app needs an entitlements file: it claims domains or groups, pushes, or
    /// ships a module that needs one.
    /// True when the brand's app extensions share its app groups: the bundle writes
    /// `BrandExtension.entitlements` and the wiring signs each extension with it.
    package var sharesAppGroupsWithExtensions: Bool { !extensions.isEmpty && !appGroups.isEmpty }
    package var hasEntitlements: Bool { !associatedDomains.isEmpty || !appGroups.isEmpty || pushEnvironment != nil || !moduleEntitlements.isEmpty }
}
