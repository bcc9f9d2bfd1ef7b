/// A brand's resolved values in one environment, merged one top-level key at a time, when
/// something first reads that key. While a `ReadLog` is attached, every read is recorded:
/// the validator learns what each check read from the check itself, so no list of "keys
/// this check reads" is kept by hand anywhere.
///
/// Confined to the one worker that resolves and checks the brand: not shared across threads.
final class LazyBrandRoot: @unchecked Sendable {
    /// Flag defaults and the manifest's `defaults`, merged once for every brand.
    private let start: ResolvedValue
    /// Every layer above the defaults, lowest first: each file of the chain and its overlay.
    private let layers: [(node: YAMLNode, layer: Provenance.Layer)]
    /// Where the whole root is said to be set: the brand's own file.
    private let rootProvenance: Provenance
    private var merged: [String: ResolvedValue?] = [:]
    private var whole: ResolvedValue?
    /// Where reads are recorded, while a check runs.
    var log: ReadLog?

    init(start: ResolvedValue, layers: [(node: YAMLNode, layer: Provenance.Layer)], provenance: Provenance) {
        self.start = start
        self.layers = layers
        self.rootProvenance = provenance
    }

    /// The top-level value `key`, every layer that sets it merged in order.
    func value(_ key: String) -> ResolvedValue? {
        log?.keys.insert(key)
        if let known = merged[key] { return known }
        var value = start[key]
        for (node, layer) in layers {
            guard let pair = node.mapping?.first(where: { $0.key.value == key }) else { continue }
            if value == nil {
                value = ResolvedValue(pair.value, layer: layer)
            } else {
                value?.merge(pair.value, layer: layer)
            }
        }
        merged[key] = .some(value)
        return value
    }

    /// Every top-level key merged: what bundles and diffs read.
    var root: ResolvedValue {
        log?.readsEverything = true
        if let whole { return whole }
        var keys = Set(start.mapping?.keys ?? [:].keys)
        for (node, _) in layers { keys.formUnion(node.mapping?.map(\.key.value) ?? []) }
        var entries: [String: ResolvedValue] = [:]
        for key in keys.sorted() { entries[key] = value(key) }
        let root = ResolvedValue(.mapping(entries), provenance: rootProvenance)
        whole = root
        return root
    }
}

/// What one check read of a brand while it ran.
public final class ReadLog: @unchecked Sendable {
    /// Top-level keys read.
    public internal(set) var keys: Set<String> = []
    /// The check asked which environment it looks at.
    public internal(set) var readsEnvironment = false
    /// The check read the whole brand.
    public internal(set) var readsEverything = false

    public init() {}
}
