@testable import BrandValidation
import Testing

@Suite("E-mail address check")
struct EmailCheckTests {
    @Test(arguments: ["help@acme.example", "first.last+tag@mail.acme.example", "o'hara@acme.example",
                      "hilfe@bücher.example", "a@b-c.example"])
    func acceptsAddresses(text: String) {
        #expect(ValidationRule.isEmail(text))
    }

    @Test(arguments: ["help.acme.example", "help@localhost", "@acme.example", "a@@acme.example", "a@b@acme.example",
                      ".a@acme.example", "a.@acme.example", "a..b@acme.example", "a b@acme.example", "a@-acme.example",
                      "a@acme..example", "a@acme_shop.example", "ä@acme.example", "a@acme.example."])
    func refusesEverythingElse(text: String) {
        #expect(!ValidationRule.isEmail(text))
    }
}
