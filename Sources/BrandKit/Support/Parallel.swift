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
        guard jobs > 1, inputs.count > 1 else { return inputs.map(transform) }
        let results = Slots<Output>(count: inputs.count)
        // Chunks keep scheduling overhead low while the cores stay busy.
        let chunks = min(inputs.count, jobs * 8)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var index = chunk
            while index < inputs.count {
                results.set(index, transform(inputs[index]))
                index += chunks
            }
        }
        return results.values
    }

    /// One slot per input, each written by exactly one worker.
    private final class Slots<Value>: @unchecked Sendable {
        private var storage: [Value?]
        init(count: Int) { storage = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: Value) {
            storage.withUnsafeMutableBufferPointer { $0[index] = value }
        }
        var values: [Value] { storage.map { $0! } }
    }
}
