import BrandConfiguration
import BrandCore
import BrandYAML
import Foundation
import HelpCenter

/// One brand as the cross-brand rules see it: only the values they compare, each once per
/// place it comes from. Validation keeps this much per brand, never its resolved trees, so
/// memory stays flat however many brands there are.
///
/// Kept for every brand until the run ends, a summary is two blocks of memory: its list of
/// values and one string holding their texts and the lines they are set on. A value's own
/// string would be the one its YAML tree made, one more block per value, kept alive in the
/// middle of memory the tree gave back.
package struct BrandSummary: Sendable {
    /// Where a text stands in the summary's `storage`: its first UTF-8 byte and how many.
    fileprivate struct Span: Sendable {
        var start: Int32
        var count: Int32
    }

    /// Its fields stand in the order that leaves no gap between them (a list of these is kept
    /// for every brand): the words first, then the 4-byte fields, the single byte last.
    package struct Value: Sendable {
        package var key: String
        /// The environments the brand resolves to this value in.
        package var environments: EnvironmentSet
        /// Where the value is set: the brand's own file, an ancestor's or the manifest. A
        /// location, not a whole `Provenance`: its file says as much, in a quarter the room.
        package var location: SourceLocation
        /// The value's text in the summary's `storage` (`BrandSummary.text(of:)`): within the
        /// text of its line when that holds it.
        fileprivate var text: Span
        /// The text of the line that sets it, in `storage`; nil until kept, or when no brand
        /// file of the brand sets it.
        fileprivate var line: Span?
        /// True when the text is ASCII: such texts are ordered byte by byte.
        fileprivate var isASCII: Bool
    }

    package var id: String
    /// The brand's own file, by the number every location names it with: kept for every
    /// brand until the run ends, so not as a path string of its own.
    package var file: SourceFileID
    package private(set) var values: [Value] = []
    /// A name of a mapping whose names are compared (`SummaryKey.comparesNames`), and the
    /// environments the brand carries it in.
    package struct Name: Sendable {
        package var key: String
        package var name: String
        package var environments: EnvironmentSet
        /// Where the first environment that carries it sets it: where a name few brands
        /// carry, or only some environments, is reported.
        package var location: SourceLocation
        /// The text of that line, in `storage`; nil until kept, or when no brand file sets it.
        fileprivate var line: Span?
    }
    /// The names the brand carries; a brand that lacks one is told so at its file's start.
    package private(set) var names: [Name] = []
    /// For each key, the first environment whose overlays leave it alone: every other such
    /// environment carries the same values and names.
    private var plainEnvironments = PlainEnvironments()
    /// The first line of the brand's own file, kept when some value is set in another file:
    /// a cross-brand problem with an inherited value is reported there.
    private var firstLine: Span?
    /// The values' texts, then the lines they are set on, one after another.
    private var storage = ""
    /// While environments are added: each value's index by what makes it one, and each
    /// name's, for a brand that sets many (see `PlaceTable`). Dropped by `keepLines`.
    private var valuePlaces = PlaceTable<ValuePlace>()
    private var namePlaces = PlaceTable<NamePlace>()
    private struct ValuePlace: Hashable, Sendable {
        var key: String
        var location: SourceLocation
        var text: String
    }
    private struct NamePlace: Hashable, Sendable {
        var key: String
        var name: String
    }

    init(id: String, file: String) {
        self.id = id
        self.file = SourceFileID(file)
    }

    /// The text of `value`, one of this summary's values.
    package func text(of value: Value) -> Substring { stored(value.text) }

    /// The text of the line that sets `value`, kept while the brand's files were at hand: a
    /// cross-brand problem is found after they are dropped, and is shown from this line.
    package func line(of value: Value) -> String? {
        value.line.map { String(stored($0)) }
    }

    /// The first line of the brand's own file, where a problem with an inherited value stands.
    func ownFirstLine() -> String? { firstLine.map { String(stored($0)) } }

    fileprivate func stored(_ span: Span) -> Substring {
        let utf8 = storage.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: Int(span.start))
        return storage[start..<utf8.index(start, offsetBy: Int(span.count))]
    }

    /// Adds the values of `keys` (those the enabled cross-brand rules compare) of `brand`,
    /// one environment's resolution: the run's environment at `environment`.
    /// A key may be a dotted path (`ios.appGroups`), and its value a list or a mapping of
    /// texts, each item a value of its own (`[group.a, group.b]`).
    /// `keys` sorted, so keys under one top-level key stand together and it is looked up once.
    /// Names (`SummaryKey.comparesNames`) are looked up in the first environment whose overlays
    /// leave their key alone and in each whose overlays set it: `overlaid` is the top-level keys
    /// the environment's overlays set (nil: looked up in every environment, as the reference
    /// validator does).
    mutating func add(_ brand: ResolvedBrand, environment: Int, keys: [SummaryKey], overlaid: TopLevelKeys?) {
        var topKey = ""
        var topValue: ResolvedValue?
        if overlaid != nil { plainEnvironments.makeRoom(for: keys.count) }
        // Each key read where it stands, by index: a loop's variable copied each one (three
        // strings and a list) for every brand and environment.
        for index in keys.indices {
            if keys[index].comparesNames {
                addNames(of: keys[index], at: index, brand, environment: environment, overlaid: overlaid)
                continue
            }
            if let overlaid, !overlaid.meets(keys[index].topKeys) {
                // The environment resolves the key as the first plain one did: its values are
                // that one's, told so by a bit, not looked up and compared again.
                if let plain = plainEnvironments.environment(of: keys[index].key, at: index) {
                    for value in values.indices where values[value].environments.contains(plain)
                        && PlainEnvironments.sameKey(values[value].key, keys[index].key) {
                        values[value].environments.insert(environment)
                    }
                    continue
                }
                plainEnvironments.add(keys[index].key, environment, at: index)
            }
            if keys[index].top != topKey { (topKey, topValue) = (keys[index].top, brand[keys[index].top]) }
            guard var value = topValue else { continue }
            var found = true
            for key in keys[index].below {
                guard let next = value[key] else { found = false; break }
                value = next
            }
            guard found else { continue }
            let foldsCase = keys[index].foldsCase
            // A text, mostly: added where it stands, with no list made for it.
            if let text = value.string {
                add(key: keys[index].key, text: foldsCase ? Self.folded(text) : text, location: value.provenance.location,
                    environment: environment)
                continue
            }
            let items = value.sequence ?? value.mapping.map { $0.sortedByKey.map(\.value) } ?? []
            for item in items {
                guard let text = item.string else { continue }
                add(key: keys[index].key, text: foldsCase ? Self.folded(text) : text, location: item.provenance.location,
                    environment: environment)
            }
        }
    }

    /// `text.lowercased()`, without a new string for an ASCII text with no capital letter, as
    /// nearly every domain and id a brand writes is: its lowercase is itself.
    static func folded(_ text: String) -> String {
        let lowercase = text.withUTF8Bytes { bytes in bytes.allSatisfy { $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } }
        return lowercase ? text : text.lowercased()
    }

    /// Adds the names `brand` carries at `key`, one whose names are compared, in the run's
    /// environment at `environment` (see `add(_:environment:keys:overlaid:)`).
    private mutating func addNames(of key: SummaryKey, at position: Int, _ brand: ResolvedBrand, environment: Int, overlaid: TopLevelKeys?) {
        if let overlaid, !overlaid.meets(key.topKeys) {
            if let plain = plainEnvironments.environment(of: key.key, at: position) {
                for index in names.indices where names[index].key == key.key && names[index].environments.intersects(EnvironmentSet(plain)) {
                    names[index].environments.insert(environment)
                }
                return
            }
            plainEnvironments.add(key.key, environment, at: position)
        }
        for (name, value) in brand[key.top]?.mapping ?? ResolvedMapping() {
            let found = names.count <= PlaceTable<NamePlace>.scanLimit
                ? names.firstIndex(where: { $0.key == key.key && $0.name == name })
                : namePlaces.first(NamePlace(key: key.key, name: name), among: names.count) { [names] in NamePlace(key: names[$0].key, name: names[$0].name) }
            if let index = found {
                names[index].environments.insert(environment)
            } else {
                names.append(Name(key: key.key, name: name, environments: EnvironmentSet(environment), location: value.provenance.location, line: nil))
                if names.count > PlaceTable<NamePlace>.scanLimit { namePlaces.appended(NamePlace(key: key.key, name: name), at: names.count - 1) }
            }
        }
    }

    /// How many values a brand's summary makes room for at its first: about what a brand with
    /// an identity, links and app groups carries.
    private static let expectedValues = 16

    /// Adds `text`, the value of `key` set at `location`, in the run's environment at `environment`.
    mutating func add(key: String, text: String, location: SourceLocation, environment: Int) {
        let found: Int?
        if values.count <= PlaceTable<ValuePlace>.scanLimit {
            // Values at one place differ only where an environment derives one (an id's suffix):
            // their bytes tell them apart, without comparing a substring as Unicode text.
            found = text.withUTF8Bytes { bytes in
                values.firstIndex { $0.location == location && $0.key == key && withBytes(of: $0.text) { $0.equals(bytes) } }
            }
        } else {
            // The table is taken out while the closure reads the rest of the summary, and put back.
            var places = valuePlaces
            valuePlaces = PlaceTable()
            found = places.first(ValuePlace(key: key, location: location, text: text), among: values.count) { index in
                ValuePlace(key: values[index].key, location: values[index].location, text: String(self.text(of: values[index])))
            }
            valuePlaces = places
        }
        if let index = found {
            values[index].environments.insert(environment)
            return
        }
        if values.isEmpty {
            // Room for a brand's values at once: grown one at a time, the list and the string
            // moved four or five times each. `keepLines` makes both again at the size they hold.
            values.reserveCapacity(Self.expectedValues)
            storage.reserveCapacity(Self.expectedValues * 24)
        }
        let span = Span(start: Int32(storage.utf8.count), count: Int32(text.utf8.count))
        storage += text
        values.append(Value(key: key, environments: EnvironmentSet(environment), location: location, text: span, line: nil,
                            isASCII: text.withUTF8Bytes { $0.isASCII }))
        if values.count > PlaceTable<ValuePlace>.scanLimit {
            valuePlaces.appended(ValuePlace(key: key, location: location, text: text), at: values.count - 1)
        }
    }

    /// How the texts of two values compare as `String`s do: negative, zero or positive.
    /// `one` and `two` name a summary of `summaries` and a value of it. ASCII texts, nearly
    /// all of them, are compared byte by byte where they are kept, which orders them as
    /// `String` does; nothing is copied, not even a summary.
    package static func compareTexts(_ one: (summary: Int, value: Int), _ two: (summary: Int, value: Int),
                                     in summaries: [BrandSummary]) -> Int {
        let (span, otherSpan) = (summaries[one.summary].values[one.value].text, summaries[two.summary].values[two.value].text)
        guard summaries[one.summary].values[one.value].isASCII && summaries[two.summary].values[two.value].isASCII else {
            let (text, otherText) = (summaries[one.summary].stored(span), summaries[two.summary].stored(otherSpan))
            return text == otherText ? 0 : text < otherText ? -1 : 1
        }
        return summaries[one.summary].withBytes(of: span) { text in
            summaries[two.summary].withBytes(of: otherSpan) { otherText in
                // Bytes compared as unsigned, which `memcmp` does in one call.
                let shorter = min(text.count, otherText.count)
                if shorter > 0, let base = text.baseAddress, let otherBase = otherText.baseAddress {
                    let order = memcmp(base, otherBase, shorter)
                    if order != 0 { return order < 0 ? -1 : 1 }
                }
                return text.count - otherText.count
            }
        }
    }

    /// Calls `body` with the UTF-8 bytes of the text at `span`, where `storage` keeps them.
    private func withBytes<Result>(of span: Span, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        Self.withBytes(of: span, in: storage, body)
    }

    /// `body` called with the bytes `span` marks in `storage`, a summary's.
    private static func withBytes<Result>(of span: Span, in storage: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withUTF8Bytes { bytes in
            body(UnsafeBufferPointer(rebasing: bytes[Int(span.start)..<Int(span.start + span.count)]))
        }
    }

    /// What `textKeys` gives a text that is not ASCII: compared whole, always. No ASCII text
    /// has it, since its bytes are all below 0x80.
    package static let noTextKey = UInt64.max

    /// Keys that order the texts of `uses` (a summary of `summaries` and a value of it each)
    /// as `compareTexts` does wherever two keys differ, so a sort reads whole texts only
    /// where keys tie. A key is the eight bytes after the prefix every ASCII text of `uses`
    /// shares, the first most significant, and zeros past the text's end, so a text that
    /// stops sooner sorts first, as `compareTexts` has it. Bundle ids share a long prefix
    /// (`com.example.`), which the bytes after it tell apart.
    package static func textKeys(_ uses: [(brand: Int32, value: Int32)], in summaries: [BrandSummary]) -> [UInt64] {
        func asciiBytes<Result>(_ use: (brand: Int32, value: Int32), _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
            // Read where they stand: a copy of the value would copy its key too, and a method
            // called on the summary copied the whole summary for the call.
            guard summaries[Int(use.brand)].values[Int(use.value)].isASCII else { return nil }
            return withBytes(of: summaries[Int(use.brand)].values[Int(use.value)].text, in: summaries[Int(use.brand)].storage, body)
        }
        // The prefix shared: as long as the first ASCII text, then cut at each mismatch.
        var first: [UInt8]?
        var shared = 0
        for use in uses {
            asciiBytes(use) { bytes in
                guard let reference = first else {
                    first = Array(bytes)
                    shared = bytes.count
                    return
                }
                var length = 0
                while length < min(shared, bytes.count) && reference[length] == bytes[length] { length += 1 }
                shared = length
            }
        }
        return uses.map { use in
            asciiBytes(use) { bytes in
                var key: UInt64 = 0
                for offset in shared..<shared + 8 {
                    key = key << 8 | UInt64(offset < bytes.count ? bytes[offset] : 0)
                }
                return key
            } ?? noTextKey
        }
    }
}

