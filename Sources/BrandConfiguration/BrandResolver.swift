/// Merges a brand's layers, lowest first: flag defaults, the manifest's `defaults`, then each
/// file of its `extends` chain from the root ancestor down (the file's own values, then its
/// overlay for the environment).
public struct BrandResolver: Sendable {
    public let manifest: Manifest
    /// Flag defaults and the manifest's `defaults`, merged once for every brand.
    private var start: ResolvedValue
    /// Declared flag names, sorted once.
    private let flagNames: [String]
    /// Flags without a default, which every brand must set.
    private let flagsWithoutDefault: [String]
    /// The top-level keys merged; nil for all of them.
    private var keys: Set<String>?
    /// The top-level keys `resolutionDiagnostics` reads.
    public let keysRequiredFieldsRead: Set<String>

    public init(manifest: Manifest) {
        let manifestStart = SourceLocation(file: manifest.file, line: 1, column: 1)
        var start = ResolvedValue(.mapping([:]), provenance: Provenance(.manifestDefaults, at: manifestStart))
        start.merge(Self.flagDefaults(of: manifest), layer: .flagDefault)
        if let defaults = manifest.defaults { start.merge(defaults, layer: .manifestDefaults) }
        self.manifest = manifest
        self.start = start
        self.flagNames = manifest.flagNames
        self.flagsWithoutDefault = flagNames.filter { manifest.flags[$0]?.defaultValue == nil }
        keysRequiredFieldsRead = RequiredFields.keysRead(flagsWithoutDefault: flagsWithoutDefault)
    }

    /// A resolver that merges only the top-level keys `keys`: brands it resolves hold nothing
    /// else. Validation merges only what its checks read.
    public func limited(to keys: Set<String>) -> BrandResolver {
        var limited = self
        limited.keys = keys
        limited.start = ResolvedValue(.mapping((start.mapping ?? [:]).filter { keys.contains($0.key) }),
                                      provenance: start.provenance)
        return limited
    }

    /// `id`, whose chain is `chain` (root ancestor first), in each of `environments`. Layers
    /// below the first overlay any environment uses are merged once for all of them.
    public func resolve(_ id: String, chain: [BrandFile], environments: [String]) -> [ResolvedBrand] {
        guard let own = chain.last else { return [] }
        var shared = start
        var next = 0
        while next < chain.count {
            shared.merge(layer(chain[next].base), layer: .brand(chain[next].id))
            if environments.contains(where: { chain[next].overlays[$0] != nil }) { break }
            next += 1
        }
        return environments.map { environment in
            var root = shared
            for index in next..<chain.count {
                let file = chain[index]
                if index > next { root.merge(layer(file.base), layer: .brand(file.id)) }
                if let overlay = file.overlays[environment] {
                    root.merge(layer(overlay), layer: .environment(brand: file.id, environment: environment))
                }
            }
            root.provenance = Provenance(.brand(id), at: own.startLocation)
            return ResolvedBrand(id: id, environment: environment, root: root, declarations: manifest.flags,
                                 flagNames: flagNames)
        }
    }

    /// The part of a layer's top level this resolver merges.
    private func layer(_ node: YAMLNode) -> YAMLNode {
        guard let keys, let pairs = node.mapping else { return node }
        return YAMLNode(.mapping(pairs.filter { keys.contains($0.key.value) }), at: node.location)
    }

    /// Problems that only show once a brand is resolved (required values nobody sets).
    public func resolutionDiagnostics(_ brand: ResolvedBrand, chain: [BrandFile]) -> [Diagnostic] {
        guard let file = chain.last else { return [] }
        let rejected = chain.reduce(manifest.rejectedDefaultPaths) { $0.union($1.rejectedPaths) }
        return RequiredFields.check(brand, file: file, skipping: rejected, flagsWithoutDefault: flagsWithoutDefault)
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
