import Dispatch
import Foundation

/// Runs independent work on several cores and returns the results in input order, so
/// output never depends on how many jobs ran or which finished first.
package enum Parallel {
    /// Jobs to use when nobody says: every core.
    package static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    package static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], jobs: Int, _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        map(inputs, jobs: jobs, state: {}) { _, input in transform(input) }
    }

    /// `map` where each worker makes a `State` (a cache, say) once and keeps it for the
    /// inputs it takes. A worker takes neighbouring inputs, so neighbours share its state.
    package static func map<Input: Sendable, State, Output: Sendable>(
        _ inputs: [Input], jobs: Int, state makeState: @Sendable () -> State,
        _ transform: @Sendable (inout State, Input) -> Output
    ) -> [Output] {
        guard jobs > 1, inputs.count > 1 else {
            var state = makeState()
            return inputs.map { transform(&state, $0) }
        }
        let batches = Batches(count: inputs.count, jobs: jobs)
        // The workers write each result into its place in the array returned: no slot per
        // input to copy out at the end, which held every result twice at the run's peak.
        return Array(unsafeUninitializedCapacity: inputs.count) { buffer, initializedCount in
            let results = Slots(buffer)
            DispatchQueue.concurrentPerform(iterations: min(jobs, inputs.count)) { _ in
                var state = makeState()
                while let batch = batches.next() {
                    for index in batch { results.initialize(index, to: transform(&state, inputs[index])) }
                }
            }
            // `Batches` hands out every index exactly once, and every worker has returned.
            initializedCount = inputs.count
        }
    }

    /// Hands out the inputs in small runs of neighbours, in order, to whichever worker asks
    /// next. Fixed shares would leave one core idle while the other finishes a slow share;
    /// small runs keep both busy to the end, and a run still keeps neighbours together.
    package final class Batches: Sendable {
        private let count: Int
        private let jobs: Int
        private let size: Int
        /// The first input not handed out yet.
        private let handedOut = Locked(0)

        package init(count: Int, jobs: Int) {
            self.count = count
            self.jobs = max(1, jobs)
            // About 16 runs per job, but never more than 32 inputs in one.
            size = max(1, min(32, count / (self.jobs * 16)))
        }

        package func next() -> Range<Int>? {
            handedOut.withLock { start in
                guard start < count else { return nil }
                // Runs shrink as the inputs run out, down to one input: the last run is what
                // one core may finish alone while the others have nothing left to take.
                let length = max(1, min(size, (count - start) / (jobs * 4)))
                let run = start..<start + length
                start = run.upperBound
                return run
            }
        }
    }

    /// The memory of the array being made, one slot per input, each written by exactly one
    /// worker. It never moves while the workers run: an array's `withUnsafeMutableBufferPointer`
    /// swaps the array out while one worker writes, so another worker wrote into the empty
    /// stand-in (a crash at random).
    private final class Slots<Value>: @unchecked Sendable {
        private let buffer: UnsafeMutableBufferPointer<Value>

        init(_ buffer: UnsafeMutableBufferPointer<Value>) {
            self.buffer = buffer
        }

        func initialize(_ index: Int, to value: Value) {
            buffer.initializeElement(at: index, to: value)
        }
    }
}
