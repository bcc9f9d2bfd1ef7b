import BrandConfiguration
import BrandCore
import BrandValidation
import HelpCenter
/// Compares two resolved brands key path by key path, and their help-center screens
/// section by section.
package enum BrandDiffer {
    package static func diff(left: (label: String, brand: ResolvedBrand, screen: HelpCenterScreen),
                            right: (label: String, brand: ResolvedBrand, screen: HelpCenterScreen),
                            assets: (left: BrandAssets, right: BrandAssets) = (.unavailable, .unavailable),
                            filter: KeyPathFilter = KeyPathFilter()) -> BrandDiff {
        let configuration = (configurationChanges(left.brand, right.brand) + fileChanges(left.brand, right.brand, assets: assets))
            .sorted { $0.path < $1.path }.filter { filter.includes($0.path) }
        let screen = filter.includes("helpCenter") ? screenChanges(left.screen.cells, right.screen.cells) : []
        return BrandDiff(left: left.label, right: right.label, configuration: configuration, screen: screen)
    }

    /// Two variants made from the same bytes: they resolve alike, so only the files they name
    /// can differ, and neither screen is made (the presenter builds one only for a brand a
    /// command shows).
    package static func diff(sameSources left: (label: String, variant: ResolvedVariant), _ right: (label: String, variant: ResolvedVariant),
                             assets: (left: BrandAssets, right: BrandAssets), filter: KeyPathFilter) -> BrandDiff {
        let fast = BrandDiff(left: left.label, right: right.label,
                             configuration: fileChanges(left.variant.brand, right.variant.brand, assets: assets).filter { filter.includes($0.path) },
                             screen: [])
        #if DEBUG
        // Every test's diff of unchanged sources checks the shortcut against the whole comparison.
        let whole = diff(left: (left.label, left.variant.brand, left.variant.screen), right: (right.label, right.variant.brand, right.variant.screen),
                         assets: assets, filter: filter)
        assert(whole.configuration == fast.configuration && whole.screen == fast.screen,
               "brands made from the same bytes differ: \(whole.configuration.map(\.path))")
        #endif
        return fast
    }

    static func configurationChanges(_ left: ResolvedBrand, _ right: ResolvedBrand) -> [BrandDiff.ValueChange] {
        let lhs = Dictionary(uniqueKeysWithValues: leaves(left).map { ($0.path, $0) })
        let rhs = Dictionary(uniqueKeysWithValues: leaves(right).map { ($0.path, $0) })
        // Where a value is set is written out only for a value that changed.
        let value = { (leaf: Leaf) in BrandDiff.Value(text: leaf.text, setAt: leaf.setAt.description) }
        return Set(lhs.keys).union(rhs.keys).sorted().compactMap { path in
            switch (lhs[path], rhs[path]) {
            case (nil, let r?): return BrandDiff.ValueChange(path: path, kind: .added, left: nil, right: value(r))
            case (let l?, nil): return BrandDiff.ValueChange(path: path, kind: .removed, left: value(l), right: nil)
            case (let l?, let r?) where l.text != r.text:
                return BrandDiff.ValueChange(path: path, kind: .changed, left: value(l), right: value(r))
            default: return nil
            }
        }
    }

    /// Files whose bytes differ although both sides name one: `icon.ios (file)`, described
    /// by size, pixels and hash, so a redrawn logo under the same name is a change too.
    static func fileChanges(_ left: ResolvedBrand, _ right: ResolvedBrand,
                            assets: (left: BrandAssets, right: BrandAssets)) -> [BrandDiff.ValueChange] {
        let rhs = Dictionary(right.assetReferences.map { ($0.key, $0) }) { first, _ in first }
        return left.assetReferences.compactMap { reference -> BrandDiff.ValueChange? in
            guard let other = rhs[reference.key],
                  case .bytes(let before) = assets.left.read(reference.path, maxBytes: BrandAssets.maxAssetBytes),
                  case .bytes(let after) = assets.right.read(other.path, maxBytes: BrandAssets.maxAssetBytes),
                  before != after
            else { return nil }
            return BrandDiff.ValueChange(
                path: reference.key + " (file)", kind: .changed,
                left: BrandDiff.Value(text: FileFacts.text(before), setAt: reference.value.provenance.description,
                                      picture: FileFacts.picture(before)),
                right: BrandDiff.Value(text: FileFacts.text(after), setAt: other.value.provenance.description,
                                       picture: FileFacts.picture(after)))
        }
    }

    /// Key paths to displayable values. Lists of scalars are one value (they replace as a
    /// whole); lists of mappings are compared element by element (`socialNetworks[1].url`).
    /// A displayable value at a key path, and where it is set.
    struct Leaf {
        var path: String
        var text: String
        var setAt: SetAt
    }

    /// Where a leaf is set: a layer's location, or the manifest's badge line.
    enum SetAt: CustomStringConvertible {
        case layer(Provenance)
        case manifest(SourceLocation)

        var description: String {
            switch self {
            case .layer(let provenance): provenance.description
            case .manifest(let location): location.description + " (manifest)"
            }
        }
    }

    static func leaves(_ brand: ResolvedBrand) -> [Leaf] {
        var out: [Leaf] = []
        // A flag's value as its type reads it, as `flags` and the bundles print it: `25.0`
        // written for a number flag is `25`, and no change from a `25` on the other side.
        let flags = Dictionary(brand.flags.map { ("featureFlags." + $0.name, $0.value.description) }) { first, _ in first }
        func walk(_ value: ResolvedValue, _ path: String) {
            switch value.content {
            case .scalar(let scalar):
                out.append(Leaf(path: path, text: flags[path] ?? scalar.value, setAt: .layer(value.provenance)))
            case .sequence(let items) where items.allSatisfy({ $0.scalar != nil }):
                out.append(Leaf(path: path, text: "[" + items.compactMap(\.string).joined(separator: ", ") + "]", setAt: .layer(value.provenance)))
            case .sequence(let items):
                for (index, item) in items.enumerated() { walk(item, "\(path)[\(index)]") }
            case .mapping(let entries):
                // A secret is shown as its source, one value, never as parts of a mapping.
                if let variable = SecretReference.variable(at: path, in: value) {
                    out.append(Leaf(path: path, text: SecretReference.shown(variable: variable), setAt: .layer(value.provenance)))
                    return
                }
                for (key, entry) in entries.sortedByKey { walk(entry, path.isEmpty ? key : "\(path).\(key)") }
            }
        }
        walk(brand.root, "")
        // The manifest's badge for the brand's environment: the icon the testers see changes with it.
        if let badge = brand.iconBadge { out.append(Leaf(path: "iconBadge", text: badge.text, setAt: .manifest(badge.location))) }
        return out
    }

    /// Sections added, removed and moved (those outside the longest common subsequence of
    /// both orders), then cell fields that changed in sections on both sides.
    static func screenChanges(_ left: [HelpCenterCellViewModel], _ right: [HelpCenterCellViewModel]) -> [BrandDiff.ScreenChange] {
        let l = left.map(\.section), r = right.map(\.section)
        let stable = Set(longestCommonSubsequence(l, r))
        var changes: [BrandDiff.ScreenChange] = []
        for (index, section) in l.enumerated() where !r.contains(section) { changes.append(.removed(section: section, position: index + 1)) }
        for (index, section) in r.enumerated() where !l.contains(section) { changes.append(.added(section: section, position: index + 1)) }
        for (index, section) in r.enumerated() where l.contains(section) && !stable.contains(section) {
            changes.append(.moved(section: section, from: l.firstIndex(of: section)! + 1, to: index + 1))
        }
        for cell in right {
            guard let old = left.first(where: { $0.section == cell.section }) else { continue }
            let fields: [(String, String, String)] = [
                ("title", old.title, cell.title), ("subtitle", old.subtitle, cell.subtitle), ("icon", old.icon, cell.icon),
                ("analyticsEvent", old.analyticsEvent, cell.analyticsEvent),
                ("actions", old.actions.map { "\($0.label): \($0.route)" }.joined(separator: "; "),
                 cell.actions.map { "\($0.label): \($0.route)" }.joined(separator: "; ")),
            ]
            for (field, before, after) in fields where before != after {
                changes.append(.cellChanged(section: cell.section, field: field, left: before, right: after))
            }
        }
        return changes
    }

    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> [String] {
        guard !a.isEmpty, !b.isEmpty else { return [] }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] { result.append(a[i]); i += 1; j += 1 } else if table[i + 1][j] >= table[i][j + 1] { i += 1 } else { j += 1 }
        }
        return result
    }
}

/// `--only` and `--ignore`: key-path prefixes, matched on whole segments.
package struct KeyPathFilter: Sendable {
    package var only: [String]
    package var ignore: [String]

    package init(only: [String] = [], ignore: [String] = []) {
        self.only = only
        self.ignore = ignore
    }

    package func includes(_ path: String) -> Bool {
        (only.isEmpty || only.contains { matches(path, $0) }) && !ignore.contains { matches(path, $0) }
    }

    private func matches(_ path: String, _ prefix: String) -> Bool {
        path == prefix || path.hasPrefix(prefix + ".") || path.hasPrefix(prefix + "[")
            || prefix.hasPrefix(path + ".")  // `--only helpCenter.email` keeps the screen comparison
    }
}
