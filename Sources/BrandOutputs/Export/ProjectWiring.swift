import BrandConfiguration
import BrandValidation

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

        /// True for a configuration built like Xcode's Debug: the one of that name, or the
        /// one that builds the `debug` environment.
        package var isDebug: Bool { environment == "debug" || name == "Debug" }
    }

    package struct Brand: Sendable {
        package let id: String
        /// `acme-de` → `acmeDe`: the Gradle flavor and source-set name.
        package let flavor: String
        package let displayName: String
        package let bundleId: String
        package let applicationId: String
        package let versionCode: Int?
        package let versionName: String?
        /// The languages the brand ships, its default first.
        package let locales: [String]
        /// Per environment (of `ProjectWiring.environments`): whether the brand bundles a
        /// `google-services.json` there.
        package let googleServices: [String: Bool]
        /// Per environment: the brand's `android.manifestPlaceholders`, sorted by name.
        package let manifestPlaceholders: [String: [(name: String, value: String)]]
    }

    /// The build configurations, in the order of the environments they map to.
    package let configurations: [Configuration]
    /// The environments some configuration maps to, in the manifest's order.
    package let environments: [String]
    /// The environment whose values stand for the brand's flavor facts (ids, versions), as
    /// the store sees them: the release configuration's.
    package let catalogEnvironment: String
    package let brands: [Brand]
    /// Where the bundles are, relative to the project file.
    package let bundles: String

    /// The wiring of `validated`'s brands, whose flavor facts (ids, versions) are their
    /// values in the catalog's environment, as the app store sees them.
    package init(_ validated: ValidatedBrands, bundles: String) {
        let manifest = validated.manifest
        let configurations = Self.configurations(of: manifest)
        self.configurations = configurations
        let environments = manifest.environments.filter { environment in configurations.contains { $0.environment == environment } }
        self.environments = environments
        catalogEnvironment = configurations.first { $0.name == "Release" }?.environment
            ?? (environments.contains(manifest.defaultEnvironment) ? manifest.defaultEnvironment : environments.first ?? manifest.defaultEnvironment)
        self.bundles = bundles
        brands = validated.brandIDs.compactMap { [catalogEnvironment] id in
            guard let brand = validated.brand(id, environment: catalogEnvironment) else { return nil }
            var googleServices: [String: Bool] = [:]
            var placeholders: [String: [(name: String, value: String)]] = [:]
            for environment in environments {
                let resolved = validated.brand(id, environment: environment)
                googleServices[environment] = resolved?.firebaseFiles.android != nil
                placeholders[environment] = resolved.map { BrandIdentity($0).manifestPlaceholders } ?? []
            }
            let version = brand.androidVersion
            return Brand(id: id, flavor: BrandListing.flavorName(id), displayName: brand.displayName ?? id,
                         bundleId: brand.bundleId ?? "", applicationId: brand.applicationId ?? "",
                         versionCode: version.code, versionName: version.name, locales: brand.locales.map(\.code),
                         googleServices: googleServices, manifestPlaceholders: placeholders)
        }
    }

    /// The manifest's `configurations:` in the order of their environments, else one
    /// configuration per environment, named as Xcode names them (`release` → `Release`).
    static func configurations(of manifest: Manifest) -> [Configuration] {
        guard !manifest.configurations.isEmpty else {
            return manifest.environments.map { Configuration(name: capitalized($0), environment: $0) }
        }
        return manifest.environments.flatMap { environment in
            manifest.configurations.filter { $0.value == environment }.keys.sorted().map {
                Configuration(name: $0, environment: environment)
            }
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

    /// The command that writes the units the wiring reads.
    func bundleCommand(platform: BundlePlatform, catalogs: Bool = false) -> String {
        (["brandkit bundle --all --platform \(platform.rawValue)"] + environments.map { "--env \($0)" }
            + (catalogs ? ["--xcassets"] : []) + ["--output \(bundles)"]).joined(separator: " ")
    }
}
