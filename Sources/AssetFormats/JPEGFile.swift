import CJPEG

/// A brand's JPEG: its size and colour components from the header (libjpeg reads no pixel
/// for that, so a decompression bomb is refused for free), then proven whole by decoding
/// every scanline, where any warning (a truncated or corrupt file libjpeg would patch over
/// with grey) counts as a problem.
enum JPEGFile {
    struct Header {
        var width: Int
        var height: Int
        /// 1 (grey), 3 (colour) or 4 (CMYK).
        var components: Int
    }

    static func header(_ bytes: [UInt8]) -> Result<Header, ImageProblem> {
        let read = self.read(bytes, decode: false)
        guard read.status == 0 else { return .failure(ImageProblem("is a JPEG file whose header cannot be read: \(read.message)")) }
        guard read.header.width > 0, read.header.height > 0 else { return .failure(ImageProblem("has a width or height of 0")) }
        return .success(read.header)
    }

    /// Decodes every scanline; the reason it could not, or nil. One row is in memory at a time.
    static func decodingProblem(_ bytes: [UInt8]) -> ImageProblem? {
        let read = self.read(bytes, decode: true)
        return read.status == 0 ? nil : ImageProblem("is truncated or corrupt: \(read.message)")
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
