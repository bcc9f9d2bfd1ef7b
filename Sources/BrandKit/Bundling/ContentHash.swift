import Crypto

/// SHA-256 in lowercase hex.
enum ContentHash {
    static func sha256(_ bytes: [UInt8]) -> String {
        hex(SHA256.hash(data: bytes))
    }

    private static func hex(_ digest: SHA256.Digest) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(64)
        for byte in digest {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The hash of everything that decides a bundle's content: the generator, the unit and
    /// the bytes of every input file (by file name, never by machine path).
    static func inputs(unit: String, platform: BundlePlatform, environment: String,
                       files: [(name: String, bytes: [UInt8])]) -> String {
        var text = "\(BundleManifest.generator)\n\(platform.rawValue)\n\(unit)\n\(environment)\n"
        for file in files.sorted(by: { $0.name < $1.name }) { text += "\(file.name) \(sha256(file.bytes))\n" }
        return sha256(Array(text.utf8))
    }
}
