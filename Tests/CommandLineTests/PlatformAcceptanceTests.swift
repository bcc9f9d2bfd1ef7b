import BrandTestSupport
import Foundation
import Testing

/// The promise, checked with the platforms' own tools: for every brand, either `validate`
/// reports a located error, or every file `bundle` writes is accepted by its platform's
/// parser (aapt2 for Android resources, Python's plistlib for property lists, Xcode's
/// xcconfig syntax) and reads back exactly the value written in the brand file.
@Suite("Platform acceptance: aapt2, plists and xcconfig take what validate accepts", .serialized)
struct PlatformAcceptanceTests {
    static let manifest = """
        environments: [release]
        featureFlags:
          title: { type: string, default: "x" }
          count: { type: int, default: 1 }
          ratio: { type: number, default: 1.5 }
          tags: { type: list, default: [a] }
        defaults:
          helpCenter: { sectionOrder: "email", email: { address: help@prop.example, subject: Help } }
        """

    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func fiveHundredHostileBrandsAreRefusedWhereTheyAreWrittenOrBuildUnchanged() throws {
        let tools = try #require(PlatformTools.find(), "\(PlatformTools.requirement)")
        let workspace = try Workspace(copyingExampleBrands: false)
        try workspace.write(Self.manifest, to: "Brands/brandkit.yaml")
        var generator = HostileBrands(seed: 20261122)
        let brands = (0..<500).map { generator.brand(number: $0) }
        for brand in brands { try workspace.write(brand.yaml, to: "Brands/\(brand.id).yaml") }

        // Every refusal is located in the brand's own file, and a brand is refused exactly
        // when it holds something some format cannot carry.
        let validate = try workspace.run("validate", "--format", "json")
        #expect(!validate.signalled && (validate.status == 0 || validate.status == 1), "\(validate.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(validate.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        var refused: Set<String> = []
        var found: [String: [String]] = [:]
        for diagnostic in diagnostics where diagnostic["severity"] as? String == "error" {
            let file = try #require(diagnostic["file"] as? String)
            #expect(file.hasPrefix("Brands/b") && (diagnostic["line"] as? Int ?? 0) >= 1 && (diagnostic["column"] as? Int ?? 0) >= 1,
                    "\(diagnostic)")
            let id = String(file.dropFirst("Brands/".count).dropLast(".yaml".count))
            refused.insert(id)
            found[id, default: []].append("\(diagnostic["code"] ?? ""): \(diagnostic["message"] ?? "")")
        }
        for brand in brands {
            #expect(refused.contains(brand.id) == (brand.mustBeRefusedFor != nil),
                    "\(brand.id) (\(brand.mustBeRefusedFor ?? "nothing to refuse")): \(found[brand.id] ?? [])\n\(brand.yaml)")
        }
        let accepted = brands.filter { !refused.contains($0.id) }
        #expect(accepted.count >= 150 && refused.count >= 150, "the generator should make both kinds")

        let bundle = try workspace.run("bundle", "--all", "--platform", "all", "--output", "out")
        #expect(!bundle.signalled, "\(bundle.stderr)")
        let out = workspace.url.appendingPathComponent("out")
        let plists = try tools.readPropertyLists(accepted.map { out.appendingPathComponent("\($0.id).bundle/BrandConfig.plist") })
        let gradle = try tools.readProperties(accepted.map { out.appendingPathComponent("\($0.id)/brand.properties") })
        #expect(plists.count == accepted.count && gradle.count == accepted.count)
        for (brand, (plist, properties)) in zip(accepted, zip(plists, gradle)) {
            let ios = out.appendingPathComponent("\(brand.id).bundle")
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: ios.appendingPathComponent("BrandConfig.json")),
                                                        options: .fragmentsAllowed) as? [String: Any]
            let flags = json?["featureFlags"] as? [String: Any]
            // BrandConfig.json carries the values as written...
            #expect(json?["displayName"] as? String == brand.displayName, "\(brand.id)")
            #expect(flags?["title"] as? String == brand.title, "\(brand.id)")
            #expect((flags?["count"] as? NSNumber)?.int64Value == brand.count, "\(brand.id)")
            #expect(NumberForm.same(flags?["ratio"], brand.ratio), "\(brand.id): \(flags?["ratio"] ?? "nil")")
            #expect(flags?["tags"] as? [String] == brand.tags, "\(brand.id)")
            // ...and so does the property list, as plistlib reads it...
            #expect(plist == PropertyListReading.expected(brand), "\(brand.id)")
            // ...the xcconfig, read by Xcode's rules...
            let settings = XcconfigReader.settings(try String(contentsOf: ios.appendingPathComponent("Brand.xcconfig"), encoding: .utf8))
            #expect(settings["BRAND_DISPLAY_NAME"] == brand.displayName, "\(brand.id)")
            #expect(settings["PRODUCT_BUNDLE_IDENTIFIER"] == brand.bundleId, "\(brand.id)")
            // ...Gradle's brand.properties, read by java.util.Properties...
            #expect(properties["displayName"] == brand.displayName, "\(brand.id)")
            #expect(properties["applicationId"] == brand.bundleId, "\(brand.id)")
            // ...and the Android resources, compiled and linked by aapt2.
            let resources = try tools.compileAndDump(out.appendingPathComponent("\(brand.id)/res"), scratch: workspace.url)
            #expect(resources.failure == nil, "\(brand.id): \(resources.failure ?? "")\n\(brand.yaml)")
            #expect(resources.values["string/brand_display_name"] == [brand.displayName], "\(brand.id)")
            #expect(resources.values["string/brand_application_id"] == [brand.bundleId], "\(brand.id)")
            #expect(resources.values["string/flag_title"] == [brand.title], "\(brand.id)")
            #expect(resources.values["integer/flag_count"] == [String(brand.count)], "\(brand.id)")
            #expect(resources.values["string/flag_ratio"] == [NumberForm.shortest(brand.ratio)], "\(brand.id)")
            #expect(resources.values["array/flag_tags"] == brand.tags, "\(brand.id)")
        }
    }
}

