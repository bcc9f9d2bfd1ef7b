import Testing
@testable import AssetFormats

/// The image readers, without the command line: what each refuses before decoding, and
/// what decodes within its budget. Files are written by brandkit's own PNG writer or built
/// byte by byte here.
@Suite("Image files and their budgets")
struct ImageBudgetTests {
    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let length = withUnsafeBytes(of: UInt32(body.count).bigEndian, Array.init)
        let typed = Array(type.utf8) + body
        return length + typed + withUnsafeBytes(of: crc32(typed).bigEndian, Array.init)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// zlib's stored (uncompressed) form of `data`: how many bytes it inflates to is exact.
    static func stored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var blocks = stride(from: 0, to: max(data.count, 1), by: 65_535).map { data[$0..<min($0 + 65_535, data.count)] }
        if blocks.isEmpty { blocks = [[]] }
        for (index, block) in blocks.enumerated() {
            let count = UInt16(block.count)
            out += [index == blocks.count - 1 ? 1 : 0, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8)]
            out += block
        }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return out + withUnsafeBytes(of: (b << 16 | a).bigEndian, Array.init)
    }

    /// A PNG of brandkit's own writer with `metadata` chunks after its header.
    static func png(with metadata: [UInt8]) -> [UInt8] {
        let plain = PNGWriter.solid(width: 16, height: 8, red: 200)
        return Array(plain[..<33]) + metadata + Array(plain[33...])
    }

    @Test func aPNGDecodesWithItsMetadataWithinTheBounds() {
        let text = Self.chunk("tEXt", Array("Comment\0hello".utf8))
            + Self.chunk("zTXt", Array("Comment\0".utf8) + [0] + Self.stored([UInt8](repeating: 0x41, count: 1 << 20)))
        #expect(PNGFile.decodingProblem(Self.png(with: text)) == nil)
    }

    @Test func aCompressedChunkOverOneMiBIsRefused() {
        let big = Self.chunk("zTXt", Array("Comment\0".utf8) + [0] + Self.stored([UInt8](repeating: 0x41, count: (1 << 20) + 1)))
        #expect(PNGFile.decodingProblem(Self.png(with: big))?.phrase == "has a metadata chunk (zTXt) that inflates to more than 1024 KiB")
        let profile = Self.chunk("iCCP", Array("icc\0".utf8) + [0] + Self.stored([UInt8](repeating: 0, count: (1 << 20) + 1)))
        #expect(PNGFile.decodingProblem(Self.png(with: profile))?.phrase == "has a metadata chunk (iCCP) that inflates to more than 1024 KiB")
        let international = Self.chunk("iTXt", Array("Title\0".utf8) + [1, 0] + Array("en\0Titel\0".utf8)
            + Self.stored([UInt8](repeating: 0x41, count: (1 << 20) + 1)))
        #expect(PNGFile.decodingProblem(Self.png(with: international))?.phrase == "has a metadata chunk (iTXt) that inflates to more than 1024 KiB")
    }

    @Test func metadataOverEightMiBInAllIsRefused() {
        let one = Self.chunk("zTXt", Array("Comment\0".utf8) + [0] + Self.stored([UInt8](repeating: 0x41, count: 1 << 20)))
        #expect(PNGFile.decodingProblem(Self.png(with: Array([[UInt8]](repeating: one, count: 8).joined()))) == nil)
        #expect(PNGFile.decodingProblem(Self.png(with: Array([[UInt8]](repeating: one, count: 9).joined())))?.phrase
                == "has compressed metadata chunks that inflate to more than 8 MiB in all")
    }

    /// Scans are counted from the markers; data inside a segment or the entropy-coded data
    /// (where 0xFF is followed by 0x00 or a restart marker) is never a scan.
    @Test func scansAreCountedFromTheMarkers() {
        let comment: [UInt8] = [0xFF, 0xFE, 0x00, 0x06, 0xFF, 0xDA, 0xFF, 0xDA]
        let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 63, 0] + [0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD3, 0x56]
        #expect(JPEGFile.scanCount([0xFF, 0xD8] + comment + scan + scan + [0xFF, 0xD9]) == 2)
        let many = [0xFF, 0xD8] + Array([[UInt8]](repeating: scan, count: 600).joined()) + [0xFF, 0xD9]
        #expect(JPEGFile.scanCount(many) == JPEGFile.maxScans + 1)
    }

    @Test func androidFontNamesStartWithALetter() {
        #expect(FontFile.androidResourceName(postScriptName: "AcmeSans-Bold") == "acme_sans_bold")
        #expect(FontFile.androidResourceName(postScriptName: "9Sans") == "font_9_sans")
    }
}
