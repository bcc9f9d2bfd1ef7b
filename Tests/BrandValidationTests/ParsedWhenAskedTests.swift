import BrandConfiguration
import BrandCore
@testable import BrandValidation
import BrandTestSupport
import Testing

/// A revision only compared (the base of `diff --all` and `validate --base`) is parsed brand
/// by brand as asked. What it answers must be what the same files parsed up front answer,
/// broken chains included, and asking one brand must parse no more than that brand's chain.
@Suite("Brand files parsed when asked")
struct ParsedWhenAskedTests {
    /// A random corpus with broken chains planted: a cycle and a brand extending it, an
    /// unknown parent, a parent whose YAML does not parse, and a chain past the depth limit.
    static func sources(seed: UInt64) -> (manifest: SourceFile, brands: [SourceFile]) {
        var corpus = RandomCorpus(seed: seed)
        var files = corpus.files(brands: 12)
        files["cycle-a.yaml"] = "extends: cycle-b\ndisplayName: A\n"
        files["cycle-b.yaml"] = "extends: cycle-a\ndisplayName: B\n"
        files["cycle-child.yaml"] = "extends: cycle-a\ndisplayName: C\n"
        files["orphan.yaml"] = "extends: nobody\ndisplayName: O\n"
        files["broken.yaml"] = "displayName: [unclosed\n"
        files["broken-child.yaml"] = "extends: broken\ndisplayName: K\n"
        for depth in 0...BrandChain.maxAncestors + 1 {
            files["deep\(depth).yaml"] = (depth == 0 ? "" : "extends: deep\(depth - 1)\n") + "displayName: Deep \(depth)\n"
        }
        let manifest = SourceFile(path: "Brands/brandkit.yaml", text: files.removeValue(forKey: "brandkit.yaml") ?? "")
        let brands = files.sorted { $0.key < $1.key }.map { SourceFile(path: "Brands/" + $0.key, text: $0.value) }
        return (manifest, brands)
    }

    @Test("answers as the same files parsed up front", arguments: 1...8)
    func answersAlike(seed: UInt64) throws {
        let (manifest, brands) = Self.sources(seed: seed)
        let upFront = FeatureFlagManager(manifest: manifest, brands: brands)
        let asked = FeatureFlagManager(manifest: manifest, brands: brands, parsing: .whenAsked)
        #expect(asked.parsedBrandIDs.isEmpty)
        let (read, readAsked) = (ValidatedBrands(readOnly: upFront), ValidatedBrands(readOnly: asked))
        // Asked in an order of their own, so a brand is often asked before its ancestors.
        var order = upFront.brandIDs
        var generator = SplitMix(seed: seed)
        order.shuffle(using: &generator)
        for id in order {
            let files = upFront.files(resolving: id)
            #expect(asked.files(resolving: id) == files, "\(id)")
            let expected = upFront.diagnostics.filter { files.contains($0.location.file) }
            #expect(asked.diagnostics(resolving: id) == expected, "\(id)")
            #expect(upFront.diagnostics(resolving: id) == expected, "\(id)")
            #expect(readAsked.errors(resolving: id) == read.errors(resolving: id), "\(id)")
            #expect(asked.chain(of: id)?.map(\.id) == upFront.chain(of: id)?.map(\.id), "\(id)")
            #expect(asked.load(id).diagnostics == upFront.load(id).diagnostics, "\(id)")
            for environment in upFront.manifest.environments {
                let (left, right) = (read.variant(id, environment: environment), readAsked.variant(id, environment: environment))
                #expect((left == nil) == (right == nil), "\(id)@\(environment)")
                if let left, let right { #expect(left.screen == right.screen, "\(id)@\(environment)") }
            }
        }
        #expect(asked.diagnostics == upFront.diagnostics)
        #expect(readAsked.report.diagnostics == read.report.diagnostics)
        #expect(upFront.diagnostics.contains { $0.code == .extendsCycle } && upFront.diagnostics.contains { $0.code == .extendsDepth })
    }

    @Test func askingOneBrandParsesItsChainOnly() {
        let (manifest, brands) = Self.sources(seed: 3)
        let asked = FeatureFlagManager(manifest: manifest, brands: brands, parsing: .whenAsked)
        _ = ValidatedBrands(readOnly: asked).variant("deep2", environment: "release")
        #expect(asked.parsedBrandIDs == ["deep0", "deep1", "deep2"])
        asked.parse(["orphan", "cycle-a"])
        #expect(asked.parsedBrandIDs == ["cycle-a", "deep0", "deep1", "deep2", "orphan"])
    }

    /// Comparing a brand with the other side reads that side's bytes, never its parse.
    @Test func resolvingAlikeParsesNothingOfTheOtherSide() {
        let (manifest, brands) = Self.sources(seed: 5)
        let head = FeatureFlagManager(manifest: manifest, brands: brands)
        let changed = brands.map { $0.path == "Brands/deep1.yaml" ? SourceFile(path: $0.path, text: "displayName: Other\n") : $0 }
        let base = FeatureFlagManager(manifest: SourceFile(path: "main:Brands/brandkit.yaml", bytes: manifest.bytes),
                                      brands: changed.map { SourceFile(path: "main:" + $0.path, bytes: $0.bytes) }, parsing: .whenAsked)
        #expect(head.resolvesAlike("deep0", in: base))
        #expect(!head.resolvesAlike("deep1", in: base), "its own file changed")
        #expect(!head.resolvesAlike("deep2", in: base), "an ancestor's file changed")
        #expect(!head.resolvesAlike("orphan", in: base), "a broken chain is never alike")
        #expect(base.parsedBrandIDs.isEmpty)
        let otherManifest = FeatureFlagManager(manifest: SourceFile(path: "main:Brands/brandkit.yaml", bytes: manifest.bytes + Array("# more\n".utf8)),
                                               brands: brands.map { SourceFile(path: "main:" + $0.path, bytes: $0.bytes) }, parsing: .whenAsked)
        #expect(!head.resolvesAlike("deep0", in: otherManifest), "the manifest changed")
    }
}
