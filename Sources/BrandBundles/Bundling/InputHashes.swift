import BrandConfiguration
import BrandCore

/// The hash of each input a unit is built from, by the name its manifest lists: a file of the
/// brands directory (`acme.yaml`), a file a brand names (`acme/GoogleService-Info.plist`), or
/// `env:NAME`, a secret's variable. Each is hashed once per run. A secret's value is hashed
/// and dropped: manifests hold only the hash of every input together, never the value.
/// Asked by every worker that builds units.
final class InputHashes: Sendable {
    static let variablePrefix = "env:"

    /// The files' hashes, then each other input's as it is first asked.
    private let hashes: Locked<[String: String]>
    private let assets: BrandAssets
    private let environment: [String: String]

    init(files: [SourceFile], assets: BrandAssets, environment: [String: String], app: AppFiles = AppFiles()) {
        // Every file is hashed before any unit is built: on every core.
        let digests = Parallel.map(files, jobs: Parallel.defaultJobs) { ContentHash.sha256($0.bytes) }
        var hashes: [String: String] = [:]
        for (file, digest) in zip(files, digests) { hashes[SourceFile.fileName(of: file.path)] = digest }
        for input in app.inputs { hashes[input.name] = ContentHash.sha256(input.bytes) }
        self.hashes = Locked(hashes)
        self.assets = assets
        self.environment = environment
    }

    /// The input's hash; nil when it is gone (a file deleted, a variable unset), so a unit
    /// built from it is rebuilt.
    func hash(_ name: String) -> String? {
        if let hash = hashes.withLock({ $0[name] }) { return hash }
        // Hashed outside the lock: two workers asking for one new input at once both hash it.
        let hash: String?
        if name.hasPrefix(Self.variablePrefix) {
            hash = environment[String(name.dropFirst(Self.variablePrefix.count))].map { ContentHash.sha256(Array(("secret\n" + $0).utf8)) }
        } else if case .bytes(let bytes) = assets.read(name, maxBytes: BrandAssets.maxAssetBytes) {
            hash = ContentHash.sha256(bytes)
        } else {
            hash = nil
        }
        hashes.withLock { $0[name] = hash }
        return hash
    }
}
