internal import CYAML
import BrandCore

/// The result of loading one YAML file: its root (when there is one worth reading) and
/// every problem found on the way.
package struct YAMLDocument: Sendable {
    package var root: YAMLNode?
    package var diagnostics: [Diagnostic]
    /// How many scalars stand as values (list items and mapping values, not keys): as many
    /// typed values as a schema walk can record, so it can make room for them at once.
    package var valueScalars = 0
    /// How many lines libyaml read, when it read the file to its end: its line breaks, and
    /// one more when the last line has none (libyaml ends that line). With it,
    /// `TextPosition.sourceLines` finds lines near the end of the file from the end.
    package var lineCount: Int?
}

/// Loads YAML through libyaml's event API into a located `YAMLNode` tree. This file is the
/// only place that calls libyaml.
package enum YAMLLoader {
    /// The error for a file over `limits.maxFileBytes`, for a reader that can tell the size
    /// without reading the file (a git blob).
    package static func fileTooLarge(_ file: String, limits: YAMLLimits = .default) -> Diagnostic {
        .error(.fileTooLarge, "file is larger than \(limits.maxFileBytes) bytes, the limit for brand files",
               at: SourceLocation(file: file, line: 1, column: 1), suggestion: "split the file or remove generated content")
    }

    /// Loads `bytes` (the contents of `file`, which names them in diagnostics). The top level
    /// must be a mapping; anything else comes back as a diagnostic with no root.
    package static func loadMapping(_ bytes: [UInt8], file: String, limits: YAMLLimits = .default) -> YAMLDocument {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard bytes.count <= limits.maxFileBytes else {
            return YAMLDocument(root: nil, diagnostics: [fileTooLarge(file, limits: limits)])
        }
        guard let text = SourceText.utf8(bytes) else {
            return YAMLDocument(root: nil, diagnostics: [
                .error(.yamlSyntax, "the file starts with a UTF-16 byte-order mark but is not valid UTF-16", at: start,
                       suggestion: "save the file as UTF-8"),
            ])
        }
        var builder = TreeBuilder(file: start.fileID, bytes: text, limits: limits)
        builder.run()
        builder.checkLineBreaks()
        builder.checkLayout()
        var diagnostics = builder.diagnostics
        guard !builder.aborted else { return YAMLDocument(root: nil, diagnostics: diagnostics, lineCount: builder.lineCount) }
        guard let root = builder.root, !(root.scalar?.isNull ?? false) else {
            diagnostics.append(.error(
                .emptyFile, "file has no content", at: start,
                suggestion: "add the brand's keys, for example 'displayName: My Brand'"))
            return YAMLDocument(root: nil, diagnostics: diagnostics, lineCount: builder.lineCount)
        }
        guard root.mapping != nil else {
            diagnostics.append(.error(
                .notAMapping, "the top level must be a mapping of keys to values, found \(root.kindDescription)",
                at: root.location, suggestion: "write one 'key: value' per line at the top level"))
            return YAMLDocument(root: nil, diagnostics: diagnostics, lineCount: builder.lineCount)
        }
        return YAMLDocument(root: root, diagnostics: diagnostics, valueScalars: builder.valueScalars, lineCount: builder.lineCount)
    }
}

/// Turns libyaml's event stream into nodes, enforcing the limits as events arrive so a
/// hostile file stops early instead of being parsed to the end.
private struct TreeBuilder {
    let file: SourceFileID
    let bytes: [UInt8]
    let limits: YAMLLimits

    var root: YAMLNode?
    var diagnostics: [Diagnostic] = []
    var aborted = false
    /// Scalars placed as list items or mapping values (`YAMLDocument.valueScalars`).
    private(set) var valueScalars = 0
    /// The line libyaml's stream ended on (`YAMLDocument.lineCount`); nil until it ends.
    private(set) var lineCount: Int?

    /// The collection being built, and how many are open. It is kept out of `enclosing`, so
    /// the events that fill it (most of them) change it in place, with no array in between.
    private var top: Frame
    private var depth = 0
    /// The collections that hold `top`, outermost first.
    private var enclosing: [Frame] = []
    private var anchors: [String: Anchored] = [:]
    private var openAnchors: Set<String> = []
    private var nodeCount = 0
    private var documentCount = 0
    /// Where each quoted scalar starts and ends (1-based line and column), for `checkLineBreaks`.
    private var quotedSpans: [(start: (Int, Int), end: (Int, Int))] = []
    /// YAML 1.2's layout rules libyaml lets pass.
    private var layout: StrictLayout

