import AssetFormats
import BrandConfiguration
import BrandCore
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

        # What every brand carries: the app's code and manifests are compiled against each brand,
        # so none may lack one of these (a default below counts) or add a colour of its own.
        interface:
          colors: [primary, onPrimary]
          icon: [ios, android]
          launchScreen: true   # the app's launcher activity takes @style/Theme.Brandkit.Launch

        iconBadges: { debug: DEV }   # drawn on debug builds' app icons, so testers tell them apart

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
        launchScreen: { background: { light: "#1A73E8", dark: "#0B1F3A" } }
        \(iconLines(for: id, icons: BrandInterface.Icon.allCases).joined(separator: "\n"))
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
    static func appIcon() -> [UInt8] {
        PNGWriter.solid(width: 1024, height: 1024, red: 0x1A, green: 0x73, blue: 0xE8)
    }

    /// A new brand's `icon:` lines for `icons`, naming the files `iconFiles` makes.
    static func iconLines(for id: String, icons: [BrandInterface.Icon]) -> [String] {
        ["icon:                      # replace these with the brand's own"] + icons.map { icon in
            switch icon {
            case .ios: "  ios: \(id)/AppIcon.png   # 1024×1024, no alpha"
            case .android: "  android: { foreground: \(id)/ic_launcher_fg.png, background: \"#1A73E8\" }   # 432×432 layers"
            }
        }
    }

    /// The placeholder icons a new brand's `icon:` lines name, relative to the brands directory.
    package static func iconFiles(for id: String, icons: [BrandInterface.Icon]) -> [(path: String, bytes: [UInt8])] {
        icons.map { icon in
            switch icon {
            case .ios: ("\(id)/AppIcon.png", appIcon())
            case .android: ("\(id)/ic_launcher_fg.png", launcherForeground())
            }
        }
    }

    /// The starter brand's adaptive launcher foreground, `<id>/ic_launcher_fg.png`: 432×432,
    /// transparent but for a white square inside the 288×288 safe zone.
    static func launcherForeground() -> [UInt8] {
        let side = 432, square = 144..<288
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        for y in square {
            for x in square { pixels.replaceSubrange((y * side + x) * 4..<(y * side + x) * 4 + 4, with: [255, 255, 255, 255]) }
        }
        return PNGWriter.encode(pixels, width: side, height: side, alpha: true)
    }

    /// A placeholder for an image the manifest's interface declares: 256×256 in the starter blue.
    static func placeholderImage() -> [UInt8] {
        PNGWriter.solid(width: 256, height: 256, red: 0x1A, green: 0x73, blue: 0xE8)
    }

    /// What the existing brands carry that a new brand must too: colour and image names,
    /// and each font role with the file the first brand (by id) gives it.
    package struct CarriedNames {
        package var colors: [String] = []
        package var images: [String] = []
        package var fonts: [(role: String, path: String, brand: String)] = []

        package init(colors: [String] = [], images: [String] = [], fonts: [(role: String, path: String, brand: String)] = []) {
            self.colors = colors
            self.images = images
            self.fonts = fonts
        }
    }

    /// The files a new brand `id` needs for what every brand carries and `defaults` does not
    /// give, with the lines of its brand file that name them: an icon per platform, an image
    /// per name, a colour per name. What every brand carries is what `interface` declares; a
    /// kind it leaves free is what the other brands carry (`carried`), since each brand is a
    /// flavor of one app whose code reads them all (the rule `partial-resource`).
    package static func interfaceValues(for id: String, manifest: Manifest,
                                        carried: CarriedNames = CarriedNames()) -> (lines: [String], files: [(path: String, bytes: [UInt8])]) {
        var lines: [String] = [], files: [(path: String, bytes: [UInt8])] = []
        let interface = manifest.interface
        let defaultColors = Set((manifest.defaults?["colors"]?.mapping ?? []).map(\.key.value))
        let colors = (interface?.colors?.map(\.name) ?? carried.colors).filter { !defaultColors.contains($0) }
        if !colors.isEmpty { lines += ["colors:"] + colors.map { "  \($0): \"#1A73E8\"" } }
        if let interface, !interface.icons.isEmpty, manifest.defaults?["icon"] == nil {
            lines += iconLines(for: id, icons: interface.icons)
            files += iconFiles(for: id, icons: interface.icons)
        }
        let defaultImages = Set((manifest.defaults?["images"]?.mapping ?? []).map(\.key.value))
        let images = (interface?.images?.map(\.name) ?? carried.images).filter { !defaultImages.contains($0) }
        if !images.isEmpty {
            lines += ["images:"] + images.map { "  \($0): \(id)/\($0).png" }
            files += images.map { ("\(id)/\($0).png", placeholderImage()) }
        }
        // A font is no placeholder brandkit can draw: each role starts as the font another
        // brand gives it, for the brand's own to replace.
        let defaultFonts = Set((manifest.defaults?["fonts"]?.mapping ?? []).map(\.key.value))
        let fonts = (interface?.fonts?.map(\.name) ?? carried.fonts.map(\.role)).filter { !defaultFonts.contains($0) }
            .compactMap { role in carried.fonts.first { $0.role == role } }
        if let first = fonts.first {
            lines += ["fonts:   # \(first.brand)'s for now: put this brand's own here"] + fonts.map { "  \($0.role): \($0.path)" }
        }
        if let interface, interface.launchScreen, manifest.defaults?["launchScreen"] == nil {
            lines.append("launchScreen: { background: \"#1A73E8\" }   # the app's launch theme needs one in every brand")
        }
        return (lines, files)
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
