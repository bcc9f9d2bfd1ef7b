import AndroidComponents
import BrandCore
import BrandYAML
import Foundation

/// `Brands/brandkit.yaml`: environments, flag declarations and defaults for every brand.
package struct Manifest: Sendable {
    package var file: String
    /// Declared environments; the first is the default.
    package var environments: [String]
    /// What each environment derives and how it builds, for those the manifest writes as
    /// a mapping; see `settings(of:)`.
    package var environmentSettings: [String: EnvironmentSettings] = [:]
    /// Declarations by flag name. Set where the manifest is made or read, and never after:
    /// the flag values of its brands carry positions in `flagIndex`.
    package private(set) var flags: [String: FlagDeclaration] {
        didSet { flagIndex = FlagIndex(flags) }
    }
    /// The same declarations, found quickly by name for each flag value.
    package private(set) var flagIndex: FlagIndex
    /// The `defaults:` layer, checked against the brand schema.
    package var defaults: YAMLNode?
    /// Xcode build configuration → environment (`Debug: debug`).
    package var configurations: [String: String] = [:]
    /// A language's store locale code (`de: de-DE`), for `export fastlane`'s folders.
    package var storeLocales: [String: String] = [:]
    /// The Android activity a brand's URL schemes and app links open, as the app's manifest
    /// names it: the flavor manifest's intent filters are merged into it.
    package var linkActivity = ".MainActivity"
    /// The badge text per environment and what decides the Android launcher icons.
    package var launcher = LauncherSettings()
    /// The codes `validation.disabled` names, where each is written.
    package var disabledCodes: [(code: String, location: SourceLocation)] = []
    /// URL schemes links may use: https, and what `validation.urlSchemes` adds.
    package var urlSchemes: Set<String> = ["https"]
    /// Paths under `defaults` written with a refused value.
    package internal(set) var rejectedDefaultPaths: Set<String> = []
    /// Flags written under `featureFlags:` whose declarations have errors. They count as
    /// declared, so brands that set them get no `unknown-flag`: the one error is at the declaration.
    package internal(set) var brokenFlags: Set<String> = []
    /// Declared modules by name: code some brands ship and others must not.
    package var modules: [String: ModuleDeclaration] = [:]
    /// Declared secrets by name: what each brand must say the source of.
    package var secrets: [String: SecretDeclaration] = [:]
    /// The environment variables brand files may name as a secret's source.
    package var secretVariables = SecretVariables()
    /// What every brand carries (`interface:`); nil when the manifest declares nothing.
    package var interface: BrandInterface?
    /// The languages brands may ship and the texts they carry in them.
    package var strings: StringCatalog = .empty
    /// The values flag defaults and `defaults:` write, for the value rules.
    package internal(set) var leaves: [TypedLeaf] = []

    package var secretNames: [String] { secrets.keys.sorted() }
    /// Each secret some module needs, with the modules that need it: a brand gives a source
    /// for it where it ships one of them, and only there.
    package var moduleSecrets: [String: [String]] {
        var needed: [String: [String]] = [:]
        for module in sortedModules {
            for secret in module.secrets { needed[secret.name, default: []].append(module.name) }
        }
        return needed
    }
    /// The declared modules, sorted by name.
    package var sortedModules: [ModuleDeclaration] { modules.keys.sorted().compactMap { modules[$0] } }

    package init(file: String, environments: [String], flags: [String: FlagDeclaration], defaults: YAMLNode?) {
        self.file = file
        self.environments = environments
        self.flags = flags
        self.defaults = defaults
        flagIndex = FlagIndex(flags)
    }

    package var defaultEnvironment: String { environments.first ?? "release" }

    /// What `environment` derives from each brand's identity and how it builds.
    package func settings(of environment: String) -> EnvironmentSettings {
        environmentSettings[environment] ?? EnvironmentSettings(environment: environment)
    }

    /// The environment an Xcode configuration builds: the manifest's mapping, else an
    /// environment of the same name in lowercase (`Release` → `release`).
    package func environment(forConfiguration configuration: String) -> String? {
        configurations[configuration] ?? environments.first { $0 == configuration.lowercased() }
    }
    package var flagNames: [String] { flags.keys.sorted() }
    /// The declared flags, sorted by name.
    package var sortedFlags: [FlagDeclaration] { flagNames.compactMap { flags[$0] } }

    /// Reads a parsed manifest, reporting what is wrong with it into `diagnostics`.
    static func read(_ root: YAMLNode?, file: String, diagnostics: inout [Diagnostic]) -> Manifest {
        var manifest = Manifest(file: file, environments: [], flags: [:], defaults: nil)
        guard let root else { return manifest }
        // `defaults` is checked below, once the flags it may set are known.
        let withoutDefaults = YAMLNode(.mapping(root.mapping?.filter { $0.key.value != "defaults" } ?? []), at: root.location)
        let checker = SchemaChecker()
        guard let checked = checker.check(withoutDefaults, against: BrandSchema.manifest, path: ValuePath("", body: "")) else {
            diagnostics += checker.diagnostics
            return manifest
        }
        diagnostics += checker.diagnostics
        // Source texts reach every generated format, so the value rules check them as written.
        manifest.leaves += checker.leaves.filter { $0.path.hasPrefix("strings.") }
        manifest.environments = readEnvironments(checked["environments"], diagnostics: &diagnostics)
        for pair in checked["environments"]?.mapping ?? [] where manifest.environments.contains(pair.key.value) {
            let settings = EnvironmentSettings.read(pair.value, environment: pair.key.value, diagnostics: &diagnostics)
            if settings != EnvironmentSettings(environment: pair.key.value) { manifest.environmentSettings[pair.key.value] = settings }
        }
        for pair in checked["configurations"]?.mapping ?? [] {
            guard let environment = pair.value.scalar?.value else { continue }
            if let problem = BuildNames.configurationNameProblem(pair.key.value) {
                diagnostics.append(.error(
                    .invalidDeclaration, "configuration '\(DiagnosticText.value(pair.key.value))' \(problem)", at: pair.keyLocation,
                    suggestion: "name it as Xcode's own are: letters, digits, spaces, '-', '_' and '.', e.g. Debug, Staging or \"App Store\""))
            } else if manifest.environments.contains(environment) {
                manifest.configurations[pair.key.value] = environment
            } else {
                diagnostics.append(.error(
                    .invalidDeclaration, "configuration '\(pair.key.value)' maps to '\(environment)', which is not an environment",
                    at: pair.value.location,
                    suggestion: DidYouMean.suggestion(for: environment, in: manifest.environments, noun: "environment")))
            }
        }
        // Every environment is an app some configuration builds: one no configuration maps to
        // would be validated, and never built (or built unbranded by a build type of its name).
        if let node = checked["configurations"], !manifest.configurations.isEmpty {
            let mapped = Set(manifest.configurations.values)
            for environment in manifest.environments where !mapped.contains(environment) {
                diagnostics.append(.error(
                    .invalidDeclaration, "environment '\(environment)' is built by no configuration: Xcode and Gradle would not build the app validate checks",
                    at: node.location,
                    suggestion: "map a configuration to it (\(environment.prefix(1).uppercased() + environment.dropFirst()): \(environment)), or remove the environment"))
            }
        }
        if let node = checked["linkActivity"], let name = node.scalar?.value {
            if Self.isActivityName(name) {
                manifest.linkActivity = name
            } else {
                diagnostics.append(.error(
                    .invalidDeclaration, "linkActivity '\(DiagnosticText.value(name))' is not an activity's class name", at: node.location,
                    suggestion: "write it as the app's AndroidManifest.xml does: .MainActivity, or com.acme.app.MainActivity"))
            }
        }
        manifest.launcher = LauncherSettings.read(checked, environments: manifest.environments, diagnostics: &diagnostics)
        // Which codes may be disabled is validation's to judge (`ValidationSettings`).
        manifest.disabledCodes = (checked["validation"]?["disabled"]?.sequence ?? []).compactMap { item in
            item.scalar.map { (code: $0.value, location: item.location) }
        }
        for item in checked["validation"]?["urlSchemes"]?.sequence ?? [] {
            guard let scheme = item.scalar?.value else { continue }
            if isScheme(scheme) {
                manifest.urlSchemes.insert(scheme.lowercased())
            } else {
                diagnostics.append(.error(.invalidDeclaration, "'\(DiagnosticText.value(scheme))' is not a URL scheme", at: item.location,
                                          suggestion: "write the scheme alone, without ':', e.g. acmeapp"))
            }
        }
        var flags: [String: FlagDeclaration] = [:]
        var defaultLeaves: [(flag: String, leaves: [TypedLeaf])] = []
        for pair in checked["featureFlags"]?.mapping ?? [] {
            var leaves: [TypedLeaf] = []
            if let flag = FlagDeclarationReader.read(pair, diagnostics: &diagnostics, defaultLeaves: &leaves) {
                flags[flag.name] = flag
                defaultLeaves.append((flag.name, leaves))
            }
        }
        manifest.flags = flags
        // A default's values belong to its flag, as a brand's values of it do.
        for (name, leaves) in defaultLeaves {
            let position = manifest.flagIndex.position(of: name, after: nil)
            manifest.leaves += leaves.map { leaf in
                var leaf = leaf
                leaf.flag = position
                return leaf
            }
        }
        for pair in checked["modules"]?.mapping ?? [] {
            manifest.modules[pair.key.value] = ModuleDeclaration.read(pair, diagnostics: &diagnostics)
        }
        diagnostics += ModuleDeclaration.declaredTwice(manifest.sortedModules)
        for module in manifest.modules.values.sorted(by: { $0.name < $1.name }) {
            for conflict in module.conflicts where manifest.modules[conflict.name] == nil {
                diagnostics.append(.error(.invalidDeclaration, "module '\(module.name)' conflicts with '\(DiagnosticText.value(conflict.name))', which is not a module",
                                          at: conflict.location, suggestion: DidYouMean.suggestion(for: conflict.name, in: manifest.modules.keys.sorted(), noun: "module")))
            }
        }
        for pair in checked["secrets"]?.mapping ?? [] {
            manifest.secrets[pair.key.value] = SecretDeclaration(name: pair.key.value, description: pair.value["description"]?.scalar?.value,
                                                                 location: pair.keyLocation)
        }
        for module in manifest.sortedModules {
            for secret in module.secrets where manifest.secrets[secret.name] == nil {
                diagnostics.append(.error(.invalidDeclaration, "module '\(module.name)' needs the secret '\(DiagnosticText.value(secret.name))', which brandkit.yaml does not declare",
                                          at: secret.location, suggestion: manifest.secrets.isEmpty ? "declare it: secrets: { \(DiagnosticText.value(secret.name)): { description: ... } }"
                                              : DidYouMean.suggestion(for: secret.name, in: manifest.secretNames, noun: "secret")))
            }
        }
        if let interface = checked["interface"] {
            manifest.interface = BrandInterface.read(interface, diagnostics: &diagnostics)
        }
        if let allowed = checked["secretVariables"]?.sequence {
            manifest.secretVariables = SecretVariables(allowed: allowed.compactMap { $0.scalar?.value })
        }
        manifest.strings = StringCatalogReader.read(locales: checked["locales"], strings: checked["strings"], file: file,
                                                    diagnostics: &diagnostics)
        for pair in checked["storeLocales"]?.mapping ?? [] {
            guard let code = pair.value.scalar?.value else { continue }
            if !manifest.strings.locales.contains(where: { $0.code == pair.key.value }) {
                diagnostics.append(.error(
                    .invalidDeclaration, "storeLocales names '\(pair.key.value)', which is not a language locales: declares",
                    at: pair.keyLocation,
                    suggestion: DidYouMean.suggestion(for: pair.key.value, in: manifest.strings.locales.map(\.code), noun: "language")))
            } else if !StoreLocales.known.contains(code) {
                diagnostics.append(.error(
                    .invalidDeclaration, "'\(code)' is a locale neither the App Store nor Google Play knows", at: pair.value.location,
                    suggestion: DidYouMean.suggestion(for: code, in: StoreLocales.known, noun: "store locale")))
            } else if let other = manifest.strings.locales.first(where: { other in
                let codes = StoreLocales.codes(for: other.code, in: manifest)
                return other.code != pair.key.value && (codes.appStore == code || codes.play == code)
            }) {
                // One folder for two languages: one listing would overwrite the other.
                diagnostics.append(.error(
                    .invalidDeclaration, "'\(code)' is already the store locale of '\(other.code)'", at: pair.value.location,
                    suggestion: "give '\(pair.key.value)' a store locale of its own"))
            } else {
                manifest.storeLocales[pair.key.value] = code
            }
        }
        manifest.brokenFlags = Set((root["featureFlags"]?.mapping ?? []).map(\.key.value)).subtracting(manifest.flags.keys)
        if let defaults = root["defaults"] {
            let bodyChecker = SchemaChecker(manifest: manifest)
            manifest.defaults = bodyChecker.check(defaults, against: .record(BrandSchema.bodyFields),
                                                  path: ValuePath("defaults", body: ""))
            diagnostics += bodyChecker.diagnostics
            manifest.rejectedDefaultPaths = bodyChecker.rejectedPaths
            manifest.leaves += bodyChecker.leaves
        }
        return manifest
    }

    /// RFC 3986: a letter, then letters, digits, '+', '-' or '.'.
    private static func isScheme(_ text: String) -> Bool {
        guard let first = text.utf8.first, first.isASCIILetter else { return false }
        return text.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }

    private static func readEnvironments(_ node: YAMLNode?, diagnostics: inout [Diagnostic]) -> [String] {
        guard let node else { return [] }
        var environments: [String] = []
        // A list of ids, or a mapping from each id to its settings, in the order written.
        let names = node.sequence?.compactMap { item in item.scalar.map { ($0.value, item.location) } }
            ?? (node.mapping ?? []).map { ($0.key.value, $0.keyLocation) }
        for (name, location) in names {
            if !BrandID.isValid(name) {
                diagnostics.append(.error(.invalidDeclaration, "environment '\(name)' must match \(BrandID.pattern)",
                                          at: location, suggestion: "use lowercase letters, digits and '-'"))
            } else if environments.contains(name) {
                diagnostics.append(.error(.invalidDeclaration, "environment '\(name)' is listed twice", at: location,
                                          suggestion: "remove the second '\(name)'"))
            } else if let problem = BuildNames.environmentProblem(name) {
                diagnostics.append(.error(.invalidDeclaration, "environment '\(name)' cannot be built: \(problem)", at: location,
                                          suggestion: "name it after what it builds, e.g. staging, qa or beta"))
            } else {
                environments.append(name)
            }
        }
        if environments.isEmpty {
            diagnostics.append(.error(.invalidDeclaration, "'environments' must name at least one environment",
                                      at: node.location, suggestion: "write 'environments: [release, debug]'"))
        }
        return environments
    }
}

/// A secret the manifest declares: brands say where its value comes from, and only the
/// generated accessors ever hold the value.
package struct SecretDeclaration: Sendable {
    package var name: String
    package var description: String?
    package var location: SourceLocation
}

extension Manifest {
    /// A Java class name, or one relative to the app's namespace (`.MainActivity`).
    static func isActivityName(_ name: String) -> Bool { JavaName.isDotted(name, relative: true) }
}
