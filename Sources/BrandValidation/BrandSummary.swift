import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

/// One brand as the cross-brand rules see it: only the values they compare, each once per
/// place it comes from. Validation keeps this much per brand, never its resolved trees, so
/// memory stays flat however many brands there are.
public struct BrandSummary: Sendable {
    public struct Value: Sendable {
        public var key: String
        public var text: String
        public var provenance: Provenance
        /// The environments the brand resolves to this value in.
        public var environments: [String]
    }

    public var id: String
    /// The brand's own file.
    public var file: String
    public var values: [Value] = []

    init(id: String, file: String) {
        self.id = id
        self.file = file
    }

    /// Adds the values of `keys` (those the enabled cross-brand rules compare) of `brand`,
    /// one environment's resolution.
    mutating func add(_ brand: ResolvedBrand, keys: [String]) {
        for key in keys {
            guard let value = brand[key], let text = value.string else { continue }
            if let index = values.firstIndex(where: { $0.key == key && $0.text == text && $0.provenance == value.provenance }) {
                values[index].environments.append(brand.environment)
            } else {
                values.append(Value(key: key, text: text, provenance: value.provenance, environments: [brand.environment]))
            }
        }
    }
}
