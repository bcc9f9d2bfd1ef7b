/// A short, fixed list of names found by a text a file wrote: enum cases written by name
/// (section kinds, social networks), a brand body's top-level fields. A name is found as
/// Swift's `==` finds it, in fewer instructions than a string switch or `firstIndex(of:)`:
/// for ASCII text, equal means the same bytes, so a name of another length is passed over
/// without a comparison. Not generic: a generic helper runs unspecialised from other modules.
package struct NameList: Sendable {
    private let names: [String]

    package init(_ names: [String]) {
        self.names = names
    }

    /// The position of `text` in the list, compared as Swift compares strings.
    package func position(of text: String) -> Int? {
        let length = text.utf8.count
        // Text beyond ASCII can equal a name of another length (the Kelvin sign is `K`).
        guard text.withUTF8Bytes({ $0.isASCII }) else { return names.firstIndex(of: text) }
        return names.indices.first { names[$0].utf8.count == length && names[$0] == text }
    }
}