    private struct Anchored {
        var node: YAMLNode
        var size: Int
    }

    /// A collection being built. Mappings alternate between expecting a key and a value.
    private struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        var anchor: String?
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: (scalar: YAMLScalar, location: SourceLocation)?
        var expectingKey = true
        var dropValue = false
        /// Every key accepted so far, with its line, to refuse a second one.
        var keys = MappingKeys()
        var size = 1
        /// Carried an explicit tag: reported, then left out of its parent like a duplicate key.
        var rejected = false
    }

    init(file: SourceFileID, bytes: [UInt8], limits: YAMLLimits) {
        self.file = file
        self.bytes = bytes
        self.limits = limits
        top = Frame(isMapping: false, location: SourceLocation(fileID: file, line: 1, column: 1), anchor: nil)
        layout = StrictLayout(bytes: bytes)
    }

    /// The layout problems found, each a located syntax error naming the rule.
    mutating func checkLayout() {
        guard !aborted else { return }
        for problem in layout.problems {
            diagnostics.append(.error(.yamlSyntax, problem.message, at: location(line: problem.line + 1, column: problem.column + 1),
                                      suggestion: problem.suggestion))
        }
    }

    mutating func run() {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            fail(.yamlSyntax, "libyaml could not start (out of memory)", at: location(line: 1, column: 1))
            return
        }
        defer { yaml_parser_delete(&parser) }
        bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            // `SourceText` decided the encoding and removed the byte-order mark: libyaml must not
            // sniff again, or bytes after a UTF-8 mark that look like a UTF-16 one change how it
            // reads the file, and its lines no longer match the ones brandkit prints.
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var event = yaml_event_t()
            while !aborted {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    reportParserError(parser)
                    return
                }
                let isEnd = event.type == YAML_STREAM_END_EVENT
                handle(&event)
                yaml_event_delete(&event)
                if isEnd { return }
            }
        }
    }

    /// libyaml ends a line at NEL, U+2028 and U+2029, where editors and reviewers see none:
    /// `# comment<U+2028>bundleId: evil` looks like one comment and sets a key. Such a break
    /// is refused outside quoted scalars; NEL everywhere, since a quoted one folds to a space.
    mutating func checkLineBreaks() {
        guard !aborted, SourceText.contains(anyOf: [0xC2, 0xE2], in: bytes) else { return }
        var line = 1, column = 1, index = 0
        // Quoted scalars come in the order of the text and do not overlap, as do the breaks:
        // one cursor walks the spans beside the breaks, so the check is linear in the file.
        var span = 0
        while index < bytes.count {
            let length = SourceText.lineBreakLength(at: index, in: bytes)
            guard length > 0 else {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
                continue
            }
            if bytes[index] != 0x0A && bytes[index] != 0x0D {
                let isNEL = bytes[index] == 0xC2
                while span < quotedSpans.count, (quotedSpans[span].end.0, quotedSpans[span].end.1) <= (line, column) { span += 1 }
                let inQuotes = span < quotedSpans.count
                    && (quotedSpans[span].start.0, quotedSpans[span].start.1) < (line, column) && (line, column) < (quotedSpans[span].end.0, quotedSpans[span].end.1)
                if isNEL || !inQuotes {
                    let name = isNEL ? "NEL (U+0085)" : bytes[index + 2] == 0xA8 ? "LINE SEPARATOR (U+2028)" : "PARAGRAPH SEPARATOR (U+2029)"
                    diagnostics.append(.error(
                        .unsupportedLineBreak, "\(name) ends a line for YAML, but editors and reviews do not show a line break here",
                        at: location(line: line, column: column),
                        suggestion: "replace it with an ordinary line break\(isNEL ? "" : ", or keep it inside a quoted string")"))
                }
            }
            line += 1
            column = 1
            index += length
        }
    }

    // MARK: Events

    /// The event is read where it lies (`inout`), not copied into the call.
    private mutating func handle(_ event: inout yaml_event_t) {
        let here = location(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 {
                fail(.multipleDocuments, "a brand file holds one YAML document; this is a second one", at: here,
                     suggestion: "remove the '---' line and everything after it, or move it to its own file")
            }
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let rejected = rejectTag(data.tag, at: here)
            let bytes = UnsafeBufferPointer(start: data.value, count: data.value == nil ? 0 : data.length)
            let value = String(utf8Bytes: bytes)
            let style = scalarStyle(data.style)
            if style.isQuoted {
                quotedSpans.append(((Int(event.start_mark.line) + 1, Int(event.start_mark.column) + 1),
                                    (Int(event.end_mark.line) + 1, Int(event.end_mark.column) + 1)))
            }
            // A one-line plain scalar, nearly every value, has no layout to check.
            if !style.isPlain || event.start_mark.line != event.end_mark.line {
                layout.scalar(style.isQuoted ? .quoted : style.isPlain ? .plain : .block,
                              start: (Int(event.start_mark.line), Int(event.start_mark.column)),
                              end: (Int(event.end_mark.line), Int(event.end_mark.column), Int(event.end_mark.index)))
            }
            let width = Int(event.end_mark.column) - Int(event.start_mark.column) - (style.isQuoted ? 2 : 0)
            let oneLine = event.start_mark.line == event.end_mark.line
            // Columns count Unicode scalars (see `SourceLocation`), so the scalar's own count decides.
            var scalars: Int { bytes.reduce(0, |) < 0x80 ? bytes.count : value.unicodeScalars.count }
            // A plain scalar on one line, with no anchor or tag before it (the event starts at
            // those), is its source text exactly: it has no escapes and folds nothing. Only
            // the others have their characters counted.
            let bare = data.anchor == nil && data.tag == nil
            let verbatim = switch style {
            case .plain: oneLine && bare
            case .singleQuoted, .doubleQuoted: oneLine && width == scalars
            case .literal, .folded: false
            }
            assert(!(style.isPlain && oneLine && bare) || width == scalars,
                   "a bare one-line plain scalar is not its source text")
            let scalar = YAMLScalar(value, style: style, isVerbatim: verbatim)
            if let anchor = string(data.anchor) {
                anchors[anchor] = Anchored(node: YAMLNode(.scalar(scalar), at: here), size: 1)
            }
            count(1, fromAlias: false, at: here)
            // A key (half of a mapping's scalars) is recorded as it is; it never becomes a node.
            if depth > 0, top.isMapping, top.expectingKey, !aborted {
                attachKey(size: 1, accepted: acceptKey(scalar, at: here))
            } else {
                attach(YAMLNode(.scalar(scalar), at: here), size: 1, rejected: rejected)
            }
        case YAML_ALIAS_EVENT:
            let name = string(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                if openAnchors.contains(name) {
                    fail(.aliasLimit, "alias '*\(name)' refers to a node that contains it (a recursive alias)",
                         at: here, suggestion: "an alias may only repeat a node that is already complete")
                } else {
                    fail(.yamlSyntax, "alias '*\(name)' refers to no anchor defined before it", at: here,
                         suggestion: "define '&\(name)' earlier in the file")
                }
                return
            }
            count(anchored.size, fromAlias: true, at: here)
            attach(anchored.node, size: anchored.size)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            let rejected = rejectTag(data.tag, at: here)
            layout.openCollection(flow: data.style == YAML_FLOW_SEQUENCE_STYLE, line: Int(event.start_mark.line), column: Int(event.start_mark.column),
                                  properties: data.anchor != nil || data.tag != nil)
            open(Frame(isMapping: false, location: here, anchor: string(data.anchor), rejected: rejected))
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            let rejected = rejectTag(data.tag, at: here)
            layout.openCollection(flow: data.style == YAML_FLOW_MAPPING_STYLE, line: Int(event.start_mark.line), column: Int(event.start_mark.column),
                                  properties: data.anchor != nil || data.tag != nil)
            open(Frame(isMapping: true, location: here, anchor: string(data.anchor), rejected: rejected))
        case YAML_STREAM_END_EVENT:
            // libyaml moves to a new line before the stream's end unless it stands at one, so
            // the end's 0-based line counts every line the file has.
            lineCount = Int(event.start_mark.line)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            layout.closeCollection(endLine: Int(event.end_mark.line), endColumn: Int(event.end_mark.column), endIndex: Int(event.end_mark.index))
            close()
        default:
            break
        }
    }

    private mutating func open(_ frame: consuming Frame) {
        guard depth < limits.maxDepth else {
            fail(.nestingLimit, "collections nest more than \(limits.maxDepth) levels deep", at: frame.location,
                 suggestion: "flatten the structure; brand files need only a few levels")
            return
        }
        count(1, fromAlias: false, at: frame.location)
        if let anchor = frame.anchor { openAnchors.insert(anchor) }
        // Swapped, not assigned: each frame moves whole, and no array in it gains a second owner.
        swap(&top, &frame)
        if depth > 0 { enclosing.append(frame) }
        depth += 1
    }

    private mutating func close() {
        guard depth > 0 else { return }
        var frame = enclosing.popLast() ?? Frame(isMapping: false, location: top.location, anchor: nil)
        swap(&top, &frame)
        depth -= 1
        let node = YAMLNode(frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items), at: frame.location)
        if let anchor = frame.anchor {
            openAnchors.remove(anchor)
            anchors[anchor] = Anchored(node: node, size: frame.size)
        }
        attach(node, size: frame.size, rejected: frame.rejected)
    }

    /// Room made for a collection's first entries at once: most hold a few, which growing
    /// one at a time would move two or three times. Four, not eight: eight ran 1 M fewer
    /// instructions on 1,000 brands but left validate's peak memory less flat (10,000
    /// brands ÷ 1,000: 1.48× against 1.44×).
    private static let firstCapacity = 4

    /// Places a finished node into the collection being built, or makes it the root.
    private mutating func attach(_ node: consuming YAMLNode, size: Int, rejected: Bool = false) {
        guard !aborted else { return }
        guard depth > 0 else {
            root = node
            return
        }
        if top.isMapping, top.expectingKey {
            // A parsed scalar key was attached without a node; this one an alias repeats.
            var accepted = false
            if case .scalar(let scalar) = node.content {
                accepted = acceptKey(scalar, at: node.location)
            } else {
                diagnostics.append(.error(
                    .notAMapping, "mapping keys must be plain words, found \(node.kindDescription) used as a key",
                    at: node.location, suggestion: "use a plain name such as 'primary' as the key"))
            }
            attachKey(size: size, accepted: accepted)
            return
        }
        top.size += size
        if case .scalar = node.content { valueScalars += 1 }
        if !top.isMapping {
            if !rejected {
                if top.items.isEmpty { top.items.reserveCapacity(Self.firstCapacity) }
                top.items.append(node)
            }
        } else {
            top.expectingKey = true
            // Taken, not copied: the key and the node move into the pair.
            if let key = top.pendingKey.take(), !top.dropValue {
                if rejected {
                    top.keys.keepUnpaired(key.scalar.value, line: key.location.line)
                } else {
                    if top.pairs.isEmpty { top.pairs.reserveCapacity(Self.firstCapacity) }
                    top.pairs.append(YAMLPair(key: key.scalar, keyLocation: key.location, value: node))
                }
            }
        }
    }

    /// Counts the open mapping's next key, whose value follows; a key not `accepted` has its
    /// value dropped.
    private mutating func attachKey(size: Int, accepted: Bool) {
        top.size += size
        top.expectingKey = false
        top.dropValue = !accepted
    }

    /// Checks a key of the open mapping and records it; a refused key is reported and false
    /// comes back, so its value is dropped and later checks see one entry.
    private mutating func acceptKey(_ scalar: consuming YAMLScalar, at location: SourceLocation) -> Bool {
        // The length first: it rules out nearly every key without a string comparison.
        if scalar.style.isPlain && scalar.value.utf8.count == 2 && scalar.value == "<<" {
            diagnostics.append(.error(
                .mergeKey, "merge keys ('<<') are YAML 1.1 only and not supported", at: location,
                suggestion: "to share values between brands, use 'extends: <brand>'; within a file, repeat the keys"))
            return false
        }
        if let first = top.keys.insert(scalar.value, line: location.line, after: top.pairs) {
            let key = DiagnosticText.value(scalar.value)
            let normalised = Array(first.text.utf8) == Array(scalar.value.utf8)
                ? "" : " (the same after Unicode normalisation, though written with other bytes)"
            diagnostics.append(.error(
                .duplicateKey, "duplicate key '\(key)'; it is first set on line \(first.line)\(normalised)",
                at: location, suggestion: "remove one of the two '\(key)' entries"))
            return false
        }
        top.pendingKey = (scalar, location)
        return true
    }

    /// Counts nodes as they arrive. Inlined: it runs for every event, and does something only
    /// past the limit.
    @inline(__always)
    private mutating func count(_ added: Int, fromAlias: Bool, at location: SourceLocation) {
        nodeCount += added
        guard nodeCount > limits.maxNodes, !aborted else { return }
        reportTooManyNodes(fromAlias: fromAlias, at: location)
    }

    private mutating func reportTooManyNodes(fromAlias: Bool, at location: SourceLocation) {
        if fromAlias {
            fail(.aliasLimit, "aliases expand this file to more than \(limits.maxNodes) nodes", at: location,
                 suggestion: "aliases may repeat small pieces; write large structures out once")
        } else {
            fail(.nodeLimit, "file has more than \(limits.maxNodes) nodes", at: location,
                 suggestion: "brand files hold one brand; move generated data out of them")
        }
    }

    /// Reports an explicit tag; true when there was one. Inlined: it runs for every event, and
    /// nearly every event has no tag.
    @inline(__always)
    private mutating func rejectTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation) -> Bool {
        guard let tag else { return false }
        reportTag(tag, at: location)
        return true
    }

    private mutating func reportTag(_ tag: UnsafeMutablePointer<yaml_char_t>, at location: SourceLocation) {
        guard let tag = string(tag) else { return }
        diagnostics.append(.error(
            .unsupportedTag, "explicit tags such as '\(shortTag(tag))' are not supported", at: location,
            suggestion: "remove the tag; each field's type comes from the brand schema (quote a value to keep it text)"))
    }

    private func shortTag(_ tag: String) -> String {
        let core = "tag:yaml.org,2002:"
        return tag.hasPrefix(core) ? "!!" + tag.dropFirst(core.count) : tag
    }

    // MARK: Errors

    private mutating func fail(_ code: DiagnosticCode, _ message: String, at location: SourceLocation,
                               suggestion: String? = nil) {
        diagnostics.append(.error(code, message, at: location, suggestion: suggestion))
        aborted = true
    }

    private mutating func reportParserError(_ parser: yaml_parser_t) {
        let problem = string(parser.problem) ?? "the file is not valid YAML"
        var message = problem
        let position: (line: Int, column: Int)
        if parser.error == YAML_READER_ERROR {
            position = TextPosition.lineAndColumn(ofByteOffset: Int(parser.problem_offset), in: bytes)
            if parser.problem_value >= 0 {
                let hex = String(Int(parser.problem_value), radix: 16, uppercase: true)
                message += " (byte 0x\(hex.count < 2 ? "0" + hex : hex))"
            }
        } else {
            position = TextPosition.clamp(
                line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1, in: bytes)
            if let context = string(parser.context) {
                let line = Int(parser.context_mark.line) + 1, column = Int(parser.context_mark.column) + 1
                let samePlace = line == Int(parser.problem_mark.line) + 1 && column == Int(parser.problem_mark.column) + 1
                message += samePlace ? " (\(context))" : " (\(context) from line \(line), column \(column))"
            }
        }
        let here = location(line: position.line, column: position.column)
        fail(.yamlSyntax, message, at: here, suggestion: syntaxSuggestion(at: position, problem: problem))
    }

    private func syntaxSuggestion(at position: (line: Int, column: Int), problem: String) -> String? {
        if isTab(at: position) { return "indent with spaces; YAML does not allow tabs for indentation" }
        let lines = SourceText.lineRanges(bytes).map { Substring(String(decoding: bytes[$0], as: UTF8.self)) }
        if let hint = IndentationHint.hint(problem, line: position.line, lines: lines) { return hint }
        if problem.contains("mapping values are not allowed") {
            return "quote the value if it contains ': ' (\"like: this\")"
        }
        if problem.contains("invalid") && problem.contains("UTF-8") { return "save the file as UTF-8" }
        return nil
    }

    private func isTab(at position: (line: Int, column: Int)) -> Bool {
        // `bytes` is already decoded: its lines are read as they are, never decoded again.
        let lines = SourceText.lineRanges(bytes)
        guard lines.indices.contains(position.line - 1) else { return false }
        let scalars = Array(String(decoding: bytes[lines[position.line - 1]], as: UTF8.self).unicodeScalars)
        let index = position.column - 1
        return scalars.indices.contains(index) && scalars[index] == "\t"
    }

    // MARK: Conversions

    // Always inlined: as a call, the event handler copied the whole builder to pass it.
    @inline(__always) private func location(_ mark: yaml_mark_t) -> SourceLocation {
        location(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    @inline(__always) private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(fileID: file, line: line, column: column)
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private func scalarStyle(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
