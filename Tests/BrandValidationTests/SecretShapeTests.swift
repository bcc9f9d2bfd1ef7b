import BrandConfiguration
@testable import BrandValidation
import Testing

@Suite("What a secret looks like")
struct SecretShapeTests {
    /// A key names a secret when one of its words, in camelCase or snake_case and in any
    /// case, is key, token, secret or password (or apikey): the word scan finds each at
    /// the start, the end and in the middle, and a lookalike letter run is not a word.
    @Test func keysNameSecretsByTheirWords() {
        for key in ["paymentKey", "apiKey", "KEY", "key", "stripe_secret", "authToken", "SESSION_TOKEN", "password",
                    "adminPassword", "apikey", "mapsKeyIos", "a_key_b", "TokenForApp"] {
            #expect(SecretShape.namesSecret(key), "\(key)")
        }
        for key in ["", "k", "ke", "monkey", "keyboard", "tokens", "secretary", "passwords", "flag012", "primaryColor",
                    "kts", "stp", "keynote", "spokesman", "Ke_y"] {
            #expect(!SecretShape.namesSecret(key), "\(key)")
        }
    }

    /// Keys longer than a small string, and beyond ASCII, are read the same way.
    @Test func longAndNonASCIIKeysAreScanned() {
        #expect(SecretShape.namesSecret("theVeryLongConfigurationNameOfTheKey"))
        #expect(SecretShape.namesSecret("clé_secret"))
        #expect(!SecretShape.namesSecret("theVeryLongConfigurationNameOfTheValue"))
        #expect(!SecretShape.namesSecret("schlüssel"))
    }

    /// Values are passed over by their length below the shortest secret: a known prefix with
    /// the fewest token characters any prefix needs is found, and one character fewer is not;
    /// the same for a random token under a key named like a secret.
    @Test func theShortestSecretsAreStillFound() {
        #expect(SecretShape.kind(of: "AKIA" + String(repeating: "7", count: 16), key: nil) != nil)
        #expect(SecretShape.kind(of: "AKIA" + String(repeating: "7", count: 15), key: nil) == nil)
        #expect(SecretShape.kind(of: "x AKIA" + String(repeating: "7", count: 16), key: "flag012") != nil)
        #expect(SecretShape.kind(of: "q8Vz3Lr0T6mXk2Wc9Yb1", key: "paymentKey") != nil)
        #expect(SecretShape.kind(of: "q8Vz3Lr0T6mXk2Wc9Yb", key: "paymentKey") == nil)
    }

    /// A prefix is looked for only where it and its token still fit: each prefix at the very
    /// end of a longer value, after text, with exactly its minimum of token characters, is
    /// found; with one fewer it is not.
    @Test func aPrefixAtTheEndIsFound() {
        let prefixes: [(text: String, minimum: Int)] = [("AKIA", 16), ("ASIA", 16), ("sk_live_", 10), ("rk_live_", 10),
                                                        ("AIza", 30), ("ghp_", 30), ("github_pat_", 30)]
        for (text, minimum) in prefixes {
            let lead = "see https://example.com/a-long-path?token="
            #expect(SecretShape.kind(of: lead + text + String(repeating: "7", count: minimum), key: nil) != nil, "\(text)")
            #expect(SecretShape.kind(of: lead + text + String(repeating: "7", count: minimum - 1), key: nil) == nil, "\(text)")
        }
    }
}
