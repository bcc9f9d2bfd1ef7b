/// "Did you mean" suggestions by edit distance, for every unknown name a user can type.
package enum DidYouMean {
    /// The closest candidate, when it is close enough to be a plausible typo.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        if lowered.count >= 3, let prefix = candidates.sorted().first(where: {
            let candidate = $0.lowercased()
            return candidate.count >= 3 && (lowered.hasPrefix(candidate) || candidate.hasPrefix(lowered))
        }) {
            return prefix  // "boolean" → "bool", "social" → "socialNetworks"
        }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.sorted() {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowed = max(1, min(3, (max(word.count, best.candidate.count) + 2) / 4))
        return best.distance <= allowed ? best.candidate : nil
    }

    /// "did you mean 'x'?" or a list of what is allowed when nothing is close.
    package static func suggestion(for word: String, in candidates: some Sequence<String>, noun: String) -> String {
        let sorted = candidates.sorted()
        if let match = closest(to: word, in: sorted) { return "did you mean '\(match)'?" }
        if sorted.isEmpty { return "no \(noun)s are declared" }
        let shown = sorted.prefix(12).map { "'\($0)'" }.joined(separator: ", ")
        return "known \(noun)s: \(shown)\(sorted.count > 12 ? ", ..." : "")"
    }

    /// Levenshtein distance where swapping two neighbours costs one (a common typo).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
