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
        /// Where the value is set: the brand's own file, an ancestor's or the manifest. A
        /// location, not a whole `Provenance`: its file says as much, in a quarter the room.
        package var location: SourceLocation
        /// The environments the brand resolves to this value in.
        package var environments: EnvironmentSet
        /// Where the text of the line that sets it stands in the summary's `lines`; nil
        /// until kept, or when no brand file of the brand sets it.
        fileprivate var line: (start: Int32, count: Int32)?

        init(key: String, text: String, location: SourceLocation, environments: EnvironmentSet) {
            self.key = key
            self.text = text
            self.location = location
            self.environments = environments
        }
    }

    package var id: String
    /// The brand's own file, by the number every location names it with: kept for every
    /// brand until the run ends, so not as a path string of its own.
    package var file: SourceFileID
    package var values: [Value] = []
    /// The texts of the lines the values are set on, one after another: one string per
    /// brand rather than one per line, since every brand's summary is kept to the end.
    private var lines = ""

    init(id: String, file: String) {
        self.id = id
        self.file = SourceFileID(file)
    }

    /// The text of the line that sets `value`, kept while the brand's files were at hand: a
    /// cross-brand problem is found after they are dropped, and is shown from this line.
    package func line(of value: Value) -> String? {
        guard let line = value.line else { return nil }
        let utf8 = lines.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: Int(line.start))
        return String(lines[start..<utf8.index(start, offsetBy: Int(line.count))])
    }

    /// Adds the values of `keys` (those the enabled cross-brand rules compare) of `brand`,
    /// one environment's resolution: the run's environment at `environment`.
    mutating func add(_ brand: ResolvedBrand, environment: Int, keys: [String]) {
        for key in keys {
            guard let value = brand[key], let text = value.string else { continue }
            let location = value.provenance.location
            if let index = values.firstIndex(where: { $0.key == key && $0.text == text && $0.location == location }) {
                values[index].environments.insert(environment)
            } else {
                values.append(Value(key: key, text: text, location: location, environments: EnvironmentSet(environment)))
            }
        }
    }
}

extension BrandSummary {
    /// Keeps, with each value a brand file sets, the text of its line; `lines` reads the
    /// asked lines of one file of the brand's chain (nothing for any other file), once per file.
    mutating func keepLines(_ lines: (_ file: SourceFileID, _ numbers: Set<Int>) -> [Int: String]) {
        var asked: [SourceFileID: Set<Int>] = [:]
        for value in values where value.line == nil {
            asked[value.location.fileID, default: []].insert(value.location.line)
        }
        for (file, numbers) in asked.sorted(by: { $0.key.name < $1.key.name }) {
            let found = lines(file, numbers)
            for index in values.indices where values[index].location.fileID == file {
                guard let text = found[values[index].location.line] else { continue }
                values[index].line = (Int32(self.lines.utf8.count), Int32(text.utf8.count))
                self.lines += text
            }
        }
    }
}

extension [BrandSummary] {
    /// The lines the summaries kept of each of `files`, by line number.
    func excerpts(of files: Set<String>) -> [String: [Int: String]] {
        var excerpts: [String: [Int: String]] = [:]
        guard !files.isEmpty else { return excerpts }
        for summary in self {
            for value in summary.values where files.contains(value.location.file) {
                if let line = summary.line(of: value) { excerpts[value.location.file, default: [:]][value.location.line] = line }
            }
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
