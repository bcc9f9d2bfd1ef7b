/// Runs a `PatternProgram` over a value with every thread in step (Thompson's construction,
/// run as a Pike VM without captures): each position of the value visits each instruction at
/// most once, so time is bounded by instructions × scalars, and the budget bounds that.
struct PatternMatcher {
    let program: PatternProgram

    func search(_ input: [Unicode.Scalar], budget: Int) -> TextPattern.Match {
        let size = program.instructions.count
        var current = ThreadSet(size), next = ThreadSet(size)
        var stack: [Int] = []
        var steps = 0
        for position in 0...input.count {
            // Unanchored: a new thread starts at every position, as `RegExp.test` tries each.
            if add(0, at: position, of: input.count, to: &current, stack: &stack) { return .matched }
            guard position < input.count else { break }
            steps += current.count
            if steps > budget { return .tooSlow }
            let scalar = input[position]
            next.clear()
            for pc in current.members {
                if case .scalar(let set) = program.instructions[pc], program.sets[set].contains(scalar),
                   add(pc + 1, at: position + 1, of: input.count, to: &next, stack: &stack) {
                    return .matched
                }
            }
            swap(&current, &next)
        }
        return .notMatched
    }

    /// Adds the thread at `pc` and everything it reaches without consuming a scalar; true
    /// when that reaches `match`.
    private func add(_ pc: Int, at position: Int, of length: Int, to threads: inout ThreadSet, stack: inout [Int]) -> Bool {
        stack.append(pc)
        while let pc = stack.popLast() {
            guard threads.insert(pc) else { continue }
            switch program.instructions[pc] {
            case .match: return true
            case .scalar: break
            case .jump(let target): stack.append(target)
            case .split(let first, let second): stack.append(second); stack.append(first)
            case .start: if position == 0 { stack.append(pc + 1) }
            case .end: if position == length { stack.append(pc + 1) }
            }
        }
        return false
    }
}

/// Instruction indices in insertion order, with constant-time membership and clearing.
private struct ThreadSet {
    private(set) var members: [Int] = []
    private var seen: [UInt32]
    private var generation: UInt32 = 1

    init(_ size: Int) { seen = Array(repeating: 0, count: size) }

    var count: Int { members.count }

    mutating func insert(_ pc: Int) -> Bool {
        guard seen[pc] != generation else { return false }
        seen[pc] = generation
        members.append(pc)
        return true
    }

    mutating func clear() {
        members.removeAll(keepingCapacity: true)
        generation &+= 1
        if generation == 0 {
            for index in seen.indices { seen[index] = 0 }
            generation = 1
        }
    }
}
