import CPNG

/// Writes PNG files with libpng: the starter icon `init` writes, and the images rule
/// examples use.
package enum PNGWriter {
    /// A PNG of one colour: RGB when `alpha` is nil, else RGBA with that alpha everywhere.
    package static func solid(width: Int, height: Int, red: UInt8 = 255, green: UInt8 = 255, blue: UInt8 = 255,
                              alpha: UInt8? = nil) -> [UInt8] {
        let channels = alpha == nil ? 3 : 4
        var pixels = [UInt8](repeating: 0, count: width * height * channels)
        for index in stride(from: 0, to: pixels.count, by: channels) {
            pixels[index] = red
            pixels[index + 1] = green
            pixels[index + 2] = blue
            if let alpha { pixels[index + 3] = alpha }
        }
        return encode(pixels, width: width, height: height, alpha: alpha != nil)
    }

    /// Encodes 8-bit RGB or RGBA rows; empty if libpng refuses. `fast`: libpng's fast mode
    /// (one filter, quicker compression), for the icons a bundle draws by the thousand: a
    /// little larger, written several times faster, the same bytes for the same pixels.
    package static func encode(_ pixels: [UInt8], width: Int, height: Int, alpha: Bool, fast: Bool = false) -> [UInt8] {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        if fast { image.flags = UInt32(PNG_IMAGE_FLAG_FAST) }
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(alpha ? PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA : PNG_FORMAT_FLAG_COLOR)
        defer { png_image_free(&image) }
        var size = 0
        // The first call measures, the second writes.
        guard pixels.withUnsafeBytes({ png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, 0, nil) }) != 0 else { return [] }
        var out = [UInt8](repeating: 0, count: size)
        let written = out.withUnsafeMutableBytes { buffer in
            pixels.withUnsafeBytes { png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, $0.baseAddress, 0, nil) }
        }
        return written != 0 ? Array(out.prefix(size)) : []
    }
}
