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

    /// One pass along rows (`horizontal`) or columns, over `count` lines. The loops index
    /// buffers with plain counters: the unoptimised build the tests run stays within a few
    /// times the optimised one (an iterator per pixel costs it a hundredfold).
    private static func pass(_ pixels: [UInt8], count: Int, inSize: Int, outSize: Int, horizontal: Bool,
                             otherSize: Int) -> [UInt8] {
        if inSize == outSize { return pixels }
        let table = weights(inSize: inSize, outSize: outSize)
        // The table flattened: position p's weights are weights[offsets[p]..<offsets[p + 1]].
        var starts = [Int](), offsets = [0], flat = [Int]()
        starts.reserveCapacity(table.count)
        for entry in table {
            starts.append(entry.start)
            flat += entry.weights
            offsets.append(flat.count)
        }
        let outWidth = horizontal ? outSize : otherSize
        let outHeight = horizontal ? otherSize : outSize
        let inWidth = horizontal ? inSize : otherSize
        // From one source pixel to the next along the pass, and from one line to the next.
        let (step, lineStep) = horizontal ? (4, inWidth * 4) : (inWidth * 4, 4)
        let (outStep, outLineStep) = horizontal ? (4, outWidth * 4) : (outWidth * 4, 4)
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        let half = 1 << (precisionBits - 1)
        pixels.withUnsafeBufferPointer { source in
            starts.withUnsafeBufferPointer { starts in
                offsets.withUnsafeBufferPointer { offsets in
                    flat.withUnsafeBufferPointer { weights in
                        out.withUnsafeMutableBufferPointer { out in
                            var line = 0
                            while line < count {
                                var position = 0
                                while position < outSize {
                                    var (red, green, blue, alpha) = (half, half, half, half)
                                    var index = line * lineStep + starts[position] * step
                                    var weight = offsets[position]
                                    let end = offsets[position + 1]
                                    while weight < end {
                                        let w = weights[weight]
                                        red += Int(source[index]) * w
                                        green += Int(source[index + 1]) * w
                                        blue += Int(source[index + 2]) * w
                                        alpha += Int(source[index + 3]) * w
                                        index += step
                                        weight += 1
                                    }
                                    let target = line * outLineStep + position * outStep
                                    out[target] = clamp(red >> precisionBits)
                                    out[target + 1] = clamp(green >> precisionBits)
                                    out[target + 2] = clamp(blue >> precisionBits)
                                    out[target + 3] = clamp(alpha >> precisionBits)
                                    position += 1
                                }
                                line += 1
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    private static func clamp(_ value: Int) -> UInt8 { UInt8(min(255, max(0, value))) }

    /// Colour × alpha / 255, rounded as Pillow's RGBA → RGBa conversion does.
    static func premultiply(_ pixels: [UInt8]) -> [UInt8] {
        translucentColours(of: pixels) { value, alpha in
            let product = value * alpha + 128
            return UInt8((product + (product >> 8)) >> 8)
        }
    }

    /// Colour × 255 / alpha, clamped, as Pillow's RGBa → RGBA conversion does.
    static func unpremultiply(_ pixels: [UInt8]) -> [UInt8] {
        translucentColours(of: pixels) { value, alpha in alpha == 0 ? 0 : UInt8(min(255, value * 255 / alpha)) }
    }

    /// `pixels` with each colour channel of a pixel that is not opaque replaced by
    /// `change(channel, alpha)`; opaque pixels stay as they are.
    private static func translucentColours(of pixels: [UInt8], _ change: (_ value: Int, _ alpha: Int) -> UInt8) -> [UInt8] {
        var out = pixels
        out.withUnsafeMutableBufferPointer { out in
            var index = 0
            while index < out.count {
                let alpha = Int(out[index + 3])
                if alpha != 255 {
                    var channel = index
                    while channel < index + 3 {
                        out[channel] = change(Int(out[channel]), alpha)
                        channel += 1
                    }
                }
                index += 4
            }
        }
        return out
    }
}
