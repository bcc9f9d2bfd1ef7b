/// A brand's image, PNG or JPEG, as every caller outside this module reads it: its format
/// sniffed from its bytes (never from its name), its size from the header, then every pixel
/// decoded by the format's own library.
package struct ImageFile: Equatable, Sendable {
    package enum Format: Equatable, Sendable {
        case png, jpeg

        /// The extension a copy of the file gets in a bundle.
        package var fileExtension: String { self == .png ? "png" : "jpg" }
        package var mimeType: String { self == .png ? "image/png" : "image/jpeg" }
    }

    package var format: Format
    package var width: Int
    package var height: Int
    /// Transparency: a PNG's alpha channel or tRNS chunk; never in a JPEG.
    package var hasAlpha: Bool
    /// A JPEG in CMYK, which Android's decoder does not show reliably.
    package var isCMYK: Bool

    /// PNG or JPEG by their first bytes, never by the file's name; nil for anything else.
    package static func format(of bytes: [UInt8]) -> Format? {
        if bytes.starts(with: PNGFile.signature) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// The header's facts, or why the bytes are no image brandkit reads. Decodes nothing.
    package static func header(_ bytes: [UInt8]) -> Result<ImageFile, ImageProblem> {
        switch format(of: bytes) {
        case .png:
            return PNGFile.header(bytes).map {
                ImageFile(format: .png, width: $0.width, height: $0.height, hasAlpha: $0.hasAlpha, isCMYK: false)
            }
        case .jpeg:
            return JPEGFile.header(bytes).map {
                ImageFile(format: .jpeg, width: $0.width, height: $0.height, hasAlpha: false, isCMYK: $0.components == 4)
            }
        case nil:
            return .failure(ImageProblem("is not a PNG or JPEG file (its first bytes say so, whatever its name)"))
        }
    }

    /// Decodes every pixel; the reason it could not, or nil. Call only after the header's
    /// size was checked.
    package static func decodingProblem(_ bytes: [UInt8]) -> ImageProblem? {
        switch format(of: bytes) {
        case .png: PNGFile.decodingProblem(bytes)
        case .jpeg: JPEGFile.decodingProblem(bytes)
        case nil: ImageProblem("is not a PNG or JPEG file")
        }
    }
}

/// Why bytes are not a usable image, as a phrase after the file's path.
package struct ImageProblem: Error, Equatable, Sendable {
    package var phrase: String
    init(_ phrase: String) { self.phrase = phrase }

    /// The message a C library wrote into `buffer`, up to its terminating zero.
    static func libraryWords(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
