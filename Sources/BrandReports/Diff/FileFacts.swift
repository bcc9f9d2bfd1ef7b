import AssetFormats
import BrandBundles
import BrandCore

/// A file a brand names, described for a diff: its size, its pixels when it is an image, and
/// the start of its SHA-256, enough to tell two versions apart at a glance.
enum FileFacts {
    /// Pictures larger than this are described, not embedded: a diff page stays small enough
    /// to attach to a pull request.
    static let maxPictureBytes = 1 << 20

    static func text(_ bytes: [UInt8]) -> String {
        var parts = ["\(bytes.count) bytes"]
        if case .success(let image) = ImageFile.header(bytes) { parts.append("\(image.width)×\(image.height)") }
        parts.append("sha256 " + String(ContentHash.sha256(bytes).prefix(12)))
        return parts.joined(separator: ", ")
    }

    /// The bytes to show, when the file is a PNG or JPEG small enough to embed.
    static func picture(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count <= maxPictureBytes, ImageFile.format(of: bytes) != nil else { return nil }
        return bytes
    }

    /// Each changed file that is a picture, before and after side by side: what the HTML
    /// diff formats show below their tables.
    static func html(_ changes: [BrandDiff.ValueChange], before: String, after: String) -> String {
        let pictures = changes.filter { $0.left?.picture != nil || $0.right?.picture != nil }
        guard !pictures.isEmpty else { return "" }
        var html = "<div class=\"look\">\n"
        for change in pictures {
            for (label, value) in [(before, change.left), (after, change.right)] {
                guard let bytes = value?.picture else { continue }
                html += "<figure>" + PreviewDocument.image(bytes, alt: "\(change.path), \(label)")
                    + "<figcaption><code>\(HTMLText.escape(change.path))</code> \(HTMLText.escape(label))</figcaption></figure>\n"
            }
        }
        return html + "</div>\n"
    }
}
