/// A TrueType or OpenType font's table directory, checked as the readers that draw it need:
/// every table inside the file, and for TrueType outlines, every glyph's `loca` entry inside
/// the `glyf` table, in order. FreeType opens a font whose `glyf` table is cut short and
/// draws its glyphs empty; fontTools refuses it. Checked here, so an accepted font draws.
enum FontTables {
    /// Why the tables of `bytes` cannot be drawn from, as a phrase after the file's path; nil
    /// when they can.
    static func problem(_ bytes: [UInt8]) -> String? {
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        guard let count = u16(4) else { return "is truncated or corrupt: its table directory is cut short" }
        var tables: [String: (offset: Int, length: Int)] = [:]
        for index in 0..<count {
            let record = 12 + 16 * index
            guard let offset = u32(record + 8), let length = u32(record + 12) else { return "is truncated or corrupt: its table directory is cut short" }
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            guard offset + length <= bytes.count else {
                return "is truncated or corrupt: its '\(tag.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "/") })' table runs past the end of the file"
            }
            tables[tag] = (offset, length)
        }
        guard let glyf = tables["glyf"] else { return nil }
        guard let loca = tables["loca"], let head = tables["head"], let maxp = tables["maxp"],
              let format = u16(head.offset + 50), head.length >= 54, let glyphs = u16(maxp.offset + 4), maxp.length >= 6
        else { return "has TrueType outlines without the head, maxp and loca tables that find them" }
        let entry = format == 0 ? 2 : 4
        guard loca.length >= (glyphs + 1) * entry else { return "is cut short: its loca table lists fewer than its \(glyphs) glyphs" }
        var previous = 0
        for glyph in 0...glyphs {
            let at = loca.offset + glyph * entry
            guard let read = format == 0 ? u16(at).map({ $0 * 2 }) : u32(at) else { return "is truncated or corrupt: inside its loca table" }
            guard read >= previous, read <= glyf.length else {
                return "is cut short: glyph \(max(glyph - 1, 0)) lies outside its glyf table, so it would be drawn empty"
            }
            previous = read
        }
        return nil
    }
}
