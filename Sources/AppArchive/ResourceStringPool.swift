/// A string pool chunk (`ResStringPool_header`) of Android's binary resource formats, as
/// binary XML and `resources.arsc` hold them: UTF-8 or UTF-16 strings, found by index.
struct ResourceStringPool {
    private var strings: [String] = []

    static let chunkType: UInt16 = 0x0001

    /// Reads the pool whose chunk starts at `start`.
    init(_ reader: ByteReader, at start: Int) throws(AppArchiveError) {
        guard reader.u16(start) == Self.chunkType, let headerSize = reader.u16(start + 2), let size = reader.int(start + 4),
              let count = reader.int(start + 8), let flags = reader.u32(start + 16), let stringsStart = reader.int(start + 20),
              size <= reader.count - start, count <= size / 4
        else { throw AppArchiveError("a string pool is damaged") }
        let utf8 = flags & 0x100 != 0
        strings.reserveCapacity(count)
        for index in 0..<count {
            guard let offset = reader.int(start + Int(headerSize) + index * 4) else { throw AppArchiveError("a string pool's offsets are damaged") }
            let at = start + stringsStart + offset
            guard at < start + size, let string = utf8 ? Self.utf8String(reader, at) : Self.utf16String(reader, at) else {
                throw AppArchiveError("string \(index) of a string pool is damaged")
            }
            strings.append(string)
        }
    }

    subscript(index: UInt32) -> String? {
        index == 0xFFFF_FFFF || Int(index) >= strings.count ? nil : strings[Int(index)]
    }

    /// A length of one or two units: the high bit of the first says two.
    private static func utf8Length(_ reader: ByteReader, _ at: Int) -> (Int, Int)? {
        guard let first = reader.u8(at) else { return nil }
        if first & 0x80 == 0 { return (Int(first), 1) }
        guard let second = reader.u8(at + 1) else { return nil }
        return (Int(first & 0x7F) << 8 | Int(second), 2)
    }

    private static func utf8String(_ reader: ByteReader, _ at: Int) -> String? {
        guard let (_, skip) = utf8Length(reader, at), let (length, width) = utf8Length(reader, at + skip),
              let bytes = reader.slice(at + skip + width, length) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func utf16String(_ reader: ByteReader, _ at: Int) -> String? {
        guard let first = reader.u16(at) else { return nil }
        var length = Int(first), start = at + 2
        if first & 0x8000 != 0 {
            guard let second = reader.u16(at + 2) else { return nil }
            length = Int(first & 0x7FFF) << 16 | Int(second)
            start = at + 4
        }
        guard length <= (reader.count - start) / 2 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(length)
        for index in 0..<length {
            guard let unit = reader.u16(start + index * 2) else { return nil }
            units.append(unit)
        }
        return String(decoding: units, as: UTF16.self)
    }
}
