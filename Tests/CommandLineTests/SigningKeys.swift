import Foundation
import Testing

/// Signing keys a test makes with the JDK's keytool: fake, in the test's own folder, never
/// committed. Their passwords are the test's secrets, which no output of brandkit may hold.
enum SigningKeys {
    struct Key {
        let keystore: URL
        let alias: String
        let password: String
        /// SHA-256 of the certificate, as keytool prints it (and brands list it).
        let fingerprint: String
    }

    static var keytool: URL? { Tool.named("keytool") }
    static var apksigner: URL? { Tool.named("apksigner") }

    /// The key `name` in `directory`'s `keys/`, made the first time it is asked for, issued to
    /// `commonName` (`Android Debug` makes one like the Android tools' debug key).
    static func key(_ name: String, in directory: URL, commonName: String? = nil) throws -> Key {
        let keytool = try #require(keytool, "keytool (the JDK) is installed by Scripts/install-dependencies --test")
        let folder = directory.appendingPathComponent("keys")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let keystore = folder.appendingPathComponent("\(name).jks")
        let password = "test-secret-\(name)-store"
        let alias = "\(name)-upload"
        if !FileManager.default.fileExists(atPath: keystore.path) {
            let made = try Tool.run(keytool, ["-genkeypair", "-keystore", keystore.path, "-storetype", "JKS", "-storepass", password, "-keypass", password,
                                              "-alias", alias, "-keyalg", "RSA", "-keysize", "2048", "-validity", "10000",
                                              "-dname", "CN=\(commonName ?? name), O=brandkit tests, C=US"], in: directory)
            try #require(made.status == 0, "\(made.stderr)")
        }
        let listed = try Tool.run(keytool, ["-list", "-v", "-keystore", keystore.path, "-storepass", password, "-alias", alias], in: directory)
        let line = try #require(listed.stdout.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("SHA256:") }, "\(listed.stdout)")
        let fingerprint = line.trimmingCharacters(in: .whitespaces).dropFirst("SHA256:".count).trimmingCharacters(in: .whitespaces)
        return Key(keystore: keystore, alias: alias, password: password, fingerprint: fingerprint)
    }

    /// Signs `apk` in place with `key`: v1, v2 and v3, as apksigner does by default, or with
    /// `onlyV1` the JAR signature alone, as old build tools made it.
    static func sign(_ apk: URL, with key: Key, onlyV1: Bool = false) throws {
        let apksigner = try #require(apksigner, "apksigner is installed by Scripts/install-dependencies --test")
        let signed = try Tool.run(apksigner, ["sign", "--ks", key.keystore.path, "--ks-pass", "pass:\(key.password)", "--ks-key-alias", key.alias,
                                              "--key-pass", "pass:\(key.password)"]
                                      + (onlyV1 ? ["--v2-signing-enabled", "false", "--v3-signing-enabled", "false"] : []) + [apk.path],
                                      in: apk.deletingLastPathComponent())
        try #require(signed.status == 0, "\(signed.stderr)")
    }

    /// The certificates' SHA-256 apksigner reads from `apk`.
    static func signers(_ apk: URL) throws -> [String] {
        let apksigner = try #require(apksigner, "apksigner is installed by Scripts/install-dependencies --test")
        let verified = try Tool.run(apksigner, ["verify", "--print-certs", apk.path], in: apk.deletingLastPathComponent())
        try #require(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
        return verified.stdout.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "certificate SHA-256 digest: ") else { return nil }
            let hex = line[range.upperBound...].uppercased()
            return stride(from: 0, to: hex.count, by: 2).map { String(hex.dropFirst($0).prefix(2)) }.joined(separator: ":")
        }
    }

    /// `brand`'s key, made for this workspace, its fingerprint written over the first one the
    /// brand's file lists (same line, same column): the brand now says the test's key signs it.
    static func adopt(_ brand: String, in workspace: Workspace) throws -> Key {
        let key = try key(brand, in: workspace.url)
        try workspace.edit("Brands/\(brand).yaml") { text in
            guard let start = text.range(of: "signingCertificates: [\""),
                  let end = text.range(of: "\"", range: start.upperBound..<text.endIndex) else { return text }
            return text.replacingCharacters(in: start.upperBound..<end.lowerBound, with: key.fingerprint)
        }
        return key
    }
}
