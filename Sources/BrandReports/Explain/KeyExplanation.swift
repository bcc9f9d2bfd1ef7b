import BrandConfiguration
import BrandCore
import BrandValidation
import HelpCenter
/// Where one key of a resolved brand gets its value: every layer that sets it, lowest
/// first, each with what it writes and where. The last one wins (for a mapping, the layers
/// merge key by key and `resolved` shows the result).
package struct KeyExplanation: Sendable {
    package struct Setting: Sendable {
        package var layer: Provenance.Layer
        /// What this layer writes, as one layer's value (a mapping only its own keys).
        package var value: ResolvedValue
        package var location: SourceLocation
    }

    package var brand: String
    package var environment: String
    package var key: String
    package var settings: [Setting]
    /// The merged value; nil when no layer sets the key.
    package var resolved: ResolvedValue?
    /// The setting whose value the brand reads: the last; nil for a mapping, whose layers
    /// merge key by key.
    package var winner: Int? {
        guard let last = settings.indices.last, settings[last].value.mapping == nil else { return nil }
        return last
    }
    /// For `helpCenter.sectionOrder`: the sections the interactor parses, in order.
    package var sections: [HelpCenterSection.Kind]?

    /// Explains `key` (a dotted path such as `featureFlags.maxCartItems`) for `id`.
    package static func explain(_ reading: BrandReading<FeatureFlagManager>, brand id: String, key: String,
                               environment: String?) throws(BrandKitError) -> KeyExplanationOutcome {
        let request = RunRequest(reading) { listed throws(BrandKitError) in try listed.checkBrand(id, environment: environment) }
        var path: [String] = []
        return try BrandRun.run(request) { brands throws(BrandKitError) in
            // The key is checked first (a usage error, exit 2), then the brand passes the gate.
            let plan = try CheckPlan.one(id, environment: environment, of: brands)
            path = try KeyPathCheck.check(key.split(separator: ".", omittingEmptySubsequences: false).map(String.init),
                                          manifest: brands.manifest)
            return plan
        } emit: { run -> KeyExplanationOutcome in
            switch run.brand(id) {
            case .passed(let gated):
                // A brand that passed the gate has its chain; kept total.
                explanation(of: path, key: key, in: gated, manager: run.source).map { .explained($0) } ?? .failed(gated.validated.report)
            case .failed(let report): .failed(report)
            }
        }.result(or: KeyExplanationOutcome.failed)
    }

    /// The explanation of `path` (`key`, checked) for a brand that passed the gate; nil when
    /// `manager` has no chain for it.
    package static func explanation(of path: [String], key: String, in gated: ValidatedBrand,
                                    manager: FeatureFlagManager) -> KeyExplanation? {
        let brand = gated.brand, environment = gated.environment, id = gated.brand.id
        guard let chain = manager.chain(of: id) else { return nil }
        let written = manager.resolver.layers(chain: chain, environment: environment).compactMap { layer -> Setting? in
            let node = path.reduce(Optional(layer.node)) { $0?[$1] }
            return node.map { Setting(layer: layer.layer, value: ResolvedValue($0, layer: layer.layer), location: $0.location) }
        }
        var settings = written
        let resolved = path.reduce(Optional(brand.root)) { $0?[$1] }
        // The manifest's suffix for the environment, appended to the value the last layer writes.
        if let resolved, resolved.provenance.layer.derivedSuffix != nil {
            settings.append(Setting(layer: resolved.provenance.layer, value: resolved, location: resolved.provenance.location))
        }
        var explanation = KeyExplanation(brand: id, environment: environment, key: key, settings: settings, resolved: resolved)
        if key == "helpCenter.sectionOrder" {
            explanation.sections = gated.variant.sections.map(\.kind)
        }
        return explanation
    }
}

package enum KeyExplanationOutcome: Sendable {
    case explained(KeyExplanation)
    /// The brand does not pass the gate: the errors that stop it.
    case failed(ValidationReport)
}
