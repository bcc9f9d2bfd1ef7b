import BrandBundles
import Foundation
import Testing

/// A directory tree as bytes and modes, for comparing two runs, and checks of bundles
/// against their own manifests.
struct BundleTree: Equatable {
    var files: [String: Data] = [:]
    var modes: [String: Int] = [:]

    init(_ root: URL) throws {
        let manager = FileManager.default
        for case let path as String in manager.enumerator(atPath: root.path)! {
            let url = root.appendingPathComponent(path)
            let attributes = try manager.attributesOfItem(atPath: url.path)
            modes[path] = (attributes[.posixPermissions] as? Int) ?? -1
            if attributes[.type] as? FileAttributeType == .typeRegular {
                files[path] = try Data(contentsOf: url)
            }
        }
    }

    static func sha256(_ data: Data) -> String {
        SHA256.hex([UInt8](data))
    }

    /// The manifest's place: hidden inside an asset catalog, which Xcode's compiler reads whole.
    static func manifestFile(of unit: String) -> String {
        unit.hasSuffix(".xcassets") ? ".brandkit-manifest.json" : "manifest.json"
    }

    /// Every directory with a manifest holds exactly the files it lists, with their hashes.
    static func bundlesMatchTheirManifests(in output: URL) throws -> [String] {
        var problems: [String] = []
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
        for name in names where !name.hasPrefix(".") {
            let manifestName = manifestFile(of: name)
            let manifestURL = output.appendingPathComponent("\(name)/\(manifestName)")
            guard let data = FileManager.default.contents(atPath: manifestURL.path),
                  let manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let files = manifest["files"] as? [[String: String]]
            else {
                problems.append("\(name): no readable manifest")
                continue
            }
            for file in files {
                let contents = FileManager.default.contents(atPath: output.appendingPathComponent("\(name)/\(file["path"]!)").path)
                if contents.map(sha256) != file["sha256"] { problems.append("\(name)/\(file["path"]!): does not match") }
            }
            let present = try BundleTree(output.appendingPathComponent(name)).files.keys.filter { $0 != manifestName }
            if Set(present) != Set(files.map { $0["path"]! }) { problems.append("\(name): files differ from the manifest") }
        }
        return problems
    }
}

extension Workspace {
    /// Adds `count` generated brands, so a bundle run lasts long enough to be interrupted.
    func addGeneratedBrands(_ count: Int) throws {
        for index in 0..<count {
            try write("""
            displayName: Brand \(index)
            bundleId: com.generated.brand\(index)
            colors: { primary: "#10\(String(format: "%04X", index % 65536))", onPrimary: "#FFFFFF" }
            images: { logo: acme/logo.png }
            fonts: { body: acme/fonts/AcmeSans-Regular.ttf, heading: acme/fonts/AcmeSans-Bold.otf }
            featureFlags: { loyaltyProgram: \(index % 2 == 0), maxCartItems: \(10 + index % 100) }
            helpCenter:
              sectionOrder: "email, store"
              store: { url: "https://brand\(index).example/store" }
              email: { address: help@brand\(index).example, subject: Order \(index) }

            """, to: "Brands/gen-\(index).yaml")
        }
    }
}
