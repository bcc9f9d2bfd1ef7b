/// Reads a pattern in brandkit's dialect (see `TextPattern`) into a `PatternNode`, refusing
/// every construct outside it with the construct named.
struct PatternParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var depth = 0
    static let maxDepth = 64
    static let maxCount = 1000

    init(_ source: String) { scalars = Array(source.unicodeScalars) }

    mutating func parse() throws(PatternError) -> PatternNode {
        let node = try alternation()
        if index < scalars.count {  // only a ')' stops an alternation early
            throw fail("')' has no '(' before it", suggestion: "write '\\)' for a literal parenthesis")
        }
        return node
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func fail(_ message: String, at offset: Int? = nil, suggestion: String) -> PatternError {
        PatternError(message: message, offset: offset ?? index, suggestion: suggestion)
    }

    private mutating func alternation() throws(PatternError) -> PatternNode {
        var branches = [try sequence()]
        while peek == "|" {
            index += 1
            branches.append(try sequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func sequence() throws(PatternError) -> PatternNode {
        var items: [PatternNode] = []
        while let scalar = peek, scalar != "|", scalar != ")" {
            let start = index
            let (atom, repeatable) = try atom()
            guard let (min, max) = try quantifier() else {
                items.append(atom)
                continue
            }
            guard repeatable else {
                throw fail("'\(scalars[start])' cannot be repeated", at: start, suggestion: "remove the quantifier after it")
            }
            if let next = peek, "*+?{".unicodeScalars.contains(next) {
                throw fail("'\(next)' after a quantifier (possessive and doubled quantifiers are not ECMA-262)",
                           suggestion: "use one quantifier, e.g. 'a+' instead of 'a++'")
            }
            items.append(.repetition(atom, min: min, max: max))
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .sequence(items)
        }
    }

    /// One atom and whether a quantifier may follow it.
    private mutating func atom() throws(PatternError) -> (PatternNode, Bool) {
        let start = index
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "^": return (.start, false)
        case "$": return (.end, false)
        case ".": return (.scalar(.dot), true)
        case "(": return (try group(start: start), true)
        case "[": return (.scalar(try characterClass(start: start)), true)
        case "\\":
            let escape = try escape(inClass: false)
            return (.scalar(escape.set), true)
        case "*", "+", "?":
            throw fail("'\(scalar)' has nothing to repeat", at: start, suggestion: "write '\\\(scalar)' for the character itself")
        case "{":
            throw fail("'{' has nothing to repeat", at: start, suggestion: "write '\\{' for the character itself")
        case "}", "]":
            throw fail("'\(scalar)' has no opening bracket", at: start, suggestion: "write '\\\(scalar)' for the character itself")
        default:
            return (.scalar(ScalarSet(scalar)), true)
        }
    }

    private mutating func group(start: Int) throws(PatternError) -> PatternNode {
        if peek == "?" {
            let rest = String(String.UnicodeScalarView(scalars[index...].prefix(3)))
            guard rest.hasPrefix("?:") else {
                let construct: String = if rest.hasPrefix("?=") { "lookahead '(?=' is" }
                    else if rest.hasPrefix("?!") { "negative lookahead '(?!' is" }
                    else if rest.hasPrefix("?<=") { "lookbehind '(?<=' is" }
                    else if rest.hasPrefix("?<!") { "negative lookbehind '(?<!' is" }
                    else if rest.hasPrefix("?<") || rest.hasPrefix("?P") { "named groups are" }
                    else { "inline flags such as '(?i)' are" }
                throw fail("\(construct) not in the pattern dialect", at: start,
                           suggestion: "use plain groups '( )' or '(?: )'; JSON Schema editors read nothing else the same way")
            }
            index += 2
        }
        depth += 1
        guard depth <= Self.maxDepth else {
            throw fail("groups nest deeper than \(Self.maxDepth)", at: start, suggestion: "simplify the pattern")
        }
        let inner = try alternation()
        depth -= 1
        guard peek == ")" else { throw fail("'(' has no ')'", at: start, suggestion: "close the group") }
        index += 1
        return inner
    }

    /// `*`, `+`, `?` or a count in braces, and a lazy `?` after it (which a yes/no match ignores).
    private mutating func quantifier() throws(PatternError) -> (Int, Int?)? {
        guard let scalar = peek else { return nil }
        let bounds: (Int, Int?)
        switch scalar {
        case "*": bounds = (0, nil); index += 1
        case "+": bounds = (1, nil); index += 1
        case "?": bounds = (0, 1); index += 1
        case "{": bounds = try count()
        default: return nil
        }
        if peek == "?" { index += 1 }
        return bounds
    }

    private mutating func count() throws(PatternError) -> (Int, Int?) {
        let start = index
        index += 1
        let advice = "write a count as {2}, {2,} or {2,5}, or '\\{' for the character itself"
        guard let min = number() else { throw fail("'{' does not start a count", at: start, suggestion: advice) }
        var max: Int? = min
        if peek == "," {
            index += 1
            max = peek == "}" ? nil : number()
            if max == nil && peek != "}" { throw fail("'{' does not start a count", at: start, suggestion: advice) }
        }
        guard peek == "}" else { throw fail("'{' does not start a count", at: start, suggestion: advice) }
        index += 1
        if let max, max < min { throw fail("the count {\(min),\(max)} is out of order", at: start, suggestion: "write the smaller number first") }
        guard min <= Self.maxCount, (max ?? 0) <= Self.maxCount else {
            throw fail("counts above \(Self.maxCount) are not supported", at: start, suggestion: "use a smaller count or '+'")
        }
        return (min, max)
    }

    private mutating func number() -> Int? {
        var value: Int?
        while let scalar = peek, ("0"..."9").contains(scalar) {
            value = min((value ?? 0) * 10 + Int(scalar.value - 48), 1_000_000)
            index += 1
        }
        return value
    }

    private struct Escape {
        var set: ScalarSet
        /// `\d` and friends: a set, never one end of a range.
        var isClass: Bool
    }

    /// After a `\`.
    private mutating func escape(inClass: Bool) throws(PatternError) -> Escape {
        let start = index - 1
        guard let scalar = peek else {
            throw fail("the pattern ends with '\\'", at: start, suggestion: "write '\\\\' for a backslash")
        }
        index += 1
        switch scalar {
        case "d": return Escape(set: .digit, isClass: true)
        case "D": return Escape(set: ScalarSet.digit.inverted, isClass: true)
        case "w": return Escape(set: .word, isClass: true)
        case "W": return Escape(set: ScalarSet.word.inverted, isClass: true)
        case "s": return Escape(set: .space, isClass: true)
        case "S": return Escape(set: ScalarSet.space.inverted, isClass: true)
        case "t": return Escape(set: ScalarSet("\t"), isClass: false)
        case "n": return Escape(set: ScalarSet("\n"), isClass: false)
        case "r": return Escape(set: ScalarSet("\r"), isClass: false)
        case "f": return Escape(set: ScalarSet([0x0C...0x0C]), isClass: false)
        case "v": return Escape(set: ScalarSet([0x0B...0x0B]), isClass: false)
        case "0" where !(peek.map { ("0"..."9").contains($0) } ?? false):
            return Escape(set: ScalarSet([0...0]), isClass: false)
        case "x": return Escape(set: try hexEscape(digits: 2, start: start), isClass: false)
        case "u":
            if peek == "{" {
                throw fail("'\\u{…}' is not in the pattern dialect", at: start, suggestion: "write '\\uHHHH' or the character itself")
            }
            return Escape(set: try hexEscape(digits: 4, start: start), isClass: false)
        case "-" where inClass: return Escape(set: ScalarSet("-"), isClass: false)
        case _ where "^$\\.*+?()[]{}|/".unicodeScalars.contains(scalar):
            return Escape(set: ScalarSet(scalar), isClass: false)
        case "b", "B":
            throw fail("the word boundary '\\\(scalar)' is not in the pattern dialect", at: start,
                       suggestion: "match the characters around it instead, e.g. '^' or '[^A-Za-z0-9_]'")
        case "1"..."9", "k":
            throw fail("the backreference '\\\(scalar)' is not in the pattern dialect", at: start,
                       suggestion: "backreferences cannot be matched in bounded time; repeat the group instead")
        case "p", "P":
            throw fail("the Unicode property '\\\(scalar){…}' is not in the pattern dialect", at: start,
                       suggestion: "list the characters as a class, e.g. '[A-Za-zÀ-ÿ]'")
        default:
            throw fail("'\\\(scalar)' is not an escape ECMA-262 knows (with the u flag)", at: start,
                       suggestion: "escape only \\d \\w \\s \\t \\n \\xHH \\uHHHH and syntax characters such as '\\.'\(inClass ? " or '\\-'" : ""); write '^' and '$' for the value's ends")
        }
    }

    private mutating func hexEscape(digits: Int, start: Int) throws(PatternError) -> ScalarSet {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let scalar = peek, scalar.isASCII, let digit = UInt32(String(scalar), radix: 16) else {
                throw fail("'\\\(digits == 2 ? "x" : "u")' needs \(digits) hexadecimal digits", at: start,
                           suggestion: digits == 2 ? "write e.g. '\\x41'" : "write e.g. '\\u00E9'")
            }
            value = value * 16 + digit
            index += 1
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw fail("'\\u' names a surrogate, which editors read differently", at: start,
                       suggestion: "write the character itself")
        }
        return ScalarSet(scalar)
    }

    private mutating func characterClass(start: Int) throws(PatternError) -> ScalarSet {
        var negated = false
        if peek == "^" {
            negated = true
            index += 1
        }
        if peek == "]" {
            throw fail("an empty class '[\(negated ? "^" : "")]'", at: start, suggestion: "list at least one character")
        }
        var set = ScalarSet([])
        while true {
            guard let first = try classAtom(start: start) else { break }
            if peek == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                let dash = index
                index += 1
                guard let last = try classAtom(start: start) else { break }
                guard !first.isClass, !last.isClass,
                      let low = first.set.ranges.first?.lowerBound, let high = last.set.ranges.first?.lowerBound
                else {
                    throw fail("a range with '\\d', '\\w' or '\\s' at one end", at: dash, suggestion: "write '\\-' for a literal dash")
                }
                guard low <= high else { throw fail("the range is out of order", at: dash, suggestion: "write the smaller character first") }
                set = set.union(ScalarSet([low...high]))
            } else {
                set = set.union(first.set)
            }
        }
        return negated ? set.inverted : set
    }

    /// One member of a class; nil at its closing `]`.
    private mutating func classAtom(start: Int) throws(PatternError) -> Escape? {
        guard let scalar = peek else {
            throw fail("'[' has no ']'", at: start, suggestion: "close the class, or write '\\[' for the character itself")
        }
        index += 1
        switch scalar {
        case "]": return nil
        case "\\": return try escape(inClass: true)
        case "[":
            throw fail("'[' inside a class (POSIX classes such as [:alpha:] are not ECMA-262)", at: index - 1,
                       suggestion: "write '\\[' for the character, or list the characters, e.g. '[A-Za-z]'")
        default: return Escape(set: ScalarSet(scalar), isClass: false)
        }
    }
}
