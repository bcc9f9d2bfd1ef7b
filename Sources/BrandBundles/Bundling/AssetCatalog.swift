import AssetFormats
import BrandCore
import BrandValidation
/// The brand's asset catalog, as Xcode's asset catalog compiler reads it: a color set per
/// colour (`UIColor(named: "primary")`, `Color("primary")`), the `AppIcon` app icon set in
/// the single-size form, and an image set per image (`UIImage(named: "logo")`).
enum AssetCatalog {
    static let info: JSONValue = .object([("author", .string("brandkit")), ("version", .int(1))])
    /// The app icon set's name, which `Brand.xcconfig` names as the target's app icon.
    static let appIconName = "AppIcon"
    /// The launch screen's colour set, which `UILaunchScreen` names.
    static let launchBackgroundName = "LaunchBackground"
    /// The launch screen's image set, which `UILaunchScreen` names.
    static let launchImageName = "LaunchImage"

    /// The catalog of the document's environment: its app icon carries the environment's
    /// badge, so each build configuration compiles its own catalog (`Xcconfig`).
    static func files(_ document: BrandDocument, assets: [String: [UInt8]], artwork: IconArtwork) -> [BundleFile] {
        var files = [BundleFile(path: "Contents.json", text: JSONValue.object([("info", info)]).serialized(pretty: true))]
        for reference in document.assets {
            guard let bytes = assets[reference.path] else { continue }
            switch reference.role {
            case .iosIcon:
                let image: JSONValue = .object([("filename", .string("\(appIconName).png")), ("idiom", "universal"),
                                                ("platform", "ios"), ("size", "1024x1024")])
                files += [BundleFile(path: "\(appIconName).appiconset/Contents.json",
                                     text: JSONValue.object([("images", .array([image])), ("info", info)]).serialized(pretty: true)),
                          BundleFile(path: "\(appIconName).appiconset/\(appIconName).png",
                                     bytes: artwork.badged(reference.path, bytes: bytes, badge: document.iconBadge, box: .whole))]
            case .launchImage:
                // Drawn at 3× (a 1,024-pixel image is 341 points), as on Android's xxhdpi.
                let image: JSONValue = .object([("filename", .string("\(launchImageName).png")), ("idiom", "universal"), ("scale", "3x")])
                files += [BundleFile(path: "\(launchImageName).imageset/Contents.json",
                                     text: JSONValue.object([("images", .array([image])), ("info", info)]).serialized(pretty: true)),
                          BundleFile(path: "\(launchImageName).imageset/\(launchImageName).png", bytes: bytes)]
            case .image(let name):
                // A PNG or a JPEG, copied as it is, under the extension of what its bytes are.
                let file = "\(name).\((ImageFile.format(of: bytes) ?? .png).fileExtension)"
                let image: JSONValue = .object([("filename", .string(file)), ("idiom", "universal")])
                files += [BundleFile(path: "\(name).imageset/Contents.json",
                                     text: JSONValue.object([("images", .array([image])), ("info", info)]).serialized(pretty: true)),
                          BundleFile(path: "\(name).imageset/\(file)", bytes: bytes)]
            case .androidForeground, .androidBackground, .androidMonochrome, .font:
                continue
            }
        }
        // Brand colour names are GeneratedNames (lowercase first), so none is `LaunchBackground`.
        let launch = document.launchBackground.map { [(launchBackgroundName, $0)] } ?? []
        for (name, color) in document.colors.map({ ($0.name, $0) }) + launch {
            // The dark appearance, when the brand sets one, is a second entry Xcode picks in dark mode.
            var entries: [JSONValue] = [entry(color.value, dark: false)]
            if let dark = color.dark { entries.append(entry(dark, dark: true)) }
            let contents: JSONValue = .object([("colors", .array(entries)), ("info", info)])
            files.append(BundleFile(path: "\(name).colorset/Contents.json", text: contents.serialized(pretty: true)))
        }
        return files
    }

    private static func entry(_ color: RGBAColor, dark: Bool) -> JSONValue {
        let components: JSONValue = .object([
            ("alpha", .string(alpha(color.alpha))),
            ("blue", .string("0x" + color.hex(\.blue))),
            ("green", .string("0x" + color.hex(\.green))),
            ("red", .string("0x" + color.hex(\.red))),
        ])
        var fields: [(String, JSONValue)] = []
        if dark {
            let luminosity: JSONValue = .object([("appearance", .string("luminosity")), ("value", .string("dark"))])
            fields.append(("appearances", .array([luminosity])))
        }
        return .object(fields + [
            ("color", .object([("color-space", .string("srgb")), ("components", components)])),
            ("idiom", .string("universal")),
        ])
    }

    /// Alpha as Xcode writes it: a fraction with three decimals.
    private static func alpha(_ value: UInt8) -> String {
        let thousandths = (Int(value) * 1000 + 127) / 255
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - String(thousandths % 1000).count))\(thousandths % 1000)"
    }
}
