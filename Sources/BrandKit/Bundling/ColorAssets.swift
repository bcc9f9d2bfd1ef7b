import BrandCore
/// An asset catalog with one color set per brand color, as Xcode's asset catalog compiler
/// reads them, so the app finds `UIColor(named: "primary")` and `Color("primary")`.
enum ColorAssets {
    static let info: JSONValue = .object([("author", .string("brandkit")), ("version", .int(1))])

    static func files(_ document: BrandDocument) -> [BundleFile] {
        var files = [BundleFile(path: "Contents.json", text: JSONValue.object([("info", info)]).serialized(pretty: true))]
        for (name, color) in document.colors.map({ ($0.name, $0.value) }) {
            let components: JSONValue = .object([
                ("alpha", .string(alpha(color.alpha))),
                ("blue", .string("0x" + color.hex(\.blue))),
                ("green", .string("0x" + color.hex(\.green))),
                ("red", .string("0x" + color.hex(\.red))),
            ])
            let contents: JSONValue = .object([
                ("colors", .array([.object([
                    ("color", .object([("color-space", .string("srgb")), ("components", components)])),
                    ("idiom", .string("universal")),
                ])])),
                ("info", info),
            ])
            files.append(BundleFile(path: "\(name).colorset/Contents.json", text: contents.serialized(pretty: true)))
        }
        return files
    }

    /// Alpha as Xcode writes it: a fraction with three decimals.
    private static func alpha(_ value: UInt8) -> String {
        let thousandths = (Int(value) * 1000 + 127) / 255
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - String(thousandths % 1000).count))\(thousandths % 1000)"
    }
}
