/// A CLDR plural category: which form of a text a count picks.
package enum PluralCategory: String, CaseIterable, Sendable, Comparable {
    case zero, one, two, few, many, other

    /// CLDR's order, which `.stringsdict` and `<plurals>` follow too.
    private var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }
}
