/// A short, fixed list of names found by a text a file wrote: enum cases written by name
/// (section kinds, social networks), a brand body's top-level fields. A name is found as
/// Swift's `==` finds it, in fewer instructions than a string switch or `firstIndex(of:)`:
/// for ASCII text, equal means the same bytes, so a name of another length is passed over
/// without a comparison. Not generic: a generic helper runs unspecialised from other modules.
package struct NameList: Sendable {
    private let names: [String]
    /// The positions of the names, shortest first: those of UTF-8 length `n` are
    /// `byLength[firstOfLength[n]..<firstOfLength[n + 1]]`. Flat lists, so a lookup compares
    /// only the names of the text's length and copies no list out of another.
    private let byLength: [Int]
    private let firstOfLength: [Int]

    package init(_ names: [String]) {
        precondition(Set(names).count == names.count, "a name list holds each name once")
        self.names = names
        byLength = names.indices.sorted { (names[$0].utf8.count, $0) < (names[$1].utf8.count, $1) }
        let longest = names.map(\.utf8.count).max() ?? 0
        firstOfLength = (0...longest + 1).map { length in names.filter { $0.utf8.count < length }.count }
    }

    /// The position of `text` in the list, compared as Swift compares strings.
    /// The names are distinct as Swift compares them, so at most one is equal to `text`.
    package func position(of text: String) -> Int? {
        let length = text.utf8.count
        if length + 1 < firstOfLength.count {
            for slot in firstOfLength[length]..<firstOfLength[length + 1] where names[byLength[slot]] == text { return byLength[slot] }
        }
        // Text beyond ASCII can equal a name of another length (the Kelvin sign is `K`).
        return text.withUTF8Bytes({ $0.isASCII }) ? nil : names.firstIndex(of: text)
    }
}
