import BrandTestSupport
import BrandYAML
import Foundation
import Testing

/// Thousands of broken, hostile and half-valid brand files through every command of the
/// real binary: whatever comes in, brandkit exits 0, 1 or 2 (never by a signal), its JSON
/// parses, and every line and column it reports lies inside the file it names.
@Suite("Mutated corpus, end to end", .serialized)
struct MutatedCorpusTests {
    static let directories = 50
    static let brandsPerDirectory = 40

    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func everyCommandSurvivesTwoThousandMutatedInputs() throws {
        var mutator = Mutator(seed: 20261122, seeds: try Self.seeds())
        let manifest = try String(contentsOf: Brandkit.packageRoot.appendingPathComponent("Brands/brandkit.yaml"), encoding: .utf8)
        // What the run saw, not what this loop wrote: the distinct inputs made, and the brands
        // brandkit reports it checked (a mutator that stopped mutating, or a run that read
        // nothing, fails here).
        var distinct = Set<[UInt8]>()
        var checked = 0
        var intactManifests = 0
        for directory in 0..<Self.directories {
            let workspace = try Workspace(copyingExampleBrands: false)
            try FileManager.default.createDirectory(at: workspace.brands, withIntermediateDirectories: true)
            // One directory in five gets a mutated manifest too.
            let manifestBytes = directory % 5 == 4 ? mutator.mutate(Array(manifest.utf8)) : Array(manifest.utf8)
            if manifestBytes == Array(manifest.utf8) { intactManifests += 1 }
            try Data(manifestBytes).write(to: workspace.brands.appendingPathComponent("brandkit.yaml"))
            let ids = (0..<Self.brandsPerDirectory).map { "m\(directory)-\($0)" }
            for id in ids {
                let input = mutator.mutate(mutator.pick())
                try Data(input).write(to: workspace.brands.appendingPathComponent("\(id).yaml"))
                distinct.insert(input)
            }
            let runs: [(arguments: [String], json: Bool)] = [
                (["validate", "--format", "json"], true),
                (["validate", "--format", "github"], false),
                (["validate"], false),
                (["flags", "--format", "json"], true),
                (["render", ids[0], "--format", "json"], true),
                (["diff", ids[1], ids[2], "--format", "json"], true),
                (["bundle", "--all", "--output", "out", "--platform", "all"], false),
            ]
            for (arguments, isJSON) in runs {
                let result = try Brandkit.run(arguments, in: workspace.url)
                let context = "directory \(directory): brandkit \(arguments.joined(separator: " ")) → \(result.status)\n\(result.stderr.prefix(400))"
                #expect(!result.signalled, "\(context)")
                #expect([0, 1, 2].contains(result.status), "\(context)")
                if isJSON, result.status == 0 || arguments[0] == "validate" && result.status == 1 {
                    #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil, "\(context)\n\(result.stdout.prefix(400))")
                }
                if arguments == ["validate", "--format", "json"] {
                    try Self.checkLocations(result.stdout, in: workspace.url, context: context)
                    let report = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any]
                    checked += (report?["summary"] as? [String: Any])?["brands"] as? Int ?? 0
                }
            }
        }
        #expect(distinct.count >= Self.directories * Self.brandsPerDirectory * 9 / 10, "\(distinct.count) distinct inputs")
        #expect(checked >= intactManifests * Self.brandsPerDirectory, "\(checked) brands checked")
    }

    /// Every diagnostic names an existing line of its file and a column on it (or just past
    /// its end); a file that cannot be decoded is located at its start.
    static func checkLocations(_ json: String, in root: URL, context: String) throws {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let diagnostics = object["diagnostics"] as? [[String: Any]] else { return }
        for diagnostic in diagnostics {
            guard let file = diagnostic["file"] as? String, let line = diagnostic["line"] as? Int,
                  let column = diagnostic["column"] as? Int,
                  let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path)
            else { continue }
            let bytes = [UInt8](data)
            if SourceText.utf8(bytes) == nil {
                #expect(line == 1 && column == 1, "\(context): \(file):\(line):\(column)")
                continue
            }
            let text = TextPosition.sourceLine(line, in: bytes)
            #expect(text != nil, "\(context): \(file):\(line):\(column) names no line")
            if let text { #expect((1...text.unicodeScalars.count + 1).contains(column), "\(context): \(file):\(line):\(column)") }
        }
    }

    /// The example brands and the catalog's brand files: realistic starting points.
    static func seeds() throws -> [[UInt8]] {
        let manager = FileManager.default
        var files = try manager.contentsOfDirectory(atPath: Brandkit.packageRoot.appendingPathComponent("Brands").path)
            .filter { $0 != "brandkit.yaml" && $0.hasSuffix(".yaml") }.map { Brandkit.packageRoot.appendingPathComponent("Brands/\($0)") }
        let catalog = Brandkit.packageRoot.appendingPathComponent("Tests/BrandValidationTests/Fixtures/catalog")
        for name in try manager.contentsOfDirectory(atPath: catalog.path) {
            let folder = catalog.appendingPathComponent(name)
            for file in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where file.hasSuffix(".yaml") && file != "brandkit.yaml" {
                files.append(folder.appendingPathComponent(file))
            }
        }
        return try files.sorted { $0.path < $1.path }.map { [UInt8](try Data(contentsOf: $0)) }
    }
}

