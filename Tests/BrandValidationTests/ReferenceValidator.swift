@testable import BrandConfiguration
import BrandCore
import BrandYAML
import HelpCenter
@testable import BrandValidation

/// The validator written plainly, to keep the fast one honest: one job, each file loaded
/// anew each time it is needed, every check run in every environment (no environment is
/// skipped as alike), each value of each brand's own file checked by every rule of its type,
/// no cache of files, no worker copies, no variants handed back. Slow on purpose; its report must be the
/// fast validator's, byte for byte.
enum ReferenceValidator {
    static func validate(_ source: some BrandFileSource, context: RuleContext) -> ValidationReport {
        let manifest = source.manifest
        let environments = manifest.environments
        let settings = ValidationSettings(manifest)
        let rules = ValidationRule.all.filter { !settings.disabledRules.contains($0.code.rawValue) }
        let context = context.run(over: source, checking: environments)
        let summaryKeys = Array(Set(rules.flatMap { rule -> [String] in
            if case .brands(let keys, _) = rule.check { return keys }
            return []
        })).sorted().map(SummaryKey.init)

        var diagnostics = source.sharedDiagnostics + settings.diagnostics
        var summaries: [BrandSummary] = []
        for id in source.brandIDs {
            let own = source.load(id)
            var found = own.diagnostics
            let chain = BrandChain.chain(of: id, ids: source.brandIDs, isBrand: { source.path(of: $0) != nil },
                                         diagnostics: &found) { source.load($0).file }
            for leaf in own.file?.leaves ?? [] { found += valueDiagnostics(leaf, rules: rules, manifest: manifest) }
            guard let chain else {
                diagnostics += found
                continue
            }
            var summary = BrandSummary(id: id, file: source.path(of: id) ?? id)
            let required = source.resolver.requiredFields(of: chain)
            // A check that finds a problem again at the same place, with the same code, in a
            // later environment (a value written once that the environment derives from) says it once.
            var said: [String: [(DiagnosticCode, SourceLocation)]] = [:]
            func add(_ check: String, _ diagnostics: [Diagnostic]) {
                let earlier = said[check] ?? []
                for diagnostic in diagnostics where !earlier.contains(where: { $0.0 == diagnostic.code && $0.1 == diagnostic.location }) {
                    found.append(diagnostic)
                    said[check, default: []].append((diagnostic.code, diagnostic.location))
                }
            }
            for (index, brand) in source.resolver.resolve(id, chain: chain, environments: environments).enumerated() {
                summary.add(brand, environment: index, keys: summaryKeys, overlaid: nil)
                for part in RequiredFields.Check.parts { add("required \(part)", required?.diagnostics(brand, part: part) ?? []) }
                add("scene", HelpCenterScene.diagnostics(for: brand, interactor: context.interactor))
                for rule in rules {
                    if case .brand(let check) = rule.check { add(rule.code.rawValue, check(brand, context).map(rule.diagnostic)) }
                }
            }
            summaries.append(summary)
            diagnostics += found
        }
        for leaf in manifest.leaves { diagnostics += valueDiagnostics(leaf, rules: rules, manifest: manifest) }
        for rule in rules {
            switch rule.check {
            case .brands(let keys, let check):
                for key in keys { diagnostics += check(key, summaries, context).map(rule.diagnostic) }
            case .manifest(let check): diagnostics += check(manifest, context).map(rule.diagnostic)
            case .values, .brand: break
            }
        }
        // Every file a diagnostic names, read whole from the source: the manifest and brand
        // files only, as a file that is no brand (`Acme_Shop.yaml`) is never read.
        let readable = Set([manifest.file] + source.brandIDs.compactMap(source.path(of:)))
        let read = Dictionary(uniqueKeysWithValues: Set(diagnostics.map(\.location.file)).intersection(readable).compactMap { file in
            source.sourceText(of: file).map { (file, $0) }
        })
        let unreadable = Set(diagnostics.map(\.location.file)).subtracting(readable)
        return source.report(diagnostics, brandCount: source.brandIDs.count, environments: environments, read: read,
                             excerpts: Dictionary(uniqueKeysWithValues: unreadable.map { ($0, [:]) }))
    }

    /// Every value rule of the leaf's type, unless the leaf is written in an environment not checked.
    private static func valueDiagnostics(_ leaf: TypedLeaf, rules: [ValidationRule], manifest: Manifest) -> [Diagnostic] {
        guard leaf.environment.map(manifest.environments.contains) ?? true else { return [] }
        return rules.compactMap { rule in
            guard case .values(let types, let check) = rule.check, types.contains(leaf.type) else { return nil }
            return check(leaf, manifest).map(rule.diagnostic)
        }
    }
}
