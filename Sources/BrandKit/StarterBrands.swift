import BrandConfiguration
import BrandCore
import AssetFormats
import Foundation

/// What `brandkit init` writes: a manifest and one brand that validate as they are, and
/// show the format's main parts (environments, typed flags, defaults, the help center).
package enum StarterBrands {
    /// The JSON Schemas `init` writes beside the brands directory, which brand files name in
    /// their first line so YAML editors complete and check them.
    package static let brandSchemaFile = "brand.schema.json"
    package static let manifestSchemaFile = "brandkit.schema.json"

    /// The first line of a brand file (or, with `manifest`, of brandkit.yaml): the schema
    /// for the YAML language server (VS Code's YAML extension and others), one folder up.
    package static func schemaLine(manifest: Bool = false) -> String {
        "# yaml-language-server: $schema=../\(manifest ? manifestSchemaFile : brandSchemaFile)\n"
    }

    /// The path of schema `file` beside `brandsDirectory` (in its parent folder), as a
    /// command line names it: `brand.schema.json` for `Brands`, `Config/brand.schema.json`
    /// for `Config/Brands`.
    package static func schemaPath(_ file: String, besideBrandsDirectory brandsDirectory: String) -> String {
        let parent = (brandsDirectory as NSString).deletingLastPathComponent
        return parent.isEmpty ? file : parent + "/" + file
    }

    package static let manifest = schemaLine(manifest: true) + """
        # The manifest: environments, every feature flag, and the values all brands start from.
        environments: [release, debug]   # the first is the default
        configurations: { Debug: debug, Release: release }   # Xcode build configurations

        featureFlags:
          newCheckout: { type: bool, default: false, description: The redesigned checkout., owner: payments }
          maxCartItems: { type: int, default: 20, min: 1, max: 200, description: Items a cart may hold. }

        defaults:
          colors:
            onPrimary: "#FFFFFF"
          helpCenter:
            sectionOrder: "email"

        """

    package static func brand(_ id: String) -> String {
        schemaLine() + """
        # A brand: its name, identifiers, colours, flags and help center. Values not set here
        # come from brandkit.yaml's defaults.
        displayName: \(displayName(id))
        bundleId: com.example.\(id.replacingOccurrences(of: "-", with: ""))
        colors:
          primary: "#1A73E8"
        icon:
          ios: \(id)/AppIcon.png   # 1024×1024, no alpha: replace it with the brand's own
        featureFlags:
          newCheckout: true
        helpCenter:
          email: { address: support@example.com, subject: Help with my order }
        environments:
          debug:
            featureFlags:
              maxCartItems: 200

        """
    }

    /// The starter brand's App Store icon, `<id>/AppIcon.png`: 1024×1024 in its primary
    /// colour, opaque, as validate requires.
    package static func appIcon() -> [UInt8] {
        PNGWriter.solid(width: 1024, height: 1024, red: 0x1A, green: 0x73, blue: 0xE8)
    }

    /// The two schemas for the starter manifest, as `schema` writes them.
    package static func schemas() -> [(file: String, text: String)] {
        var diagnostics: [Diagnostic] = []
        let manifest = Manifest.load(SourceFile(path: "brandkit.yaml", text: Self.manifest), limits: .default, diagnostics: &diagnostics)
        return [(brandSchemaFile, JSONSchemaDocument.brand(manifest).serialized(pretty: true)),
                (manifestSchemaFile, JSONSchemaDocument.manifest.serialized(pretty: true))]
    }

    /// A display name from a brand id: `acme-de` is "Acme De".
    package static func displayName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
