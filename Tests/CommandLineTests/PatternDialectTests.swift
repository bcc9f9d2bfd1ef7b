import BrandConfiguration
import BrandCore
import Foundation
import Testing
import TextPattern

/// Manifest patterns: one dialect that brandkit and JavaScript (what JSON Schema editors run)
/// read the same way, refused with the construct named when outside it, and matched in time
/// bounded by the pattern's size times the value's length.
@Suite struct PatternDialectTests {
    /// Accepted patterns and values; JavaScript must give the same answer for every pair.
    static let accepted: [String] = [
        "^[A-Z]{2}$", "(x+x+)+y", "^(a|b)*c$", "^$", "a|", "(?:ab)+", "^\\d{3}-\\d{4}$", "[^a-z]", "\\w+@\\w+\\.\\w+",
        "^\\s*$", ".", "^.$", "[\\w-]+", "[a\\-z]", "\\x41\\u00e9", "^[\\u0041-\\u005A]+$", "a{2,}", "a{0,3}?b", "\\.", "\\/",
        "^\\S+$", "\\D\\W", "[\\d.]", "(a*)*b", "^(?:[0-9a-f]{2}:){5}[0-9a-f]{2}$", "é+", "^[^\\s]+$", "\\t\\n", "()", "^(a|)+$",
    ]
    static let values = ["", "a", "ab", "abc", "c", "AB", "DE", "x", "xxy", "xxxxxxxx", "123-4567", "a@b.c", " ", "\t\n",
                         "A\u{E9}", "é", "\n", "a-b", "a.b", "00:11:22:33:44:55", "aaab", "/", "\u{2028}", "ABC", "b", "-"]

    /// Each is outside the dialect: (pattern, what the message names, offset).
    static let refused: [(String, String, Int)] = [
        ("(?i)^[a-z]+$", "inline flags", 0), ("\\Aab\\z", "'\\A'", 0), ("^a++$", "'+' after a quantifier", 3),
        ("^[[:alpha:]]$", "POSIX", 2), ("(?=a)", "lookahead", 0), ("(a)\\1", "backreference", 3), ("\\bword", "word boundary", 0),
        ("a{2,1}", "out of order", 1), ("{", "nothing to repeat", 0), ("a{1001}", "above 1000", 1), ("[]", "empty class", 0),
        ("\\p{L}", "Unicode property", 0), ("\\u{41}", "\\u{", 0), ("(a", "has no ')'", 0), ("a)", "has no '('", 1),
        ("[a-", "has no ']'", 0), ("^*", "'^' cannot be repeated", 0), ("a\\", "ends with", 1), ("[z-a]", "out of order", 2),
        ("(?<n>a)", "named groups", 0), ("a{", "does not start a count", 1), ("]", "no opening bracket", 0), ("\\-", "'\\-'", 0),
        ("[\\d-z]", "range with", 3), ("((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((a)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))", "deeper", 64),
        ("(a{1000}){1000}", "too large", 0),
    ]

    @Test func catastrophicBacktrackingPatternAnswersAtOnce() throws {
        let pattern = try TextPattern("(x+x+)+y")
        #expect(pattern.search(String(repeating: "x", count: 300)) == .notMatched)
        #expect(pattern.search(String(repeating: "x", count: 300) + "y") == .matched)
        #expect(try TextPattern("(a*)*b").search(String(repeating: "a", count: 5000)) == .notMatched)
    }

    @Test func aPatternTooSlowForItsValueIsSaidSoNotRun() throws {
        let pattern = try TextPattern("(a|b|c){1,1000}d")
        #expect(pattern.search(String(repeating: "e", count: 100)) == .notMatched)
        #expect(pattern.search(String(repeating: "a", count: 200_000)) == .tooSlow)
    }

    @Test(arguments: refused.indices) func constructsOutsideTheDialectAreNamed(_ index: Int) {
        let (source, named, offset) = Self.refused[index]
        do {
            _ = try TextPattern(source)
            Issue.record("'\(source)' was accepted")
        } catch {
            #expect(error.message.contains(named), "\(source): \(error.message)")
            #expect(error.offset == offset, "\(source): \(error.message)")
            #expect(!error.suggestion.isEmpty)
        }
    }

