import BrandCore
import BrandYAML

/// A brand's resolved values in one environment, merged one top-level key at a time, when
/// something first reads that key. While a `ReadLog` is attached, every read is recorded:
/// the validator learns what each check read from the check itself, so no list of "keys
/// this check reads" is kept by hand anywhere.
///
/// Confined to the one worker that resolves and checks the brand: not shared across threads.
final class LazyBrandRoot: @unchecked Sendable {
    /// The brand's files without overlays, shared by all its environments.
    private let base: BaseLayers
    /// This environment's overlays, lowest first, each after the file (an index into
    /// `base.files`) it belongs to.
    private let overlays: [Overlay]
    /// Where the whole root is said to be set: the brand's own file.
    private let rootProvenance: Provenance
    /// The brand's own file, line 1: where a problem of the brand as a whole is reported.
    var startLocation: SourceLocation { rootProvenance.location }
    // Confined to one worker, and each access to these (here and in `BaseLayers`) is a single
    // read, write or append that spans no call reaching the same property: the runtime's
    // exclusivity check, a table lookup on every read of a key, is left out of optimised
    // builds. Debug builds, which every test runs, keep it.
    /// The keys merged so far, in the order first read: a handful, so a list searched in
    /// order beats hashing.
    #if DEBUG
    private var merged: [RecordedKey] = []
    #else
    @exclusivity(unchecked) private var merged: [RecordedKey] = []
    #endif
    #if DEBUG
    private var whole: ResolvedValue?
    #else
    @exclusivity(unchecked) private var whole: ResolvedValue?
    #endif
    /// The facts checks worked out of these values so far (`ResolvedBrand.fact`), each with
    /// what it read: a few, so a list searched in order.
    #if DEBUG
    var knownFacts: [KnownFact] = []
    #else
    @exclusivity(unchecked) var knownFacts: [KnownFact] = []
    #endif
    /// Where reads are recorded, while a check runs.
    #if DEBUG
    var log: ReadLog?
    #else
    @exclusivity(unchecked) var log: ReadLog?
    #endif

    /// One overlay of the environment: its layer, after the file (an index into `base.files`)
    /// it belongs to.
    struct Overlay {
        let afterFile: Int
        let written: WrittenLayer
    }

    /// The top-level keys this environment's overlays set.
    private let overlayKeys: TopLevelKeys
    /// What the environment derives of the brand's identity; nil when nothing.
    private let derived: DerivedIdentity?

    init(base: BaseLayers, overlays: [Overlay], derived: DerivedIdentity?, provenance: Provenance) {
        self.base = base
        self.overlays = overlays
        self.derived = derived
        self.rootProvenance = provenance
        var overlayKeys = TopLevelKeys()
        for overlay in overlays {
            for pair in overlay.written.node.mapping ?? [] { overlayKeys.insert(pair.key.value) }
        }
        self.overlayKeys = overlayKeys
        merged.reserveCapacity(Self.expectedKeys)
    }

    /// Room for this many merged keys is made at once: a check run reads a handful of
    /// top-level keys, and all checks together most of the body's fields.
    fileprivate static let expectedKeys = BrandSchema.bodyFields.count

    /// The top-level value `key`, every layer that sets it merged in order.
    func value(_ key: String) -> ResolvedValue? {
        // Lengths first: most keys are told apart by them, without a comparison. The keys
        // asked are the schema's field names, so a name equal only after normalisation (of
        // another length) is never asked; it would only be merged a second time.
        let length = key.utf8.count
        if let known = merged.firstIndex(where: { $0.merged.key.utf8.count == length && $0.merged.key == key }) {
            log?.record(merged[known].keys)
            return merged[known].merged.value
        }
        let keys = TopLevelKeys.key(key)
        log?.record(keys)
        // A key no layer sets, told by bits: most keys a check asks a brand are not there.
        if !base.setKeys.meets(keys) && !overlayKeys.meets(keys) {
            merged.append(RecordedKey(merged: MergedKey(key: key, value: nil), keys: keys))
            return nil
        }
        var value: ResolvedValue?
        let lowest = overlays.indices.first { overlays[$0].written.node[key] != nil }
        if let lowest, base.lastFileSetting(key) > overlays[lowest].afterFile {
            // A file above one of the overlays sets the key again: every layer, in order.
            value = base.defaults(key, keys: keys)
            var next = lowest
            for index in base.files.indices {
                value.lay(base.files[index], key: key)
                while next < overlays.count, overlays[next].afterFile == index {
                    value.lay(overlays[next].written, key: key)
                    next += 1
                }
            }
        } else {
            // Every overlay that sets the key lies above every file that does: the files'
            // merge, which every environment shares, with the overlays laid over it.
            value = base.merged(key, keys: keys)
            for index in overlays.indices.dropFirst(lowest ?? overlays.count) {
                value.lay(overlays[index].written, key: key)
            }
        }
        if derived != nil { value = derive(key, value) }
        merged.append(RecordedKey(merged: MergedKey(key: key, value: value), keys: keys))
        return value
    }

