import BrandCore
import BrandYAML

/// Loads the manifest and every brand file (each parsed once, up front or when first asked)
/// and answers, for a brand in an environment, its resolved configuration: flags,
/// help-center data, display name, bundle id and colors, each with its provenance.
package final class FeatureFlagManager: BrandFileSource {
    package static let manifestFileName = "brandkit.yaml"

    package let resolver: BrandResolver
    package let brandIDs: [String]
    package let sharedDiagnostics: [Diagnostic]
    private let files: ParsedBrandFiles
    /// Every brand's problems, when the files were parsed up front.
    private let readUpFront: [Diagnostic]?
    private let pathsByID: [String: String]
    /// Every file's bytes as read, by path.
    private let texts: [String: [UInt8]]
    package let assets: BrandAssets

    /// When the brand files are parsed.
    package enum Parsing: Sendable {
        /// Every one at once, on every core, before the manager is made: for what reads them all.
        case upFront
        /// Each when first asked (`load`, `brand`, `chain`, `diagnostics(resolving:)`), so a
        /// revision that is only compared costs the brands compared.
        case whenAsked
    }

    package convenience init(manifest manifestSource: SourceFile, brands sources: [SourceFile], assets: BrandAssets = .files([:]),
                            limits: YAMLLimits = .default, jobs: Int = Parallel.defaultJobs, parsing: Parsing = .upFront) {
        var diagnostics: [Diagnostic] = []
        let manifest = Manifest.load(manifestSource, limits: limits, diagnostics: &diagnostics)
        self.init(manifest: manifest, diagnostics: diagnostics, source: manifestSource, brands: sources, assets: assets,
                  limits: limits, jobs: jobs, parsing: parsing)
    }

    /// With the manifest already read from `manifestSource` (with its `diagnostics`), so a
    /// command that needed it first does not parse it twice.
    package init(manifest: Manifest, diagnostics manifestDiagnostics: [Diagnostic], source manifestSource: SourceFile,
                brands sources: [SourceFile], assets: BrandAssets = .files([:]), limits: YAMLLimits = .default,
                jobs: Int = Parallel.defaultJobs, parsing: Parsing = .upFront) {
        self.assets = assets
        var shared = manifestDiagnostics
        let sourcesByPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let listing = BrandFilesByID(paths: sources.map(\.path))
        shared += listing.diagnostics
        let ids = listing.ids
        // Every id comes from one of `sources`' paths.
        let files = ParsedBrandFiles(ids: ids, sources: listing.pathsByID.compactMapValues { sourcesByPath[$0] },
                                     manifest: manifest, limits: limits)
        switch parsing {
        case .upFront:
            // Each file is parsed and checked once, on any core, and each chain walked.
            files.parse(ids, jobs: jobs)
            let diagnostics = shared + ids.flatMap { (files.load($0)?.diagnostics ?? []) + files.walk($0).diagnostics }
            readUpFront = Array(Set(diagnostics)).sorted()
        case .whenAsked:
            readUpFront = nil
        }
        self.files = files
        self.resolver = BrandResolver(manifest: manifest)
        self.brandIDs = ids
        self.sharedDiagnostics = shared
        self.pathsByID = listing.pathsByID
        var texts = sourcesByPath.compactMapValues { $0.refusal == nil ? $0.bytes : nil }
        if manifestSource.refusal == nil { texts[manifestSource.path] = manifestSource.bytes }
        self.texts = texts
    }

    /// Problems found while loading: YAML, schema and `extends` problems, each reported once.
    /// Of files parsed when asked, every one is parsed for it.
    package var diagnostics: [Diagnostic] {
        if let readUpFront { return readUpFront }
        files.parse(brandIDs, jobs: Parallel.defaultJobs)
        return Array(Set(sharedDiagnostics + brandIDs.flatMap { (files.load($0)?.diagnostics ?? []) + files.walk($0).diagnostics })).sorted()
    }

    /// The problems of loading (`diagnostics`) that lie in a file `id` resolves from
    /// (`files(resolving:)`), sorted: what keeps it from resolving when one is an error. Only
    /// those files are parsed for it.
    package func diagnostics(resolving id: String) -> [Diagnostic] {
        let brands = [id] + files.ancestors(of: id)
        let resolving = files(of: brands)
        let found = (sharedDiagnostics + files.diagnostics(of: brands)).filter { resolving.contains($0.location.file) }
        return Array(Set(found)).sorted()
    }

    /// The ids of the brand files parsed so far, sorted: every one when they were parsed up
    /// front, else those asked for so far.
    package var parsedBrandIDs: [String] { files.parsed }

    /// Parses the files of `ids` not parsed yet, on every core: for a reader of files parsed
    /// when asked that knows which it will ask for.
    package func parse(_ ids: [String]) {
        files.parse(ids, jobs: Parallel.defaultJobs)
    }

    package func load(_ id: String) -> LoadedBrandFile {
        files.load(id) ?? LoadedBrandFile(file: nil, diagnostics: [])
    }

    /// The brand resolved in `environment` (the manifest's default when nil); nil when the
    /// brand is unknown or could not be read (its diagnostics say why).
    package func brand(_ id: String, environment: String? = nil) -> ResolvedBrand? {
        guard let chain = chain(of: id) else { return nil }
        return resolver.resolve(id, chain: chain, environments: [environment ?? manifest.defaultEnvironment]).first
    }

    package func path(of id: String) -> String? { pathsByID[id] }

    /// The brand files `id` resolves from, root ancestor first; nil when it cannot resolve.
    package func chain(of id: String) -> [BrandFile]? {
        files.isBrand(id) ? files.walk(id).chain : nil
    }

    /// The manifest's or a brand file's bytes; nil for a file that is no brand (`Acme_Shop.yaml`),
    /// as a directory read brand by brand never reads one.
    package func sourceText(of file: String) -> [UInt8]? {
        guard file == manifest.file || pathsByID[SourceFile(path: file, bytes: []).stem] == file else { return nil }
        return texts[file]
    }

    /// True when `id` is made from the same bytes in `other` as here: the manifest, and the
    /// files of its chain here (its ancestors' and its own). Resolution reads nothing else
    /// and walks the same chain through the same files, so `id` resolves alike on both sides
    /// in every environment, and only the files it names (icons, fonts) can differ. Only this
    /// side's files are parsed for it. Files are matched by brand, so a revision's
    /// (`REV:Brands/...`) match the working tree's.
    package func resolvesAlike(_ id: String, in other: FeatureFlagManager) -> Bool {
        guard let chain = chain(of: id), let manifestBytes = texts[manifest.file],
              other.texts[other.manifest.file] == manifestBytes else { return false }
        return chain.allSatisfy { file in
            guard let bytes = pathsByID[file.id].flatMap({ texts[$0] }) else { return false }
            return other.pathsByID[file.id].flatMap { other.texts[$0] } == bytes
        }
    }

    /// The files a brand's resolution reads: the manifest, its ancestors and its own.
    package func files(resolving id: String) -> Set<String> {
        files(of: [id] + files.ancestors(of: id))
    }

    /// The manifest and the files of `brands`.
    private func files(of brands: [String]) -> Set<String> {
        Set([manifest.file] + brands.compactMap { pathsByID[$0] })
    }
}
