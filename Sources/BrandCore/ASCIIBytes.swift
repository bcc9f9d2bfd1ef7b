/// Byte classes for texts checked by their UTF-8 bytes. `Character.isLetter` and friends ask
/// Unicode's tables, which costs far more than a range test and accepts letters that bundle
/// ids, URLs and e-mail addresses do not.
extension UInt8 {
    @inlinable public var isASCIILowercase: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) }
    @inlinable public var isASCIILetter: Bool { (self | 0x20).isASCIILowercase }
    @inlinable public var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    @inlinable public var isASCIIHexDigit: Bool { isASCIIDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self | 0x20) }
}

// Inlinable: other modules would otherwise call these unspecialised, a witness call per byte.
extension Sequence<UInt8> {
    /// Every byte is ASCII: the text can be walked byte by byte as characters.
    @inlinable public var isASCII: Bool { allSatisfy { $0 < 0x80 } }
}
