import CPNG

/// An image in memory: 8-bit RGBA rows, alpha not premultiplied, in the sRGB the file was in.
/// What brandkit draws on (a badge) and resamples (legacy launcher icons); the files it came
/// from were decoded once already by validation, so reading them again cannot fail unseen.
package struct RGBAImage: Equatable, Sendable {
    package var width: Int
    package var height: Int
    /// `width × height × 4` bytes, row by row.
    package var pixels: [UInt8]

    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "an RGBA image holds four bytes a pixel")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// One colour everywhere.
    package init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { pixels in
            var index = 0
            while index < pixels.count {
                (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3]) = (red, green, blue, alpha)
                index += 4
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Every pixel of a PNG, expanded to RGBA by libpng's simplified reader (palette, grey and
    /// 16-bit files included); nil when libpng refuses the bytes.
    package static func decodePNG(_ bytes: [UInt8]) -> RGBAImage? {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        // Validation refuses anything over 8192 a side before this is ever asked.
        guard begun != 0, image.width > 0, image.height > 0, image.width <= 8192, image.height <= 8192 else { return nil }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        // A 16-bit file without gAMA or sRGB holds sRGB-encoded samples, as every other reader
        // (Pillow, the platforms' decoders) takes them; the simplified reader would otherwise
        // take them as linear light and brighten every redrawn icon.
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        let width = Int(image.width), height = Int(image.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        return finished != 0 ? RGBAImage(width: width, height: height, pixels: pixels) : nil
    }

    /// The image as a PNG: RGB when every pixel is opaque (an App Store icon may carry no
    /// alpha channel), else RGBA. The same pixels give the same bytes.
    package func encodedPNG() -> [UInt8] {
        if isOpaque {
            let rgb = [UInt8](unsafeUninitializedCapacity: width * height * 3) { buffer, count in
                pixels.withUnsafeBufferPointer { pixels in
                    var pixel = 0
                    while pixel < width * height {
                        buffer[pixel * 3] = pixels[pixel * 4]
                        buffer[pixel * 3 + 1] = pixels[pixel * 4 + 1]
                        buffer[pixel * 3 + 2] = pixels[pixel * 4 + 2]
                        pixel += 1
                    }
                }
                count = width * height * 3
            }
            return PNGWriter.encode(rgb, width: width, height: height, alpha: false, fast: true)
        }
        return PNGWriter.encode(pixels, width: width, height: height, alpha: true, fast: true)
    }

    package var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { pixels in
            var index = 3
            while index < pixels.count {
                if pixels[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }

    /// The part of the image from (`x`, `y`), `width × height` pixels, all inside it.
    package func cropped(x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
        var out = [UInt8]()
        out.reserveCapacity(width * height * 4)
        for row in y..<(y + height) {
            let start = (row * self.width + x) * 4
            out += pixels[start..<(start + width * 4)]
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }

    /// `top` drawn over this image (the same size), with source-over alpha blending.
    package func under(_ top: RGBAImage) -> RGBAImage {
        precondition(top.width == width && top.height == height, "layers of one size")
        var out = self
        out.pixels.withUnsafeMutableBufferPointer { below in
            top.pixels.withUnsafeBufferPointer { above in
                var index = 0
                while index < below.count {
                    Self.blend(below, at: index, red: above[index], green: above[index + 1], blue: above[index + 2],
                               coverage: Int(above[index + 3]))
                    index += 4
                }
            }
        }
        return out
    }

    /// Blends one colour over the pixel at byte `index` of `pixels` (an image's bytes) with
    /// `coverage` of 0...255. The loops that blend every pixel hold the buffer once.
    static func blend(_ pixels: UnsafeMutableBufferPointer<UInt8>, at index: Int, red: UInt8, green: UInt8, blue: UInt8,
                      coverage: Int) {
        guard coverage > 0 else { return }
        let below = Int(pixels[index + 3])
        // Alpha out = a + b(1 − a), in 0...255²; colours weighted by what each contributes.
        let alpha = coverage * 255 + below * (255 - coverage)
        guard alpha > 0 else { return }
        let kept = below * (255 - coverage), added = coverage * 255
        pixels[index] = UInt8((Int(red) * added + Int(pixels[index]) * kept + alpha / 2) / alpha)
        pixels[index + 1] = UInt8((Int(green) * added + Int(pixels[index + 1]) * kept + alpha / 2) / alpha)
        pixels[index + 2] = UInt8((Int(blue) * added + Int(pixels[index + 2]) * kept + alpha / 2) / alpha)
        pixels[index + 3] = UInt8((alpha + 127) / 255)
    }
}
