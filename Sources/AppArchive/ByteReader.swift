/// Little-endian reads from a byte buffer that never trap: every read past the end returns
/// nil, so a truncated or forged file is an error, never a crash.
struct ByteReader {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var count: Int { bytes.count }

    func u8(_ offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    func u16(_ offset: Int) -> UInt16? {
        guard offset >= 0, offset <= bytes.count - 2 else { return nil }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    func u32(_ offset: Int) -> UInt32? {
        guard offset >= 0, offset <= bytes.count - 4 else { return nil }
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    /// `u32` as an offset or a count: nil past the end, or beyond what an Int holds here.
    func int(_ offset: Int) -> Int? { u32(offset).map(Int.init) }

    func slice(_ offset: Int, _ length: Int) -> ArraySlice<UInt8>? {
        guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else { return nil }
        return bytes[offset..<(offset + length)]
    }
}

extension ByteReader {
    /// A little-endian 64-bit length as an Int: nil past the end, or beyond what fits in the buffer.
    func length64(_ offset: Int) -> Int? {
        guard let low = u32(offset), let high = u32(offset + 4), high == 0, Int(low) <= count else { return nil }
        return Int(low)
    }
}
