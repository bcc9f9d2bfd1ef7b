import Foundation

/// Byte classes for texts checked by their UTF-8 bytes. `Character.isLetter` and friends ask
/// Unicode's tables, which costs far more than a range test and accepts letters that bundle
/// ids, URLs and e-mail addresses do not.
extension UInt8 {
    @inlinable package var isASCIILowercase: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) }
    @inlinable package var isASCIILetter: Bool { (self | 0x20).isASCIILowercase }
    @inlinable package var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    @inlinable package var isASCIIHexDigit: Bool { asciiHexDigitValue != nil }
    /// The value of an ASCII hex digit (`0`-`9`, `a`-`f`, `A`-`F`); nil for any other byte.
    @inlinable package var asciiHexDigitValue: UInt8? {
        if isASCIIDigit { return self - UInt8(ascii: "0") }
        let lowercase = self | 0x20
        return (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(lowercase) ? lowercase - UInt8(ascii: "a") + 10 : nil
    }
}

// Inlinable: other modules would otherwise call these unspecialised, a witness call per byte.
extension Sequence<UInt8> {
    /// Every byte is ASCII: the text can be walked byte by byte as characters.
    @inlinable package var isASCII: Bool { allSatisfy { $0 < 0x80 } }
}

extension Collection<UInt8> {
    /// The same bytes as `lowercase` (lowercase ASCII text), ASCII letters here in either
    /// case: a URL's scheme or host, a word in a key.
    @inlinable package func equalsIgnoringASCIICase(_ lowercase: some Collection<UInt8>) -> Bool {
        count == lowercase.count && zip(self, lowercase).allSatisfy { $0 == $1 || ($0.isASCIILetter && $0 | 0x20 == $1) }
    }
}

extension String {
    /// Calls `body` with the text's UTF-8 bytes in place. Walking `utf8` byte by byte costs
    /// an index step per byte; a buffer is read like an array. Native strings are contiguous,
    /// so nothing is copied.
    @inlinable package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        // Read in place when the bytes are there; only a bridged or shared string is copied.
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = self
        return try text.withUTF8(body)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The bytes are exactly `text`'s.
    @inlinable package func equals(_ text: StaticString) -> Bool {
        equals(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The same bytes as `other`, compared by `memcmp`: `elementsEqual` steps two iterators,
    /// dozens of instructions a byte.
    @inlinable package func equals(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count, let start = baseAddress, let otherStart = other.baseAddress else { return count == other.count }
        return memcmp(start, otherStart, count) == 0
    }
}

extension String {
    /// The text these UTF-8 bytes spell, made in place: the same validation and repair as
    /// `String(decoding:as:)`, which for a short text took twice the instructions. `public`
    /// and inlinable, so the loader's call for every scalar is inlined into its module (a
    /// `package` body would stay a call).
    @inlinable public init(utf8Bytes bytes: UnsafeBufferPointer<UInt8>) {
        self.init(unsafeUninitializedCapacity: bytes.count) { $0.initialize(fromContentsOf: bytes) }
    }
}
