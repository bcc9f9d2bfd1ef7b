import Foundation

/// Scales an image with a Lanczos filter of three lobes, the filter image editors and Pillow
/// (`Image.LANCZOS`) use for downscaling icons: sharp edges without the ringing of a plain sinc.
///
/// It works as Pillow's resampler does, so the two can be compared pixel for pixel: colours
/// premultiplied by alpha (a transparent pixel's colour never bleeds into its neighbours),
/// rows first, then columns, each pass with weights in fixed point (22 fraction bits),
/// rounded and clamped to 8 bits. The filter widens with the scale when downscaling, so every
/// source pixel counts.
package enum LanczosResampler {
    /// The filter's half-width, in source pixels at scale 1.
    static let support = 3.0
    static let precisionBits = 22

    package static func resize(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        if width == image.width && height == image.height { return image }
        let premultiplied = premultiply(image.pixels)
        let rows = pass(premultiplied, count: image.height, inSize: image.width, outSize: width, horizontal: true, otherSize: image.height)
        let columns = pass(rows, count: width, inSize: image.height, outSize: height, horizontal: false, otherSize: width)
        return RGBAImage(width: width, height: height, pixels: unpremultiply(columns))
    }

    /// Lanczos-3: sinc(x)·sinc(x/3) inside three lobes.
    static func lanczos(_ x: Double) -> Double {
        guard -support <= x && x < support else { return 0 }
        return sinc(x) * sinc(x / support)
    }

    static func sinc(_ x: Double) -> Double {
        guard x != 0 else { return 1 }
        let y = x * Double.pi
        return sin(y) / y
    }

    /// For each output position along one axis: the first source index and the fixed-point weights.
    static func weights(inSize: Int, outSize: Int) -> [(start: Int, weights: [Int])] {
        let scale = Double(inSize) / Double(outSize)
        let filterScale = max(scale, 1)
        let reach = support * filterScale
        return (0..<outSize).map { position in
            let center = (Double(position) + 0.5) * scale
            let first = max(0, Int(center - reach + 0.5))
            let last = min(inSize, Int(center + reach + 0.5))
            var values = (first..<last).map { source in lanczos((Double(source) - center + 0.5) / filterScale) }
            let total = values.reduce(0, +)
            if total != 0 { values = values.map { $0 / total } }
            let one = Double(1 << precisionBits)
            return (first, values.map { $0 < 0 ? Int($0 * one - 0.5) : Int($0 * one + 0.5) })
        }
    }

    /// One pass along rows (`horizontal`) or columns, over `count` lines.
    private static func pass(_ pixels: [UInt8], count: Int, inSize: Int, outSize: Int, horizontal: Bool,
                             otherSize: Int) -> [UInt8] {
        if inSize == outSize { return pixels }
        let table = weights(inSize: inSize, outSize: outSize)
        let outWidth = horizontal ? outSize : otherSize
        let outHeight = horizontal ? otherSize : outSize
        let inWidth = horizontal ? inSize : otherSize
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        let half = 1 << (precisionBits - 1)
        for line in 0..<count {
            for (position, entry) in table.enumerated() {
                var sums = (half, half, half, half)
                for (offset, weight) in entry.weights.enumerated() {
                    let source = entry.start + offset
                    let index = horizontal ? (line * inWidth + source) * 4 : (source * inWidth + line) * 4
                    sums.0 += Int(pixels[index]) * weight
                    sums.1 += Int(pixels[index + 1]) * weight
                    sums.2 += Int(pixels[index + 2]) * weight
                    sums.3 += Int(pixels[index + 3]) * weight
                }
                let target = horizontal ? (line * outWidth + position) * 4 : (position * outWidth + line) * 4
                out[target] = clamp(sums.0 >> precisionBits)
                out[target + 1] = clamp(sums.1 >> precisionBits)
                out[target + 2] = clamp(sums.2 >> precisionBits)
                out[target + 3] = clamp(sums.3 >> precisionBits)
            }
        }
        return out
    }

    private static func clamp(_ value: Int) -> UInt8 { UInt8(min(255, max(0, value))) }

    /// Colour × alpha / 255, rounded as Pillow's RGBA → RGBa conversion does.
    static func premultiply(_ pixels: [UInt8]) -> [UInt8] {
        var out = pixels
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Int(pixels[index + 3])
            guard alpha != 255 else { continue }
            for channel in 0..<3 {
                let product = Int(pixels[index + channel]) * alpha + 128
                out[index + channel] = UInt8((product + (product >> 8)) >> 8)
            }
        }
        return out
    }

    /// Colour × 255 / alpha, clamped, as Pillow's RGBa → RGBA conversion does.
    static func unpremultiply(_ pixels: [UInt8]) -> [UInt8] {
        var out = pixels
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Int(pixels[index + 3])
            guard alpha != 255 else { continue }
            for channel in 0..<3 {
                out[index + channel] = alpha == 0 ? 0 : UInt8(min(255, Int(pixels[index + channel]) * 255 / alpha))
            }
        }
        return out
    }
}
