import BrandCore
import BrandYAML
import LanguageRules

/// A flag's value for one brand in one environment, with where it was set.
package struct ResolvedFlag: Sendable {
    package var declaration: FlagDeclaration
    package var value: FlagValue
    package var provenance: Provenance

    package var name: String { declaration.name }
}

/// One brand resolved in one environment: every layer merged, every value located.
package struct ResolvedBrand: Sendable {
    package let id: String
    private let resolvedEnvironment: String
    /// Merged a top-level key at a time, as keys are read (see `LazyBrandRoot`).
    private let values: LazyBrandRoot
    /// What the manifest says of every brand: one object the resolver shares with each brand
    /// it resolves, so a brand copied into a check counts one reference, not one per part.
    private let facts: ManifestFacts

    var declarations: [String: FlagDeclaration] { facts.declarations }
    /// Declared flags, sorted by name once by the resolver.
    var sortedFlags: [FlagDeclaration] { facts.sortedFlags }
    /// The secrets the manifest declares, which every brand must give a source for.
    package var declaredSecrets: Set<String> { facts.declaredSecrets }
    /// The modules that need each secret only modules need (`modules.<name>.secrets`).
    package var moduleSecrets: [String: [String]] { facts.moduleSecrets }
    /// The environment variables its secrets may be read from.
    package var secretVariables: SecretVariables { facts.secretVariables }
    /// What the manifest says every brand carries.
    package var interface: BrandInterface? { facts.interface }
    /// The languages and texts the manifest declares.
    package var stringCatalog: StringCatalog { facts.stringCatalog }
    /// The Android activity the brand's links open (the manifest's `linkActivity`).
    package var linkActivity: String { facts.linkActivity }
    /// The manifest's badges and Android minimum.
    package var launcher: LauncherSettings { facts.launcher }
    /// The modules the manifest declares, sorted by name.
    package var declaredModules: [ModuleDeclaration] { facts.modules }

    /// The declared modules this brand ships in its environment (`modules:`, merged over its
    /// layers; `false` leaves one out), each with the values the brand gives it.
    package var modules: [ChosenModule] { modules(chosen: self["modules"]) }

    /// The names of the declared modules this brand ships in any of `environments`.
    package func modulesShipped(inAnyOf environments: [String]) -> Set<String> {
        var shipped = Set(modules.map(\.name))
        for environment in environments where environment != resolvedEnvironment {
            shipped.formUnion(modules(chosen: values.underived("modules", in: environment)).map(\.name))
        }
        return shipped
    }

    /// The declared modules a brand's `modules:` setting ships.
    private func modules(chosen setting: ResolvedValue?) -> [ChosenModule] {
        let chosen = setting?.mapping ?? [:]
        return declaredModules.compactMap { declaration in
            guard let value = chosen[declaration.name], ChosenModule.ships(value) else { return nil }
            return ChosenModule(declaration: declaration, setting: value)
        }
    }

    init(id: String, environment: String, values: LazyBrandRoot, facts: ManifestFacts) {
        self.id = id
        self.resolvedEnvironment = environment
        self.values = values
        self.facts = facts
    }

    /// The environment this brand is resolved in (a read the validator records: a check that
    /// asks it must run in every environment).
    package var environment: String {
        values.log?.readsEnvironment = true
        return resolvedEnvironment
    }

    /// How this brand's environment builds: like Xcode's Debug and Android's debug build type, or like release.
    package var buildsLike: EnvironmentSettings.BuildKind {
        facts.buildKinds[environment] ?? EnvironmentSettings(environment: environment).buildsLike
    }

    /// The text the manifest draws on the app icon in this brand's environment, if any.
    package var iconBadge: LauncherSettings.Badge? { launcher.badges[environment] }

    /// The start of the brand's own file, for a problem of the brand as a whole.
    package var fileStart: SourceLocation { values.startLocation }

    /// Every value of the brand, merged.
    package var root: ResolvedValue { values.root }

    /// The top-level value `key`, merged on first read.
    package subscript(key: String) -> ResolvedValue? { values.value(key) }

    /// The value at `keys`, key by key from the top (`["ios", "build"]`).
    package func value(at keys: some Collection<String>) -> ResolvedValue? {
        guard let first = keys.first else { return nil }
        return keys.dropFirst().reduce(self[first]) { $0?[$1] }
    }

    /// `fact` of this brand in this environment, worked out by `make` on the first ask only;
    /// what `make` read is recorded on every ask, as if it ran again, so a check that asks
    /// is known to read what the fact is made of.
    package func fact<Value>(_ fact: BrandFact<Value>, _ make: () -> Value) -> Value {
        let id = ObjectIdentifier(fact)
        if let known = values.knownFacts.first(where: { $0.fact == id }), let value = known.value as? FactValue<Value> {
            values.log?.record(known.reads)
            return value.value
        }
        let (value, reads) = recordingReads(make)
        values.log?.record(reads)
        values.knownFacts.append(KnownFact(fact: id, value: FactValue(value), reads: reads))
        return value
    }

    /// Runs `body` and returns what it read of this brand alongside its result.
    package func recordingReads<Result>(_ body: () -> Result) -> (result: Result, reads: ReadLog) {
        let outer = values.log
        values.log = ReadLog()
        defer { values.log = outer }
        let result = body()
        return (result, values.log ?? ReadLog())
    }

    /// The language `value`, a text the brand's document writes, is written in: the first
    /// language of the brand whose file or overlay set it (a parent's text is in the parent's
    /// first language, whatever order a sub-brand ships); the manifest's, in its source language.
    package func language(of value: ResolvedValue) -> LanguageTag? {
        language(of: value) { locales.first }
    }

    /// The same, with the brand's own first language given: a caller that asks for many
    /// values works it out once.
    func language(of value: ResolvedValue, first: LanguageTag?) -> LanguageTag? {
        language(of: value) { first }
    }

    private func language(of value: ResolvedValue, own: () -> LanguageTag?) -> LanguageTag? {
        guard let writer = value.provenance.brand else { return stringCatalog.sourceLocale }
        if writer == id { return own() }
        return values.firstLocale(asWrittenBy: writer).flatMap(stringCatalog.locale) ?? stringCatalog.sourceLocale
    }

    /// True when `value` was set by a layer above `other`'s: a sub-brand's above its
    /// parent's, an overlay above its file, any brand's above the manifest's.
    package func isSet(_ value: ResolvedValue, above other: ResolvedValue) -> Bool {
        values.height(of: value.provenance.layer) > values.height(of: other.provenance.layer)
    }

    package var displayName: String? { self["displayName"]?.string }
    package var bundleId: String? { self["bundleId"]?.string }
    /// `android.applicationId`, else the bundle id (validation checks it by Android's rules).
    package var applicationId: String? { self["android"]?["applicationId"]?.string ?? bundleId }
    /// `android.versionCode` and `android.versionName`, for the brand's product flavor.
    package var androidVersion: (code: Int?, name: String?) {
        let android = self["android"]
        return (android?["versionCode"]?.scalar.flatMap(ScalarRules.int), android?["versionName"]?.string)
    }
    /// `ios.version` and `ios.build`, for the brand's app target.
    package var iosVersion: (version: String?, build: Int?) {
        let ios = self["ios"]
        return (ios?["version"]?.string, ios?["build"]?.scalar.flatMap(ScalarRules.int))
    }
    /// `firebase.ios` and `firebase.android`: files relative to the brands directory.
    package var firebaseFiles: (ios: ResolvedValue?, android: ResolvedValue?) {
        let firebase = self["firebase"]
        return (firebase?["ios"], firebase?["android"])
    }
    /// Every file the brand's look names: the icons, the images by name, then the fonts.
    package var assetReferences: [AssetReference] {
        var references: [AssetReference] = []
        func add(_ role: AssetReference.Role, _ key: String, _ value: ResolvedValue?) {
            guard let value, let path = value.string else { return }
            // A background may be a colour instead of a file.
            if role == .androidBackground, path.hasPrefix("#") { return }
            references.append(AssetReference(role: role, key: key, path: path, value: value))
        }
        let icon = self["icon"]
        add(.iosIcon, "icon.ios", icon?["ios"])
        let android = icon?["android"]
        add(.androidForeground, "icon.android.foreground", android?["foreground"])
        add(.androidBackground, "icon.android.background", android?["background"])
        add(.androidMonochrome, "icon.android.monochrome", android?["monochrome"])
        add(.launchImage, "launchScreen.image", self["launchScreen"]?["image"])
        for (name, value) in (self["images"]?.mapping ?? [:]).sortedByKey {
            add(.image(name), "images.\(name)", value)
        }
        let fonts = self["fonts"]
        for (index, value) in (fonts?.sequence ?? []).enumerated() {
            add(.font(role: nil), "fonts[\(index)]", value)
        }
        for (role, value) in (fonts?.mapping ?? [:]).sortedByKey {
            add(.font(role: role), "fonts.\(role)", value)
        }
        return references
    }

    /// Where each secret's value comes from, sorted by name: the environment variable named
    /// by `secrets.<name>.env`, located where it is written.
    package var secretReferences: [SecretReference] {
        (self["secrets"]?.mapping ?? [:]).sortedByKey.compactMap { name, value in
            guard let env = value["env"], let variable = env.string else { return nil }
            return SecretReference(name: name, variable: variable, provenance: env.provenance)
        }
    }
    package var helpCenter: ResolvedValue? { self["helpCenter"] }
    package var sectionOrder: ResolvedValue? { self["helpCenter"]?["sectionOrder"] }

    /// Colors by name, sorted by name: each a `#hex` or `{ light, dark }` (see `appearances`).
    package var colors: [(name: String, value: ResolvedValue)] {
        (self["colors"]?.mapping ?? [:]).sortedByKey.map { ($0.key, $0.value) }
    }

    package func flag(_ name: String) -> ResolvedFlag? {
        declarations[name].flatMap { flag($0, in: self["featureFlags"]?.mapping ?? [:]) }
    }

    /// Every flag that has a value, sorted by name.
    package var flags: [ResolvedFlag] {
        let values = self["featureFlags"]?.mapping ?? [:]
        return sortedFlags.compactMap { flag($0, in: values) }
    }

    private func flag(_ declaration: FlagDeclaration, in values: ResolvedMapping) -> ResolvedFlag? {
        guard let value = values[declaration.name], let typed = Self.typed(value, as: declaration.type) else { return nil }
        return ResolvedFlag(declaration: declaration, value: typed, provenance: value.provenance)
    }

    /// A checked value read as its flag type (the checker has already refused anything else).
    package static func typed(_ value: ResolvedValue, as type: FlagType) -> FlagValue? {
        if type.isList { return value.sequence.map { FlagValue.list($0.compactMap(\.string)) } }
        return value.scalar.flatMap { typed($0, as: type) }
    }

    /// A scalar flag value read as its type; nil for lists, which are no scalar.
    package static func typed(_ scalar: YAMLScalar, as type: FlagType) -> FlagValue? {
        switch type {
        case .bool: ScalarRules.bool(scalar).map(FlagValue.bool)
        case .int: ScalarRules.int(scalar).map(FlagValue.int)
        case .number: ScalarRules.number(scalar).map(FlagValue.number)
        case .string, .url, .email, .color: .string(scalar.value)
        case .list: nil
        }
    }
}

