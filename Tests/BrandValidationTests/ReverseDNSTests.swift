@testable import BrandValidation
import Testing

@Suite("Bundle ids and Android application ids")
struct ReverseDNSTests {
    @Test func bundleIDsTakeHyphensAndLeadingDigits() {
        for id in ["com.acme", "com.acme.shop-de", "com.1acme.app", "a.b"] { #expect(ValidationRule.isBundleID(id), "\(id)") }
        for id in ["acme", "", ".", "com.", ".com", "com..acme", "com.acme_shop", "com.café", "com.acme shop"] {
            #expect(!ValidationRule.isBundleID(id), "\(id)")
        }
    }

    @Test func applicationIDsStartEachSegmentWithALetter() {
        for id in ["com.acme", "com.acme.shop_de", "com.a1.b_2"] { #expect(ValidationRule.isApplicationID(id), "\(id)") }
        for id in ["acme", "com.acme.shop-de", "com.1acme", "com._acme", "com.", "com..acme", "com.café"] {
            #expect(!ValidationRule.isApplicationID(id), "\(id)")
        }
    }

    /// What the notes suggest is an id on both platforms: a user who takes it is not sent to
    /// the other rule next (`com.example.cont-oso` was refused as an Android application id).
    @Test(arguments: [("com.example.cont oso", "com.example.contoso"), ("com.acme_shop", "com.acmeshop"), ("acme", "com.acme"),
                      ("com..acme", "com.acme"), ("com.café", "com.cafe"), ("com.1acme", "com.a1acme"), ("", "com.example"),
                      ("com.acme.shop-de", "com.acme.shopde")])
    func suggestionsAreIDsOnBothPlatforms(text: String, expected: String) {
        let suggested = ValidationRule.reverseDNSForBothPlatforms(from: text)
        #expect(suggested == expected)
        #expect(ValidationRule.isBundleID(suggested) && ValidationRule.isApplicationID(suggested), "\(suggested)")
    }
}
