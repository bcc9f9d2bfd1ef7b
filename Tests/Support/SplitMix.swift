/// SplitMix64: small, fast and seeded.
package struct SplitMix: RandomNumberGenerator {
    package var state: UInt64
    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound.
    package mutating func next(_ bound: Int) -> Int {
        Int(next() % UInt64(max(1, bound)))
    }
}
