import BrandConfiguration
import Foundation

/// The example brands of this checkout, for the library's tests.
package enum ExampleBrands {
    package static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Brands").path

    /// The example brands, their files named `Brands/...` wherever the checkout is.
    package static func manager() throws -> FeatureFlagManager {
        try BrandDirectory.load(path, displayedAs: "Brands")
    }
}

/// Builds a manager from in-memory files: `files["brandkit.yaml"]` is the manifest.
package func manager(_ files: [String: String]) -> FeatureFlagManager {
    let brands = files.filter { $0.key != "brandkit.yaml" }.map { SourceFile(path: $0.key, text: $0.value) }
    return FeatureFlagManager(manifest: SourceFile(path: "brandkit.yaml", text: files["brandkit.yaml"] ?? ""), brands: brands)
}
