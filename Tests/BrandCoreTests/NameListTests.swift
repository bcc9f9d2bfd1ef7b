import BrandCore
import Testing

@Suite("Name list")
struct NameListTests {
    /// Each name at its position; other texts nowhere; text beyond ASCII equal to a name (the
    /// Kelvin sign is `K`, though its bytes are longer) found as Swift's `==` finds it.
    @Test func namesAreFoundAsSwiftComparesThem() {
        let list = NameList(["store", "darkK", "x", "socialNetworks"])
        #expect(list.position(of: "store") == 0)
        #expect(list.position(of: "x") == 2)
        #expect(list.position(of: "socialNetworks") == 3)
        #expect(list.position(of: "dark\u{212A}") == 1)
        for text in ["", "Store", "stores", "X", "dark", "darkk", "caf\u{E9}"] { #expect(list.position(of: text) == nil) }
    }

    /// Names are looked for among those of the text's length only: several of one length,
    /// an empty name, and texts longer than every name.
    @Test func namesOfOneLengthAreToldApart() {
        let names = ["ab", "cd", "", "abc", "zz", "é"]
        let list = NameList(names)
        for (position, name) in names.enumerated() { #expect(list.position(of: name) == position, "\(name)") }
        for text in ["abcd", "a", "ba", "zzz", String(repeating: "a", count: 40)] { #expect(list.position(of: text) == nil, "\(text)") }
        #expect(NameList([]).position(of: "") == nil)
    }
}
