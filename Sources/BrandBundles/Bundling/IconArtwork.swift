import AssetFormats
import BrandCore
import BrandValidation

/// The icons one brand's units draw: the badged app icon, the badged adaptive foreground and
/// the legacy launcher PNGs. One per brand, asked by its environments one after another on the
/// worker that checked it, so an image the environments share is decoded once and each size
/// resampled once; a badge is drawn on the resampled pixels, never resampled itself. Bytes of
/// a path are the bytes validation accepted (the run reads each file once), so a path names them.
package final class IconArtwork: Sendable {
    private let decoded = Locked([String: RGBAImage]())
    private let layered = Locked([String: RGBAImage]())
    /// How many files were decoded and sizes resampled: what the tests hold to once each.
    private let work = Locked((decodes: 0, resamples: 0))
    var decodes: Int { work.withLock { $0.decodes } }
    var resamples: Int { work.withLock { $0.resamples } }

    package init() {}

    /// Legacy launcher icons' sizes, by density folder: 48 dp.
    static let legacySizes: [(density: String, side: Int)] = [
        ("mdpi", 48), ("hdpi", 72), ("xhdpi", 96), ("xxhdpi", 144), ("xxxhdpi", 192),
    ]

    /// The file's pixels, decoded once; nil if libpng refuses them (validation decoded them already).
    func image(_ path: String, bytes: [UInt8]) -> RGBAImage? {
        if let known = decoded.withLock({ $0[path] }) { return known }
        guard let image = RGBAImage.decodePNG(bytes) else { return nil }
        decoded.withLock { $0[path] = image }
        work.withLock { $0.decodes += 1 }
        return image
    }

    /// The icon with `badge` drawn in `box`; the file's own bytes without a badge, so a
    /// release icon is its source byte for byte.
    package func badged(_ path: String, bytes: [UInt8], badge: IconBadge?, box: IconBadge.ContentBox) -> [UInt8] {
        guard let badge, let image = image(path, bytes: bytes) else { return bytes }
        return badge.drawn(on: image, box: box).encodedPNG()
    }

    /// The icon at `side` pixels, for a gallery; nil if libpng refuses it.
    package func thumbnail(_ path: String, bytes: [UInt8], side: Int) -> [UInt8]? {
        guard let image = image(path, bytes: bytes) else { return nil }
        return LanczosResampler.resize(image, width: side, height: side).encodedPNG()
    }

    /// The adaptive icon's layers flattened and cut to what a legacy launcher shows, the
    /// central 72 dp of 108, at `side` pixels: each size resampled once from the 432-pixel layers.
    func legacyBase(foreground: (path: String, bytes: [UInt8]), background: Background, side: Int) -> RGBAImage? {
        let key = "\(foreground.path)|\(background.key)|\(side)"
        if let known = layered.withLock({ $0[key] }) { return known }
        guard let top = image(foreground.path, bytes: foreground.bytes) else { return nil }
        let bottom: RGBAImage
        switch background {
        case .color(let color):
            bottom = RGBAImage(width: top.width, height: top.height, red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        case .image(let path, let bytes):
            guard let image = image(path, bytes: bytes), image.width == top.width, image.height == top.height else { return nil }
            bottom = image
        }
        let inset = top.width / 6  // 18 dp of 108 each side
        let flat = bottom.under(top).cropped(x: inset, y: inset, width: top.width - 2 * inset, height: top.height - 2 * inset)
        let sized = LanczosResampler.resize(flat, width: side, height: side)
        layered.withLock { $0[key] = sized }
        work.withLock { $0.resamples += 1 }
        return sized
    }

    /// An adaptive icon's background layer: a colour or a PNG.
    enum Background {
        case color(RGBAColor)
        case image(path: String, bytes: [UInt8])

        var key: String {
            switch self {
            case .color(let color): "#" + color.hex(\.red, \.green, \.blue, \.alpha)
            case .image(let path, _): path
            }
        }
    }
}

extension RGBAImage {
    /// The image inside the circle that fills it, edges smoothed by 4×4 samples a pixel:
    /// a round launcher icon. Deterministic: integer coverage, no floating point.
    func insideCircle() -> RGBAImage {
        var image = self
        let side = min(width, height)
        // In sixteenths of a pixel: the samples sit at (4k + 2) / 16 across each pixel.
        let radius = side * 16 / 2, centre = side * 16 / 2
        let (width, height) = (width, height)
        // Plain counters over the buffer: the unoptimised build the tests run stays fast.
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            var y = 0
            while y < height {
                var x = 0
                while x < width {
                    var covered = 0, sample = 0
                    while sample < 16 {
                        let dx = x * 16 + (sample & 3) * 4 + 2 - centre, dy = y * 16 + (sample >> 2) * 4 + 2 - centre
                        if dx * dx + dy * dy <= radius * radius { covered += 1 }
                        sample += 1
                    }
                    let index = (y * width + x) * 4 + 3
                    pixels[index] = UInt8((Int(pixels[index]) * covered + 8) / 16)
                    x += 1
                }
                y += 1
            }
        }
        return image
    }
}
