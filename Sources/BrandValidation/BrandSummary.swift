import BrandConfiguration
import BrandCore
import BrandYAML
import HelpCenter

/// One brand as the cross-brand rules see it: only the values they compare, each once per
/// place it comes from. Validation keeps this much per brand, never its resolved trees, so
/// memory stays flat however many brands there are.
package struct BrandSummary: Sendable {
    package struct Value: Sendable {
        package var key: String
        package var text: String
        package var provenance: Provenance
        /// The environments the brand resolves to this value in.
        package var environments: EnvironmentSet
        /// The text of the line that sets it, kept while the brand's files were at hand: a
        /// cross-brand problem is found after they are dropped, and is shown from this line.
        package var line: String? = nil
    }

    package var id: String
    /// The brand's own file, by the number every location names it with: kept for every
    /// brand until the run ends, so not as a path string of its own.
    package var file: SourceFileID
    package var values: [Value] = []

    init(id: String, file: String) {
        self.id = id
        self.file = SourceFileID(file)
    }

    /// Adds the values of `keys` (those the enabled cross-brand rules compare) of `brand`,
    /// one environment's resolution: the run's environment at `environment`.
    mutating func add(_ brand: ResolvedBrand, environment: Int, keys: [String]) {
        for key in keys {
            guard let value = brand[key], let text = value.string else { continue }
            if let index = values.firstIndex(where: { $0.key == key && $0.text == text && $0.provenance == value.provenance }) {
                values[index].environments.insert(environment)
            } else {
                values.append(Value(key: key, text: text, provenance: value.provenance, environments: EnvironmentSet(environment)))
            }
        }
    }
}

extension BrandSummary {
    /// Keeps, with each value a brand file sets, the text of its line; `lines` reads the
    /// asked lines of one brand's file, once per file.
    mutating func keepLines(_ lines: (_ brand: String, _ numbers: Set<Int>) -> [Int: String]) {
        var asked: [String: Set<Int>] = [:]
        for value in values where value.line == nil {
            if let brand = value.provenance.brand { asked[brand, default: []].insert(value.provenance.location.line) }
        }
        for (brand, numbers) in asked {
            let found = lines(brand, numbers)
            for index in values.indices where values[index].provenance.brand == brand {
                values[index].line = found[values[index].provenance.location.line]
            }
        }
    }
}

extension [BrandSummary] {
    /// The lines the summaries kept of each of `files`, by line number.
    func excerpts(of files: Set<String>) -> [String: [Int: String]] {
        var excerpts: [String: [Int: String]] = [:]
        guard !files.isEmpty else { return excerpts }
        for value in lazy.flatMap(\.values) where files.contains(value.provenance.location.file) {
            if let line = value.line { excerpts[value.provenance.location.file, default: [:]][value.provenance.location.line] = line }
        }
        return excerpts
    }
}

/// Environments of one run, by their index in its list. A summary is kept for every brand
/// until the run ends, so this is a word of bits, not an array of names per value: at 10,000
/// brands the arrays were a fifth of what validation kept.
package struct EnvironmentSet: Sendable, Equatable {
    private var bits: UInt64 = 0
    /// Indices past 64, for a manifest that declares that many environments.
    private var beyond: [Int] = []

    init() {}

    init(_ index: Int) { insert(index) }

    mutating func insert(_ index: Int) {
        if (0..<64).contains(index) {
            bits |= 1 << UInt64(index)
        } else if !beyond.contains(index) {
            beyond.append(index)
        }
    }

    func union(_ other: EnvironmentSet) -> EnvironmentSet {
        var union = self
        union.bits |= other.bits
        for index in other.beyond { union.insert(index) }
        return union
    }

    func intersects(_ other: EnvironmentSet) -> Bool {
        bits & other.bits != 0 || beyond.contains(where: other.beyond.contains)
    }
}
