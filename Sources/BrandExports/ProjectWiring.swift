import BrandBundles
import BrandConfiguration
import BrandValidation
import LanguageRules

/// What an app project needs to build every brand, read once from validated brands and
/// printed for XcodeGen, Tuist and Gradle (`XcodeGenSpec`, `TuistManifest`, `GradleScript`):
/// which bundle unit each build configuration reads, and each flavor's identity.
///
/// The units are those `bundle --all` writes for the environments the build configurations
/// map to (`bundleCommand`), into `bundles` (a path relative to the project file).
package struct ProjectWiring: Sendable {
    /// An Xcode build configuration or an Android build type, and the environment it builds.
    package struct Configuration: Sendable, Equatable {
        package let name: String
        package let environment: String
        /// True for a configuration built like Xcode's Debug: its environment's `buildsLike`.
        package let isDebug: Bool
    }

    /// One app: a brand in one environment, as every output of the wiring names it. Each
    /// value is the brand's, resolved in that environment (its overlays and what the
    /// manifest derives), so validation has checked exactly the app the build makes.
    package struct Variant: Sendable {
        package let environment: String
        package let displayName: String
        package let bundleId: String
        package let applicationId: String
        package let versionCode: Int?
        package let versionName: String?
        package let iosVersion: String?
        package let iosBuild: Int?
        /// True when the brand bundles a `google-services.json` here.
        package let googleServices: Bool
        /// The brand's `android.manifestPlaceholders` here, sorted by name.
        package let manifestPlaceholders: [(name: String, value: String)]
        /// The modules the brand ships here, sorted by name.
        package let modules: [ModuleDeclaration]
        /// The placeholder of each secret its modules put in the manifest, and the variable the
        /// brand names for it here, sorted by placeholder: what the build reads from its environment.
        package let secretPlaceholders: [(name: String, variable: String)]
        /// The key Gradle signs this app with, or nil where the build type's own signing stays
        /// (the debug key, unless the brand signs its debug builds too).
        package let signing: AndroidSigning?
        /// The team that signs the iOS app here (`ios.team`), and how it signs.
        package let team: String?
        package let iosSigning: IOSSigning?
        /// The app extensions' bundle ids here (`ios.extensions`), sorted by name.
        package let extensions: [(name: String, bundleId: String)]
        /// True when the brand's extensions here share its app groups (`BrandExtension.entitlements`).
        package let extensionEntitlements: Bool
        /// For each id signed by hand with a profile of its own (`ios.signing.profiles`), the
        /// profile's name and the certificate kind it takes, read from the file.
        package let profiles: [String: (name: String, identity: String)]
    }

    /// One app extension of a brand: a target of its own, embedded in the brand's app and
    /// signed like it (its team, style and match's profile for its own id).
    package struct Extension: Sendable {
        /// Its name in `ios.extensions` (`widget`).
        package let name: String
        /// The target's name: the brand's id and the extension's (`acme-widget`).
        package let target: String
    }

    package struct Brand: Sendable {
        package let id: String
        /// `acme-de` → `acmeDe`: the Gradle flavor and source-set name.
        package let flavor: String
        /// The languages the brand ships, its default first.
        package let locales: [LanguageTag]
        /// One per environment of `ProjectWiring.environments`, in that order.
        package let variants: [Variant]
        /// The variant of the catalog's environment: the app the stores list.
        package let release: Variant

        package func variant(_ environment: String) -> Variant? {
            variants.first { $0.environment == environment }
        }

        /// The extensions the brand ships in any environment, sorted by name: a target each,
        /// which every configuration builds (one whose environment leaves it out keeps the
        /// template's bundle id).
        package var extensions: [Extension] {
            var names: [String] = []
            for name in variants.flatMap({ $0.extensions.map(\.name) }) where !names.contains(name) { names.append(name) }
            return names.sorted().map { Extension(name: $0, target: id + "-" + $0) }
        }

        /// The Swift packages the brand's iOS target links, each with its products: those
        /// of every module it ships in any environment, since Xcode links a target's
        /// packages in all its configurations (a configuration that leaves a module out
        /// has no compilation condition for it, so its code is compiled out there).
        package var swiftPackages: [SwiftPackage] {
            var packages: [SwiftPackage] = []
            for module in variants.flatMap(\.modules) {
                for package in module.swiftPackages {
                    if let index = packages.firstIndex(where: { $0.name == package.name }) {
                        packages[index].products += package.products.filter { !packages[index].products.contains($0) }
                    } else {
                        packages.append(package)
                    }
                }
            }
            return packages.sorted { $0.name < $1.name }
        }

        /// The XCFrameworks the brand's iOS target links, sorted by path: those of every
        /// module it ships in any environment, as with its packages.
        package var frameworks: [ModuleFramework] {
            var frameworks: [ModuleFramework] = []
            for framework in variants.flatMap(\.modules).flatMap(\.frameworks) where !frameworks.contains(framework) {
                frameworks.append(framework)
            }
            return frameworks.sorted { $0.path < $1.path }
        }
    }

    /// The build configurations, in the order of the environments they map to.
    package let configurations: [Configuration]
    /// The environments some configuration maps to, in the manifest's order.
    package let environments: [String]
    /// What each of `environments` derives and how it builds.
    package let settings: [String: EnvironmentSettings]
    /// The environment whose app the stores list: the manifest's first (default) one, when
    /// a configuration builds it.
    package let catalogEnvironment: String
    package let brands: [Brand]
    /// Where the bundles are, relative to the project file.
    package let bundles: String
    /// The same folder from where `brandkit bundle` runs (the folder that holds `Brands/`),
    /// which the printed bundle command writes into: `BrandBundles/android` for a Gradle
    /// script in `app/` that reads `../BrandBundles/android`.
    package let bundlesFromCurrentFolder: String
    /// The app's own Info.plist, relative to the project file, which iOS bundles start from.
    package let appInfoPlist: String?
    /// The app's own privacy manifest, relative to the project file, which each brand's
    /// merges with its modules' entries.
    package let appPrivacyManifest: String?
    /// Every module the manifest declares, sorted by name: each variant says whether it ships it.
    package let modules: [ModuleDeclaration]

    /// The wiring of `validated`'s brands, each in every environment a configuration builds.
    package init(_ validated: ValidatedBrands, bundles: String, bundlesFromCurrentFolder: String? = nil, appInfoPlist: String? = nil,
                 appPrivacyManifest: String? = nil) {
        self.appInfoPlist = appInfoPlist
        self.appPrivacyManifest = appPrivacyManifest
        self.bundlesFromCurrentFolder = bundlesFromCurrentFolder ?? bundles
        let manifest = validated.manifest
        modules = manifest.sortedModules
        let configurations = Self.configurations(of: manifest)
        self.configurations = configurations
        let environments = manifest.environments.filter { environment in configurations.contains { $0.environment == environment } }
        self.environments = environments
        settings = Dictionary(uniqueKeysWithValues: environments.map { ($0, manifest.settings(of: $0)) })
        let catalogEnvironment = environments.contains(manifest.defaultEnvironment) ? manifest.defaultEnvironment
            : environments.first { manifest.settings(of: $0).buildsLike == .release } ?? environments.first ?? manifest.defaultEnvironment
        self.catalogEnvironment = catalogEnvironment
        self.bundles = bundles
        brands = validated.brandIDs.compactMap { id in
            let variants = environments.compactMap { environment in
                validated.brand(id, environment: environment).map { Self.variant($0, id: id, validated: validated) }
            }
            guard variants.count == environments.count, let release = variants.first(where: { $0.environment == catalogEnvironment })
            else { return nil }
            let locales = validated.brand(id, environment: catalogEnvironment)?.locales ?? []
            return Brand(id: id, flavor: BuildNames.flavorName(id), locales: locales, variants: variants, release: release)
        }
    }

    private static func variant(_ brand: ResolvedBrand, id: String, validated: ValidatedBrands) -> Variant {
        let android = brand.androidVersion
        let ios = brand.iosVersion
        let signing = brand.iosSigning
        var profiles: [String: (name: String, identity: String)] = [:]
        if signing?.style == .manual {
            for (bundleId, path) in signing?.profiles ?? [:] { profiles[bundleId] = validated.profileSpecifier(at: path) }
        }
        let identity = BrandIdentity(brand)
        return Variant(environment: brand.environment, displayName: brand.displayName ?? id, bundleId: brand.bundleId ?? "",
                       applicationId: brand.applicationId ?? "", versionCode: android.code, versionName: android.name,
                       iosVersion: ios.version, iosBuild: ios.build, googleServices: brand.firebaseFiles.android != nil,
                       manifestPlaceholders: identity.manifestPlaceholders, modules: brand.modules.map(\.declaration),
                       secretPlaceholders: secretPlaceholders(brand), signing: brand.androidSigning,
                       team: brand["ios"]?["team"]?.string, iosSigning: signing, extensions: identity.extensions,
                       extensionEntitlements: identity.sharesAppGroupsWithExtensions, profiles: profiles)
    }

    private static func secretPlaceholders(_ brand: ResolvedBrand) -> [(name: String, variable: String)] {
        let secrets = Set(brand.modules.flatMap { $0.declaration.secretMetaData.map(\.secret) })
        guard !secrets.isEmpty else { return [] }
        return brand.secretReferences.filter { secrets.contains($0.name) }
            .map { (name: ModuleDeclaration.secretPlaceholder($0.name), variable: $0.variable) }
    }

    /// Every Swift package some brand's target links, sorted by name: the project's `packages:`.
    package var swiftPackages: [SwiftPackage] {
        var packages: [SwiftPackage] = []
        for package in brands.flatMap(\.swiftPackages) where !packages.contains(where: { $0.name == package.name }) {
            packages.append(package)
        }
        return packages.sorted { $0.name < $1.name }
    }

    /// The configuration the stores' builds (an archive) use: the first that builds the
    /// catalog's environment, whatever its name.
    package var releaseConfiguration: Configuration? {
        configurations.first { $0.environment == catalogEnvironment }
    }

    /// The configuration a run builds: the first built like debug, else the first.
    package var runConfiguration: Configuration? {
        configurations.first(where: \.isDebug) ?? configurations.first
    }

    /// The manifest's `configurations:` in the order of their environments, else one
    /// configuration per environment, named as Xcode names them (`release` → `Release`).
    static func configurations(of manifest: Manifest) -> [Configuration] {
        func configuration(_ name: String, _ environment: String) -> Configuration {
            Configuration(name: name, environment: environment, isDebug: manifest.settings(of: environment).buildsLike == .debug)
        }
        guard !manifest.configurations.isEmpty else {
            return manifest.environments.map { configuration(capitalized($0), $0) }
        }
        return manifest.environments.flatMap { environment in
            manifest.configurations.filter { $0.value == environment }.keys.sorted().map { configuration($0, environment) }
        }
    }

    /// `release` → `Release`, as Xcode names configurations and Gradle's task names hold variants.
    package static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The bundle unit (a path under `bundles`) of `brand` in `environment`, named as
    /// `bundleCommand` names it.
    func unit(_ brand: Brand, _ environment: String, kind: BundleKind) -> String {
        bundles + "/" + BundleUnit.name(brand: brand.id, environment: environment, kind: kind,
                                        namingEnvironment: environments.count > 1)
    }

    /// The build settings `configuration` of `brand`'s target sets on the target itself, where
    /// they outrank its base configuration, presets and templates (Tuist writes the target's
    /// `bundleId` into every configuration): where its bundle is, the app's id, its Info.plist
    /// (named through `infoPlistSetting`), and what `identitySettings` gives.
    func settings(_ brand: Brand, _ configuration: Configuration, infoPlistSetting: String) -> [(name: String, value: String)] {
        let unit = "$(SRCROOT)/" + self.unit(brand, configuration.environment, kind: .iosBundle)
        let variant = brand.variant(configuration.environment)
        return [
            (Xcconfig.bundleDirectorySetting, unit),
            ("PRODUCT_BUNDLE_IDENTIFIER", variant?.bundleId ?? ""),
            (infoPlistSetting, unit + "/" + IdentityFiles.appInfoPlistName),
            ("GENERATE_INFOPLIST_FILE", "NO"),
        ] + Self.identitySettings(variant, bundleId: variant?.bundleId)
    }

    /// The build settings `configuration` of the target of `brand`'s extension `name` sets: its
    /// own bundle id, the entitlements that share the app's groups where it has some, and what
    /// `identitySettings` gives, so that the extension carries the app's version (App Store
    /// Connect refuses another) and is signed by the app's team, its way. No base
    /// configuration: the brand's `Brand.xcconfig` names the app's Info.plist and entitlements.
    /// Where the environment leaves the extension out, only the version and signing.
    func extensionSettings(_ brand: Brand, _ name: String, _ configuration: Configuration) -> [(name: String, value: String)] {
        let variant = brand.variant(configuration.environment)
        let bundleId = variant?.extensions.first { $0.name == name }?.bundleId
        let entitlements = bundleId != nil && variant?.extensionEntitlements == true
            ? "$(SRCROOT)/" + unit(brand, configuration.environment, kind: .iosBundle) + "/" + IdentityFiles.extensionEntitlementsName : nil
        return (bundleId.map { [("PRODUCT_BUNDLE_IDENTIFIER", $0)] } ?? []) + (entitlements.map { [("CODE_SIGN_ENTITLEMENTS", $0)] } ?? [])
            + Self.identitySettings(variant, bundleId: bundleId)
    }

    /// The brand's version and build where it sets them, and who signs `bundleId` how: its
    /// team, its signing style and, signed by hand, the profile for that id (its own file's,
    /// else match's) and the certificate kind that profile takes.
    private static func identitySettings(_ variant: Variant?, bundleId: String?) -> [(name: String, value: String)] {
        let signing = variant?.iosSigning
        let own = bundleId.flatMap { variant?.profiles[$0] }
        let match = bundleId.flatMap { signing?.profileSpecifier($0) }
        let profile = own?.name ?? match, identity = own?.identity ?? (match == nil ? nil : signing?.match?.type.identity)
        return [("MARKETING_VERSION", variant?.iosVersion), ("CURRENT_PROJECT_VERSION", variant?.iosBuild.map(String.init)),
                ("DEVELOPMENT_TEAM", variant?.team), ("CODE_SIGN_STYLE", signing?.style.setting),
                ("PROVISIONING_PROFILE_SPECIFIER", profile), ("CODE_SIGN_IDENTITY", identity)]
            .compactMap { name, value in value.map { (name, $0) } }
    }

    /// Each extension target whose name is a brand's id or another extension's target
    /// (`acme-widget`, the brand acme's widget, beside a brand `acme-widget`), with its brand.
    package var collidingExtensionTargets: [(brand: String, target: String)] {
        var seen = Set(brands.map(\.id))
        var colliding: [(brand: String, target: String)] = []
        for brand in brands {
            for target in brand.extensions.map(\.target) where !seen.insert(target).inserted { colliding.append((brand.id, target)) }
        }
        return colliding
    }

    /// The build settings every brand target sets: the build phase writes the app's privacy
    /// manifest from the one `appPrivacyManifest` names.
    var targetSettings: [(name: String, value: String)] {
        [("ENABLE_USER_SCRIPT_SANDBOXING", "NO")] + (appPrivacyManifest.map { [("BRANDKIT_APP_PRIVACY_MANIFEST", "$(SRCROOT)/" + $0)] } ?? [])
    }

    /// The command that writes the units the wiring reads.
    func bundleCommand(platform: BundlePlatform, catalogs: Bool = false) -> String {
        (["brandkit bundle --all --platform \(platform.rawValue)"] + environments.map { "--env \($0)" }
            + (catalogs ? ["--xcassets"] : []) + (platform == .ios ? appInfoPlist.map { ["--app-info-plist \($0)"] } ?? [] : [])
            + (platform == .ios ? appPrivacyManifest.map { ["--app-privacy-manifest \($0)"] } ?? [] : [])
            + ["--output \(bundlesFromCurrentFolder)"]).joined(separator: " ")
    }
}
