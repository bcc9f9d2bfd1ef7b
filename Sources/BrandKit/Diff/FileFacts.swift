import AssetFormats

/// A file a brand names, described for a diff: its size, its pixels when it is a PNG, and
/// the start of its SHA-256, enough to tell two versions apart at a glance.
enum FileFacts {
    static func text(_ bytes: [UInt8]) -> String {
        var parts = ["\(bytes.count) bytes"]
        if case .success(let png) = PNGFile.header(bytes) { parts.append("\(png.width)×\(png.height)") }
        parts.append("sha256 " + String(ContentHash.sha256(bytes).prefix(12)))
        return parts.joined(separator: ", ")
    }
}