/// What a manifest says of every brand it declares, as each resolved brand reads it: made
/// once by the resolver, never changed.
final class ManifestFacts: Sendable {
    let declarations: [String: FlagDeclaration]
    let sortedFlags: [FlagDeclaration]
    let declaredSecrets: Set<String>
    /// Each secret only modules need, with those modules.
    let moduleSecrets: [String: [String]]
    let secretVariables: SecretVariables
    let interface: BrandInterface?
    let stringCatalog: StringCatalog
    let linkActivity: String
    let launcher: LauncherSettings
    let modules: [ModuleDeclaration]
    /// How each environment builds.
    let buildKinds: [String: EnvironmentSettings.BuildKind]

    init(_ manifest: Manifest) {
        declarations = manifest.flags
        sortedFlags = manifest.sortedFlags
        declaredSecrets = Set(manifest.secrets.keys)
        moduleSecrets = manifest.moduleSecrets
        secretVariables = manifest.secretVariables
        interface = manifest.interface
        stringCatalog = manifest.strings
        linkActivity = manifest.linkActivity
        launcher = manifest.launcher
        modules = manifest.sortedModules
        buildKinds = Dictionary(manifest.environments.map { ($0, manifest.settings(of: $0).buildsLike) }, uniquingKeysWith: { first, _ in first })
    }
}

