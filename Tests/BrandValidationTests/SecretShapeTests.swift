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
}