extension BrandSummary {
    /// Keeps, with each value a brand file sets, the text of its line; `lines` reads the
    /// asked lines of one file of the brand's chain (nothing for any other file), once per file.
    /// The summary is kept from here to the end of the run, so its lists and its string are
    /// made again here at the size they hold (grown a piece at a time, they keep room to
    /// spare), and what only adding environments needed is dropped. Called once, last.
    mutating func keepLines(_ lines: (_ file: SourceFileID, _ numbers: [Int]) -> [Int: String]) {
        // A brand's few values lie in a file or two: lists searched in order, not tables.
        var asked: [LinesOfFile] = []
        func ask(_ line: Int, of file: SourceFileID) {
            if let index = asked.firstIndex(where: { $0.file == file }) {
                let count = asked[index].numbers.count
                let found = count <= PlaceTable<Int>.scanLimit ? asked[index].numbers.contains(line)
                    : asked[index].places.first(line, among: count) { [numbers = asked[index].numbers] in numbers[$0] } != nil
                if !found {
                    asked[index].numbers.append(line)
                    asked[index].places.appended(line, at: count)
                }
            } else {
                asked.append(LinesOfFile(file: file, numbers: [line]))
            }
        }
        for value in values where value.line == nil { ask(value.location.line, of: value.location.fileID) }
        for name in names where name.line == nil { ask(name.location.line, of: name.location.fileID) }
        // An inherited value's problem is reported at the brand's own first line.
        let needsFirstLine = firstLine == nil && values.contains { $0.location.fileID != file }
        if needsFirstLine { ask(1, of: file) }
        // The lines first, each once however many values it sets, then each value's text that
        // its line does not hold: a text set in its own line, nearly every one, points into
        // that line and takes no room of its own.
        var kept: [UInt8] = []
        for asking in asked.sorted(by: { $0.file.name < $1.file.name }) {
            let found = lines(asking.file, asking.numbers)
            var spans: [(number: Int, span: Span)] = []
            var places = PlaceTable<Int>()
            func keep(_ number: Int) -> Span? {
                let known = spans.count <= PlaceTable<Int>.scanLimit ? spans.firstIndex(where: { $0.number == number })
                    : places.first(number, among: spans.count) { [spans] in spans[$0].number }
                if let known { return spans[known].span }
                guard let text = found[number] else { return nil }
                let span = Span(start: Int32(kept.count), count: Int32(text.utf8.count))
                kept += text.utf8
                spans.append((number, span))
                places.appended(number, at: spans.count - 1)
                return span
            }
            for index in values.indices where values[index].location.fileID == asking.file {
                values[index].line = keep(values[index].location.line)
            }
            for index in names.indices where names[index].location.fileID == asking.file {
                names[index].line = keep(names[index].location.line)
            }
            if needsFirstLine, asking.file == file { firstLine = keep(1) }
        }
        var total = kept.count
        var texts: [Span] = []
        for index in values.indices {
            let text = values[index].text
            if let line = values[index].line, let offset = withBytes(of: text, { Self.offset(of: $0, in: kept, span: line) }) {
                values[index].text = Span(start: line.start + Int32(offset), count: text.count)
            } else {
                texts.append(text)
                values[index].text = Span(start: Int32(total), count: text.count)
                total += Int(text.count)
            }
        }
        // Made anew rather than appended to: appending to an empty string or list adopts the
        // other's block, room to spare and all.
        storage = String(unsafeUninitializedCapacity: total) { buffer in
            var end = buffer.initialize(fromContentsOf: kept)
            for text in texts { end = withBytes(of: text) { buffer[end...].initialize(fromContentsOf: $0) } }
            return end
        }
        values = values.withUnsafeBufferPointer { Array($0) }
        names = names.withUnsafeBufferPointer { Array($0) }
        // Only `add` reads them, environment by environment; no environment comes after this.
        plainEnvironments = PlainEnvironments()
        valuePlaces = PlaceTable()
        namePlaces = PlaceTable()
    }
}

