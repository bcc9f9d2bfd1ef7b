/// Loads the manifest and every brand file (each parsed once) and answers, for a brand in
/// an environment, its resolved configuration: flags, help-center data, display name,
/// bundle id and colors, each with its provenance.
public final class FeatureFlagManager: Sendable {
    public static let manifestFileName = "brandkit.yaml"

    public let manifest: Manifest
    /// Every brand file's id, sorted, including brands whose files have errors.
    public let brandIDs: [String]
    /// Problems found while loading: YAML, schema and `extends` problems, each reported once.
    public let diagnostics: [Diagnostic]
    private let brandFiles: [String: BrandFile]
    private let chains: [String: [BrandFile]]
    private let pathsByID: [String: String]
    /// Every flag default as one layer, built once, so it merges like any other.
    private let flagDefaults: YAMLNode
    private let flagNames: [String]

    public init(manifest manifestSource: SourceFile, brands sources: [SourceFile], limits: YAMLLimits = .default,
                jobs: Int = Parallel.defaultJobs) {
        var diagnostics: [Diagnostic] = []
        let manifestDocument = YAMLLoader.loadMapping(manifestSource.bytes, file: manifestSource.path, limits: limits)
        diagnostics += manifestDocument.diagnostics
        let manifest = Manifest.read(manifestDocument.root, file: manifestSource.path, diagnostics: &diagnostics)

        var files: [String: BrandFile] = [:]
        var paths: [String: String] = [:]
        let valid = sources.sorted(by: { $0.path < $1.path }).filter { source in
            guard BrandID.isValid(source.stem) else {
                diagnostics.append(.error(
                    .invalidBrandID, "'\(source.stem)' is not a valid brand id: file names must match \(BrandID.pattern).yaml",
                    at: SourceLocation(file: source.path, line: 1, column: 1),
                    suggestion: "rename the file to lowercase letters, digits and '-', e.g. '\(Self.suggestedID(source.stem)).yaml'"))
                return false
            }
            return true
        }
        // Each file is parsed and checked once, on any core; results come back in file order.
        let parsed = Parallel.map(valid, jobs: jobs) { source -> (BrandFile?, [Diagnostic]) in
            var found: [Diagnostic] = []
            let document = YAMLLoader.loadMapping(source.bytes, file: source.path, limits: limits)
            found += document.diagnostics
            let file = document.root.map { BrandFile.read(id: source.stem, file: source.path, root: $0, manifest: manifest, diagnostics: &found) }
            return (file, found)
        }
        for (source, (file, found)) in zip(valid, parsed) {
            paths[source.stem] = source.path
            diagnostics += found
            files[source.stem] = file
        }

        var chains: [String: [BrandFile]] = [:]
        for id in files.keys.sorted() {
            chains[id] = BrandChain.chain(of: id, in: files, diagnostics: &diagnostics)
        }
        self.manifest = manifest
        self.flagDefaults = Self.flagDefaults(of: manifest)
        self.flagNames = manifest.flagNames
        self.brandIDs = paths.keys.sorted()
        self.brandFiles = files
        self.chains = chains
        self.pathsByID = paths
        self.diagnostics = Array(Set(diagnostics)).sorted()
    }

    /// The brand resolved in `environment` (the manifest's default when nil); nil when the
    /// brand is unknown or could not be read (its diagnostics say why).
    public func brand(_ id: String, environment: String? = nil) -> ResolvedBrand? {
        guard let chain = chains[id] else { return nil }
        let environment = environment ?? manifest.defaultEnvironment
        var root = ResolvedValue(.mapping([:]), provenance: Provenance(.manifestDefaults, at: manifestStart))
        root = root.merged(with: flagDefaults, layer: .flagDefault)
        if let defaults = manifest.defaults { root = root.merged(with: defaults, layer: .manifestDefaults) }
        for file in chain {
            root = root.merged(with: file.base, layer: .brand(file.id))
            if let overlay = file.overlays[environment] {
                root = root.merged(with: overlay, layer: .environment(brand: file.id, environment: environment))
            }
        }
        root.provenance = Provenance(.brand(id), at: chain.last!.startLocation)
        return ResolvedBrand(id: id, environment: environment, root: root, declarations: manifest.flags, flagNames: flagNames)
    }

    /// Problems that only show once a brand is resolved (required values nobody sets).
    public func resolutionDiagnostics(_ brand: ResolvedBrand) -> [Diagnostic] {
        guard let file = brandFiles[brand.id], let chain = chains[brand.id] else { return [] }
        let rejected = chain.reduce(manifest.rejectedDefaultPaths) { $0.union($1.rejectedPaths) }
        return RequiredFields.check(brand, file: file, skipping: rejected)
    }

    /// The file of a brand, as diagnostics name it.
    public func path(of id: String) -> String? { pathsByID[id] }

    /// The files a brand's resolution reads: the manifest, its ancestors and its own.
    public func files(resolving id: String) -> Set<String> {
        var files: Set<String> = [manifest.file]
        if let path = pathsByID[id] { files.insert(path) }
        var current = brandFiles[id]?.extends?.id
        while let parent = current, let path = pathsByID[parent], !files.contains(path) {
            files.insert(path)
            current = brandFiles[parent]?.extends?.id
        }
        return files
    }

    private var manifestStart: SourceLocation { SourceLocation(file: manifest.file, line: 1, column: 1) }

    private static func flagDefaults(of manifest: Manifest) -> YAMLNode {
        let manifestStart = SourceLocation(file: manifest.file, line: 1, column: 1)
        let pairs = manifest.flags.values.sorted { $0.name < $1.name }.compactMap { flag in
            flag.defaultValue.map { YAMLPair(key: YAMLScalar(flag.name), keyLocation: flag.location, value: $0) }
        }
        let flags = YAMLPair(key: YAMLScalar("featureFlags"), keyLocation: manifestStart,
                             value: YAMLNode(.mapping(pairs), at: manifestStart))
        return YAMLNode(.mapping([flags]), at: manifestStart)
    }

    private static func suggestedID(_ name: String) -> String {
        let lowered = name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        let id = String(lowered).trimmingCharacters(in: "-")
        return BrandID.isValid(id) ? id : "brand-" + id
    }
}

private extension String {
    func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