    /// `value`, merged for `key`, with what the environment derives for it. Out of line:
    /// most environments derive nothing, and their merges keep the path they had.
    @inline(never)
    private func derive(_ key: String, _ value: ResolvedValue?) -> ResolvedValue? {
        guard let derived, DerivedIdentity.mayDerive(key) else { return value }
        return derived.derive(key, value) { self.value("bundleId") }
    }

    /// The first language `locales:` names as the files up to `brand`'s own leave it (the
    /// defaults' when none of them writes one): the language that brand's file writes its
    /// texts in. Nil for a brand outside the chain, or when nothing names a language.
    func firstLocale(asWrittenBy brand: String) -> String? {
        var first = base.defaults("locales", keys: TopLevelKeys.key("locales"))?.sequence?.first?.string
        for file in base.files {
            if let written = file.node["locales"]?.sequence?.first?.scalar?.value { first = written }
            if case .brand(brand) = file.layer { return first }
        }
        return nil
    }

    /// How high `layer` lies among the brand's: the manifest's lowest, then each file, root
    /// ancestor first, with its overlays just above it.
    func height(of layer: Provenance.Layer) -> Int {
        guard let brand = Provenance(layer, at: rootProvenance.location).brand else { return 0 }
        let file = base.files.firstIndex { written in
            if case .brand(brand) = written.layer { true } else { false }
        } ?? -1
        return 2 * (file + 1) + (layer.isOverlay ? 1 : 0)
    }

    /// `key` in `environment`, merged from these layers with that environment's overlays:
    /// for a key no environment derives (see `DerivedIdentity`).
    func underived(_ key: String, in environment: String) -> ResolvedValue? {
        base.root(in: environment, derived: nil, provenance: rootProvenance).value(key)
    }

    /// Every top-level key merged: what bundles and diffs read.
    var root: ResolvedValue {
        log?.readsEverything = true
        if let whole { return whole }
        var keys = base.keys
        for overlay in overlays { keys.formUnion(overlay.written.node.mapping?.map(\.key.value) ?? []) }
        let entries = keys.sorted().compactMap { key in value(key).map { (key, $0) } }
        let root = ResolvedValue(.mapping(ResolvedMapping(distinct: entries)), provenance: rootProvenance)
        whole = root
        return root
    }
}

/// A brand's defaults and files with no environment's overlay, merged a top-level key at a
/// time and cached, so one merge serves every environment whose overlays leave a key alone.
/// Shared by the environments of one `BrandResolver.resolve` call, on its worker only.
final class BaseLayers: @unchecked Sendable {
    private let start: MergedDefaults
    /// Each file of the chain, root ancestor first.
    let files: [WrittenLayer]
    /// The chain itself, for each environment's overlays.
    private let chain: [BrandFile]
    #if DEBUG
    private var merged: [MergedKey] = []
    #else
    @exclusivity(unchecked) private var merged: [MergedKey] = []
    #endif

    /// The top-level keys the defaults or a file sets (every bit, once one of them is no
    /// body field).
    let setKeys: TopLevelKeys

    init(start: MergedDefaults, chain: [BrandFile]) {
        self.start = start
        self.chain = chain
        files = chain.map { WrittenLayer(node: $0.base, layer: .brand($0.id)) }
        var setKeys = start.keys
        for file in files {
            for pair in file.node.mapping ?? [] { setKeys.insert(pair.key.value) }
        }
        self.setKeys = setKeys
        merged.reserveCapacity(LazyBrandRoot.expectedKeys)
    }

