/// A short, fixed list of names found by a text a file wrote: enum cases written by name
/// (section kinds, social networks), a brand body's top-level fields. A name is found as
/// Swift's `==` finds it, in fewer instructions than a string switch or `firstIndex(of:)`:
/// for ASCII text, equal means the same bytes, so a name of another length is passed over
/// without a comparison. Not generic: a generic helper runs unspecialised from other modules.
package struct NameList: Sendable {
    private let names: [String]

    package init(_ names: [String]) {
        precondition(Set(names).count == names.count, "a name list holds each name once")
        self.names = names
    }

    /// The position of `text` in the list, compared as Swift compares strings.
    /// The names are distinct as Swift compares them, so at most one is equal to `text`.
    package func position(of text: String) -> Int? {
        let length = text.utf8.count
        if let found = names.indices.first(where: { names[$0].utf8.count == length && names[$0] == text }) { return found }
        // Text beyond ASCII can equal a name of another length (the Kelvin sign is `K`).
        return text.withUTF8Bytes({ $0.isASCII }) ? nil : names.firstIndex(of: text)
    }
}
