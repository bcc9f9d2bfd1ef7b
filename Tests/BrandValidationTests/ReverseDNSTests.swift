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
}
