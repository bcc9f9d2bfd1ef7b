import BrandConfiguration
import BrandYAML
import Testing

@Suite("Resolved values")
struct ResolvedValueTests {
    /// A mapping's key is found as Swift compares strings, however many keys it has: a few
    /// are compared in order, more are hashed. A key written with other bytes but the same
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
}
