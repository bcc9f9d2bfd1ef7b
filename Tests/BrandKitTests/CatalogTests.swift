import BrandKit
import Testing

@Suite("Bad-input catalog")
struct CatalogTests {
    @Test("each broken brands directory reports exactly its expected diagnostics", arguments: Catalog.cases)
    func catalogCase(name: String) throws {
        let report = try BrandValidator.validate(try Catalog.manager(name))
        #expect(report.diagnostics.map(\.catalogLine).sorted() == (try Catalog.expected(name)))
        for diagnostic in report.diagnostics {
            #expect(!diagnostic.message.isEmpty)
            #expect(diagnostic.suggestion != nil, "\(diagnostic.code) should say what to do")
        }
    }
}
