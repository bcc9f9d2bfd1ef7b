/// The names of an enum's cases, for enums whose cases brand files write by name (section
/// kinds, social networks). Their synthesized `init?(rawValue:)` runs a string switch, which
/// cost several times a comparison with each name. Not generic over the enum: a generic
/// helper runs unspecialised from other modules, a witness call per case.
package struct CaseNames: Sendable {
    private let names: [String]

    package init(_ names: [String]) {
        self.names = names
    }

    /// The position of `name`, compared as Swift compares strings; a length that differs
    /// rules a name out without a comparison.
    package func position(of name: String) -> Int? {
        let length = name.utf8.count
        return names.indices.first { names[$0].utf8.count == length && names[$0] == name }
    }
}