/// A module a brand ships: its declaration, and the brand's setting of it (a mapping of the
/// module's values, or `true`) with its place.
package struct ChosenModule: Sendable {
    package var declaration: ModuleDeclaration
    package var setting: ResolvedValue
    package var name: String { declaration.name }
    /// The brand's value of each of the module's values it gives, by name.
    package var values: [String: String] { setting.mapping?.mapValues(\.string).compactMapValues { $0 } ?? [:] }

    /// True when a brand's `modules.<name>` setting ships the module: its values, or `true`
    /// (not `false`).
    package static func ships(_ setting: ResolvedValue) -> Bool {
        setting.scalar == nil || setting.scalar.flatMap(ScalarRules.bool) == true
    }
}

/// A brand's answer to where a secret comes from; never its value.
package struct SecretReference: Sendable {
    package var name: String
    /// The environment variable `bundle` reads.
    package var variable: String
    package var provenance: Provenance

    /// How every output but the generated accessors shows it.
    package var redacted: String { Self.shown(variable: variable) }

    package static func shown(variable: String) -> String { "‹secret: env \(variable)›" }

    /// The reference a value at `path` is, when it is one (`secrets.mapsKey` holding `{ env: ... }`).
    package static func variable(at path: String, in value: ResolvedValue) -> String? {
        guard path.hasPrefix("secrets."), !path.dropFirst("secrets.".count).contains(".") else { return nil }
        return value["env"]?.string
    }
}

