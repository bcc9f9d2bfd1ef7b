/// A syntax check of JSON exactly as RFC 8259 writes it, for files brandkit copies to a tool
/// with a strict reader (the Google services Gradle plugin): UTF-8 without a byte order mark,
/// no trailing commas, no comments, no control characters inside strings, one value. Foundation's
/// reader is more forgiving than that, so a file it takes may still break the app's build.
package enum StrictJSON {
    /// Containers may nest this deep; deeper input is refused before the stack could be.
    package static let maxDepth = 512

    /// Why the bytes are not strict JSON, with the byte offset where reading stopped, or nil.
    package static func problem(_ bytes: [UInt8]) -> (offset: Int, reason: String)? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (0, "starts with a byte order mark") }
        // UTF-16 and UTF-32 by their byte order marks, or by the zero bytes ASCII text has in them.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.prefix(4).contains(0) {
            return (0, "is not UTF-8 (UTF-16 or UTF-32, by its first bytes)")
        }
        guard String(validating: bytes, as: UTF8.self) != nil else { return (0, "is not valid UTF-8") }
        var reader = Reader(bytes: bytes)
        do throws(Failure) {
            reader.skipSpace()
            try reader.value(depth: 0)
            reader.skipSpace()
            guard reader.offset == bytes.count else { throw Failure(offset: reader.offset, reason: "has more after its value") }
            return nil
        } catch {
            return (error.offset, error.reason)
        }
    }

    struct Failure: Error {
        var offset: Int
        var reason: String
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var next: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        func fail(_ reason: String) -> Failure { Failure(offset: offset, reason: reason) }

        mutating func skipSpace() {
            while let byte = next, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
            guard next == byte else { throw fail("expects \(what)") }
            offset += 1
        }

        mutating func value(depth: Int) throws(Failure) {
            guard let byte = next else { throw fail("ends where a value should be") }
            switch byte {
            case UInt8(ascii: "{"):
                guard depth < StrictJSON.maxDepth else { throw fail("nests deeper than \(StrictJSON.maxDepth) levels") }
                offset += 1
                skipSpace()
                if next == UInt8(ascii: "}") { offset += 1; return }
                while true {
                    guard next == UInt8(ascii: "\"") else { throw fail("expects a quoted member name (a trailing comma?)") }
                    try string()
                    skipSpace()
                    try expect(UInt8(ascii: ":"), "':' after a member name")
                    skipSpace()
                    try value(depth: depth + 1)
                    skipSpace()
                    if next == UInt8(ascii: ",") { offset += 1; skipSpace(); continue }
                    try expect(UInt8(ascii: "}"), "',' or '}'")
                    return
                }
            case UInt8(ascii: "["):
                guard depth < StrictJSON.maxDepth else { throw fail("nests deeper than \(StrictJSON.maxDepth) levels") }
                offset += 1
                skipSpace()
                if next == UInt8(ascii: "]") { offset += 1; return }
                while true {
                    guard next != UInt8(ascii: "]") else { throw fail("has a trailing comma") }
                    try value(depth: depth + 1)
                    skipSpace()
                    if next == UInt8(ascii: ",") { offset += 1; skipSpace(); continue }
                    try expect(UInt8(ascii: "]"), "',' or ']'")
                    return
                }
            case UInt8(ascii: "\""): try string()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            default: throw fail("has a character no JSON value starts with")
            }
        }

        mutating func literal(_ word: String) throws(Failure) {
            let expected = Array(word.utf8)
            guard offset + expected.count <= bytes.count, bytes[offset..<offset + expected.count].elementsEqual(expected) else {
                throw fail("has a word that is not true, false or null")
            }
            offset += expected.count
        }

        mutating func string() throws(Failure) {
            offset += 1
            while let byte = next {
                switch byte {
                case UInt8(ascii: "\""): offset += 1; return
                case 0x00..<0x20: throw fail("has a control character inside a string (escape it)")
                case UInt8(ascii: "\\"):
                    offset += 1
                    guard let escaped = next else { break }
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                         UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        offset += 1
                    case UInt8(ascii: "u"):
                        offset += 1
                        for _ in 0..<4 {
                            guard let hex = next, hex.isHexDigit else { throw fail("has a \\u escape without four hex digits") }
                            offset += 1
                        }
                    default: throw fail("has an escape JSON does not define")
                    }
                default: offset += 1
                }
            }
            throw fail("ends inside a string")
        }

        mutating func number() throws(Failure) {
            func digits() -> Int {
                let start = offset
                while let byte = next, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1 }
                return offset - start
            }
            if next == UInt8(ascii: "-") { offset += 1 }
            if next == UInt8(ascii: "0") {
                offset += 1
            } else if digits() == 0 {
                throw fail("has a number without digits")
            }
            if next == UInt8(ascii: ".") {
                offset += 1
                guard digits() > 0 else { throw fail("has a number without digits after its '.'") }
            }
            if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
                offset += 1
                if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { offset += 1 }
                guard digits() > 0 else { throw fail("has a number without digits in its exponent") }
            }
        }
    }
}

private extension UInt8 {
    var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