extension BrandSummary {
    /// Where `text` first stands within the bytes of `lines` at `span`, from the span's start.
    fileprivate static func offset(of text: UnsafeBufferPointer<UInt8>, in lines: [UInt8], span: Span) -> Int? {
        guard let needle = text.baseAddress, let first = text.first, text.count <= Int(span.count) else { return nil }
        return lines.withUnsafeBytes { bytes -> Int? in
            guard let line = bytes.baseAddress?.advanced(by: Int(span.start)) else { return nil }
            // Each place the first byte stands, by memchr, then the rest compared there.
            var offset = 0
            while offset + text.count <= Int(span.count) {
                guard let found = memchr(line + offset, Int32(first), Int(span.count) - offset) else { return nil }
                offset = line.distance(to: UnsafeRawPointer(found))
                guard offset + text.count <= Int(span.count) else { return nil }
                if memcmp(line + offset, needle, text.count) == 0 { return offset }
                offset += 1
            }
            return nil
        }
    }

    /// How many bytes the summary's texts and lines take together: what it keeps of them.
    var storedByteCount: Int { storage.utf8.count }
}

/// The lines of one file that a summary's values are set on.
private struct LinesOfFile {
    let file: SourceFileID
    var numbers: [Int]
    var places = PlaceTable<Int>()

