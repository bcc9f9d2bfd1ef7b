import BrandCore
import Foundation

/// `manifest.json` inside every bundle (`.brandkit-manifest.json` in a catalog): its files with their SHA-256, and the inputs that
/// produced it, so the next run can tell "unchanged" from the input bytes alone.
package struct BundleManifest: Equatable {
    package static let fileName = "manifest.json"
    /// Format 2: colours left the iOS bundle for an asset catalog of their own. Format 3:
    /// `BrandConfig` carries the help-center sections, for the generated accessors. Format 4:
    /// a colour the brand sets in both appearances is `{ "dark", "light" }` in `BrandConfig`.
    /// Format 5: `BrandConfig` names each font role's font, and Android's `res/font` has one
    /// font family per role.
    static let generator = "brandkit \(BrandKitVersion.current) bundle format 5"

    var brand: String
    var environment: String
    var platform: BundlePlatform
    /// Input file names (in the brands directory) and the hash over their bytes.
    var inputs: [String]
    var inputsHash: String
    /// Bundle-relative path → SHA-256.
    var files: [String: String]

    var json: JSONValue {
        .object([
            ("generator", .string(Self.generator)),
            ("brand", .string(brand)),
            ("environment", .string(environment)),
            ("platform", .string(platform.rawValue)),
            ("inputs", .array(inputs.sorted().map(JSONValue.string))),
            ("inputsHash", .string(inputsHash)),
            ("files", .array(files.sorted { $0.key < $1.key }.map { .object([("path", .string($0.key)), ("sha256", .string($0.value))]) })),
        ])
    }

    /// True for a `manifest.json` any brandkit version wrote: the mark of a directory that
    /// brandkit made and may replace.
    static func isBrandkitManifest(_ bytes: [UInt8]) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let generator = object["generator"] as? String
        else { return false }
        return generator.hasPrefix("brandkit ")
    }

    /// Reads a manifest; nil for anything that is not one this version wrote.
    static func parse(_ bytes: [UInt8]) -> BundleManifest? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              object["generator"] as? String == generator,
              let brand = object["brand"] as? String, let environment = object["environment"] as? String,
              let platform = (object["platform"] as? String).flatMap(BundlePlatform.init(rawValue:)),
              let inputs = object["inputs"] as? [String], let inputsHash = object["inputsHash"] as? String,
              let files = object["files"] as? [[String: String]]
        else { return nil }
        var hashes: [String: String] = [:]
        for file in files {
            guard let path = file["path"], let sha = file["sha256"] else { return nil }
            hashes[path] = sha
        }
        return BundleManifest(brand: brand, environment: environment, platform: platform, inputs: inputs,
                              inputsHash: inputsHash, files: hashes)
    }
}
