import BrandCore
import BrandYAML

/// Loads the manifest and every brand file (each parsed once) and answers, for a brand in
/// an environment, its resolved configuration: flags, help-center data, display name,
/// bundle id and colors, each with its provenance.
package final class FeatureFlagManager: BrandFileSource {
    package static let manifestFileName = "brandkit.yaml"

    package let resolver: BrandResolver
    package let brandIDs: [String]
    package let sharedDiagnostics: [Diagnostic]
    /// Problems found while loading: YAML, schema and `extends` problems, each reported once.
    package let diagnostics: [Diagnostic]
    private let loaded: [String: LoadedBrandFile]
    private let chains: [String: [BrandFile]]
    private let pathsByID: [String: String]
    /// Every file's bytes as read, by path.
    private let texts: [String: [UInt8]]
    package let assets: BrandAssets

    package convenience init(manifest manifestSource: SourceFile, brands sources: [SourceFile], assets: BrandAssets = .files([:]),
                            limits: YAMLLimits = .default, jobs: Int = Parallel.defaultJobs) {
        var diagnostics: [Diagnostic] = []
        let manifest = Manifest.load(manifestSource, limits: limits, diagnostics: &diagnostics)
        self.init(manifest: manifest, diagnostics: diagnostics, source: manifestSource, brands: sources, assets: assets,
                  limits: limits, jobs: jobs)
    }

    /// With the manifest already read from `manifestSource` (with its `diagnostics`), so a
    /// command that needed it first does not parse it twice.
    package init(manifest: Manifest, diagnostics manifestDiagnostics: [Diagnostic], source manifestSource: SourceFile,
                brands sources: [SourceFile], assets: BrandAssets = .files([:]), limits: YAMLLimits = .default,
                jobs: Int = Parallel.defaultJobs) {
        self.assets = assets
        var shared = manifestDiagnostics
        let sourcesByPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let listing = BrandFilesByID(paths: sources.map(\.path))
        shared += listing.diagnostics
        // Each file is parsed and checked once, on any core; results come back in id order.
        let ids = listing.ids
        let parsed = Parallel.map(ids, jobs: jobs) { id in
            // Every id comes from one of `sources`' paths.
            guard let source = listing.pathsByID[id].flatMap({ sourcesByPath[$0] }) else {
                return LoadedBrandFile(file: nil, diagnostics: [])
            }
            return LoadedBrandFile.parse(source, manifest: manifest, limits: limits)
        }
        let loaded = Dictionary(uniqueKeysWithValues: zip(ids, parsed))
        var diagnostics = shared + parsed.flatMap(\.diagnostics)
        var chains: [String: [BrandFile]] = [:]
        for id in ids {
            chains[id] = BrandChain.chain(of: id, ids: ids, isBrand: { loaded[$0] != nil }, diagnostics: &diagnostics) {
                loaded[$0]?.file
            }
        }
        self.resolver = BrandResolver(manifest: manifest)
        self.brandIDs = ids
        self.sharedDiagnostics = shared
        self.loaded = loaded
        self.chains = chains
        self.pathsByID = listing.pathsByID
        var texts = sourcesByPath.compactMapValues { $0.refusal == nil ? $0.bytes : nil }
        if manifestSource.refusal == nil { texts[manifestSource.path] = manifestSource.bytes }
        self.texts = texts
        self.diagnostics = Array(Set(diagnostics)).sorted()
    }

    package func load(_ id: String) -> LoadedBrandFile {
        loaded[id] ?? LoadedBrandFile(file: nil, diagnostics: [])
    }

    /// The brand resolved in `environment` (the manifest's default when nil); nil when the
    /// brand is unknown or could not be read (its diagnostics say why).
    package func brand(_ id: String, environment: String? = nil) -> ResolvedBrand? {
        guard let chain = chains[id] else { return nil }
        return resolver.resolve(id, chain: chain, environments: [environment ?? manifest.defaultEnvironment]).first
    }

    package func path(of id: String) -> String? { pathsByID[id] }

    /// The brand files `id` resolves from, root ancestor first; nil when it cannot resolve.
    package func chain(of id: String) -> [BrandFile]? { chains[id] }

    /// The manifest's or a brand file's bytes; nil for a file that is no brand (`Acme_Shop.yaml`),
    /// as a directory read brand by brand never reads one.
    package func sourceText(of file: String) -> [UInt8]? {
        guard file == manifest.file || pathsByID[SourceFile(path: file, bytes: []).stem] == file else { return nil }
        return texts[file]
    }

    /// The files a brand's resolution reads: the manifest, its ancestors and its own.
    package func files(resolving id: String) -> Set<String> {
        let ancestors = BrandChain.ancestors(of: id, isBrand: { pathsByID[$0] != nil }, file: { loaded[$0]?.file })
        return Set([manifest.file] + ([id] + ancestors).compactMap { pathsByID[$0] })
    }
}
