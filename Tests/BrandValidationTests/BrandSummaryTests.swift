@testable import BrandConfiguration
import BrandCore
@testable import BrandValidation
import Testing

/// A summary is kept for every brand until the run ends, so the lines its values are set on
/// are kept in one string per brand: each value must still get its own line back.
@Suite struct BrandSummaryTests {
    @Test func eachValueGetsBackTheLineItIsSetOn() {
        var summary = BrandSummary(id: "acme", file: "Brands/acme.yaml")
        let own = SourceLocation(file: "Brands/acme.yaml", line: 2, column: 11)
        let overlay = SourceLocation(file: "Brands/acme.yaml", line: 9, column: 17)
        let parent = SourceLocation(file: "Brands/base.yaml", line: 3, column: 14)
        let manifest = SourceLocation(file: "Brands/brandkit.yaml", line: 4, column: 3)
        let sameLine = SourceLocation(file: "Brands/acme.yaml", line: 9, column: 40)
        for (key, text, location) in [("displayName", "Café ☕", own), ("bundleId", "com.acme.staging", overlay),
                                      ("bundleId", "com.base", parent), ("displayName", "Default", manifest),
                                      ("appName", "Acme", sameLine)] {
            summary.add(key: key, text: text, location: location, environment: 0)
        }
        // Each line asked once, in the order its values came; with values set in other files
        // (inherited), the brand's own first line too, where a problem with one is reported.
        var asked: [String: [Int]] = [:]
        summary.keepLines { file, numbers in
            asked[file.name] = numbers
            switch file.name {
            case "Brands/acme.yaml": return [1: "extends: base", 2: "displayName: Café ☕", 9: "    bundleId: com.acme.staging"]
            case "Brands/base.yaml": return [3: "bundleId: com.base"]
            default: return [:]
            }
        }
        #expect(asked == ["Brands/acme.yaml": [2, 9, 1], "Brands/base.yaml": [3], "Brands/brandkit.yaml": [4]])
        #expect(summary.values.map(summary.line(of:)) == ["displayName: Café ☕", "    bundleId: com.acme.staging",
                                                           "bundleId: com.base", nil, "    bundleId: com.acme.staging"])
        #expect(summary.values.map { String(summary.text(of: $0)) } == ["Café ☕", "com.acme.staging", "com.base", "Default", "Acme"])
        let excerpts = [summary].excerpts(of: ["Brands/acme.yaml", "Brands/brandkit.yaml"])
        #expect(excerpts == ["Brands/acme.yaml": [1: "extends: base", 2: "displayName: Café ☕", 9: "    bundleId: com.acme.staging"]])
    }

    /// Kept for every brand until the run ends: a value's text that its own line holds is read
    /// from that line, and only the others take room of their own.
    @Test func aTextItsLineHoldsTakesNoRoomOfItsOwn() {
        var summary = BrandSummary(id: "acme", file: "Brands/acme.yaml")
        let file = "Brands/acme.yaml"
        let values: [(key: String, text: String, line: Int)] = [
            ("displayName", "Café ☕", 1), ("bundleId", "com.acme.staging", 4),
            // Lower-cased for comparing: not as its line writes it.
            ("ios.urlSchemes", "acme", 6),
            // Set on the same line as another, and in it only by chance, not where its column says.
            ("android.applicationId", "acme", 4),
            ("appName", "", 1),
            // Its first byte stands in the line before the text does, which ends the line.
            ("appSuffix", "ng", 4),
            // Would run on into the next line kept, so it is not in its own.
            ("tagline", "☕ ", 1),
        ]
        for (key, text, line) in values {
            summary.add(key: key, text: text, location: SourceLocation(file: file, line: line, column: 3), environment: 0)
        }
        summary.add(key: "displayName", text: "Default", location: SourceLocation(file: "Brands/brandkit.yaml", line: 2, column: 3),
                    environment: 1)
        let lines = [1: "displayName: Café ☕", 4: "    bundleId: com.acme.staging", 6: "    - ACME"]
        summary.keepLines { asked, _ in asked.name == file ? lines : [:] }
        #expect(summary.values.map { String(summary.text(of: $0)) } == values.map(\.text) + ["Default"])
        #expect(summary.values.map(summary.line(of:)) == values.map { lines[$0.line] } + [nil])
        // Each line once, though line 1 sets two values and is the brand's first line, where
        // the inherited value's problem is reported; of the texts, only those no line holds.
        let kept = lines.values.map(\.utf8.count).reduce(0, +)
        #expect(summary.storedByteCount == kept + "acme".utf8.count + "☕ ".utf8.count + "Default".utf8.count)
    }

    /// A list of values is kept for every brand: a field order that leaves gaps between them
    /// costs a word a value (72 bytes rather than 64 on a 64-bit machine).
    @Test func aValueLeavesNoGapBetweenItsFields() {
        #expect(MemoryLayout<BrandSummary.Value>.stride <= 8 * MemoryLayout<Int>.size)
    }

    /// Cross-brand rules group values by text; ASCII texts are compared byte by byte in place,
    /// every other text as `String` compares it (canonically equivalent texts are equal).
    /// Case is folded as `lowercased()` folds it, a text already lowercase ASCII kept as it is.
    @Test func foldedTextsAreTheirLowercase() {
        for text in ["a.example", "A.Example", "APPLINKS:A.EXAMPLE", "", "-_.0", "Straße.example", "ÄRGER.example", "İstanbul", "ǅ", "group.COM.acme"] {
            #expect(BrandSummary.folded(text) == text.lowercased(), "\(text)")
            #expect(Array(BrandSummary.folded(text).utf8) == Array(text.lowercased().utf8), "\(text)")
        }
    }

    @Test func textsCompareAsStringsDo() {
        let texts = ["com.acme", "com.acme.staging", "com.acmf", "Com.acme", "a", "", "Café", "Cafe\u{301}", "Zoë", "Zoe"]
        var one = BrandSummary(id: "one", file: "Brands/one.yaml"), two = BrandSummary(id: "two", file: "Brands/two.yaml")
        for (index, text) in texts.enumerated() {
            one.add(key: "displayName", text: text, location: SourceLocation(file: "Brands/one.yaml", line: index + 1, column: 1),
                    environment: 0)
            two.add(key: "displayName", text: text, location: SourceLocation(file: "Brands/two.yaml", line: index + 1, column: 1),
                    environment: 0)
        }
        for (index, text) in texts.enumerated() {
            for (otherIndex, other) in texts.enumerated() {
                let expected = text == other ? 0 : text < other ? -1 : 1
                #expect(BrandSummary.compareTexts((0, index), (1, otherIndex), in: [one, two]).signum() == expected, "\(text) vs \(other)")
            }
        }
    }
    /// Two keys that differ order their texts as `String` does; equal texts have equal keys;
    /// a text that is not ASCII has none.
    @Test func textKeysOrderTextsAsStringsDo() {
        let sets = [
            ["com.bench.brand00004", "com.bench.brand00003", "com.bench.brand00004.staging", "com.bench.brand0000",
             "com.bench.brand00004", "com.bench.brand00004\u{0}", "com.bench.brand00004\u{0}\u{0}x", "com.bench.brand"],
            ["com.acme.app.long.shared.tail.one", "com.acme.app.long.shared.tail.two", "com.acme.app", "Com.acme", ""],
            ["Café", "Cafe\u{301}", "Cafe", "Caff", "Zoë", "Zoe"],
            ["only"],
        ]
        for texts in sets {
            var summary = BrandSummary(id: "one", file: "Brands/one.yaml")
            for (index, text) in texts.enumerated() {
                summary.add(key: "bundleId", text: text, location: SourceLocation(file: "Brands/one.yaml", line: index + 1, column: 1),
                            environment: 0)
            }
            let uses = summary.values.indices.map { (brand: Int32(0), value: Int32($0)) }
            let keys = BrandSummary.textKeys(uses, in: [summary])
            for (index, use) in uses.enumerated() {
                let text = String(summary.text(of: summary.values[Int(use.value)]))
                #expect((keys[index] == BrandSummary.noTextKey) == !text.utf8.allSatisfy { $0 < 0x80 }, "\(text)")
                for (otherIndex, other) in uses.enumerated() {
                    let otherText = String(summary.text(of: summary.values[Int(other.value)]))
                    if text == otherText { #expect(keys[index] == keys[otherIndex], "\(text)") }
                    guard keys[index] != keys[otherIndex], keys[index] != BrandSummary.noTextKey,
                          keys[otherIndex] != BrandSummary.noTextKey else { continue }
                    #expect((keys[index] < keys[otherIndex]) == (text < otherText), "\(text) vs \(otherText)")
                }
            }
        }
    }

    /// An environment whose overlays leave a key alone takes the values of the first such
    /// environment; one that overlays it, or derives it, has its own looked up. Either way the
    /// summary is the one that looks every key up in every environment.
    @Test func environmentsThatLeaveAKeyAloneShareItsValues() throws {
        let manifest = SourceFile(path: "brandkit.yaml", text: """
            environments: { release: {}, staging: {}, debug: {}, qa: { bundleIdSuffix: .qa } }

            """)
        let brand = SourceFile(path: "acme.yaml", text: """
            displayName: Acme
            bundleId: com.acme
            ios: { urlSchemes: [acme, acme-pay], appGroups: [group.com.acme] }
            colors: { primary: "#112233" }
            environments:
              staging: { ios: { urlSchemes: [acme-staging] } }
              debug: { colors: { debug: "#445566" } }

            """)
        let source = FeatureFlagManager(manifest: manifest, brands: [brand])
        let chain = try #require(source.chain(of: "acme"))
        let keys = ["bundleId", "colors", "ios.appGroups", "ios.urlSchemes"].map(SummaryKey.init)
        var fast = BrandSummary(id: "acme", file: "acme.yaml"), reference = fast
        for (index, resolved) in source.resolver.resolve("acme", chain: chain, environments: source.manifest.environments).enumerated() {
            fast.add(resolved, environment: index, keys: keys, overlaid: source.resolver.keysOwnTo(resolved.environment, chain: chain))
            reference.add(resolved, environment: index, keys: keys, overlaid: nil)
        }
        func shown(_ summary: BrandSummary) -> [String] {
            summary.values.map { "\($0.key) \(summary.text(of: $0)) \($0.location) \((0..<4).filter($0.environments.contains))" }
                + summary.names.map { "\($0.key) \($0.name) \((0..<4).filter($0.environments.contains))" }
        }
        #expect(shown(fast) == shown(reference))
        // Staging's own schemes, the derived id of qa and debug's colour stand apart.
        #expect(shown(reference).contains("ios.urlSchemes acme-staging acme.yaml:6:34 [1]"))
        #expect(shown(reference).contains("bundleId com.acme.qa acme.yaml:2:11 [3]"))
        #expect(shown(reference).contains("colors debug [2]"))
    }
}
