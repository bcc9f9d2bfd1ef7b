import CPNG

/// What a brand's PNG file is: its size and whether it carries alpha, read from its header
/// before any pixel is decoded (so a decompression bomb is refused for free), then proven
/// whole by decoding every pixel with libpng.
package struct PNGFile: Equatable, Sendable {
    package var width: Int
    package var height: Int
    /// An alpha channel (colour type 4 or 6) or a tRNS transparency chunk.
    package var hasAlpha: Bool

    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The header's facts, or why the bytes are no PNG. Reads the IHDR chunk and walks the
    /// chunk headers up to the image data for a tRNS chunk; decodes nothing.
    package static func header(_ bytes: [UInt8]) -> Result<PNGFile, ImageProblem> {
        guard bytes.starts(with: signature) else { return .failure(ImageProblem("is not a PNG file (its first bytes say so, whatever its name)")) }
        guard bytes.count >= 33, bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else {
            return .failure(ImageProblem("is a PNG file without its header (IHDR): truncated or corrupt"))
        }
        let width = bigEndian(bytes, at: 16), height = bigEndian(bytes, at: 20)
        let colorType = bytes[25]
        var hasAlpha = colorType == 4 || colorType == 6
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bigEndian(bytes, at: offset)
            let type = bytes[(offset + 4)..<(offset + 8)]
            if type.elementsEqual(Array("tRNS".utf8)) { hasAlpha = true }
            if type.elementsEqual(Array("IDAT".utf8)) { break }
            offset += 12 + length
        }
        guard width > 0, height > 0 else { return .failure(ImageProblem("has a width or height of 0")) }
        return .success(PNGFile(width: width, height: height, hasAlpha: hasAlpha))
    }

    /// Decodes every row with libpng and reads through the end chunk; the reason it could
    /// not, or nil. One row is in memory at a time, in the file's own pixel format. Metadata
    /// chunks are skipped unread, after their compressed text was inflated, counted and
    /// dropped: at most 1 MiB a chunk and 8 MiB in all (a text-chunk bomb is refused).
    package static func decodingProblem(_ bytes: [UInt8]) -> ImageProblem? {
        var message = [CChar](repeating: 0, count: 200)
        let status = bytes.withUnsafeBufferPointer { buffer in
            message.withUnsafeMutableBufferPointer { text in
                brandkit_png_decode(buffer.baseAddress, buffer.count, text.baseAddress, text.count)
            }
        }
        switch status {
        case 0: return nil
        case 2: return ImageProblem(ImageProblem.libraryWords(message))
        default: return ImageProblem("is truncated or corrupt: \(ImageProblem.libraryWords(message))")
        }
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
        guard offset + 4 <= bytes.count else { return 0 }
        return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }
}