    init(file: SourceFileID, numbers: [Int]) {
        self.file = file
        self.numbers = numbers
    }
}

/// Where the first element of a growing list with a key stands, for a list searched each
/// time it might grow: its owner scans it while it holds up to `scanLimit` elements, as nearly
/// every brand's do (no table made, no key built), and looks it up here once it holds more,
/// so a brand file that sets tens of thousands of values costs time linear in them.
struct PlaceTable<Key: Hashable & Sendable>: Sendable {
    static var scanLimit: Int { 16 }
    private var table: [Key: Int] = [:]

    /// The first of the list's `count` elements (more than `scanLimit`) whose key is `key`;
    /// `keyAt` gives an element's key, read once per element when the table is made.
    mutating func first(_ key: Key, among count: Int, keyAt: (Int) -> Key) -> Int? {
        if table.isEmpty {
            table.reserveCapacity(count * 2)
            for index in 0..<count where table[keyAt(index)] == nil { table[keyAt(index)] = index }
        }
        return table[key]
    }

    /// Says that the element at `index`, just appended, has `key`.
    mutating func appended(_ key: Key, at index: Int) {
        if !table.isEmpty, table[key] == nil { table[key] = index }
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
            for name in summary.names where files.contains(name.location.file) {
                if let line = name.line.map({ String(summary.stored($0)) }) { excerpts[name.location.file, default: [:]][name.location.line] = line }
            }
            if files.contains(summary.file.name), let line = summary.ownFirstLine() {
                excerpts[summary.file.name, default: [:]][1] = line
            }
        }
        return excerpts
    }
}

