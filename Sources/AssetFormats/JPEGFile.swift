import CJPEG

/// A brand's JPEG: its size and colour components from the header (libjpeg reads no pixel
/// for that, so a decompression bomb is refused for free), then proven whole by decoding
/// every scanline, where any warning (a truncated or corrupt file libjpeg would patch over
/// with grey) counts as a problem.
enum JPEGFile {
    struct Header {
        var width: Int
        var height: Int
        /// 1 (grey), 3 (colour) or 4 (CMYK); any other count is refused by `header`.
        var components: Int
    }

    /// Scans a JPEG may have. A progressive JPEG decodes every scan over the whole image, so
    /// thousands of small scans keep a decoder busy for minutes; libjpeg-turbo advises
    /// programs that read untrusted files to stop at 500.
    static let maxScans = 500

    static func header(_ bytes: [UInt8]) -> Result<Header, ImageProblem> {
        let read = self.read(bytes, decode: false)
        guard read.status == 0 else { return .failure(ImageProblem("is a JPEG file whose header cannot be read: \(read.message)")) }
        guard read.header.width > 0, read.header.height > 0 else { return .failure(ImageProblem("has a width or height of 0")) }
        guard [1, 3, 4].contains(read.header.components) else {
            return .failure(ImageProblem("is a JPEG with \(read.header.components) colour components; brandkit reads grey (1), RGB (3) and CMYK (4) JPEGs"))
        }
        guard scanCount(bytes) <= maxScans else {
            return .failure(ImageProblem("is a JPEG of more than \(maxScans) scans; brandkit reads at most \(maxScans), as libjpeg-turbo advises for untrusted files"))
        }
        return .success(read.header)
    }

    /// The start-of-scan markers in the file, counted by walking its marker segments and
    /// skipping entropy-coded data (where 0xFF is followed by 0x00 or a restart marker), so a
    /// segment's payload never counts. Counting stops just past `maxScans`.
    static func scanCount(_ bytes: [UInt8]) -> Int {
        var scans = 0
        var offset = 2
        while offset + 4 <= bytes.count, scans <= maxScans {
            guard bytes[offset] == 0xFF else { offset += 1; continue }
            let marker = bytes[offset + 1]
            switch marker {
            case 0xFF: offset += 1                                   // fill byte
            case 0x00, 0x01, 0xD0...0xD7: offset += 2                // no length
            case 0xD9: return scans                                  // end of image
            default:
                let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                offset += 2 + length
                guard marker == 0xDA else { continue }
                scans += 1
                // Entropy-coded data runs to the next marker that is not stuffing or a restart.
                while offset + 1 < bytes.count,
                      !(bytes[offset] == 0xFF && bytes[offset + 1] != 0x00 && !(0xD0...0xD7).contains(bytes[offset + 1])) {
                    offset += 1
                }
            }
        }
        return scans
    }

    /// Decodes every scanline; the reason it could not, or nil. One row is in memory at a
    /// time, and at most the image's decoded size plus 32 MB in all: a large progressive JPEG
    /// whose coefficients need more is refused.
    static func decodingProblem(_ bytes: [UInt8]) -> ImageProblem? {
        let read = self.read(bytes, decode: true)
        switch read.status {
        case 0: return nil
        case 3:
            return ImageProblem("is a progressive JPEG that needs more memory to decode than its own size plus 32 MB; "
                                + "save it as a baseline (non-progressive) JPEG, or smaller")
        default: return ImageProblem("is truncated or corrupt: \(read.message)")
        }
    }

    private static func read(_ bytes: [UInt8], decode: Bool) -> (status: Int32, header: Header, message: String) {
        var width: UInt32 = 0, height: UInt32 = 0
        var components: Int32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = bytes.withUnsafeBufferPointer { buffer in
            message.withUnsafeMutableBufferPointer { text in
                brandkit_jpeg_read(buffer.baseAddress, UInt(buffer.count), decode ? 1 : 0, &width, &height, &components,
                                   text.baseAddress, text.count)
            }
        }
        return (status, Header(width: Int(width), height: Int(height), components: Int(components)), ImageProblem.libraryWords(message))
    }
}
