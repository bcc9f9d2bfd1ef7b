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
}
