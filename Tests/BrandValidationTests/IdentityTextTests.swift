import BrandTestSupport
@testable import BrandValidation
import Testing

/// An associated domain and a certificate fingerprint are read byte by byte
/// (`Identity.AssociatedDomain`, `Identity.isFingerprint`), not character by character: on
/// every text here, written and mutated at random, they read what the plain character-based
/// reading gives wherever that reading can be right (ASCII, where a character is a byte).
@Suite struct IdentityTextTests {
    /// The readings as they were written before: split by character.
    private static func plainDomain(_ text: String) -> (service: String, host: String, query: String?)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let rest = text[text.index(after: colon)...]
        let question = rest.firstIndex(of: "?")
        return (String(text[..<colon]), String(rest[..<(question ?? rest.endIndex)]),
                question.map { String(rest[rest.index(after: $0)...]) })
    }

    private static func plainFingerprint(_ text: String) -> Bool {
        let pairs = text.split(separator: ":", omittingEmptySubsequences: false)
        return pairs.count == 32 && pairs.allSatisfy { pair in
            pair.utf8.count == 2 && pair.utf8.allSatisfy { $0.isASCIIDigit || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) }
        }
    }

    private static let fingerprint = (0..<32).map { String(format2($0 * 7 + 3)) }.joined(separator: ":")

    private static func format2(_ value: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[(value / 16) % 16], digits[value % 16]])
    }

    /// `text` with a few bytes replaced, inserted or removed, from `alphabet`.
    private static func mutations(of text: String, alphabet: [Character], using random: inout some RandomNumberGenerator) -> [String] {
        (0..<200).map { _ in
            var characters = Array(text)
            for _ in 0...Int.random(in: 0...2, using: &random) {
                let place = Int.random(in: 0...characters.count, using: &random)
                switch Int.random(in: 0...2, using: &random) {
                case 0 where place < characters.count: characters[place] = alphabet.randomElement(using: &random)!
                case 1: characters.insert(alphabet.randomElement(using: &random)!, at: place)
                default: if place < characters.count { characters.remove(at: place) }
                }
            }
            return String(characters)
        }
    }

    @Test func anAssociatedDomainSplitsAsTheCharactersDo() {
        var random = SplitMix(seed: 86)
        let written = ["applinks:acme.example", "webcredentials:*.acme.example?mode=developer", "applinks:", ":", "a:b?", "?:x",
                       "appclips:acme.example?mode=developer+managed", "no-service.example", "applinks:a:b?c?d"]
        let texts = written + written.flatMap { Self.mutations(of: $0, alphabet: Array("a:?.*-=+"), using: &random) }
        for text in texts {
            let read = Identity.AssociatedDomain(text)
            let plain = Self.plainDomain(text)
            #expect(read?.service == plain?.service && read?.host == plain?.host && read?.query == plain?.query,
                    "\(text.debugDescription)")
        }
    }

    @Test func aFingerprintIsWhatThePairsSplitByCharacterMake() {
        var random = SplitMix(seed: 87)
        let written = [Self.fingerprint, Self.fingerprint + ":", ":" + Self.fingerprint, Self.fingerprint.lowercased(), "",
                       String(Self.fingerprint.dropLast(3)), Self.fingerprint + ":AB"]
        let texts = written + written.flatMap { Self.mutations(of: $0, alphabet: Array("09AFaG:é"), using: &random) }
        #expect(Identity.isFingerprint(Self.fingerprint))
        for text in texts {
            #expect(Identity.isFingerprint(text) == Self.plainFingerprint(text), "\(text.debugDescription)")
        }
    }
}
