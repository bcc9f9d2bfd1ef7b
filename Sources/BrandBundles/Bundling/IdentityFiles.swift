import BrandConfiguration
import BrandCore
import LanguageRules
import PrivacyManifest

/// The brand's identity as Xcode and iOS read it, printers of the document: the entitlements
/// the app is signed with, the Info.plist keys the build merges into the app's Info.plist,
/// and each language's `InfoPlist.strings` (the translated name and usage descriptions).
package enum IdentityFiles {
    static let entitlementsName = "Brand.entitlements"
    /// The entitlements the brand's app extensions are signed with (the wiring names it).
    package static let extensionEntitlementsName = "BrandExtension.entitlements"
    static let infoPlistName = "BrandInfo.plist"
    /// The app's whole Info.plist for the brand, which build configurations name as their
    /// `INFOPLIST_FILE`: it exists before a build starts, so no build phase has to come first.
    /// Not `Info.plist`: that is the resource bundle's own, which the app carries.
    package static let appInfoPlistName = "AppInfo.plist"
    /// The resource bundle's Info.plist, which Foundation reads when the app opens the bundle.
    static let bundleInfoPlistName = "Info.plist"
    static let infoPlistStringsName = "InfoPlist.strings"
    /// The app's privacy manifest for the brand, which `bundle --privacy-manifest` (the build
    /// phase) puts at the app's root as `PrivacyInfo.xcprivacy`. Not that name in the unit:
    /// Xcode's privacy report reads every `PrivacyInfo.xcprivacy` the app carries, and the
    /// unit is carried too.
    package static let privacyManifestName = "AppPrivacyInfo.xcprivacy"

    /// `Brand.entitlements`; nil when the app claims no domain or group, does not push, and
    /// ships no module that needs an entitlement.
    static func entitlements(_ document: BrandDocument) -> String? {
        let identity = document.identity
        guard identity.hasEntitlements else { return nil }
        var entries: [(String, JSONValue)] = []
        if let push = identity.pushEnvironment { entries.append(("aps-environment", .string(push))) }
        if !identity.associatedDomains.isEmpty {
            entries.append(("com.apple.developer.associated-domains", .array(identity.associatedDomains.map(JSONValue.string))))
        }
        if !identity.appGroups.isEmpty {
            entries.append(("com.apple.security.application-groups", .array(identity.appGroups.map(JSONValue.string))))
        }
        // A module's never one of the three above: the manifest refuses those.
        entries += identity.moduleEntitlements
        return PropertyList.xml(.object(entries.sorted { $0.0 < $1.0 }))
    }

    /// `BrandExtension.entitlements`: the app groups, which the app shares with its extensions
    /// (a widget reads what the app writes there); nil without extensions or app groups. The
    /// app's domains and push are the app's alone.
    static func extensionEntitlements(_ document: BrandDocument) -> String? {
        let identity = document.identity
        guard identity.sharesAppGroupsWithExtensions else { return nil }
        return PropertyList.xml(.object([("com.apple.security.application-groups", .array(identity.appGroups.map(JSONValue.string)))]))
    }

    /// `AppPrivacyInfo.xcprivacy`: the app's own privacy manifest (`base`) merged with what
    /// the modules the brand ships declare; nil when there is neither.
    static func privacyManifest(_ document: BrandDocument, base: PrivacyDeclaration?) -> String? {
        let modules = document.identity.modulePrivacy
        guard base != nil || !modules.isEmpty else { return nil }
        return PropertyList.xml((base ?? PrivacyDeclaration()).merged(with: modules).propertyList)
    }

    /// `BrandInfo.plist`: the keys the brand sets in the app's Info.plist, in its default
    /// language: the name users see, the languages it ships, its URL schemes, its usage
    /// descriptions and `ios.infoPlist`.
    static func infoPlist(_ document: BrandDocument) -> String {
        PropertyList.xml(.object(brandKeys(document)))
    }

    /// The keys the brand sets in the app's Info.plist, sorted.
    private static func brandKeys(_ document: BrandDocument) -> [(String, JSONValue)] {
        let identity = document.identity
        var entries: [(String, JSONValue)] = [
            ("CFBundleDisplayName", .string(displayName(document, in: document.locales.first))),
            ("CFBundleLocalizations", .array(document.locales.map { .string($0.code) })),
        ]
        if !identity.iosURLSchemes.isEmpty {
            entries.append(("CFBundleURLTypes", .array([.object([
                ("CFBundleURLName", .string(document.bundleId)),
                ("CFBundleURLSchemes", .array(identity.iosURLSchemes.map(JSONValue.string))),
            ])])))
        }
        if let source = document.locales.first {
            entries += usageTexts(document, in: source)
        }
        if document.launchBackground != nil {
            // The launch screen Xcode draws from Info.plist: the catalog's colour set.
            var launch: [(String, JSONValue)] = [("UIColorName", .string(AssetCatalog.launchBackgroundName))]
            if document.launchImage != nil {
                launch += [("UIImageName", .string(AssetCatalog.launchImageName)), ("UIImageRespectsSafeAreaInsets", .bool(true))]
            }
            entries.append(("UILaunchScreen", .object(launch)))
        }
        entries += identity.infoPlist
        return entries.sorted { $0.0 < $1.0 }
    }

    /// `Info.plist`: an iOS app's Info.plist as Xcode's app template writes it, then the
    /// app's own keys (`base`, from `bundle --app-info-plist`), then the brand's keys
    /// (`infoPlist`) and its version and build, where it sets them.
    static func appInfoPlist(_ document: BrandDocument, base: [String: PropertyListValue]) -> [UInt8] {
        var entries: [String: PropertyListValue] = [
            "CFBundleDevelopmentRegion": .string("$(DEVELOPMENT_LANGUAGE)"),
            "CFBundleExecutable": .string("$(EXECUTABLE_NAME)"),
            "CFBundleIdentifier": .string("$(PRODUCT_BUNDLE_IDENTIFIER)"),
            "CFBundleInfoDictionaryVersion": .string("6.0"),
            "CFBundleName": .string("$(PRODUCT_NAME)"),
            "CFBundlePackageType": .string("$(PRODUCT_BUNDLE_PACKAGE_TYPE)"),
            "CFBundleShortVersionString": .string("$(MARKETING_VERSION)"),
            "CFBundleVersion": .string("$(CURRENT_PROJECT_VERSION)"),
            "LSRequiresIPhoneOS": .bool(true),
        ]
        entries.merge(base) { $1 }
        if let version = document.iosVersion { entries["CFBundleShortVersionString"] = .string(version) }
        if let build = document.iosBuild { entries["CFBundleVersion"] = .string(String(build)) }
        for (key, value) in brandKeys(document) { entries[key] = PropertyListValue(value) }
        return PropertyListValue.dictionary(entries).xml
    }

    /// `Info.plist` of the resource bundle the app carries: concrete values only, since
    /// nothing expands build settings in a copied bundle. The development language is the
    /// brand's first, where `Bundle` looks when no language of the user's is there; a
    /// resource bundle has no executable, so it names none.
    static func bundleInfoPlist(_ document: BrandDocument) -> [UInt8] {
        var entries: [String: PropertyListValue] = [
            "CFBundleIdentifier": .string((document.bundleId.isEmpty ? "brandkit.\(document.id)" : document.bundleId) + ".brandkit"),
            "CFBundleInfoDictionaryVersion": .string("6.0"),
            "CFBundleName": .string(document.id),
            "CFBundlePackageType": .string("BNDL"),
        ]
        if let first = document.locales.first { entries["CFBundleDevelopmentRegion"] = .string(first.code) }
        return PropertyListValue.dictionary(entries).xml
    }

    /// `<lang>.lproj/InfoPlist.strings` for every language the brand ships: the name users
    /// see (its translation, else `displayName`) and each usage description in that language.
    static func infoPlistStrings(_ document: BrandDocument) -> [BundleFile] {
        document.locales.map { locale in
            let name = displayName(document, in: locale)
            let entries = [("CFBundleDisplayName", JSONValue.string(name))] + usageTexts(document, in: locale)
            return BundleFile(path: "\(locale.code).lproj/\(infoPlistStringsName)", text: PropertyList.xml(.object(entries.sorted { $0.0 < $1.0 })))
        }
    }

    /// The name users see in `locale`: its translation, else `displayName`.
    private static func displayName(_ document: BrandDocument, in locale: LanguageTag?) -> String {
        locale.flatMap { document.brand.text(.displayName, in: $0)?.string } ?? document.displayName
    }

    /// Each usage description the brand writes, by its Info.plist key, in `locale`.
    private static func usageTexts(_ document: BrandDocument, in locale: LanguageTag) -> [(String, JSONValue)] {
        document.identity.usageDescriptions.compactMap { usage in
            guard let value = document.brand.text(usage.text, in: locale)?.string else { return nil }
            return (usage.key, .string(value))
        }
    }
}
