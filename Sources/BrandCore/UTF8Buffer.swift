/// Text built as UTF-8 bytes and made a `String` once, at the end. A JSON document or a
/// property list is thousands of small pieces; `String +=` checks and regrows the string for
/// each one, where appending to a byte array is a copy. It was a third of `bundle`'s work.
package struct UTF8Buffer {
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    package mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    package mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: run)
    }

    /// Fixed markup (`"<dict>\n"`), copied from the binary without going through a `String`.
    package mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `count` copies of `byte`: an indentation.
    package mutating func append(_ byte: UInt8, times count: Int) {
        bytes.append(contentsOf: repeatElement(byte, count: max(count, 0)))
    }

    /// The text. Every piece came from a `String`, whole or cut at an ASCII byte, so the
    /// bytes are valid UTF-8 and decode unchanged.
    package var string: String { String(decoding: bytes, as: UTF8.self) }
}
