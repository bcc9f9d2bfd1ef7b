import BrandConfiguration
import Foundation

/// The example brands of this checkout, for the library's tests.
package enum ExampleBrands {
    package static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Brands").path

    /// What a test brand that extends an example brand must not share with it, which the
    /// OS would confuse: its own URL schemes, app group, widget extension id and websites.
    /// Appended to the test brand's text, so the lines before it keep their numbers.
    package static func ownIdentity(_ id: String, bundleId: String) -> String {
        "ios: { urlSchemes: [\(id)], appGroups: [group.test.\(id)], extensions: { widget: \(bundleId).widget }, "
            + "associatedDomains: [applinks:\(id).test, webcredentials:\(id).test] }\n"
            + "android: { urlSchemes: [\(id)], appLinks: [\(id).test] }\n"
    }

    /// The example brands, their files named `Brands/...` wherever the checkout is.
    package static func manager() throws -> FeatureFlagManager {
        try BrandInputs.read(path, displayedAs: "Brands").open()
    }
}

/// Builds a manager from in-memory files: `files["brandkit.yaml"]` is the manifest.
package func manager(_ files: [String: String]) -> FeatureFlagManager {
    let brands = files.filter { $0.key != "brandkit.yaml" }.map { SourceFile(path: $0.key, text: $0.value) }
    return FeatureFlagManager(manifest: SourceFile(path: "brandkit.yaml", text: files["brandkit.yaml"] ?? ""), brands: brands)
}

/// A brands directory in a new temporary folder holding `files` (name to text); the example
/// manifest when `files` holds no `brandkit.yaml`. The caller removes it.
package func brandsDirectory(_ files: [String: String]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("brands-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    if files["brandkit.yaml"] == nil {
        try FileManager.default.copyItem(at: URL(fileURLWithPath: ExampleBrands.path).appendingPathComponent("brandkit.yaml"),
                                         to: directory.appendingPathComponent("brandkit.yaml"))
    }
    for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    return directory
}
