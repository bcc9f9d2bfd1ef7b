import BrandCore

/// The layout rules of YAML 1.2 that libyaml does not enforce, checked from the positions of
/// the events it reports and the file's bytes. Strict parsers (and the editors built on
/// them) refuse these files; brandkit refuses them too, so no file means one thing here and
/// another there:
/// - a continuation line of a quoted scalar or a flow collection (`[a,` / `b]`) is indented
///   more than the block collection holding it (the spec's flow line prefix), and with
///   spaces: a tab is never indentation;
/// - a comment is separated from what it follows by white space (`"value"# note`,
///   `key: ># note`);
/// - the empty lines that open a block scalar have no more spaces than its first line of
///   text, which decides its indentation.
///
/// Positions are libyaml's: 0-based lines and columns counted in Unicode scalars. Only the
/// nodes that need it (multi-line flow nodes, quoted scalars, block scalars) are looked at,
/// and the file's lines are split the first time one is.
struct StrictLayout {
    private let bytes: [UInt8]
    /// Each line's byte range, split on first use.
    private var lineRanges: [Range<Int>]?
    /// The column of each open block collection, outermost first. A flow collection holds no
    /// block one, so while `flowDepth` is above 0 every collection opened or closed is a flow one.
    private var blockColumns: [Int] = []
    /// How many flow collections are open, and where the outermost one started.
    private var flowDepth = 0
    private var flowStart: (line: Int, required: Int) = (0, 0)
    /// The lines of the open flow collection that continue a quoted scalar inside it: a `#`
    /// starting one is text, where on any other line it starts a comment.
    private var quotedLinesInFlow: [ClosedRange<Int>] = []

    private(set) var problems: [(message: String, line: Int, column: Int, suggestion: String)] = []

    /// True when every byte is ASCII: then a character index is a byte offset.
    private let isASCII: Bool
    /// Where `byteOffset(ofCharacter:)` stopped: a count of Unicode scalars and its byte offset.
    private var cursor = (characters: 0, bytes: 0)

    init(bytes: [UInt8]) {
        self.bytes = bytes
        blockColumns.reserveCapacity(16)
        // Thirty-two bytes at a time: every brand file is read, and most are ASCII throughout.
        isASCII = bytes.withUnsafeBytes { raw in
            var index = 0
            while index + 32 <= raw.count {
                let words = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                if words & 0x8080_8080_8080_8080 != 0 { return false }
                index += 32
            }
            while index < raw.count {
                if raw[index] >= 0x80 { return false }
                index += 1
            }
            return true
        }
    }

    /// The column a flow node's continuation lines must reach: one more than the block
    /// collection that holds it (0 at the top level).
    private var requiredIndent: Int { (blockColumns.last ?? -1) + 1 }

    /// Inlined where the loader handles events: block collections, most of them, cost a push
    /// and a pop. `properties`: the collection has an anchor or a tag, where libyaml's
    /// position is; its content starts on a later line, whose indentation is its column.
    @inline(__always) mutating func openCollection(flow: Bool, line: Int, column: Int, properties: Bool = false) {
        if flow || flowDepth > 0 {
            openFlow(line: line)
        } else {
            blockColumns.append(properties ? contentColumn(after: line) ?? column : column)
        }
    }

    /// The indentation of the first line after `line` (0-based) that holds neither only
    /// white space nor only a comment: where a block collection whose properties stand on
    /// `line` has its content.
    private mutating func contentColumn(after line: Int) -> Int? {
        let lines = ranges()
        var number = line + 1
        while number < lines.count {
            let range = lines[number]
            var index = range.lowerBound
            while index < range.upperBound && bytes[index] == UInt8(ascii: " ") { index += 1 }
            if index < range.upperBound && bytes[index] != UInt8(ascii: "#") && bytes[index] != UInt8(ascii: "\t") {
                return index - range.lowerBound
            }
            number += 1
        }
        return nil
    }

    private mutating func openFlow(line: Int) {
        if flowDepth == 0 { flowStart = (line, requiredIndent) }
        flowDepth += 1
    }

