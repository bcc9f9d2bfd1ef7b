@testable import BrandKit
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
}
