import AcmeApp
import Foundation
import Testing

@Test func theAppReadsItsBrand() throws {
    let brand = try Brand.load()
    #expect(brand.brand == "acme")
    #expect(brand.environment == "debug")
    #expect(brand.featureFlags.maxCartItems == 200)
    #expect(brand.colors.primary.hex == "#B00020")
    #expect(brand.helpCenter.first == .store(URL(string: "https://acme.example/store")!))
}