extension ResolvedValue {
    /// A colour's light and dark values: a plain `#hex` is both; `{ light, dark }` names each.
    package var appearances: (light: ResolvedValue?, dark: ResolvedValue?) {
        if scalar != nil { return (self, nil) }
        return (self["light"], self["dark"])
    }
}

/// A file a brand's look names (an icon layer or an image), with where it is written.
package struct AssetReference: Sendable {
    package enum Role: Sendable, Equatable {
        case iosIcon, androidForeground, androidBackground, androidMonochrome
        /// The launch screen's image, on both platforms.
        case launchImage
        case image(String)
        /// A font file both platforms carry, and the role the brand gives it (`fonts.body`);
        /// nil when `fonts` is a list of files.
        case font(role: String?)

        package var isFont: Bool {
            if case .font = self { return true }
            return false
        }

        /// What an app's asset catalog holds: the App Store icon and the images.
        package var isInAssetCatalog: Bool {
            switch self {
            case .iosIcon, .image, .launchImage: true
            case .androidForeground, .androidBackground, .androidMonochrome, .font: false
            }
        }
    }
    package var role: Role
    /// Its key path, as messages name it: `icon.ios`, `images.logo`.
    package var key: String
    /// Relative to the brands directory.
    package var path: String
    package var value: ResolvedValue
}
