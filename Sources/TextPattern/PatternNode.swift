/// A parsed pattern, before it is compiled.
indirect enum PatternNode: Sendable {
    case empty
    /// One scalar from the set.
    case scalar(ScalarSet)
    /// `^`: the start of the value.
    case start
    /// `$`: the end of the value.
    case end
    case sequence([PatternNode])
    case alternation([PatternNode])
    /// `max` nil: no upper bound.
    case repetition(PatternNode, min: Int, max: Int?)
}

/// A set of Unicode scalars as sorted, disjoint, non-adjacent ranges of scalar values.
struct ScalarSet: Sendable, Equatable {
    private(set) var ranges: [ClosedRange<UInt32>]

    init(_ ranges: [ClosedRange<UInt32>]) {
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
    }

    init(_ scalar: Unicode.Scalar) { self.init([scalar.value...scalar.value]) }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        for range in ranges {
            if value < range.lowerBound { return false }
            if value <= range.upperBound { return true }
        }
        return false
    }

    /// Every scalar value not in the set.
    var inverted: ScalarSet {
        var out: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { out.append(next...(range.lowerBound - 1)) }
            next = range.upperBound + 1
        }
        if next <= 0x10FFFF { out.append(next...0x10FFFF) }
        return ScalarSet(out)
    }

    func union(_ other: ScalarSet) -> ScalarSet { ScalarSet(ranges + other.ranges) }

    static let digit = ScalarSet([0x30...0x39])
    static let word = ScalarSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    /// ECMA-262's WhiteSpace and LineTerminator.
    static let space = ScalarSet([0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
                                  0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF])
    /// `.`: anything but a line terminator.
    static let dot = ScalarSet([0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029]).inverted
}
