import AssetFormats
import BrandCore
import Foundation

/// The images a validation run has decoded, by path: a sub-brand that names its parent's
/// icon, or one environment after another, decodes it once. An entry counts only for the
/// same bytes (their length and a per-process seeded hash), so a file that changed in
/// between is decoded again. Workers that ask for the same path at once share one decode:
/// the later ones wait for the first's verdict.
package final class DecodedImages: Sendable {
    private struct Verdict: Sendable {
        var count: Int
        var digest: Int
        var problem: ImageProblem?
    }

    /// A decode under way. Its worker holds `gate` until the verdict is recorded.
    private final class InFlight: Sendable {
        let gate = NSLock()
    }

    private struct State: Sendable {
        var verdicts: [String: Verdict] = [:]
        var inFlight: [String: InFlight] = [:]
        var decodes = 0
    }

    private enum Step {
        case known(ImageProblem?)
        case wait(InFlight)
        case decode(InFlight)
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
        while true {
            let step = state.withLock { state -> Step in
                if let known = state.verdicts[path], known.count == bytes.count, known.digest == digest {
                    return .known(known.problem)
                }
                if let other = state.inFlight[path] { return .wait(other) }
                let mine = InFlight()
                mine.gate.lock()
                state.inFlight[path] = mine
                return .decode(mine)
            }
            switch step {
            case .known(let problem):
                return problem
            case .wait(let other):
                // Held until the other worker's verdict is in; then look again (its bytes may
                // differ from these, if the file changed in between).
                other.gate.lock()
                other.gate.unlock()
            case .decode(let mine):
                let problem = ImageFile.decodingProblem(bytes)
                state.withLock { state in
                    state.verdicts[path] = Verdict(count: bytes.count, digest: digest, problem: problem)
                    state.inFlight[path] = nil
                    state.decodes += 1
                }
                mine.gate.unlock()
                return problem
            }
        }
    }
}
