import BrandCore
import Testing

/// Two byte buffers are equal by `memcmp` exactly when they hold the same bytes: every pair
/// of texts from a small alphabet up to three bytes long, the empty one and a buffer with no
/// address among them, and texts equal only once normalised, which are different bytes.
@Suite struct ByteEqualityTests {
    @Test func buffersAreEqualExactlyWhenTheirBytesAre() {
        var texts: [[UInt8]] = [[]]
        var last: [[UInt8]] = [[]]
        for _ in 1...3 {
            last = last.flatMap { text in [0x00, 0x61, 0x62, 0xC3, 0xA9].map { text + [$0] } }
            texts += last
        }
        texts += [Array("café".utf8), Array("cafe\u{0301}".utf8)]
        for one in texts {
            for two in texts {
                one.withUnsafeBufferPointer { left in
                    two.withUnsafeBufferPointer { right in
                        #expect(left.equals(right) == (one == two), "\(one) \(two)")
                    }
                }
            }
        }
        let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        #expect(none.equals(none))
        [UInt8]().withUnsafeBufferPointer { empty in #expect(none.equals(empty) && empty.equals(none)) }
        [0x61].withUnsafeBufferPointer { one in #expect(!none.equals(one) && !one.equals(none)) }
    }
}
