import BrandCore
import BrandValidation
/// An asset catalog with one color set per brand color, as Xcode's asset catalog compiler
/// reads them, so the app finds `UIColor(named: "primary")` and `Color("primary")`.
enum ColorAssets {
    static let info: JSONValue = .object([("author", .string("brandkit")), ("version", .int(1))])

    static func files(_ document: BrandDocument) -> [BundleFile] {
        var files = [BundleFile(path: "Contents.json", text: JSONValue.object([("info", info)]).serialized(pretty: true))]
        for color in document.colors {
            // The dark appearance, when the brand sets one, is a second entry Xcode picks in dark mode.
            var entries: [JSONValue] = [entry(color.value, dark: false)]
            if let dark = color.dark { entries.append(entry(dark, dark: true)) }
            let contents: JSONValue = .object([("colors", .array(entries)), ("info", info)])
            files.append(BundleFile(path: "\(color.name).colorset/Contents.json", text: contents.serialized(pretty: true)))
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