/// Seeded mutations of brand files: the same inputs on every run, so a failure reproduces.
struct Mutator {
    var random: SplitMix
    let seeds: [[UInt8]]

    init(seed: UInt64, seeds: [[UInt8]]) {
        random = SplitMix(seed: seed)
        self.seeds = seeds
    }

    /// Tokens that YAML, brandkit or a generated format treat specially.
    static let tokens: [String] = [
        ": ", "- ", "{", "}", "[", "]", ",", "&a ", "*a", "!!python/object:os.system ", "!include ", "<<: *a", "---\n", "...\n",
        "|\n", ">-\n", "\"", "'", "\\", "#", "\t", "\r", "\r\n", "\u{2028}", "\u{85}", "\u{FEFF}", "\u{0}", "\u{1B}[31m",
        "~", "null", "yes", "NO", "0777", "1:30", "1e300", "-0.0", "3000000000", "\"#FFCC00\"", "#GG0000",
        "https://", "javascript:alert(1)", "http://x", "ftp://x", "$(HOME)", "${X}", "//", "%", "@", "?", "<script>",
        "\"><img src=x onerror=alert(1)>", "extends: ", "extends: acme\n", "displayName: ", "bundleId: ", "colors: ",
        "\"../../x\": ", "featureFlags: ", "helpCenter: ", "sectionOrder: ", "store, chat, email, nope", "environments: ",
        "staging: ", "e\u{301}", "é", "🎉", "\u{202E}", String(repeating: "x", count: 300),
    ]

    mutating func pick() -> [UInt8] {
        seeds[random.next(seeds.count)]
    }

    mutating func mutate(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0..<(1 + random.next(4)) {
            let at = bytes.isEmpty ? 0 : random.next(bytes.count + 1)
            switch random.next(7) {
            case 0 where !bytes.isEmpty:  // flip a byte
                bytes[min(at, bytes.count - 1)] ^= UInt8(1 << random.next(8))
            case 1, 2:  // insert a token
                bytes.insert(contentsOf: Array(Self.tokens[random.next(Self.tokens.count)].utf8), at: at)
            case 3 where !bytes.isEmpty:  // delete a range
                bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.next(20)))
            case 4:  // repeat a line
                let lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
                if let line = lines.isEmpty ? nil : lines[random.next(lines.count)] {
                    bytes.insert(contentsOf: Array(line) + [10], at: at)
                }
            case 5:  // splice in a piece of another seed
                let other = pick()
                let start = other.isEmpty ? 0 : random.next(other.count)
                bytes.insert(contentsOf: other[start..<min(other.count, start + random.next(80))], at: at)
            default:  // truncate
                if !bytes.isEmpty { bytes.removeSubrange(at..<bytes.count) }
            }
        }
        return bytes
    }
}
