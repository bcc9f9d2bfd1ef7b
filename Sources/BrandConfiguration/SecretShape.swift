import BrandCore
import Foundation

/// What a secret looks like: the prefixes providers give their keys, or a long random token
/// under a key whose name says it is one.
package enum SecretShape {
    /// The kind of secret `value` looks like, or nil.
    package static func kind(of value: String, key: String?) -> String? {
        // Asked of every text value, most of them shorter than any secret: those are passed
        // over by their length, which a native string knows.
        guard value.utf8.count >= shortest else { return nil }
        let found = value.withUTF8Bytes(knownPrefix)
        if let found { return found }
        guard let key, namesSecret(key) else { return nil }
        let bytes = Array(value.utf8)
        // Random tokens mix letters and digits; words joined by '-' (card-payments-enabled) do not.
        guard bytes.count >= shortestRandomToken, !bytes.contains(where: { $0 == 0x20 }),
              bytes.contains(where: \.isASCIIDigit), bytes.contains(where: \.isASCIILetter),
              entropyBitsPerByte(bytes) >= 3.5
        else { return nil }
        return "a secret under a key named like one"
    }

    private struct Prefix {
        let text: [UInt8]
        let kind: String
        /// How many token characters must follow.
        let minimum: Int
        let allowsDashes: Bool
    }

    private static let prefixes: [Prefix] = [
        Prefix(text: Array("AKIA".utf8), kind: "an AWS access key", minimum: 16, allowsDashes: false),
        Prefix(text: Array("ASIA".utf8), kind: "an AWS access key", minimum: 16, allowsDashes: false),
        Prefix(text: Array("sk_live_".utf8), kind: "a Stripe secret key", minimum: 10, allowsDashes: false),
        Prefix(text: Array("rk_live_".utf8), kind: "a Stripe restricted key", minimum: 10, allowsDashes: false),
        Prefix(text: Array("AIza".utf8), kind: "a Google API key", minimum: 30, allowsDashes: true),
        Prefix(text: Array("ghp_".utf8), kind: "a GitHub token", minimum: 30, allowsDashes: false),
        Prefix(text: Array("github_pat_".utf8), kind: "a GitHub token", minimum: 30, allowsDashes: false),
        // PEM's armour of every private key: PKCS #8 (an App Store Connect .p8), EC, RSA, OpenSSH.
        Prefix(text: Array("PRIVATE KEY-----".utf8), kind: "a private key", minimum: 0, allowsDashes: false),
    ]

    /// The fewest bytes of a random token under a key named like a secret.
    private static let shortestRandomToken = 20

    /// The fewest bytes a known prefix with its token takes.
    private static let shortestPrefixed = prefixes.map { $0.text.count + $0.minimum }.min() ?? 0

    /// The fewest bytes of any value `kind(of:key:)` can find a secret in.
    package static let shortest = min(shortestPrefixed, shortestRandomToken)

    /// By a prefix's first two bytes (`first << 8 | second`), one bit each: could some prefix
    /// start where they stand. A table, so the scan neither hashes nor loops over the prefixes
    /// per byte; a URL's bytes (`s` of `https`, `r`, `g`) often start a prefix, rarely two of its bytes.
    private static let firstTwoBytes: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 1 << 10)
        for prefix in prefixes {
            precondition(prefix.text.count >= 2, "a key prefix has at least two bytes")
            let pair = Int(prefix.text[0]) << 8 | Int(prefix.text[1])
            bits[pair >> 6] |= 1 << UInt64(pair & 63)
        }
        return bits
    }()

    /// The kind of the first known key prefix in `bytes`, in one pass: a prefix is tried only
    /// where its first two bytes stand, and only where a prefix and its token still fit.
    private static func knownPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count >= shortestPrefixed else { return nil }
        return firstTwoBytes.withUnsafeBufferPointer { table in
            for start in 0...(bytes.count - shortestPrefixed) {
                let pair = Int(bytes[start]) << 8 | Int(bytes[start + 1])
                guard table[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { continue }
                for index in prefixes.indices where matches(prefixes[index], in: bytes, at: start) {
                    return prefixes[index].kind
                }
            }
            return nil
        }
    }

    /// True when `prefix` stands at `start`, followed by at least its minimum of token bytes.
    private static func matches(_ prefix: Prefix, in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let end = start + prefix.text.count
        guard end + prefix.minimum <= bytes.count, bytes[start..<end].elementsEqual(prefix.text) else { return false }
        var run = 0
        while end + run < bytes.count, run < prefix.minimum, isTokenByte(bytes[end + run], dashes: prefix.allowsDashes) { run += 1 }
        return run >= prefix.minimum
    }

    private static func isTokenByte(_ byte: UInt8, dashes: Bool) -> Bool {
        byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_") || (dashes && byte == UInt8(ascii: "-"))
    }

    /// True when one of the key's words (camelCase or snake_case) is key, token, secret or password.
    package static func namesSecret(_ key: String) -> Bool {
        // Asked of every text value's key: a byte scan without allocating first, and words
        // only for the few keys that hold one of the words' letters at all. A word is tried
        // only where its first letter stands, so each byte is looked at about once.
        let mayName = key.withUTF8Bytes(holdsSecretWord)
        guard mayName else { return false }
        return SnakeCase.from(key).split(separator: "_").contains { ["key", "token", "secret", "password", "apikey"].contains($0) }
    }

    /// True when one of `secretWords` stands in `bytes`, in any case.
    private static func holdsSecretWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for start in bytes.indices {
            let first = bytes[start] | 0x20
            guard startsSecretWord[Int(first)] else { continue }
            for word in secretWords where word.first == first
                && bytes[start...].prefix(word.count).equalsIgnoringASCIICase(word) { return true }
        }
        return false
    }

    private static let secretWords: [[UInt8]] = ["key", "token", "secret", "password"].map { Array($0.utf8) }

    /// By byte: does some word of `secretWords` start with it. Made from the words, so a
    /// word added there is looked for without a second list to keep.
    private static let startsSecretWord: [Bool] = (0...255).map { byte in secretWords.contains { $0.first == UInt8(byte) } }

    /// Shannon entropy: random base64 is about 6 bits a byte, English words about 3 to 4, over a short string less.
    package static func entropyBitsPerByte(_ bytes: [UInt8]) -> Double {
        var counts = [Int](repeating: 0, count: 256)
        for byte in bytes { counts[Int(byte)] += 1 }
        let total = Double(bytes.count)
        return counts.reduce(0.0) { sum, count in
            guard count > 0 else { return sum }
            let p = Double(count) / total
            return sum - p * log2(p)
        }
    }
}