    @inline(__always) mutating func closeCollection(endLine: Int, endColumn: Int, endIndex: Int) {
        if flowDepth > 0 {
            closeFlow(endLine: endLine, endColumn: endColumn, endIndex: endIndex)
        } else {
            _ = blockColumns.popLast()
        }
    }

    private mutating func closeFlow(endLine: Int, endColumn: Int, endIndex: Int) {
        flowDepth -= 1
        if flowDepth == 0 {
            checkContinuation(from: flowStart.line, to: endLine, required: flowStart.required, what: "a flow collection",
                              commentsAllowed: true)
            checkCommentSpace(line: endLine, column: endColumn, index: endIndex, after: "a flow collection")
            quotedLinesInFlow.removeAll()
        }
    }

    enum ScalarKind { case plain, quoted, block }

    mutating func scalar(_ kind: ScalarKind, start: (line: Int, column: Int), end: (line: Int, column: Int, index: Int)) {
        guard flowDepth == 0 else {
            if kind == .quoted, end.line > start.line { quotedLinesInFlow.append((start.line + 1)...end.line) }
            return
        }
        switch kind {
        case .plain:
            if end.line > start.line { checkContinuation(from: start.line, to: end.line, required: requiredIndent, what: "a plain scalar") }
        case .quoted:
            if end.line > start.line { checkContinuation(from: start.line, to: end.line, required: requiredIndent, what: "a quoted scalar") }
            checkCommentSpace(line: end.line, column: end.column, index: end.index, after: "a quoted scalar")
        case .block:
            checkBlockScalar(headerLine: start.line, headerColumn: start.column, parentColumn: requiredIndent - 1)
        }
    }

    // MARK: Rules

    /// Lines `first + 1 ... last` (0-based) each start with at least `required` spaces, unless
    /// they hold only white space, or (`commentsAllowed`, in a flow collection) only a
    /// comment: a comment line has no indentation to keep.
    private mutating func checkContinuation(from first: Int, to last: Int, required: Int, what: String, commentsAllowed: Bool = false) {
        guard last > first else { return }
        let lines = ranges()
        for number in (first + 1)...last where number < lines.count {
            let range = lines[number]
            // libyaml also ends lines at NEL, U+2028 and U+2029, which YAML 1.2 does not: after
            // one of those (inside quotes, where brandkit allows it) the line goes on.
            guard range.lowerBound > 0, bytes[range.lowerBound - 1] == 0x0A || bytes[range.lowerBound - 1] == 0x0D else { continue }
            var index = range.lowerBound
            while index < range.upperBound && bytes[index] == UInt8(ascii: " ") { index += 1 }
            let spaces = index - range.lowerBound
            guard spaces < required else { continue }
            var rest = index
            while rest < range.upperBound && (bytes[rest] == UInt8(ascii: " ") || bytes[rest] == UInt8(ascii: "\t")) { rest += 1 }
            if rest == range.upperBound { continue }  // only white space: an empty line
            if commentsAllowed, bytes[rest] == UInt8(ascii: "#"), !quotedLinesInFlow.contains(where: { $0.contains(number) }) { continue }
            if index < range.upperBound && bytes[index] == UInt8(ascii: "\t") {
                problems.append(("a tab indents a continuation line of \(what); YAML indents with spaces only",
                                 number, spaces, "indent the line with \(Self.spaces(required)) or more, not a tab"))
            } else {
                problems.append(("a continuation line of \(what) is indented \(spaces) spaces, less than the \(required) YAML requires "
                                    + "inside a block collection at column \(required)",
                                 number, spaces, "indent every line after the first by at least \(Self.spaces(required))"))
            }
            return
        }
    }