    /// The brand's values in `environment`: these layers with that environment's overlays.
    func root(in environment: String, derived: DerivedIdentity?, provenance: Provenance) -> LazyBrandRoot {
        let overlays = chain.enumerated().compactMap { index, file in
            file.overlays[environment].map {
                let layer = Provenance.Layer.environment(brand: file.id, environment: environment)
                return LazyBrandRoot.Overlay(afterFile: index, written: WrittenLayer(node: $0, layer: layer))
            }
        }
        return LazyBrandRoot(base: self, overlays: overlays, derived: derived, provenance: provenance)
    }

    /// `key` (as a set, `keys`) from the defaults alone.
    func defaults(_ key: String, keys: TopLevelKeys) -> ResolvedValue? {
        start.value(key, keys: keys)
    }

    /// `key` (as a set, `keys`) merged from the defaults and every file.
    func merged(_ key: String, keys: TopLevelKeys) -> ResolvedValue? {
        let length = key.utf8.count  // lengths first, as `LazyBrandRoot.value` compares
        if let known = merged.firstIndex(where: { $0.key.utf8.count == length && $0.key == key }) {
            return merged[known].value
        }
        var value = defaults(key, keys: keys)
        for index in files.indices { value.lay(files[index], key: key) }
        merged.append(MergedKey(key: key, value: value))
        return value
    }

    /// The index of the last file that sets `key`; -1 when none does.
    func lastFileSetting(_ key: String) -> Int {
        files.indices.last { files[$0].node[key] != nil } ?? -1
    }

    /// Every top-level key the defaults or a file sets.
    var keys: Set<String> {
        var keys = start.merged.mapping.map { Set($0.keys) } ?? []
        for file in files { keys.formUnion(file.node.mapping?.map(\.key.value) ?? []) }
        return keys
    }
}

/// Flag defaults and the manifest's `defaults`, merged once for every brand, with the
/// top-level keys they set, derived from them here: most keys a brand asks are in no
/// default, and are told so by a bit, not a search of the merge.
struct MergedDefaults: Sendable {
    let merged: ResolvedValue
    let keys: TopLevelKeys

    init(_ merged: ResolvedValue) {
        self.merged = merged
        keys = merged.mapping.map { TopLevelKeys($0.keys) } ?? TopLevelKeys()
    }

    /// The top-level value `key` (as a set, `asked`); nil when no default sets it.
    func value(_ key: String, keys asked: TopLevelKeys) -> ResolvedValue? {
        keys.meets(asked) ? merged[key] : nil
    }
}

/// A node as one layer writes it: a file's values without overlays, or one overlay. A struct,
/// not a tuple: a search over a list of tuples copies each one it passes out of the list.
struct WrittenLayer {
    let node: YAMLNode
    let layer: Provenance.Layer
}

/// A top-level key with its value, merged. A struct, not a tuple: a list of tuples is freed
/// through the runtime's generic tuple code, element by element.
private struct MergedKey {
    let key: String
    let value: ResolvedValue?
}

/// A key merged for one environment, with the key as a set for the read log: found once,
/// not on every read.
private struct RecordedKey {
    let merged: MergedKey
    let keys: TopLevelKeys
}

private extension ResolvedValue? {
    /// Lays what `written` sets under `key`, if anything, over what lower layers merged.
    mutating func lay(_ written: WrittenLayer, key: String) {
        guard let node = written.node[key] else { return }
        let layer = written.layer
        if self == nil {
            self = ResolvedValue(node, layer: layer)
        } else {
            self?.merge(node, layer: layer)
        }
    }
}

/// A fact worked out of one brand's values, with what working it out read.
struct KnownFact {
    let fact: ObjectIdentifier
    /// A `FactValue` of the fact's type: a class, so reading it back is a cast of a class,
    /// not the runtime's search of an existential.
    let value: AnyObject
    let reads: ReadLog
}

final class FactValue<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// What one check read of a brand while it ran.
package struct ReadLog: Sendable {
    /// Top-level keys read.
    package private(set) var keys = TopLevelKeys()
    /// The check asked which environment it looks at.
    package internal(set) var readsEnvironment = false
    /// The check read the whole brand.
    package internal(set) var readsEverything = false

    package init() {}

    mutating func record(_ read: TopLevelKeys) {
        keys.formUnion(read)
    }

    /// Records everything `other` recorded.
    mutating func record(_ other: ReadLog) {
        keys.formUnion(other.keys)
        readsEnvironment = readsEnvironment || other.readsEnvironment
        readsEverything = readsEverything || other.readsEverything
    }
}
