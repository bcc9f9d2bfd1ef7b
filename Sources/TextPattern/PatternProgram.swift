/// A pattern compiled to instructions for `PatternMatcher`, with counted repeats expanded.
struct PatternProgram: Sendable {
    enum Instruction: Sendable {
        /// Consume one scalar in `sets[index]`.
        case scalar(Int)
        /// Continue at both.
        case split(Int, Int)
        case jump(Int)
        case start
        case end
        case match
    }

    private(set) var instructions: [Instruction] = []
    private(set) var sets: [ScalarSet] = []
    private let limit: Int

    init(_ node: PatternNode, limit: Int) throws(PatternError) {
        self.limit = limit
        try emit(node)
        try append(.match)
    }

    private mutating func append(_ instruction: Instruction) throws(PatternError) {
        guard instructions.count < limit else {
            throw PatternError(message: "the pattern is too large once its counted repeats are written out (over \(limit) steps)",
                               offset: 0, suggestion: "use smaller counts, or '+' and '*'")
        }
        instructions.append(instruction)
    }

    private mutating func emit(_ node: PatternNode) throws(PatternError) {
        switch node {
        case .empty: break
        case .scalar(let set):
            let index = sets.firstIndex(of: set) ?? sets.count
            if index == sets.count { sets.append(set) }
            try append(.scalar(index))
        case .start: try append(.start)
        case .end: try append(.end)
        case .sequence(let items):
            for item in items { try emit(item) }
        case .alternation(let branches):
            // split L1, next; L1: branch; jump end; next: split ... — the last branch falls through.
            var jumps: [Int] = []
            for (position, branch) in branches.enumerated() {
                if position < branches.count - 1 {
                    let split = instructions.count
                    try append(.split(split + 1, 0))
                    try emit(branch)
                    jumps.append(instructions.count)
                    try append(.jump(0))
                    instructions[split] = .split(split + 1, instructions.count)
                } else {
                    try emit(branch)
                }
            }
            for jump in jumps { instructions[jump] = .jump(instructions.count) }
        case .repetition(let body, let min, let max):
            for _ in 0..<min { try emit(body) }
            if let max {
                // Each optional copy may be skipped to the end.
                var splits: [Int] = []
                for _ in min..<max {
                    splits.append(instructions.count)
                    try append(.split(instructions.count + 1, 0))
                    try emit(body)
                }
                for split in splits { instructions[split] = .split(split + 1, instructions.count) }
            } else {
                let loop = instructions.count
                try append(.split(loop + 1, 0))
                try emit(body)
                try append(.jump(loop))
                instructions[loop] = .split(loop + 1, instructions.count)
            }
        }
    }
}
