/// Content hashes for bundle manifests: SHA-256 in lowercase hex.
package enum ContentHash {
    package static func sha256(_ bytes: [UInt8]) -> String {
        SHA256.hex(bytes)
    }

    /// The hash of everything that decides a bundle's content: the generator, the unit and
    /// every input file's own hash (by file name, never by machine path). Input files are
    /// hashed once per run, not once per bundle that reads them.
    static func inputs(unit: String, platform: BundlePlatform, environment: String,
                       files: [(name: String, sha256: String)]) -> String {
        var text = "\(BundleManifest.generator)\n\(platform.rawValue)\n\(unit)\n\(environment)\n"
        for file in files.sorted(by: { $0.name < $1.name }) { text += "\(file.name) \(file.sha256)\n" }
        return sha256(Array(text.utf8))
    }
}
