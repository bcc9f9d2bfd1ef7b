import Dispatch
import Foundation

/// Runs independent work on several cores and returns the results in input order, so
/// output never depends on how many jobs ran or which finished first.
public enum Parallel {
    /// Jobs to use when nobody says: every core.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    public static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], jobs: Int, _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        map(inputs, jobs: jobs, state: {}) { _, input in transform(input) }
    }

    /// `map` where each worker makes a `State` (a cache, say) once and keeps it for the
    /// inputs it takes. A worker takes neighbouring inputs, so neighbours share its state.
    public static func map<Input: Sendable, State, Output: Sendable>(
        _ inputs: [Input], jobs: Int, state makeState: @Sendable () -> State,
        _ transform: @Sendable (inout State, Input) -> Output
    ) -> [Output] {
        guard jobs > 1, inputs.count > 1 else {
            var state = makeState()
            return inputs.map { transform(&state, $0) }
        }
        let results = Slots<Output>(count: inputs.count)
        // Several chunks per job keep the cores busy when some chunks take longer.
        let chunks = min(inputs.count, jobs * 8)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var state = makeState()
            for index in inputs.count * chunk / chunks..<inputs.count * (chunk + 1) / chunks {
                results.set(index, transform(&state, inputs[index]))
            }
        }
        return results.values
    }

    /// One slot per input, each written by exactly one worker. The slots live in memory that
    /// never moves: an array's `withUnsafeMutableBufferPointer` swaps the array out while one
    /// worker writes, so another worker wrote into the empty stand-in (a crash at random).
    private final class Slots<Value>: @unchecked Sendable {
        private let storage: UnsafeMutablePointer<Value?>
        private let count: Int

        init(count: Int) {
            self.count = count
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil, count: count)
        }

        deinit {
            storage.deinitialize(count: count)
            storage.deallocate()
        }

        func set(_ index: Int, _ value: Value) {
            storage[index] = value
        }

        /// Read once every worker has finished: each slot then holds its result.
        var values: [Value] { (0..<count).compactMap { storage[$0] } }
    }
}
