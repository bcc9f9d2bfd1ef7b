import BrandConfiguration
import BrandTestSupport
import BrandCore
import BrandYAML
import Testing

@Suite("Resolved values")
struct ResolvedValueTests {
    /// A mapping's key is found as Swift compares strings, however many keys it has: a few
    /// are compared in order, more are searched by halves in key order. A key written with other bytes but the same
    /// after normalisation (the Kelvin sign for `K`) is the same key, and a near miss is none.
    @Test(arguments: [1, 3, 8, 9, 40])
    func keysAreFoundAsSwiftComparesThem(count: Int) throws {
        let keys = ["darkK"] + (1..<count).map { "key\($0)" }
        let text = keys.enumerated().map { "\($0.element): \($0.offset)\n" }.joined()
        let root = try #require(YAMLLoader.loadMapping(Array(text.utf8), file: "acme.yaml").root)
        let value = ResolvedValue(root, layer: .brand("acme"))
        for (offset, key) in keys.enumerated() {
            #expect(value[key]?.string == "\(offset)", "\(key)")
            #expect(value.has(key))
        }
        #expect(value["dark\u{212A}"]?.string == "0")
        #expect(value.has("dark\u{212A}"))
        for miss in ["darkk", "dark", "darkK ", "key\(count)", ""] {
            #expect(value[miss] == nil, "\(miss)")
            #expect(!value.has(miss), "\(miss)")
        }
    }

    /// A value is one shared object until it changes: merging into a copy, or giving a copy
    /// new content, leaves the value it was copied from as it was, nested values included.
    @Test func aChangedCopyLeavesTheOriginalAsItWas() throws {
        let base = try #require(YAMLLoader.loadMapping(Array("a: 1\nnested: { b: 2, c: 3 }\n".utf8), file: "acme.yaml").root)
        let overlay = try #require(YAMLLoader.loadMapping(Array("a: 9\nnested: { b: 8 }\nadded: 7\n".utf8), file: "acme.yaml").root)
        let original = ResolvedValue(base, layer: .brand("acme"))
        var merged = original
        merged.merge(overlay, layer: .environment(brand: "acme", environment: "staging"))
        #expect(merged["a"]?.string == "9" && merged["nested"]?["b"]?.string == "8" && merged["nested"]?["c"]?.string == "3")
        #expect(merged["added"]?.string == "7" && merged["nested"]?.provenance.layer.isOverlay == true)
        #expect(original["a"]?.string == "1" && original["nested"]?["b"]?.string == "2" && original["added"] == nil)
        #expect(original.provenance.layer == .brand("acme") && original["nested"]?.provenance.layer == .brand("acme"))
    }

