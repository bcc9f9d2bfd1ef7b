import CFreeType

/// One line of text in the badge font, rasterised by FreeType into coverage (0...255) per
/// pixel: what a badge draws. Unhinted, with advances in 26.6 fixed point, so the same text
/// at the same size gives the same pixels on every machine.
package struct TextRaster: Sendable {
    package var width: Int
    package var height: Int
    /// Rows from the top of the tallest glyph; `width × height` bytes.
    package var coverage: [UInt8]
    /// Rows from the top to the baseline.
    package var baseline: Int
    /// The height of a capital H at this size, in pixels: what a badge centres.
    package var capHeight: Double

    /// The characters of `text` the badge font has no glyph for, in order, each once.
    package static func missingCharacters(_ text: String) -> [Character] {
        withFace { face in
            var missing: [Character] = []
            for character in text where !missing.contains(character) {
                // A character of several scalars (an accent that combines) is no single glyph.
                let scalars = Array(character.unicodeScalars)
                guard scalars.count == 1, FT_Get_Char_Index(face, FT_ULong(scalars[0].value)) != 0 else {
                    missing.append(character)
                    continue
                }
            }
            return missing
        } ?? Array(text)
    }

    /// The text's advance width and the height of a capital H, in pixels, at `pixelSize` pixels per em.
    package static func measure(_ text: String, pixelSize: Int) -> (width: Double, capHeight: Double) {
        withFace { face in
            guard FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize)) == 0 else { return (0, 0) }
            var advance = 0
            for scalar in text.unicodeScalars {
                if FT_Load_Char(face, FT_ULong(scalar.value), FT_Int32(FT_LOAD_NO_HINTING)) == 0 {
                    advance += Int(face.pointee.glyph.pointee.advance.x)
                }
            }
            return (Double(advance) / 64, capHeight(face))
        } ?? (0, 0)
    }

    /// The text at `pixelSize` pixels per em; characters without a glyph are left out.
    package static func render(_ text: String, pixelSize: Int) -> TextRaster {
        withFace { face -> TextRaster in
            guard FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize)) == 0 else { return TextRaster(width: 0, height: 0, coverage: [], baseline: 0, capHeight: 0) }
            let metrics = face.pointee.size.pointee.metrics
            let ascender = Int((metrics.ascender + 63) >> 6), descender = Int((-metrics.descender + 63) >> 6)
            struct Glyph { var left: Int; var top: Int; var width: Int; var rows: Int; var pitch: Int; var bytes: [UInt8] }
            var glyphs: [Glyph] = []
            var pen = 0  // 26.6
            for scalar in text.unicodeScalars {
                guard FT_Load_Char(face, FT_ULong(scalar.value), FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_RENDER)) == 0 else { continue }
                let slot = face.pointee.glyph.pointee
                let bitmap = slot.bitmap
                let count = Int(bitmap.rows) * Int(abs(bitmap.pitch))
                let bytes = count > 0 && bitmap.buffer != nil ? Array(UnsafeBufferPointer(start: bitmap.buffer, count: count)) : []
                glyphs.append(Glyph(left: (pen >> 6) + Int(slot.bitmap_left), top: Int(slot.bitmap_top), width: Int(bitmap.width),
                                    rows: Int(bitmap.rows), pitch: Int(abs(bitmap.pitch)), bytes: bytes))
                pen += Int(slot.advance.x)
            }
            let width = max((pen + 63) >> 6, glyphs.map { $0.left + $0.width }.max() ?? 0)
            let height = ascender + descender
            var coverage = [UInt8](repeating: 0, count: max(width, 0) * height)
            for glyph in glyphs {
                for row in 0..<glyph.rows {
                    let y = ascender - glyph.top + row
                    guard y >= 0, y < height else { continue }
                    for column in 0..<glyph.width {
                        let x = glyph.left + column
                        guard x >= 0, x < width else { continue }
                        let value = glyph.bytes[row * glyph.pitch + column]
                        coverage[y * width + x] = max(coverage[y * width + x], value)
                    }
                }
            }
            return TextRaster(width: width, height: height, coverage: coverage, baseline: ascender, capHeight: capHeight(face))
        } ?? TextRaster(width: 0, height: 0, coverage: [], baseline: 0, capHeight: 0)
    }

    /// The height of a capital H at the face's size, in pixels.
    private static func capHeight(_ face: FT_Face) -> Double {
        guard FT_Load_Char(face, FT_ULong(UInt8(ascii: "H")), FT_Int32(FT_LOAD_NO_HINTING)) == 0 else { return 0 }
        return Double(face.pointee.glyph.pointee.metrics.horiBearingY) / 64
    }

    /// Runs `body` with the badge font open; nil when FreeType cannot open it.
    private static func withFace<T>(_ body: (FT_Face) -> T) -> T? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        let bytes = BadgeFont.bytes
        return bytes.withUnsafeBufferPointer { buffer -> T? in
            var face: FT_Face?
            guard FT_New_Memory_Face(library, buffer.baseAddress, FT_Long(buffer.count), 0, &face) == 0, let face else { return nil }
            defer { FT_Done_Face(face) }
            return body(face)
        }
    }
}
