import BrandCore
import BrandYAML

/// A brands directory's brand files, each parsed once and each brand's `extends` chain
/// walked once: all of them up front (`parseAll`), or each when first asked. What it hands
/// back is the same either way, so a reader that compares a revision with the working tree
/// (`diff --all`, `validate --base`) parses only the brands it has to look at.
final class ParsedBrandFiles: Sendable {
    /// A brand's walk up its `extends` chain: the files, root ancestor first (nil when the
    /// chain is broken), and what the walk reported.
    struct Walk: Sendable {
        var chain: [BrandFile]?
        var diagnostics: [Diagnostic]
    }

    private struct Memo {
        var loaded: [String: LoadedBrandFile] = [:]
        var walks: [String: Walk] = [:]
    }

    let ids: [String]
    private let sources: [String: SourceFile]
    private let manifest: Manifest
    private let limits: YAMLLimits
    private let memo = Locked(Memo())

    /// `sources` by brand id; every id of `ids` has one.
    init(ids: [String], sources: [String: SourceFile], manifest: Manifest, limits: YAMLLimits) {
        self.ids = ids
        self.sources = sources
        self.manifest = manifest
        self.limits = limits
    }

    func isBrand(_ id: String) -> Bool { sources[id] != nil }

    /// The ids of the files parsed so far, sorted.
    var parsed: [String] { memo.withLock { $0.loaded.keys.sorted() } }

    /// Parses every brand file of `asked` not parsed yet, on up to `jobs` cores, so the asks
    /// that follow find them parsed.
    func parse(_ asked: [String], jobs: Int) {
        let missing = memo.withLock { memo in asked.filter { memo.loaded[$0] == nil && sources[$0] != nil } }
        guard !missing.isEmpty else { return }
        let parsed = Parallel.map(missing, jobs: jobs) { [sources, manifest, limits] id in
            // Every id of `missing` has a source.
            sources[id].map { LoadedBrandFile.parse($0, manifest: manifest, limits: limits) } ?? LoadedBrandFile(file: nil, diagnostics: [])
        }
        memo.withLock { memo in
            for (id, loaded) in zip(missing, parsed) where memo.loaded[id] == nil { memo.loaded[id] = loaded }
        }
    }

    /// The brand's file parsed; nil when `id` is no brand file.
    func load(_ id: String) -> LoadedBrandFile? {
        guard sources[id] != nil else { return nil }
        if let loaded = memo.withLock({ $0.loaded[id] }) { return loaded }
        parse([id], jobs: 1)
        return memo.withLock { $0.loaded[id] }
    }

    /// The brand's walk up its chain, its ancestors' files parsed on the way.
    func walk(_ id: String) -> Walk {
        if let walk = memo.withLock({ $0.walks[id] }) { return walk }
        var diagnostics: [Diagnostic] = []
        let chain = BrandChain.chain(of: id, ids: ids, isBrand: isBrand, diagnostics: &diagnostics) { self.load($0)?.file }
        let walk = Walk(chain: chain, diagnostics: diagnostics)
        memo.withLock { $0.walks[id] = walk }
        return walk
    }

    /// The brands `id` extends, nearest first (`BrandChain.ancestors`).
    func ancestors(of id: String) -> [String] {
        BrandChain.ancestors(of: id, isBrand: isBrand, file: { self.load($0)?.file })
    }

    /// Every problem of the files of `brands` and of their walks: given a brand and its
    /// ancestors, every problem that lies in a file the brand resolves from. A walk reports
    /// only in the files it walks, and a walk from a brand passes every ancestor's, so these
    /// are all that any brand's walk reports there.
    func diagnostics(of brands: [String]) -> [Diagnostic] {
        brands.flatMap { brand in (load(brand)?.diagnostics ?? []) + walk(brand).diagnostics }
    }
}