    /// The character at (`line`, `column`), just after a node, is not `#`: a comment needs a
    /// space before it.
    private mutating func checkCommentSpace(line: Int, column: Int, index characterIndex: Int, after what: String) {
        // libyaml's index counts characters: in an ASCII file, bytes.
        let index = isASCII ? characterIndex : byteOffset(ofCharacter: characterIndex)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "#") else { return }
        problems.append(("'#' right after \(what) starts no comment in YAML: a comment needs a space before '#'",
                         line, column, "put a space before '#'"))
    }

    /// A block scalar's header (`|`, `>`, then its indicators) is followed by white space
    /// before a comment, and the empty lines before its first line of text have no more
    /// spaces than that line (which sets the indentation when no indicator does).
    private mutating func checkBlockScalar(headerLine: Int, headerColumn: Int, parentColumn: Int) {
        guard let start = byteOffset(line: headerLine, column: headerColumn) else { return }
        let lines = ranges()
        guard headerLine < lines.count else { return }
        let header = lines[headerLine]
        var index = start
        guard index < header.upperBound, bytes[index] == UInt8(ascii: "|") || bytes[index] == UInt8(ascii: ">") else { return }
        index += 1
        var explicitIndent = false
        while index < header.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { index += 1; continue }
            if byte.isASCIIDigit { explicitIndent = true; index += 1; continue }
            break
        }
        if index < header.upperBound && bytes[index] == UInt8(ascii: "#") {
            problems.append(("'#' right after a block scalar's indicator starts no comment in YAML: a comment needs a space before '#'",
                             headerLine, headerColumn + (index - start), "put a space before '#'"))
            return
        }
        guard !explicitIndent else { return }
        // The leading empty lines, then the first line with text.
        var widest = (spaces: 0, line: -1)
        for number in (headerLine + 1)..<max(headerLine + 1, lines.count) {
            let range = lines[number]
            var cursor = range.lowerBound
            while cursor < range.upperBound && bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
            let spaces = cursor - range.lowerBound
            if cursor == range.upperBound {
                if spaces > widest.spaces { widest = (spaces, number) }
                continue
            }
            // The first line with text: the block's content when it is indented past its parent.
            if spaces > parentColumn, widest.spaces > spaces {
                problems.append(("an empty line at the start of a block scalar has \(widest.spaces) spaces, more than the \(spaces) "
                                    + "of its first line of text, which sets the block's indentation",
                                 widest.line, 0, "remove the trailing spaces of the empty lines, or give the block an indentation indicator"))
            }
            return
        }
    }

    private static func spaces(_ count: Int) -> String { count == 1 ? "1 space" : "\(count) spaces" }

    // MARK: Positions

    private mutating func ranges() -> [Range<Int>] {
        if let lineRanges { return lineRanges }
        let made = SourceText.lineRanges(bytes)
        lineRanges = made
        return made
    }

    /// The byte offset of the Unicode scalar at `index` (libyaml's count of the scalars
    /// before it, a CR LF two), or the file's size past its end. Asked in the order of the
    /// text, it goes on from where the last ask stopped, 32 ASCII bytes at a step (then 8),
    /// so a file costs one walk, with no line split for it: files in other languages than
    /// English are ASCII but for a few letters.
    private mutating func byteOffset(ofCharacter index: Int) -> Int {
        if index < cursor.characters { cursor = (0, 0) }
        var (characters, offset) = cursor
        bytes.withUnsafeBytes { raw in
            while characters < index && offset < raw.count {
                if index - characters >= 32, offset + 32 <= raw.count,
                   (raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
                   & 0x8080_8080_8080_8080 == 0 {
                    characters += 32
                    offset += 32
                    continue
                }
                if index - characters >= 8, offset + 8 <= raw.count,
                   raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    characters += 8
                    offset += 8
                    continue
                }
                offset += 1
                while offset < raw.count && raw[offset] & 0xC0 == 0x80 { offset += 1 }
                characters += 1
            }
        }
        cursor = (characters, offset)
        return offset
    }

    /// The byte offset of 0-based (`line`, `column`), column in Unicode scalars; nil past the
    /// end of the file.
    private mutating func byteOffset(line: Int, column: Int) -> Int? {
        let lines = ranges()
        guard line < lines.count else { return nil }
        var index = lines[line].lowerBound
        var remaining = column
        while remaining > 0 && index < bytes.count {
            index += 1
            while index < bytes.count && bytes[index] & 0xC0 == 0x80 { index += 1 }
            remaining -= 1
        }
        return index
    }
}