/// Environments of one run, by their index in its list. A summary is kept for every brand
/// until the run ends, so this is a word of bits, not an array of names per value: at 10,000
/// brands the arrays were a fifth of what validation kept.
package struct EnvironmentSet: Sendable, Hashable {
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

    func isSubset(of other: EnvironmentSet) -> Bool {
        bits & ~other.bits == 0 && beyond.allSatisfy(other.beyond.contains)
    }

    func contains(_ index: Int) -> Bool {
        (0..<64).contains(index) ? bits & (1 << UInt64(index)) != 0 : beyond.contains(index)
    }

    /// The first `count` environments of the run.
    static func first(_ count: Int) -> EnvironmentSet {
        var set = EnvironmentSet()
        for index in 0..<count { set.insert(index) }
        return set
    }
}

/// A key the cross-brand rules compare (`bundleId`, `ios.appGroups`), split into its keys
/// once for the run: splitting it for every brand in every environment cost more than the
/// lookups.
package struct SummaryKey: Sendable {
    package let key: String
    /// The top-level key, and the keys below it.
    let top: String
    let below: [String]
    /// True when the values are compared without case: the summary keeps them lower-cased.
    let foldsCase: Bool
    /// True when the names of a mapping are compared, not its values: each brand's colours
    /// images and font roles, which become the names of every flavor's `R`.
    let comparesNames: Bool
    /// `top` as a set of top-level keys.
    let topKeys: TopLevelKeys

    /// The keys whose values mean the same in any case: URL schemes (RFC 3986, section 3.1;
    /// iOS opens `GLOBEX://` with the app that claims `globex`) and host names (RFC 4343).
    static let caseInsensitive: Set<String> = ["ios.urlSchemes", "android.urlSchemes", "ios.associatedDomains", "android.appLinks"]

    /// The mappings whose names, not values, are compared across brands.
    static let names: Set<String> = ["colors", "images", "fonts"]

    package init(_ key: String) {
        self.key = key
        foldsCase = Self.caseInsensitive.contains(key)
        comparesNames = Self.names.contains(key)
        let parts = key.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        top = parts.first ?? key
        below = Array(parts.dropFirst())
        topKeys = .key(top)
    }
}