/// A seeded generator of brands holding hostile but plausible values, each knowing whether
/// some format cannot carry it (and so `validate` must refuse it).
struct HostileBrands {
    struct Brand {
        var id: String
        var displayName: String
        var bundleId: String
        var title: String
        var count: Int64
        /// As written in the brand file, and as every format must write it back.
        var ratio: String
        var tags: [String]
        var colors: [String]
        var mustBeRefusedFor: String?

        var yaml: String {
            """
            displayName: \(YAMLText.quoted(displayName))
            bundleId: \(bundleId)
            colors: { \(colors.map { "\($0): \"#102030\"" }.joined(separator: ", ")) }
            featureFlags:
              title: \(YAMLText.quoted(title))
              count: \(count)
              ratio: \(ratio)
              tags: [\(tags.map(YAMLText.quoted).joined(separator: ", "))]

            """
        }
    }

    /// Pieces every format treats specially somewhere; the last ones no format can carry
    /// in some place (the comments say where).
    static let carried = ["%", "%d", "100% Organic, 0% Sugar", "'", "\"", "it's", "@", "?", "@string/app_name",
                          "?attr/color", " ", "  ", "\t", "😀", "שלום", "e\u{301}", "//", "///", "<b>", "&amp;", "\\", "\\n",
                          "#", "=", ";", "café", "日本"]
    static let textOnly = ["\n", "$(HOME)", "${X}", "$", "%1$s", "\u{2028}"]  // refused in displayName (Brand.xcconfig)
    static let nowhere = ["\u{1}", "\u{7F}", "\u{1B}", "\r"]
    static let ratios = ["1e300", "-0.0", "0.1", "25", "2.5e-8", "-1.5", "0", "123456.789"]
    static let counts: [Int64] = [Int64(Int32.max), Int64(Int32.min), 0, -1, 42, Int64(Int32.max) + 1, Int64(Int32.min) - 1]

    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64: the same brands on every machine.
    private mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    private mutating func text(_ pieces: [String], count: Int) -> String {
        (0..<count).map { _ in pieces[next(pieces.count)] }.joined()
    }

    mutating func brand(number: Int) -> Brand {
        let id = "b\(number)"
        var reasons: [String] = []
        // Mostly values every format carries; now and then one that some place cannot.
        var displayName = text(Self.carried, count: 1 + next(3)) + "\(number)" + text(Self.carried, count: next(3))
        if next(8) == 0 {
            displayName.insert(contentsOf: Self.textOnly[next(Self.textOnly.count)], at: displayName.startIndex)
            reasons.append("a line break or '$' in displayName")
        }
        var title = text(Self.carried + Self.textOnly, count: 1 + next(4))
        if next(10) == 0 {
            title += Self.nowhere[next(Self.nowhere.count)]
            reasons.append("a control character")
        }
        let count = Self.counts[next(Self.counts.count)]
        if Int32(exactly: count) == nil { reasons.append("a 64-bit int") }
        var colors = ["primary"]
        if next(10) == 0 {
            colors.append(["Primary", "PRIMARY"][next(2)])
            reasons.append("colliding colour names")
        }
        let tags = (0..<(1 + next(3))).map { _ in text(Self.carried + Self.textOnly, count: 1 + next(2)) }
        return Brand(id: id, displayName: displayName, bundleId: "com.prop.b\(number)", title: title, count: count,
                     ratio: Self.ratios[next(Self.ratios.count)], tags: tags, colors: colors,
                     mustBeRefusedFor: reasons.isEmpty ? nil : reasons.joined(separator: ", "))
    }
}

