import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

extension ValidationRule {
    /// Colour names become asset-catalog colour sets and Android resources. Within one
    /// mapping the schema refuses names that collide (`invalid-name`); this finds names that
    /// meet only after resolution, set by different layers (the manifest's defaults, a
    /// parent brand, an overlay): aapt2 would refuse the pair, and on a case-insensitive
    /// disk one colour set would silently replace the other.
    static let collidingNames = ValidationRule(
        .collidingNames, .error,
        "Colours from different layers whose generated names collide (ignoring case, or as Android snake_case).",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\ncolors:\n  OnPrimary: ↓\"#FFFFFE\"\n",
                        manifest: RuleExample.manifest + "\ndefaults:\n  colors: { onPrimary: \"#FFFFFF\" }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { onPrimary: \"#FFFFFE\", primaryDark: \"#700010\" }\n",
                        manifest: RuleExample.manifest + "\ndefaults:\n  colors: { onPrimary: \"#FFFFFF\" }\n"),
        ],
        canBeDisabled: false,
        check: .brand { brand, _ in
            let colors = brand.colors
            guard !GeneratedName.collisions(in: colors.map(\.name)).isEmpty else { return [] }
            // Lower layers first, so the name reported is the one written last, where the
            // brand's author can rename it.
            func rank(_ layer: Provenance.Layer) -> Int {
                switch layer {
                case .flagDefault, .manifestDefaults: 0
                case .brand(let id): id == brand.id ? 2 : 1
                case .environment(let id, _): id == brand.id ? 3 : 1
                }
            }
            let ordered = colors.sorted { (rank($0.value.provenance.layer), $0.name) < (rank($1.value.provenance.layer), $1.name) }
            let values = Dictionary(uniqueKeysWithValues: colors.map { ($0.name, $0.value) })
            return GeneratedName.collisions(in: ordered.map(\.name)).compactMap { name, earlier, _ in
                guard let value = values[name], let first = values[earlier],
                      // Names in one mapping are the schema's to report.
                      first.provenance.layer != value.provenance.layer
                else { return nil }
                return Finding("colour '\(name)' and '\(earlier)' (\(first.provenance)) both become one generated colour",
                               at: value.provenance.location, suggestion: GeneratedName.collisionAdvice)
            }
        })
}