    /// JavaScript's `RegExp` with the `u` flag, as VS Code's JSON Schema support compiles
    /// `pattern`, agrees with brandkit on every accepted pattern and value, and itself
    /// refuses the patterns the issue found disagreeing.
    @Test func javascriptReadsEveryAcceptedPatternTheSameWay() throws {
        let node = try #require(Tool.named("node"), "node is installed by Scripts/install-dependencies --test")
        var expected: [[Bool]] = []
        for source in Self.accepted {
            let pattern = try TextPattern(source)
            expected.append(Self.values.map { pattern.search($0) == .matched })
        }
        let cases = JSONValue.object([
            ("patterns", .array(Self.accepted.map { .string($0) })),
            ("values", .array(Self.values.map { .string($0) })),
            ("refused", .array(["(?i)^[a-z]+$", "\\Aab\\z", "^a++$", "^[[:alpha:]]$"].map { .string($0) })),
        ]).serialized(pretty: false)
        let workspace = try Workspace(copyingExampleBrands: false)
        try workspace.write(cases, to: "cases.json")
        try workspace.write("""
            const cases = JSON.parse(require("fs").readFileSync("cases.json", "utf8"));
            const answers = cases.patterns.map(p => cases.values.map(v => new RegExp(p, "u").test(v)));
            const refused = cases.refused.map(p => { try { new RegExp(p, "u"); return false } catch (e) { return true } });
            console.log(JSON.stringify({answers, refused}));
            """, to: "agree.js")
        let run = try Tool.run(node, ["agree.js"], in: workspace.url)
        try #require(run.status == 0, "\(run.stderr)")
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let answers = try #require(answer["answers"] as? [[Bool]])
        for (index, source) in Self.accepted.enumerated() {
            for (valueIndex, value) in Self.values.enumerated() where answers[index][valueIndex] != expected[index][valueIndex] {
                Issue.record("'\(source)' on \(value.debugDescription): JavaScript \(answers[index][valueIndex]), brandkit \(expected[index][valueIndex])")
            }
        }
        #expect(answer["refused"] as? [Bool] == [true, true, true, true])
    }

    @Test func validateAnswersTheHangingCaseAndLocatesARefusedPattern() throws {
        let workspace = try Workspace(copyingExampleBrands: false)
        try workspace.write("""
            environments: [release]
            featureFlags:
              code: { type: string, default: xxy, pattern: "(x+x+)+y" }
              region: { type: string, default: EU, pattern: "(?i)^[a-z]+$" }

            """, to: "Brands/brandkit.yaml")
        try workspace.write("displayName: A\nbundleId: com.a.app\nfeatureFlags:\n  code: \(String(repeating: "x", count: 300))\n",
                            to: "Brands/a.yaml")
        let run = try workspace.run("validate")
        #expect(run.status == 1)
        #expect(run.stdout.contains("Brands/brandkit.yaml:4:50: error: 'pattern' of 'region': inline flags such as '(?i)' are not in the pattern dialect [invalid-declaration]"), "\(run.stdout)")
        #expect(run.stdout.contains("Brands/a.yaml:4:9: error: '\(String(repeating: "x", count: 64))…' does not match the pattern of 'code'"), "\(run.stdout)")
    }

    /// The schema hands editors only patterns in the dialect: its own and the manifest's.
    @Test func everySchemaPatternIsInTheDialect() throws {
        let workspace = try Workspace()
        for arguments in [["schema"], ["schema", "--manifest"]] {
            let run = try Brandkit.run(arguments, in: workspace.url)
            try #require(run.status == 0, "\(run.stderr)")
            var patterns: [String] = []
            func collect(_ value: Any) {
                if let object = value as? [String: Any] {
                    if let pattern = object["pattern"] as? String { patterns.append(pattern) }
                    object.values.forEach(collect)
                } else if let array = value as? [Any] { array.forEach(collect) }
            }
            collect(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)))
            #expect(!patterns.isEmpty || arguments.count == 2)
            for pattern in patterns { #expect(throws: Never.self, "\(pattern)") { try TextPattern(pattern) } }
        }
    }
}
