import BrandConfiguration
import BrandCore
import BrandYAML
import HelpCenter

/// Brands validated, then resolved: the one path render, diff, flags and bundle take to a
/// resolved brand. A brand resolves only when nothing it is made from (the manifest, the
/// brands it extends, its own file) has an error; the report says why when it does not.
package struct ValidatedBrands: Sendable {
    /// What was found of the brands: the checks' report, or, for brands only read, nothing
    /// but what reading a brand's files finds, asked brand by brand.
    private enum Findings: Sendable {
        case checked(ValidationReport, errorFiles: Set<String>)
        case readOnly
    }

    private let findings: Findings
    private let manager: FeatureFlagManager
    /// Kept by validation when asked, by brand id and environment.
    private let variants: [String: [String: ResolvedVariant]]
    private let interactor: any HelpCenterInteracting
    /// The fonts the validation read, for a later stage that needs them (the accessors).
    package let fonts: ReadFonts

    init(report: ValidationReport, manager: FeatureFlagManager, variants: [ResolvedVariant] = [],
         interactor: any HelpCenterInteracting = HelpCenterInteractor(), fonts: ReadFonts = ReadFonts()) {
        findings = .checked(report, errorFiles: report.filesWithErrors)
        self.fonts = fonts
        self.manager = manager
        var byBrand: [String: [String: ResolvedVariant]] = [:]
        for variant in variants { byBrand[variant.id, default: [:]][variant.environment] = variant }
        self.variants = byBrand
        self.interactor = interactor
    }

    /// Brands read and resolved but not checked: only the problems of reading them (YAML,
    /// schema, `extends`) keep one from resolving. The release check and `diff --all` read
    /// their base revision so: what was, whatever that revision's own problems were.
    /// What reading a brand finds is asked of its own files when the brand is, so a manager
    /// that parses when asked parses only the brands looked at.
    package init(readOnly manager: FeatureFlagManager) {
        findings = .readOnly
        self.manager = manager
        variants = [:]
        interactor = HelpCenterInteractor()
        fonts = ReadFonts()
    }

    /// The checks' report; of brands only read, the problems of reading every one of them.
    package var report: ValidationReport {
        switch findings {
        case .checked(let report, _): report
        case .readOnly: ValidationReport(diagnostics: manager.diagnostics, brandCount: manager.brandIDs.count,
                                         environments: manager.manifest.environments)
        }
    }

    package var brandIDs: [String] { manager.brandIDs }
    package var manifest: Manifest { manager.manifest }
    /// The files brands name, read confined to the brands directory.
    package var assets: BrandAssets { manager.assets }

    /// True when `id` is made from the same bytes in `other` as here, so it resolves alike
    /// there (`FeatureFlagManager.resolvesAlike`).
    package func resolvesAlike(_ id: String, in other: ValidatedBrands) -> Bool {
        manager.resolvesAlike(id, in: other.manager)
    }

    /// Parses the files of `ids` now, on every core, when the brands were read to be parsed
    /// when asked: for a reader that knows which brands it will look at.
    package func readAhead(_ ids: [String]) {
        manager.parse(ids)
    }

    /// The errors that keep `id` from resolving: those in any file it is made from, in order.
    package func errors(resolving id: String) -> [Diagnostic] {
        switch findings {
        case .checked(let report, let errorFiles):
            let files = manager.files(resolving: id)
            guard !errorFiles.isDisjoint(with: files) else { return [] }
            return report.diagnostics.filter { $0.severity == .error && files.contains($0.location.file) }.sorted()
        case .readOnly:
            return manager.diagnostics(resolving: id).filter { $0.severity == .error }
        }
    }

    /// True when nothing `id` is made from (the manifest, the brands it extends, its own
    /// file) has an error: what `brand` and `variant` ask before they resolve it.
    private func resolves(_ id: String) -> Bool {
        switch findings {
        case .checked(_, let errorFiles): errorFiles.isDisjoint(with: manager.files(resolving: id))
        case .readOnly: !manager.diagnostics(resolving: id).contains { $0.severity == .error }
        }
    }

    /// `id` in `environment`, or nil when it or anything it resolves from has errors.
    /// Without running the scene: a kept variant's brand, else the brand resolved here.
    package func brand(_ id: String, environment: String) -> ResolvedBrand? {
        guard resolves(id) else { return nil }
        return variants[id]?[environment]?.brand ?? manager.brand(id, environment: environment)
    }

    /// `id` in `environment` as validation kept it, or nil when it or anything it resolves
    /// from has errors. A brand validation was not asked to keep is resolved and its scene
    /// run here, once per call.
    package func variant(_ id: String, environment: String) -> ResolvedVariant? {
        guard resolves(id) else { return nil }
        if let kept = variants[id]?[environment] { return kept }
        return manager.brand(id, environment: environment).map { ResolvedVariant($0, interactor: interactor) }
    }
}

/// One brand as validation checked it, handed back on the worker that checked it
/// (`ValidationWorker.check`). Whether it resolves is known only once every brand is
/// checked (`files`).
package struct BrandAsChecked: Sendable {
    package let id: String
    /// The brand in each environment validated, resolved and its scene run.
    package let variants: [ResolvedVariant]
    /// True when its check reported an error, in any file it is made from. False does not
    /// mean it resolves: a cross-brand rule, or another brand's check of a shared ancestor,
    /// may still report one.
    package let hasErrors: Bool
    /// The files its resolution reads: the manifest, its ancestors' and its own. The brand
    /// resolves when the run's report has no error in any of them (`filesWithErrors`).
    package let files: Set<String>
}

/// One brand of the validated brands, in one environment: it passed the gate of one brand
/// (`CompletedRun.brand(_:)`), with the validation it passed.
package struct ValidatedBrand: Sendable {
    package let validated: ValidatedBrands
    package let variant: ResolvedVariant
    package var brand: ResolvedBrand { variant.brand }
    package var environment: String { variant.environment }
}

/// What the gate of one brand let through, or the report that stopped it.
package enum BrandGate: Sendable {
    case passed(ValidatedBrand)
    case failed(ValidationReport)
}
