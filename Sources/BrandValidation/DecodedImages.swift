import AssetFormats
import BrandCore
import Foundation

/// The images a validation run has decoded, by their bytes (their length and a per-process
/// seeded hash): a sub-brand that names its parent's icon, one environment after another, or
/// one file at two paths (an adaptive icon's foreground and monochrome layer often are)
/// decodes it once, and a file that changed in between is decoded again. Workers that ask
/// for the same bytes at once share one decode: the later ones wait for the first's verdict.
package final class DecodedImages: Sendable {
    /// Which bytes: the verdict depends on nothing else.
    private struct Content: Hashable, Sendable {
        var count: Int
        var digest: Int
    }

    /// A decode under way. Its worker holds `gate` until the verdict is recorded.
    private final class InFlight: Sendable {
        let gate = NSLock()
    }

    private struct State: Sendable {
        var verdicts: [Content: ImageProblem?] = [:]
        var inFlight: [Content: InFlight] = [:]
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

    /// `ImageFile.decodingProblem(bytes)`, decoded once per content.
    package func problem(_ bytes: [UInt8]) -> ImageProblem? {
        let content = Content(count: bytes.count, digest: bytes.withUnsafeBytes { raw in
            var hasher = Hasher()
            hasher.combine(bytes: raw)
            return hasher.finalize()
        })
        while true {
            let step = state.withLock { state -> Step in
                if let known = state.verdicts[content] { return .known(known) }
                if let other = state.inFlight[content] { return .wait(other) }
                let mine = InFlight()
                mine.gate.lock()
                state.inFlight[content] = mine
                return .decode(mine)
            }
            switch step {
            case .known(let problem):
                return problem
            case .wait(let other):
                // Held until the other worker's verdict is in; then look again.
                other.gate.lock()
                other.gate.unlock()
            case .decode(let mine):
                let problem = ImageFile.decodingProblem(bytes)
                state.withLock { state in
                    state.verdicts[content] = .some(problem)
                    state.inFlight[content] = nil
                    state.decodes += 1
                }
                mine.gate.unlock()
                return problem
            }
        }
    }
}
