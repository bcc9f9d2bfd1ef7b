import BrandCore

/// Which property lists a Firebase SDK reads: binary (`bplist00`) or XML, and XML only with the
/// characters XML 1.0 allows, raw or as references. Foundation on Linux reads more (OpenStep
/// text, `&#27;`), so its word alone would let through a file the app cannot load.
enum PropertyListForm {
    /// Why `bytes` is not a binary or well-formed XML property list, as a phrase, or nil.
    static func problem(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: Array("bplist00".utf8)) { return nil }
        guard String(validating: bytes, as: UTF8.self) != nil else { return "is not a binary property list, nor XML in UTF-8" }
        let text = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard text.starts(with: Array("<?xml".utf8)) || text.starts(with: Array("<!DOCTYPE".utf8)) || text.starts(with: Array("<plist".utf8)) else {
            return "is not an XML or binary property list (an OpenStep text plist, say), which Firebase's SDK does not read"
        }
        if let control = bytes.first(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) {
            return "holds the control character U+\(Hex.digits(control, width: 4)), which XML does not allow"
        }
        var index = bytes.startIndex
        while let ampersand = bytes[index...].firstIndex(of: UInt8(ascii: "&")) {
            index = ampersand + 1
            guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "#") else { continue }
            let digits = bytes[(index + 1)...].prefix { $0 != UInt8(ascii: ";") }.prefix(10)
            let hex = digits.first == UInt8(ascii: "x")
            let number = UInt32(String(decoding: hex ? digits.dropFirst() : digits[...], as: UTF8.self), radix: hex ? 16 : 10)
            guard let number, allowed(number) else {
                return "refers to a character XML does not allow (&#\(DiagnosticText.value(String(decoding: digits, as: UTF8.self)));)"
            }
        }
        return nil
    }

    /// XML 1.0's `Char` production.
    private static func allowed(_ scalar: UInt32) -> Bool {
        scalar == 0x9 || scalar == 0xA || scalar == 0xD || (0x20...0xD7FF).contains(scalar)
            || (0xE000...0xFFFD).contains(scalar) || (0x10000...0x10FFFF).contains(scalar)
    }
}
