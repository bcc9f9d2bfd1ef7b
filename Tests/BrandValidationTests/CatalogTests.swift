import BrandConfiguration
import BrandValidation
import BrandTestSupport
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
        let streamed = try BrandValidator.validate(try BrandInputs.stream(directory), jobs: 2)
        let loaded = try BrandValidator.validate(try BrandInputs.read(directory).open(), jobs: 1)
        #expect(lines(streamed) == lines(loaded))
        #expect(lines(streamed) == (try Catalog.expected(name)))
    }

    /// A worker of a run on several cores reads brand files through a manifest of its own,
    /// read again from the same bytes: the same declarations, in objects no other worker
    /// counts references on. A source whose files were parsed before is shared as it is.
    @Test func eachWorkerReadsThroughAManifestOfItsOwn() throws {
        let source = try BrandInputs.stream(ExampleBrands.path)
        let worker = source.forWorker()
        let (declared, own) = (source.manifest.flags, worker.manifest.flags)
        #expect(!declared.isEmpty)
        #expect(own.keys.sorted() == declared.keys.sorted())
        for (name, declaration) in declared {
            let copy = try #require(own[name])
            #expect(copy !== declaration, "'\(name)' is one object for two workers")
            #expect(copy.type == declaration.type && copy.location == declaration.location
                    && copy.defaultValue?.scalar == declaration.defaultValue?.scalar)
        }
        #expect(worker.brandIDs == source.brandIDs)
        #expect(worker.manifest.file == source.manifest.file)
        for id in source.brandIDs {
            let (shared, mine) = (source.load(id), worker.load(id))
            #expect(mine.diagnostics.map(\.catalogLine) == shared.diagnostics.map(\.catalogLine))
            #expect(mine.file?.leaves.map(\.path) == shared.file?.leaves.map(\.path))
            // A flag's values name it by position: the same flag in the worker's manifest.
            #expect(mine.file?.leaves.map { $0.declaration(in: worker.manifest)?.name }
                    == shared.file?.leaves.map { $0.declaration(in: source.manifest)?.name })
            #expect(mine.file?.leaves.allSatisfy { leaf in leaf.declaration(in: worker.manifest).map { own[$0.name] === $0 } ?? true } == true)
        }

        let loaded = try ExampleBrands.manager()
        let sharedAsIs = loaded.forWorker().manifest.flags
        for (name, declaration) in loaded.manifest.flags { #expect(sharedAsIs[name] === declaration) }
    }
}
