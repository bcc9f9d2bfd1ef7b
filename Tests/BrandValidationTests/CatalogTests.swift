import BrandConfiguration
import BrandValidation
import Foundation
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

@Suite("Validation one brand at a time")
struct StreamedValidationTests {
    /// `validate` reads brand files from disk as workers reach them; the other commands
    /// load every file first. Both must report the same problems.
    @Test("a brands directory read from disk reports what the loaded one does", arguments: Catalog.cases)
    func streamedMatchesLoaded(name: String) throws {
        let directory = try Catalog.copyToDisk(name)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func lines(_ report: ValidationReport) -> [String] {
            report.diagnostics.map { "\($0.code) \(SourceFile.fileName(of: $0.location.file)):\($0.location.line):\($0.location.column)" }
                .sorted()
        }
        let streamed = try BrandValidator.validate(try BrandDirectory.open(directory), jobs: 2)
        let loaded = try BrandValidator.validate(try BrandDirectory.load(directory), jobs: 1)
        #expect(lines(streamed) == lines(loaded))
        #expect(lines(streamed) == (try Catalog.expected(name)))
    }
}
