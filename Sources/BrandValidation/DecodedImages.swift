import AssetFormats
import BrandCore

/// The images a validation run has decoded, by path: a sub-brand that names its parent's
/// icon, or one environment after another, decodes it once. An entry counts only for the
/// same bytes (their length and a per-process seeded hash), so a file that changed in
/// between is decoded again.
package final class DecodedImages: Sendable {
    private struct Verdict: Sendable {
        var count: Int
        var digest: Int
        var problem: ImageProblem?
    }

    private struct State: Sendable {
        var verdicts: [String: Verdict] = [:]
        var decodes = 0
    }

    private let state = Locked(State())

    package init() {}

    /// How many times this run decoded an image.
    package var decodes: Int { state.withLock { $0.decodes } }

    /// `ImageFile.decodingProblem(bytes)`, decoded once per path and content.
    package func problem(_ bytes: [UInt8], at path: String) -> ImageProblem? {
        let digest = bytes.withUnsafeBytes { raw in
            var hasher = Hasher()
            hasher.combine(bytes: raw)
            return hasher.finalize()
        }
        if let known = state.withLock({ $0.verdicts[path] }), known.count == bytes.count, known.digest == digest {
            return known.problem
        }
        let problem = ImageFile.decodingProblem(bytes)
        state.withLock { state in
            state.verdicts[path] = Verdict(count: bytes.count, digest: digest, problem: problem)
            state.decodes += 1
        }
        return problem
    }
}
