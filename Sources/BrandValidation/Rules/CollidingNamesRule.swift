import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

extension ValidationRule {
    /// Colour and image names become asset-catalog sets and Android resources. Within one
    /// mapping the schema refuses names that collide (`invalid-name`); this finds names that
    /// meet only after resolution, set by different layers (the manifest's defaults, a
    /// parent brand, an overlay): aapt2 would refuse the pair, and on a case-insensitive
    /// disk one colour set would silently replace the other.
    static let collidingNames = ValidationRule(
        .collidingNames, .error,
        "Colours, or images, from different layers whose generated names collide (ignoring case, or as Android snake_case).",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\ncolors:\n  OnPrimary: ↓\"#FFFFFE\"\n",
                        manifest: RuleExample.manifest + "\ndefaults:\n  colors: { onPrimary: \"#FFFFFF\" }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nimages:\n  heroBanner: ↓a/b.png\n",
                        manifest: RuleExample.manifest + "\ndefaults:\n  images: { hero_banner: a/a.png }\n",
                        files: ["a/a.png": .png(width: 4, height: 4), "a/b.png": .png(width: 4, height: 4)]),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { onPrimary: \"#FFFFFE\", primaryDark: \"#700010\" }\n",
                        manifest: RuleExample.manifest + "\ndefaults:\n  colors: { onPrimary: \"#FFFFFF\" }\n"),
        ],
        canBeDisabled: false,
        check: .brand { brand, _ in
            // Colours become colour sets and color resources; images become image sets and
            // drawables: each kind is one namespace.
            collisions(brand, key: "colors", noun: "colour") + collisions(brand, key: "images", noun: "image")
        })

    /// Names under `key` that collide once resolved, set by different layers.
    private static func collisions(_ brand: ResolvedBrand, key: String, noun: String) -> [Finding] {
        let mapping = brand[key]?.mapping ?? [:]
        // Whether any names collide does not depend on their order: most brands' do not, and
        // are told so without sorting the entries or copying them out.
        guard !GeneratedName.collisions(in: Array(mapping.keys)).isEmpty else { return [] }
        let entries = mapping.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        // Lower layers first, so the name reported is the one written last, where the
        // brand's author can rename it.
        func rank(_ layer: Provenance.Layer) -> Int {
            switch layer {
            case .flagDefault, .manifestDefaults, .sourceText: 0
            case .brand(let id): id == brand.id ? 2 : 1
            case .environment(let overlay): overlay.brand == brand.id ? 3 : 1
            }
        }
        let ordered = entries.sorted { (rank($0.value.provenance.layer), $0.name) < (rank($1.value.provenance.layer), $1.name) }
        let values = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.value) })
        return GeneratedName.collisions(in: ordered.map(\.name)).compactMap { name, earlier, _ in
            guard let value = values[name], let first = values[earlier],
                  // Names in one mapping are the schema's to report.
                  first.provenance.layer != value.provenance.layer
            else { return nil }
            return Finding("\(noun) '\(name)' and '\(earlier)' (\(first.provenance)) both become one generated \(noun)",
                           at: value.provenance.location, suggestion: GeneratedName.collisionAdvice)
        }
    }
}