    /// Laying an overlay adds and replaces keys wherever the mapping stands: below, at and
    /// past the number of keys searched in order. Afterwards each key is there once, with the
    /// overlay's value where it sets one, and a mapping of many keys lists them in order.
    @Test(arguments: [(2, 3), (5, 4), (8, 1), (6, 20), (30, 5), (12, 12), (9, 0)])
    func layingAnOverlayAddsAndReplacesKeys(base: Int, overlay: Int) throws {
        let baseKeys = (0..<base).reversed().map { "key\($0)" }
        let overlayKeys = (0..<overlay).map { $0.isMultiple(of: 2) ? "key\($0)" : "new\($0)" }
        func mapping(_ keys: [String], _ value: String) throws -> YAMLNode {
            let text = "root:\n" + keys.map { "  \($0): \(value)\n" }.joined()
            return try #require(YAMLLoader.loadMapping(Array(text.utf8), file: "acme.yaml").root?["root"])
        }
        var value = ResolvedValue(try mapping(baseKeys, "base"), layer: .brand("acme"))
        if overlay > 0 { value.merge(try mapping(overlayKeys, "over"), layer: .environment(brand: "acme", environment: "staging")) }
        let entries = try #require(value.mapping)
        let expected = Set(baseKeys).union(overlayKeys)
        #expect(entries.count == expected.count)
        #expect(Set(entries.keys) == expected)
        for key in expected {
            #expect(value[key]?.string == (overlayKeys.contains(key) ? "over" : "base"), "\(key)")
        }
        if entries.count > 8 { #expect(Array(entries.keys) == entries.keys.sorted()) }
    }

    /// Keys set one by one (as a derived identity sets them) and removed again are found
    /// as they are set, on both sides of the number searched in order.
    @Test func keysSetAndRemovedOneByOneAreFound() {
        let value = ResolvedValue(YAMLNode(.scalar(YAMLScalar("x")), at: SourceLocation(file: "a.yaml", line: 1, column: 1)),
                                  layer: .brand("acme"))
        var mapping = ResolvedMapping()
        let keys = (0..<20).reversed().map { "k\($0)" }
        for (count, key) in keys.enumerated() {
            mapping[key] = value
            #expect(mapping.count == count + 1)
            #expect(keys.prefix(count + 1).allSatisfy { mapping[$0] != nil })
        }
        mapping["k3"] = nil
        mapping["absent"] = nil
        #expect(mapping.count == 19 && mapping["k3"] == nil && mapping["k4"] != nil)
        #expect(Array(mapping.keys) == mapping.keys.sorted())
    }

    /// The keys a mapping lacks, among keys sorted as Swift orders them: the same answer as
    /// looking each up, for mappings of a few and of many entries, with keys before, among
    /// and after the mapping's, and a key written with other bytes (the Kelvin sign is `K`).
    @Test(arguments: [3, 8, 9, 25])
    func theKeysAMappingLacksAreThoseNotFound(count: Int) throws {
        let value = try #require(ResolvedValue(YAMLNode(.scalar(YAMLScalar("x")), at: SourceLocation(file: "a.yaml", line: 1, column: 1)),
                                               layer: .brand("acme")) as ResolvedValue?)
        var mapping = ResolvedMapping()
        for index in 0..<count { mapping["m\(index * 2)"] = value }
        mapping["darkK"] = value
        let asked = (Set((0..<(2 * count + 3)).map { "m\($0)" }).union(["a", "z", "dark\u{212A}", "darkk"])).sorted()
        #expect(mapping.lacking(asked) == asked.filter { mapping[$0] == nil })
        #expect(!mapping.lacking(asked).contains("dark\u{212A}"))
        #expect(mapping.lacking([]) == [])
    }

    /// A mapping finds, orders and lacks keys as Swift compares strings, whatever their bytes
    /// (a guard for any faster comparison of keys). Random sets and removals of keys that
    /// share long beginnings, end in a NUL, are empty, or are written in other bytes but the
    /// same once normalised (`é` and `e` with an accent, the Kelvin sign and `K`) must find
    /// what a list compared with `==` finds, keep a mapping of many entries in Swift's order,
    /// lack what it lacks, and hand out the entries whose keys start with a prefix.
    @Test(arguments: [1, 2, 3]) func keysAreFoundAndOrderedAsSwiftDoesWhateverTheirBytes(seed: UInt64) {
        let pool = ["", "a", "ab", "ab\u{0}", "ab\u{0}c", "helpCenter", "helpCenter.a", "helpCenter.b", "helpCenterX", "helpCente",
                    "store.ios.name", "store.ios.names", "store.android.title", "café", "cafe\u{0301}", "cafe", "cafes", "darkK",
                    "dark\u{212A}", "darkk", "ü", "u\u{0308}", "z", "zz", "日本", "key1", "key10", "key2", "~", "\u{7F}"]
        let value = ResolvedValue(YAMLNode(.scalar(YAMLScalar("x")), at: SourceLocation(file: "a.yaml", line: 1, column: 1)),
                                  layer: .brand("acme"))
        var random = SplitMix(seed: seed)
        for _ in 0..<200 {
            var mapping = ResolvedMapping()
            var reference: [String] = []
            for _ in 0..<Int.random(in: 1...40, using: &random) {
                let key = pool.randomElement(using: &random)!
                if Int.random(in: 0..<4, using: &random) == 0 {
                    mapping[key] = nil
                    reference.removeAll { $0 == key }
                } else {
                    mapping[key] = value
                    if !reference.contains(key) { reference.append(key) }
                }
                #expect(mapping.count == reference.count)
            }
            for key in pool {
                #expect((mapping[key] != nil) == reference.contains(key), "\(key.unicodeScalars.map(\.value)) in \(reference)")
            }
            if mapping.count > 8 { #expect(Array(mapping.keys) == mapping.keys.sorted()) }
            #expect(mapping.sortedByKey.map(\.key) == reference.sorted())
            // Sorted as Swift orders strings, each once: keys equal once normalised stand side by side.
            let asked = pool.sorted().reduce(into: [String]()) { kept, key in if kept.last != key { kept.append(key) } }
            #expect(mapping.lacking(asked) == asked.filter { key in !reference.contains(key) })
            for prefix in ["store.", "store.ios.name", "helpCenter", "cafe", "ab\u{0}", ""] {
                #expect(mapping.entries(withKeysStartingWith: prefix).map(\.key).sorted() == reference.filter { $0.hasPrefix(prefix) }.sorted(),
                        "\(prefix) in \(reference)")
            }
        }
    }
}
