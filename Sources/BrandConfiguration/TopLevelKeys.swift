import BrandCore

/// A set of top-level keys of a brand body (`BrandSchema.bodyFields`), one bit per field:
/// the keys a check read, the keys an environment's overlays set. Whether two sets meet is
/// one instruction, where lists of names compared each name with each: validation asks it
/// for every check in every environment.
///
/// A name that is no body field (which the schema leaves out of every brand) stands for
/// every key at once, so a set holding one meets every other set but the empty one.
package struct TopLevelKeys: Sendable, Equatable, ExpressibleByArrayLiteral, CustomStringConvertible {
    private var bits: UInt64 = 0

    /// The body fields' names, each standing for the bit at its position.
    private static let names = BrandSchema.bodyFields.map(\.name)
    private static let list = NameList(names)
    /// Every bit, for a name that is no body field.
    private static let unknown = UInt64.max

    package init() {}

    package init(_ names: some Sequence<String>) {
        for name in names { insert(name) }
    }

    package init(arrayLiteral names: String...) {
        self.init(names)
    }

    /// The set holding `name` alone.
    package static func key(_ name: String) -> TopLevelKeys {
        var keys = TopLevelKeys()
        keys.bits = list.position(of: name).map { 1 << UInt64($0) } ?? unknown
        return keys
    }

    package mutating func insert(_ name: String) {
        formUnion(.key(name))
    }

    package mutating func formUnion(_ other: TopLevelKeys) {
        bits |= other.bits
    }

    /// True when a key is in both sets.
    package func meets(_ other: TopLevelKeys) -> Bool {
        bits & other.bits != 0
    }

    /// The body fields in the set, in the schema's order (all of them, once a name that is
    /// no body field was added).
    package var names: [String] {
        Self.names.indices.filter { bits & (1 << UInt64($0)) != 0 }.map { Self.names[$0] }
    }

    package var description: String { "\(names)" }
}
