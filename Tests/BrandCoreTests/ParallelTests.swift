import BrandCore
import Foundation
import Testing

@Suite("Parallel map")
struct ParallelTests {
    /// Many tiny items on several workers: results arrive complete and in input order. Every
    /// worker writes its results at the same time as the others; a result store that moves
    /// while one worker writes corrupts memory here (it once crashed `validate` at random).
    @Test func manyTinyItemsOnSeveralWorkersKeepTheirOrder() {
        let inputs = Array(0..<4_000)
        for _ in 0..<300 {
            let outputs = Parallel.map(inputs, jobs: 4) { $0 &* 3 }
            #expect(outputs == inputs.map { $0 &* 3 })
        }
    }

    /// The runs handed out cover every input once, in order; they are never longer than 32,
    /// and the last ones are single inputs, so no core finishes a long run alone at the end.
    @Test(arguments: [(1, 1), (7, 2), (100, 2), (1_000, 2), (10_000, 2), (10_000, 8)])
    func runsCoverEveryInputAndShrinkAtTheEnd(count: Int, jobs: Int) {
        let batches = Parallel.Batches(count: count, jobs: jobs)
        var runs: [Range<Int>] = []
        while let run = batches.next() { runs.append(run) }
        #expect(runs.first?.lowerBound == 0)
        #expect(runs.last?.upperBound == count)
        #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(runs.allSatisfy { !$0.isEmpty && $0.count <= 32 })
        #expect(runs.suffix(jobs).allSatisfy { $0.count == 1 })
        #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.count >= $1.count })
        #expect(batches.next() == nil)
    }

    /// Each worker makes its state once and keeps it for every input it takes, so a brand's
    /// ancestors, cached in that state, are parsed once per worker rather than once per share.
    @Test func eachWorkerMakesItsStateOnce() {
        final class Counter: @unchecked Sendable {
            private let lock = NSLock()
            private var made = 0
            func next() -> Int { lock.withLock { made += 1; return made } }
        }
        let counter = Counter()
        let inputs = Array(0..<5_000)
        let states = Parallel.map(inputs, jobs: 2, state: { counter.next() }) { state, _ in state }
        #expect(states.count == inputs.count)
        #expect(Set(states).count <= 2)
    }

    /// Results that own memory are each held once, by the array returned, and released with
    /// it: the workers write them into the array's own storage, with nothing left behind.
    @Test func everyResultIsHeldOnceAndReleasedWithTheArray() {
        final class Live: @unchecked Sendable {
            private let lock = NSLock()
            private var count = 0
            func add(_ delta: Int) { lock.withLock { count += delta } }
            var now: Int { lock.withLock { count } }
        }
        final class Result: Sendable {
            let value: Int
            let live: Live
            init(_ value: Int, live: Live) {
                self.value = value
                self.live = live
                live.add(1)
            }
            deinit { live.add(-1) }
        }
        let live = Live()
        let inputs = Array(0..<3_000)
        do {
            let results = Parallel.map(inputs, jobs: 3) { Result($0, live: live) }
            #expect(results.map(\.value) == inputs)
            #expect(live.now == inputs.count)
        }
        #expect(live.now == 0)
    }
}
