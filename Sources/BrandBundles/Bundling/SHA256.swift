import BrandCore
internal import CSHA256

/// SHA-256 (FIPS 180-4), for bundle manifests and the inputs hash that makes bundling
/// incremental. A dependency that compiles a whole cryptography library for this would
/// triple the cold build, so the padding and the digest are here and the block function is
/// a small C target (`CSHA256`) that uses the processor's SHA extensions where it has them.
/// Checked against the NIST example vectors and the system's `sha256sum` in the tests, on
/// both of the block function's paths.
package struct SHA256 {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
    /// Bytes not yet hashed: always fewer than one 64-byte block.
    private var pending: [UInt8] = []
    private var length: UInt64 = 0
    /// True to run the portable block function even where the processor has SHA extensions.
    private let portable: Bool

    /// A hasher; `portable` runs the block function without the processor's SHA extensions,
    /// which only the tests ask for, to check one path against the other.
    package init(portable: Bool = false) {
        self.portable = portable
        pending.reserveCapacity(64)
    }

    /// True when this processor hashes with its SHA extensions.
    package static var usesProcessorExtensions: Bool { brandkit_sha256_accelerated() == 1 }

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
            pending.withUnsafeBufferPointer { compress($0) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = (bytes.count - start) / 64 * 64
        if whole > 0 {
            bytes.withUnsafeBufferPointer { compress(UnsafeBufferPointer(rebasing: $0[start..<start + whole])) }
            start += whole
        }
        pending += bytes[start...]
    }

    /// The digest as 64 lowercase hex digits, eight for each of the state's words, most
    /// significant first.
    package mutating func finalizeHex() -> String {
        finish()
        let words = words
        return String(unsafeUninitializedCapacity: 64) { text in
            for index in 0..<64 {
                let nibble = UInt8(truncatingIfNeeded: words[index / 8] >> UInt32(28 - 4 * (index % 8))) & 0xF
                text[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
            }
            return 64
        }
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
        }
        tail.withUnsafeBufferPointer { compress($0) }
        pending.removeAll()
    }

    /// Whole 64-byte blocks into the state (§6.2.2).
    private mutating func compress(_ blocks: UnsafeBufferPointer<UInt8>) {
        guard let base = blocks.baseAddress else { return }
        let count = blocks.count / 64
        let portable = portable
        // The tuple's eight words lie in order, as the C function reads them.
        withUnsafeMutableBytes(of: &state) { words in
            let words = words.bindMemory(to: UInt32.self).baseAddress
            if portable {
                brandkit_sha256_blocks_portable(words, base, count)
            } else {
                brandkit_sha256_blocks(words, base, count)
            }
        }
    }
}
