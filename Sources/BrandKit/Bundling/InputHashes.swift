import BrandConfiguration
import BrandCore

/// The hash of each input a unit is built from, by the name its manifest lists: a file of the
/// brands directory (`acme.yaml`), a file a brand names (`acme/GoogleService-Info.plist`), or
/// `env:NAME`, a secret's variable. Each is hashed once per run. A secret's value is hashed
/// and dropped: manifests hold only the hash of every input together, never the value.
final class InputHashes {
    static let variablePrefix = "env:"

    private var hashes: [String: String]
    private let assets: BrandAssets
    private let environment: [String: String]

    init(files: [SourceFile], assets: BrandAssets, environment: [String: String]) {
        var hashes: [String: String] = [:]
        for file in files { hashes[SourceFile.fileName(of: file.path)] = ContentHash.sha256(file.bytes) }
        self.hashes = hashes
        self.assets = assets
        self.environment = environment
    }

    /// The input's hash; nil when it is gone (a file deleted, a variable unset), so a unit
    /// built from it is rebuilt.
    func hash(_ name: String) -> String? {
        if let hash = hashes[name] { return hash }
        let hash: String?
        if name.hasPrefix(Self.variablePrefix) {
            hash = environment[String(name.dropFirst(Self.variablePrefix.count))].map { ContentHash.sha256(Array(("secret\n" + $0).utf8)) }
        } else if case .bytes(let bytes) = assets.read(name) {
            hash = ContentHash.sha256(bytes)
        } else {
            hash = nil
        }
        hashes[name] = hash
        return hash
    }
}
