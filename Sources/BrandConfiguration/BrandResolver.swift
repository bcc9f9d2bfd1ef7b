import BrandCore
import BrandYAML

/// Merges a brand's layers, lowest first: flag defaults, the manifest's `defaults`, then each
/// file of its `extends` chain from the root ancestor down (the file's own values, then its
/// overlay for the environment).
package struct BrandResolver: Sendable {
    package let manifest: Manifest
    /// Flag defaults and the manifest's `defaults`, merged once for every brand.
    private let start: MergedDefaults
    /// What the manifest says of every brand, shared by each brand resolved.
    private let facts: ManifestFacts
    /// Flags without a default, which every brand must set.
    private let flagsWithoutDefault: [String]
    /// What each environment that derives something derives; most manifests have none.
    private let derivations: [(environment: String, identity: DerivedIdentity)]
    package init(manifest: Manifest) {
        let manifestStart = SourceLocation(file: manifest.file, line: 1, column: 1)
        var start = ResolvedValue(.mapping([:]), provenance: Provenance(.manifestDefaults, at: manifestStart))
        start.merge(Self.flagDefaults(of: manifest), layer: .flagDefault)
        if let sourceTexts = Self.sourceTexts(of: manifest) { start.merge(sourceTexts, layer: .sourceText) }
        if let defaults = manifest.defaults { start.merge(defaults, layer: .manifestDefaults) }
        self.manifest = manifest
        self.start = MergedDefaults(start)
        self.facts = ManifestFacts(manifest)
        self.flagsWithoutDefault = facts.sortedFlags.filter { $0.defaultValue == nil }.map(\.name)
        self.derivations = manifest.environments.compactMap { environment in
            DerivedIdentity(manifest.settings(of: environment), environment: environment).map { (environment, $0) }
        }
    }

    /// What `environment` derives of each brand's identity; nil when nothing.
    private func derivation(_ environment: String) -> DerivedIdentity? {
        derivations.isEmpty ? nil : derivations.first { $0.environment == environment }?.identity
    }

    /// How many brand × environment pairs this process has resolved: the number that says
    /// whether a run resolved each variant once (`BRANDKIT_STATISTICS`).
    package static let resolutions = Locked(0)

    /// `id`, whose chain is `chain` (root ancestor first), in each of `environments`. Nothing
    /// is merged yet: each top-level key is merged, and cached, when first read.
    package func resolve(_ id: String, chain: [BrandFile], environments: [String]) -> [ResolvedBrand] {
        guard let own = chain.last else { return [] }
        Self.resolutions.withLock { $0 += environments.count }
        let base = BaseLayers(start: start, chain: chain)
        let rootProvenance = Provenance(.brand(id), at: own.startLocation)
        return environments.map { environment in
            let values = base.root(in: environment, derived: derivation(environment), provenance: rootProvenance)
            return ResolvedBrand(id: id, environment: environment, values: values, facts: facts)
        }
    }

    /// The top-level keys whose values in `environment` may differ from what the brand's
    /// files say without an overlay: those its overlays set, and those the manifest's
    /// settings for the environment derive (`DerivedIdentity`). A check that read none of
    /// them finds in this environment what it found in another such one.
    package func keysOwnTo(_ environment: String, chain: [BrandFile]) -> TopLevelKeys {
        var keys = TopLevelKeys()
        for file in chain {
            for pair in file.overlays[environment]?.mapping ?? [] { keys.insert(pair.key.value) }
        }
        if derivation(environment) != nil {
            for key in DerivedIdentity.derivableKeys { keys.insert(key) }
        }
        return keys
    }

    /// Every layer `resolve` merges for the brand whose chain is `chain`, lowest first, each
    /// as written: what `explain` reads to show every place a key is set.
    package func layers(chain: [BrandFile], environment: String) -> [(layer: Provenance.Layer, node: YAMLNode)] {
        var layers: [(layer: Provenance.Layer, node: YAMLNode)] = [(.flagDefault, Self.flagDefaults(of: manifest))]
        if let sourceTexts = Self.sourceTexts(of: manifest) { layers.append((.sourceText, sourceTexts)) }
        if let defaults = manifest.defaults { layers.append((.manifestDefaults, defaults)) }
        for file in chain {
            layers.append((.brand(file.id), file.base))
            if let overlay = file.overlays[environment] {
                layers.append((.environment(brand: file.id, environment: environment), overlay))
            }
        }
        return layers
    }

    /// The required-field check (values nobody sets, which only show once a brand is
    /// resolved) for the brand whose chain is `chain`; nil for an empty chain.
    package func requiredFields(of chain: [BrandFile]) -> RequiredFields.Check? {
        guard let file = chain.last else { return nil }
        let rejected = chain.reduce(manifest.rejectedDefaultPaths) { $0.union($1.rejectedPaths) }
        return RequiredFields.Check(file: file, rejected: rejected, flagsWithoutDefault: flagsWithoutDefault)
    }

    /// Every declared text's source as one layer, `strings.<source language>`, so brands that
    /// change the source text override it like any other value. A built-in text's English
    /// is the source only when the source language is English; elsewhere brands translate it.
    private static func sourceTexts(of manifest: Manifest) -> YAMLNode? {
        guard let source = manifest.strings.sourceLocale else { return nil }
        let manifestStart = SourceLocation(file: manifest.file, line: 1, column: 1)
        let pairs = manifest.strings.keys.compactMap { key -> YAMLPair? in
            guard let declaration = manifest.strings.declarations[key], !declaration.isBuiltIn || source.language == "en" else { return nil }
            let value: YAMLNode
            switch declaration.source {
            case .text(let text):
                value = YAMLNode(.scalar(YAMLScalar(text)), at: declaration.location)
            case .plural(let forms):
                value = YAMLNode(.mapping(forms.sorted { $0.key < $1.key }.map { category, text in
                    YAMLPair(key: YAMLScalar(category.rawValue), keyLocation: declaration.location,
                             value: YAMLNode(.scalar(YAMLScalar(text)), at: declaration.location))
                }), at: declaration.location)
            }
            return YAMLPair(key: YAMLScalar(key), keyLocation: declaration.location, value: value)
        }
        let locale = YAMLPair(key: YAMLScalar(source.code), keyLocation: manifestStart, value: YAMLNode(.mapping(pairs), at: manifestStart))
        let strings = YAMLPair(key: YAMLScalar("strings"), keyLocation: manifestStart, value: YAMLNode(.mapping([locale]), at: manifestStart))
        return YAMLNode(.mapping([strings]), at: manifestStart)
    }

    /// Every flag default as one layer, so defaults merge like any other layer.
    private static func flagDefaults(of manifest: Manifest) -> YAMLNode {
        let manifestStart = SourceLocation(file: manifest.file, line: 1, column: 1)
        let pairs = manifest.flags.values.sorted { $0.name < $1.name }.compactMap { flag in
            flag.defaultValue.map { YAMLPair(key: YAMLScalar(flag.name), keyLocation: flag.location, value: $0) }
        }
        let flags = YAMLPair(key: YAMLScalar("featureFlags"), keyLocation: manifestStart,
                             value: YAMLNode(.mapping(pairs), at: manifestStart))
        return YAMLNode(.mapping([flags]), at: manifestStart)
    }
}