/// Quoted text with the escapes JSON and YAML's double-quoted style share (`\\`, `\"`, `\n`,
/// `\t`, `\r`, `\u00xx`); which other scalars become `\uxxxx` is the format's.
enum QuotedText {
    static func quoted(_ text: String, escaping: (Unicode.Scalar) -> Bool) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || escaping(scalar) {
                    out += "\\u" + String(format: "%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// YAML double-quoted scalars: YAML also wants DEL, C1 controls and U+2028 escaped.
enum YAMLText {
    static func quoted(_ text: String) -> String {
        QuotedText.quoted(text) { (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 }
    }
}

/// Numbers compared as the value a reader gets, sign of zero included.
enum NumberForm {
    /// The one form brandkit writes a number in, everywhere: the shortest text that reads
    /// back as the same value (`25`, `1e+300`, `2.5e-08`, `-0.0`).
    static func shortest(_ written: String) -> String {
        guard let value = Double(written) else { return written }
        if value == value.rounded(), abs(value) < 1e15, !(value == 0 && value.sign == .minus) { return String(Int(value)) }
        return "\(value)"
    }

    static func same(_ read: Any?, _ written: String) -> Bool {
        guard let read = read as? NSNumber, let expected = Double(written) else { return false }
        return read.doubleValue == expected && read.doubleValue.sign == expected.sign
    }
}

/// What Python's plistlib must read from a brand's `BrandConfig.plist`, as `PlatformTools`
/// prints it: JSON with floats in Python's `repr`.
enum PropertyListReading {
    static func expected(_ brand: HostileBrands.Brand) -> String {
        // Swift's and Python's float texts agree for the generator's values (25.0, 1e+300, 2.5e-08, -0.0).
        let ratio = Double(brand.ratio).map { "\($0)" } ?? "nan"
        let object: [(String, String)] = [
            ("androidURLSchemes", "[]"), ("appGroups", "[]"),
            ("brand", json(brand.id)), ("bundleId", json(brand.bundleId)),
            ("colors", "{" + brand.colors.sorted().map { "\(json($0)): \"#102030\"" }.joined(separator: ", ") + "}"),
            ("displayName", json(brand.displayName)), ("environment", "\"release\""),
            ("featureFlags", "{\"count\": \(brand.count), \"ratio\": \(ratio), \"tags\": [\(brand.tags.map(json).joined(separator: ", "))], \"title\": \(json(brand.title))}"),
            ("fontRoles", "{}"), ("fonts", "{}"),
            ("helpCenter", "[{\"address\": \"help@prop.example\", \"section\": \"email\", \"subject\": \"Help\"}]"),
            ("iosURLSchemes", "[]"), ("locales", "[\"en\"]"), ("modules", "{}"),
        ]
        return "{" + object.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// `json.dumps(..., ensure_ascii=False)` of one string.
    private static func json(_ text: String) -> String {
        QuotedText.quoted(text) { _ in false }
    }
}

/// Xcode's xcconfig syntax for one setting a line: `NAME = value`, `//` to the end of the
/// line is a comment, spaces around the value are trimmed, and `$(NAME)` / `${NAME}`
/// expand (to nothing here: brandkit writes only `$()`).
enum XcconfigReader {
    static func settings(_ text: String) -> [String: String] {
        var settings: [String: String] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(line)
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            settings[name] = expand(value)
        }
        return settings
    }

    private static func expand(_ value: String) -> String {
        var out = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            out += rest[..<dollar]
            let after = rest[rest.index(after: dollar)...]
            guard let open = after.first, open == "(" || open == "{",
                  let close = after.firstIndex(of: open == "(" ? ")" : "}")
            else {
                out += "$"
                rest = after
                continue
            }
            rest = after[after.index(after: close)...]  // every variable is unset here
        }
        return out + rest
    }
}

/// aapt2, Python's plistlib and Java's `java.util.Properties`, as installed by
/// `Scripts/install-dependencies --test`.
struct PlatformTools {
    var aapt2: URL
    var python: URL
    var java: URL

    static let requirement = "aapt2, python3 and a JDK are installed by Scripts/install-dependencies --test"

    static func find() -> PlatformTools? {
        guard let aapt2 = Tool.named("aapt2"), let python = Tool.named("python3"), let java = Tool.named("java") else { return nil }
        return PlatformTools(aapt2: aapt2, python: python, java: java)
    }

    /// Each file as `java.util.Properties.load` reads it (what Gradle's build scripts use),
    /// in one JVM for all of them.
    func readProperties(_ files: [URL]) throws -> [[String: String]] {
        let reader = Brandkit.packageRoot.appendingPathComponent("Tests/CommandLineTests/Fixtures/ReadProperties.java")
        let run = try Tool.run(java, [reader.path] + files.map(\.path), in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0, "java.util.Properties: \(run.stderr)")
        func text(_ hex: Substring) -> String {
            var units: [UInt16] = []
            var index = hex.startIndex
            while let end = hex.index(index, offsetBy: 4, limitedBy: hex.endIndex), index < end {
                units.append(UInt16(hex[index..<end], radix: 16) ?? 0xFFFD)
                index = end
            }
            return String(decoding: units, as: UTF16.self)
        }
        return run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            var values: [String: String] = [:]
            for entry in line.split(separator: " ") {
                let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                values[text(parts[0])] = parts.count > 1 ? text(parts[1]) : ""
            }
            return values
        }
    }

    /// Each property list as plistlib reads it, printed as JSON: one line per file.
    func readPropertyLists(_ files: [URL]) throws -> [String] {
        let script = """
            import json, plistlib, sys
            for path in sys.argv[1:]:
                with open(path, "rb") as handle:
                    print(json.dumps(plistlib.load(handle), ensure_ascii=False, sort_keys=True))
            """
        let run = try Tool.run(python, ["-c", script] + files.map(\.path), in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0, "plistlib: \(run.stderr)")
        return run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Compiles `res` with `aapt2 compile`, links it as a static library (all that works
    /// without the Android SDK) and reads every value back with `aapt2 dump resources`.
    func compileAndDump(_ res: URL, scratch: URL) throws -> (values: [String: [String]], failure: String?) {
        let work = scratch.appendingPathComponent("aapt2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let manifest = work.appendingPathComponent("AndroidManifest.xml")
        try "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"com.prop.app\"/>\n"
            .write(to: manifest, atomically: true, encoding: .utf8)
        let compile = try Tool.compileLinkable(aapt2, res: res.path, output: work.appendingPathComponent("compiled.zip").path, in: work)
        guard compile.status == 0 else { return ([:], "aapt2 compile: \(compile.stderr)") }
        let link = try Tool.run(aapt2, ["link", "--static-lib", "-o", "lib.apk", "-I", Tool.androidFramework, "--manifest", manifest.path,
                                        "compiled.zip"], in: work)
        guard link.status == 0 else { return ([:], "aapt2 link: \(link.stderr)") }
        let dump = try Tool.run(aapt2, ["dump", "resources", "lib.apk"], in: work)
        guard dump.status == 0 else { return ([:], "aapt2 dump: \(dump.stderr)") }
        return (AaptDump.values(dump.stdout), nil)
    }
}

/// `aapt2 dump resources`: `resource 0x… type/name`, then `() "text" src=…` for a string
/// (text as stored, quotes and line breaks unescaped, each further line indented as the
/// dump's own), `() 42 src=…` for an integer, and
/// `() (array) size=N src=…` followed by `["a", "b"]` for an array.
enum AaptDump {
    static func values(_ dump: String) -> [String: [String]] {
        var values: [String: [String]] = [:]
        let resources = dump.components(separatedBy: "\n    resource 0x").dropFirst()
        for resource in resources {
            guard let space = resource.firstIndex(of: " ") else { continue }
            let rest = resource[resource.index(after: space)...]
            guard let newline = rest.firstIndex(of: "\n") else { continue }
            let name = String(rest[..<newline])
            var body = String(rest[rest.index(after: newline)...])
            if let nextType = body.range(of: "\n  type ") { body = String(body[..<nextType.lowerBound]) }
            body = String(body.drop { $0 == " " })
            guard body.hasPrefix("() ") else { continue }
            body.removeFirst(3)
            if body.hasPrefix("(array)") {
                guard let open = body.firstIndex(of: "\n") else { continue }
                let list = body[body.index(after: open)...].trimmingCharacters(in: .whitespacesAndNewlines)
                values[name] = items(list).map { unindented($0, by: 8) }
            } else if body.hasPrefix("\""), let end = body.range(of: "\" src=", options: .backwards) {
                values[name] = [unindented(String(body[body.index(after: body.startIndex)..<end.lowerBound]), by: 6)]
            } else if let end = body.range(of: " src=") {
                values[name] = [String(body[..<end.lowerBound])]
            }
        }
        return values
    }

    /// The dump indents every line a value continues on, to its own depth.
    private static func unindented(_ text: String, by depth: Int) -> String {
        text.replacingOccurrences(of: "\n" + String(repeating: " ", count: depth), with: "\n")
    }

    /// `["a", "b"]`, whose items may hold `", "` themselves: split where the generator's
    /// items cannot (they never hold `", "` followed by a quote at an item's end).
    private static func items(_ list: String) -> [String] {
        guard list.hasPrefix("[\""), list.hasSuffix("\"]") else { return list == "[]" ? [] : [list] }
        return list.dropFirst(2).dropLast(2).components(separatedBy: "\", \"")
    }
}
