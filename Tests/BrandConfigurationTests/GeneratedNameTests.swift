import BrandConfiguration
import Testing

@Suite("Generated names")
struct GeneratedNameTests {
    /// Names collide when Android's snake_case or a case-insensitive disk makes them one;
    /// names that only fold alike (`ab`, `a_b`) stay apart.
    @Test func collisionsAreFoundByEitherPlatformsRule() {
        let found = GeneratedName.collisions(in: ["primary", "Primary", "newCheckout", "new_checkout", "ab", "a_b", "URLScheme", "urlScheme"])
        #expect(found.map { "\($0.name)~\($0.earlier)=\($0.resource)" }
                == ["Primary~primary=primary", "new_checkout~newCheckout=new_checkout", "urlScheme~URLScheme=urlscheme"])
        #expect(GeneratedName.collisions(in: ["onPrimary", "primary", "primaryDark", "accent"]).isEmpty)
    }

    /// A few names are compared in pairs, more are grouped: either way the same collisions,
    /// each after the earlier name, whether it is the first pair, the last, or none.
    @Test func aFewNamesAndManyFindTheSameCollisions() {
        let few = ["accent", "ab", "a_b", "onPrimary", "on_primary", "Accent"]
        let many = few + (0..<20).map { "filler\($0)" }
        let expected = ["on_primary~onPrimary=on_primary", "Accent~accent=accent"]
        #expect(GeneratedName.collisions(in: few).map { "\($0.name)~\($0.earlier)=\($0.resource)" } == expected)
        #expect(GeneratedName.collisions(in: many).map { "\($0.name)~\($0.earlier)=\($0.resource)" } == expected)
        #expect(GeneratedName.collisions(in: ["ab", "a_b"]).isEmpty)
        #expect(GeneratedName.collisions(in: ["x", "y", "z", "X"]).map(\.name) == ["X"])
    }
}