/// For each summary key, the first environment added whose overlays leave it alone, by the
/// key's position in the list `add` walks: found without a search (a search of the keys cost
/// some 180 instructions a key and environment, more than the values it spared). The key is
/// kept beside it, so a call with another list of keys finds none rather than another's.
private struct PlainEnvironments {
    private var keys: [String] = []
    /// -1 where no environment was added yet.
    private var environments: [Int] = []

    func environment(of key: String, at position: Int) -> Int? {
        guard position < keys.count, environments[position] >= 0, Self.sameKey(keys[position], key) else { return nil }
        return environments[position]
    }

    /// Makes a place for each of `count` keys, once: the first environment added.
    mutating func makeRoom(for count: Int) {
        guard keys.isEmpty else { return }
        keys = Array(repeating: "", count: count)
        environments = Array(repeating: -1, count: count)
    }

    /// Records `environment` for `key` at `position`, unless another key or environment was first.
    mutating func add(_ key: String, _ environment: Int, at position: Int) {
        guard position < keys.count, environments[position] < 0 else { return }
        keys[position] = key
        environments[position] = environment
    }

    /// True when two of the run's summary keys are one: nearly always the same string, which
    /// `==` tells by its bits. Lengths first: the keys are the rules' ASCII key paths, and no
    /// ASCII text equals another of another length (only texts beyond ASCII can be equal, as
    /// Swift compares them, with other bytes).
    static func sameKey(_ one: String, _ two: String) -> Bool {
        one.utf8.count == two.utf8.count && one == two
    }
}
