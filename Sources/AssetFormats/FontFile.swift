import BrandCore
import CFreeType

/// A font file a brand names, as FreeType reads it: a TrueType or OpenType font with the
/// PostScript name apps register and ask for it by (`UIFont(name:size:)`).
package struct FontFile: Equatable, Sendable {
    package var postScriptName: String
    /// FreeType's name for the outline format: `TrueType` or `CFF` (OpenType with PostScript outlines).
    package var format: String

    /// The font's Android resource name (`R.font.acme_sans_bold`): its PostScript name in
    /// snake case, which must start with a letter. Two fonts of a brand may not share one.
    package static func androidResourceName(postScriptName: String) -> String {
        let name = SnakeCase.from(postScriptName)
        return name.first?.isLetter == true ? name : "font_" + name
    }

    /// The `res/font` name of a font role (`body` → `brand_body`): the same in every flavor,
    /// so the app's code reads `R.font.brand_body` whichever brand is built, as it reads
    /// `R.color.brand_primary`.
    package static func androidResourceName(role: String) -> String {
        "brand_" + SnakeCase.from(role)
    }

    /// Reads the font, or says why it is none: only a single TrueType or OpenType font
    /// (`.ttf`, `.otf`) is what both platforms load from a bundle or `res/font`.
    package static func read(_ bytes: [UInt8]) -> Result<FontFile, FontProblem> {
        if isFontFile(bytes) { return readFont(bytes) }
        switch Array(bytes.prefix(4)) {
        case Array("ttcf".utf8):
            return .failure(FontProblem("is a font collection; name one TrueType or OpenType font file"))
        case Array("wOFF".utf8), Array("wOF2".utf8):
            return .failure(FontProblem("is a web font (WOFF); apps load TrueType or OpenType (.ttf, .otf)"))
        default:
            return .failure(FontProblem("is not a TrueType or OpenType font (its first bytes say so, whatever its name)"))
        }
    }

    /// True when `bytes` start as a single TrueType or OpenType font does.
    package static func isFontFile(_ bytes: [UInt8]) -> Bool {
        [[0x00, 0x01, 0x00, 0x00], Array("true".utf8), Array("OTTO".utf8)].contains(Array(bytes.prefix(4)))
    }

    private static func readFont(_ bytes: [UInt8]) -> Result<FontFile, FontProblem> {
        if let problem = FontTables.problem(bytes) { return .failure(FontProblem(problem)) }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return .failure(FontProblem("cannot be read: FreeType did not start")) }
        defer { FT_Done_FreeType(library) }
        // FreeType reads the bytes in place: they stay alive until the face is done.
        return bytes.withUnsafeBufferPointer { buffer -> Result<FontFile, FontProblem> in
            var face: FT_Face?
            guard FT_New_Memory_Face(library, buffer.baseAddress, FT_Long(buffer.count), 0, &face) == 0, let face else {
                return .failure(FontProblem("is truncated or corrupt: FreeType cannot open it"))
            }
            defer { FT_Done_Face(face) }
            guard let name = FT_Get_Postscript_Name(face).map({ String(cString: $0) }), !name.isEmpty else {
                return .failure(FontProblem("has no PostScript name in its name table, which apps load fonts by"))
            }
            // Apps and brandkit use it as a file name and a resource name: it starts with a
            // letter or digit, so it is never a hidden file nor '..'.
            guard name.utf8.count <= 63, name.utf8.first.map({ $0.isASCIILetter || $0.isASCIIDigit }) == true, name.utf8.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || $0 == 0x2D || $0 == 0x5F || $0 == 0x2E }) else {
                return .failure(FontProblem("has the PostScript name '\(name.prefix(63))', which is not up to 63 letters, digits, '-', '_' or '.' starting with a letter or digit"))
            }
            // Decoded whole, as images are: every glyph's outline loads.
            for glyph in 0..<max(Int(face.pointee.num_glyphs), 0)
            where FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) != 0 {
                return .failure(FontProblem("is corrupt: FreeType cannot load glyph \(glyph)"))
            }
            let format = FT_Get_Font_Format(face).map { String(cString: $0) } ?? ""
            return .success(FontFile(postScriptName: name, format: format))
        }
    }
}

/// Why bytes are not a usable font, as a phrase after the file's path.
package struct FontProblem: Error, Equatable, Sendable {
    package var phrase: String
    init(_ phrase: String) { self.phrase = phrase }
}
