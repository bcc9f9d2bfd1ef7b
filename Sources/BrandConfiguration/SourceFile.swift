import BrandCore
import BrandYAML

/// A file as bytes and a path: a brand file read (the path diagnostics name it by) or a
/// bundle file to write (its path inside the bundle).
package struct SourceFile: Sendable {
    package var path: String
    package var bytes: [UInt8]
    /// Set when the file was not read because it is no regular file inside the brands
    /// directory (a symlink out of it, a FIFO, a directory): the problem to report instead.
    package var refusal: Diagnostic?

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    package init(path: String, refusal: Diagnostic) {
        self.init(path: path, bytes: [])
        self.refusal = refusal
    }

    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The file name without its directory and `.yaml` extension: a brand's id.
    package var stem: String { Self.stem(ofFileName: Self.fileName(of: path)) }

    /// A file name without its `.yaml` extension; the name itself when it has none.
    package static func stem(ofFileName name: String) -> String {
        // The suffix is five one-byte characters: dropping five bytes drops exactly them,
        // without stepping the string character by character.
        name.hasSuffix(".yaml") ? String(decoding: name.utf8.dropLast(5), as: UTF8.self) : name
    }

    /// The last component of `path`: what bundles and messages name an input by.
    package static func fileName(of path: String) -> String {
        // On the bytes: a brands directory of 10,000 files names each path here twice, and
        // stepping a string's views was a measurable part of a validate run's start. A '/'
        // byte is always the character '/' in UTF-8, so the name between slashes is whole.
        let slash = UInt8(ascii: "/")
        return path.withUTF8Bytes { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] == slash { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != slash { start -= 1 }
            guard start < end else { return path }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }
}
