import BrandBundles
import BrandConfiguration
import BrandCore
import BrandValidation
import HelpCenter
/// What `diff --all` found: every brand that differs, in any environment, between two
/// revisions of the brands directory, brands added and removed included.
package struct AllBrandsDiff: Sendable {
    package struct BrandChange: Sendable {
        package enum Kind: String, Sendable { case added, removed, changed, failed }

        /// One environment of the brand: the screens on each side and what differs.
        package struct Environment: Sendable {
            package var name: String
            package var before: HelpCenterScreen?
            package var after: HelpCenterScreen?
            /// Both sides resolved and differ; nil for an added, removed or failed brand.
            package var diff: BrandDiff?
            /// Each side's screen colours, as the preview paints them.
            var beforeColors: String?
            var afterColors: String?
        }

        package var brand: String
        package var kind: Kind
        /// The environments that differ (every one for an added or removed brand).
        package var environments: [Environment]
        /// A failed brand's errors on either side, located.
        package var errors: [Diagnostic]
    }

    /// How the two sides are named: `main` and `HEAD`, or `the working tree`.
    package var base: String
    package var head: String
    package var changes: [BrandChange]

    package var isEmpty: Bool { changes.isEmpty }
    package var hasErrors: Bool { changes.contains { $0.kind == .failed } }
}

/// What comparing every brand produced: the changes, or the manifest errors that stop it.
package enum AllBrandsOutcome: Sendable {
    case compared(AllBrandsDiff)
    case failed(ValidationReport)
}

package enum AllBrandsComparison {
    /// Compares the brands directory at `base` with `head` (the working tree when nil), in
    /// every environment both manifests declare. `head` is validated; `base` is only read.
    package static func compare(base: String, head: String?, brandsDirectory: String,
                               filter: KeyPathFilter = KeyPathFilter()) throws(BrandKitError) -> AllBrandsOutcome {
        // The base is what the change starts from: read and resolved, not validated, so its
        // own problems (a check it failed then) neither fail a brand nor hide its change.
        // A brand of it that cannot be read (YAML, schema, `extends`) fails. Its files are
        // parsed when asked: a brand made from the same bytes as the head's is not.
        let baseRun = try BrandRun.run(RunRequest(.compared(brandsDirectory, at: base))) { read in
            (brands: read.readOnly, source: read.source)
        }
        // The head is validated in every environment both manifests declare.
        let headRun = try BrandRun.run(RunRequest(.upFront(brandsDirectory, at: head))) { brands throws(BrandKitError) -> CheckPlan<Void>? in
            guard let old = baseRun.result else { return nil }
            return CheckPlan(environments: brands.manifest.environments.filter(old.brands.manifest.environments.contains),
                             makingVariants: true)
        } emit: { checked in (brands: checked.validated, source: checked.source, environments: checked.environments) }
        guard let (old, before) = baseRun.result, let (validatedHead, after, environments) = headRun.result,
              let new = validatedHead else {
            var broken: [ValidationReport] = []
            if case .stoppedAtManifest(let report) = baseRun { broken.append(report) }
            if case .stoppedAtManifest(let report) = headRun { broken.append(report) }
            return .failed(ValidationReport.combined(broken))
        }
        var changes: [AllBrandsDiff.BrandChange] = []
        let ids = Set(old.brandIDs).union(new.brandIDs).sorted()
        let inBase = Set(old.brandIDs), inHead = Set(new.brandIDs)
        let alike = Set(ids.filter { inBase.contains($0) && inHead.contains($0) && after.resolvesAlike($0, in: before) })
        old.readAhead(old.brandIDs.filter { !alike.contains($0) })
        for id in ids {
            let sides = (inBase.contains(id), inHead.contains(id))
            var shown: [AllBrandsDiff.BrandChange.Environment] = []
            var failed = false
            let sameSources = alike.contains(id)
            for environment in environments {
                let rightVariant = sides.1 ? new.variant(id, environment: environment) : nil
                let leftVariant = sides.0 ? Self.base(id, environment: environment, in: old, sameSourcesAs: sameSources ? rightVariant : nil) : nil
                if (sides.0 && leftVariant == nil) || (sides.1 && rightVariant == nil) { failed = true; break }
                let colors = {
                    (leftVariant.map { PreviewColors(BrandDocument($0)).style }, rightVariant.map { PreviewColors(BrandDocument($0)).style })
                }
                guard let leftVariant, let rightVariant else {
                    let colors = colors()
                    shown.append(.init(name: environment, before: leftVariant?.screen, after: rightVariant?.screen, diff: nil,
                                       beforeColors: colors.0, afterColors: colors.1))
                    continue
                }
                let labels = (DiffSide(revision: base, brand: id).label(environment: environment),
                              DiffSide(revision: head, brand: id).label(environment: environment))
                // The screens are made only for a brand whose sources differ, or that is shown.
                let screens = sameSources ? nil : (leftVariant.screen, rightVariant.screen)
                let diff = if let screens {
                    BrandDiffer.diff(left: (labels.0, leftVariant.brand, screens.0), right: (labels.1, rightVariant.brand, screens.1),
                                     assets: (before.assets, after.assets), filter: filter)
                } else {
                    BrandDiffer.diff(sameSources: (labels.0, leftVariant), (labels.1, rightVariant), assets: (before.assets, after.assets), filter: filter)
                }
                if !diff.isEmpty {
                    let colors = colors()
                    let shownScreens = screens ?? (leftVariant.screen, rightVariant.screen)
                    shown.append(.init(name: environment, before: shownScreens.0, after: shownScreens.1, diff: diff,
                                       beforeColors: colors.0, afterColors: colors.1))
                }
            }
            if failed {
                let errors = (sides.0 ? old.errors(resolving: id) : []) + (sides.1 ? new.errors(resolving: id) : [])
                changes.append(.init(brand: id, kind: .failed, environments: [], errors: errors.sorted()))
            } else if !shown.isEmpty {
                let kind: AllBrandsDiff.BrandChange.Kind = !sides.0 ? .added : (!sides.1 ? .removed : .changed)
                changes.append(.init(brand: id, kind: kind, environments: shown, errors: []))
            }
        }
        return .compared(AllBrandsDiff(base: base, head: head ?? "the working tree", changes: changes))
    }

    /// The base's `id` in `environment`. Made from the same bytes as the new side's `same`,
    /// it resolves alike, so the new side's variant stands for it and nothing is parsed or
    /// resolved again; debug builds, which the tests run, parse and resolve it anyway, and
    /// the differ checks that the two agree.
    static func base(_ id: String, environment: String, in old: ValidatedBrands, sameSourcesAs same: ResolvedVariant?) -> ResolvedVariant? {
        #if DEBUG
        return old.variant(id, environment: environment)
        #else
        return same ?? old.variant(id, environment: environment)
        #endif
    }
}
