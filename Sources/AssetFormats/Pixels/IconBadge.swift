/// A band across an app icon with a short text on it (`BETA`, `DEV`), which tells a staging
/// or debug build from the store's at a glance. Where the band goes is a fraction of the
/// icon's content box: the whole image for an iOS or legacy Android icon, the central 66 dp of
/// 108 (the safe zone every launcher mask keeps) for an adaptive icon's foreground layer.
/// The band is opaque; outside it no pixel changes.
package struct IconBadge: Sendable {
    package var text: String
    package var band: (red: UInt8, green: UInt8, blue: UInt8)
    package var ink: (red: UInt8, green: UInt8, blue: UInt8)

    package init(text: String, band: (UInt8, UInt8, UInt8), ink: (UInt8, UInt8, UInt8)) {
        self.text = text
        self.band = band
        self.ink = ink
    }

    /// The band's top and bottom, as fractions of the content box's height.
    package static let bandTop = 0.62, bandBottom = 0.82
    /// The widest the text may be, as a fraction of the content box's width: inside the
    /// safe zone's circle at the band's height.
    static let textWidth = 0.8
    /// A capital letter's height at the text's usual size, as a fraction of the band's height.
    static let capHeight = 0.5
    /// How far a long text may shrink below the usual size before it is refused.
    package static let smallestScale = 0.7
    /// The smallest icon a badge is drawn on: a legacy launcher icon at mdpi, 48 pixels.
    package static let smallestIcon = 48

    /// The part of an icon of `size` pixels a badge draws in: the content box.
    package enum ContentBox: Sendable {
        /// The whole image.
        case whole
        /// An adaptive icon layer's central 66 dp of 108.
        case adaptiveSafeZone

        func rectangle(side: Int) -> (origin: Int, side: Int) {
            switch self {
            case .whole: (0, side)
            case .adaptiveSafeZone: (side * 21 / 108, side * 66 / 108)
            }
        }
    }

    /// The rows the band covers on a square icon of `side` pixels.
    package static func bandRows(side: Int, box: ContentBox) -> Range<Int> {
        let (origin, boxSide) = box.rectangle(side: side)
        return (origin + Int(Double(boxSide) * bandTop))..<(origin + Int(Double(boxSide) * bandBottom))
    }

    /// How much the text must shrink below the usual size to fit the band: 1 when it fits.
    package static func scaleToFit(_ text: String) -> Double {
        scaleToFit(TextRaster.measure(text, pixelSize: measuringSize))
    }

    /// At 1,000 pixels per em the text's proportions are exact enough; sizes scale linearly.
    static let measuringSize = 1000

    /// `scaleToFit` of a text measured at `measuringSize`.
    static func scaleToFit(_ measured: (width: Double, capHeight: Double)) -> Double {
        guard measured.width > 0, measured.capHeight > 0 else { return 1 }
        // A box of one unit: the band is (bottom − top) high; caps take capHeight of it.
        let usualEm = (bandBottom - bandTop) * capHeight / (measured.capHeight / 1000)
        let usualWidth = measured.width / 1000 * usualEm
        return min(1, textWidth / usualWidth)
    }

    /// The icon with the band drawn in its content box.
    package func drawn(on icon: RGBAImage, box: ContentBox) -> RGBAImage {
        var image = icon
        let (origin, boxSide) = box.rectangle(side: min(icon.width, icon.height))
        let rows = Self.bandRows(side: min(icon.width, icon.height), box: box)
        let columns = box == .whole ? 0..<icon.width : origin..<(origin + boxSide)
        let width = image.width
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for row in rows {
                var index = (row * width + columns.lowerBound) * 4
                let end = (row * width + columns.upperBound) * 4
                while index < end {
                    (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3]) = (band.red, band.green, band.blue, 255)
                    index += 4
                }
            }
        }
        // The text: caps half the band's height, shrunk to fit the width, centred on the band.
        let measured = TextRaster.measure(text, pixelSize: Self.measuringSize)
        guard measured.capHeight > 0 else { return image }
        let capPixels = Double(rows.count) * Self.capHeight * Self.scaleToFit(measured)
        let pixelSize = max(1, Int((capPixels / (measured.capHeight / Double(Self.measuringSize))).rounded()))
        let raster = TextRaster.render(text, pixelSize: pixelSize)
        let cap = raster.capHeight
        let left = columns.lowerBound + (columns.count - raster.width) / 2
        // The baseline sits so that a capital letter is centred between the band's edges.
        let baselineRow = rows.lowerBound + Int((Double(rows.count) + cap) / 2)
        let top = baselineRow - raster.baseline
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            raster.coverage.withUnsafeBufferPointer { coverage in
                for y in 0..<raster.height {
                    let row = top + y
                    guard rows.contains(row) else { continue }
                    // The raster's columns inside the band.
                    var x = max(0, columns.lowerBound - left)
                    let end = min(raster.width, columns.upperBound - left)
                    while x < end {
                        RGBAImage.blend(pixels, at: (row * width + left + x) * 4, red: ink.red, green: ink.green, blue: ink.blue,
                                        coverage: Int(coverage[y * raster.width + x]))
                        x += 1
                    }
                }
            }
        }
        return image
    }
}
