import BrandCore

/// SHA-256 (FIPS 180-4), for bundle manifests and the inputs hash that makes bundling
/// incremental. brandkit hashes a few small files per bundle; a dependency that compiles a
/// whole cryptography library for this would triple the cold build. Checked against the
/// NIST example vectors and the system's `sha256sum` in the tests.
package struct SHA256 {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
    /// Bytes not yet hashed: always fewer than one 64-byte block.
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    package init() {
        pending.reserveCapacity(64)
    }

    /// The digest of `bytes` as 64 lowercase hex digits.
    package static func hex(_ bytes: some Sequence<UInt8>) -> String {
        var hasher = SHA256()
        hasher.update(Array(bytes))
        return hasher.finalizeHex()
    }

    package mutating func update(_ bytes: [UInt8]) {
        length &+= UInt64(bytes.count)
        var start = 0
        if !pending.isEmpty {
            let taken = min(64 - pending.count, bytes.count)
            pending += bytes[0..<taken]
            start = taken
            guard pending.count == 64 else { return }
            pending.withUnsafeBufferPointer { compress($0, at: 0) }
            pending.removeAll(keepingCapacity: true)
        }
        bytes.withUnsafeBufferPointer { buffer in
            while start + 64 <= buffer.count {
                compress(buffer, at: start)
                start += 64
            }
        }
        pending += bytes[start...]
    }

    /// The digest as 64 lowercase hex digits, eight for each of the state's words.
    package mutating func finalizeHex() -> String {
        finish()
        return words.map { Hex.digits($0, width: 8, uppercase: false) }.joined()
    }

    /// The 32-byte digest.
    package mutating func finalize() -> [UInt8] {
        finish()
        return words.flatMap { word in stride(from: 24, through: 0, by: -8).map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
    }

    /// The state's eight words, first to last: once `finish` has run, the digest.
    private var words: [UInt32] { [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] }

    /// Pads the message as FIPS 180-4 §5.1.1 says and hashes the last block or two: the
    /// state is then the digest. The padding is laid out in one buffer of the final size,
    /// not grown a byte at a time (which cost more than hashing a small file).
    private mutating func finish() {
        let bits = length &* 8
        // 0x80, zeros up to 8 bytes short of a block's end, then the length in bits, big-endian.
        let count = pending.count < 56 ? 64 : 128
        var tail = [UInt8](repeating: 0, count: count)
        tail.withUnsafeMutableBufferPointer { tail in
            for index in pending.indices { tail[index] = pending[index] }
            tail[pending.count] = 0x80
            for byte in 0..<8 { tail[count - 1 - byte] = UInt8(truncatingIfNeeded: bits >> UInt64(8 * byte)) }
            let blocks = UnsafeBufferPointer(tail)
            for offset in stride(from: 0, to: count, by: 64) { compress(blocks, at: offset) }
        }
        pending.removeAll()
    }

    /// One 64-byte block into the state (§6.2.2). The message schedule lives on the stack:
    /// a heap array per block made hashing a no-op bundle run's files several times slower.
    private mutating func compress(_ block: UnsafeBufferPointer<UInt8>, at offset: Int) {
        let digest = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for t in 0..<16 {
                let i = offset + t * 4
                w[t] = UInt32(block[i]) << 24 | UInt32(block[i + 1]) << 16 | UInt32(block[i + 2]) << 8 | UInt32(block[i + 3])
            }
            for t in 16..<64 {
                let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
                let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = state
            Self.k.withUnsafeBufferPointer { k in
                for t in 0..<64 {
                    let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                    let choice = (e & f) ^ (~e & g)
                    let t1 = h &+ s1 &+ choice &+ k[t] &+ w[t]
                    let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = s0 &+ majority
                    (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
                }
            }
            return (a, b, c, d, e, f, g, h)
        }
        state = (state.0 &+ digest.0, state.1 &+ digest.1, state.2 &+ digest.2, state.3 &+ digest.3,
                 state.4 &+ digest.4, state.5 &+ digest.5, state.6 &+ digest.6, state.7 &+ digest.7)
    }

    private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes (§4.2.2).
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
}
