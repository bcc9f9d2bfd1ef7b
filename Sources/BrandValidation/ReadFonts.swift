import AssetFormats
import BrandConfiguration
import BrandCore

/// The fonts a run has read, by their bytes (their length and a per-process seeded hash): the
/// asset rule, the bundle's units and the generated accessors all ask here, so each file is
/// parsed once however many brands, environments and stages name it, and a file that changed
/// in between is parsed again. The one place a brand's font file becomes a `FontFile`.
package final class ReadFonts: Sendable {
    /// What a font file named by a brand turned out to be.
    package enum Outcome: Sendable {
        /// Not readable here (validation reports the missing file elsewhere).
        case unavailable
        /// Refused before it was read: outside the brands directory, or no regular file.
        case refused(String)
        case font(FontFile)
        case invalid(FontProblem)
    }

    private struct Content: Hashable, Sendable {
        var count: Int
        var digest: Int
    }

    private let read = Locked([Content: Result<FontFile, FontProblem>]())
    private let parsed = Locked(0)

    package init() {}

    /// How many times this run parsed a font file.
    package var parses: Int { parsed.withLock { $0 } }

    /// The font at `path` among `assets`.
    package func font(_ path: String, in assets: BrandAssets) -> Outcome {
        switch assets.read(path, maxBytes: BrandAssets.maxAssetBytes) {
        case .unavailable: return .unavailable
        case .refused(let why): return .refused(why)
        case .bytes(let bytes):
            let content = Content(count: bytes.count, digest: bytes.withUnsafeBytes { raw in
                var hasher = Hasher()
                hasher.combine(bytes: raw)
                return hasher.finalize()
            })
            // Parsed under the lock: two workers that reach one file at once parse it once.
            let result = read.withLock { read in
                if let known = read[content] { return known }
                let font = FontFile.read(bytes)
                read[content] = font
                parsed.withLock { $0 += 1 }
                return font
            }
            switch result {
            case .success(let font): return .font(font)
            case .failure(let problem): return .invalid(problem)
            }
        }
    }
}
