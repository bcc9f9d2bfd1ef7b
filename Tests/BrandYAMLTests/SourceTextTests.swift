import BrandCore
@testable import BrandYAML
import Testing

/// What libyaml reads as a line break, an encoding or a key must be what brandkit prints
/// and what an editor shows: otherwise a brand file can hide a setting in plain sight.
@Suite("Source text: line breaks, encodings and the lines printed")
struct SourceTextTests {
    @Test(arguments: ["\u{2028}", "\u{2029}", "\u{85}"])
    func aLineBreakEditorsDoNotShowIsRefusedOutsideQuotes(separator: String) throws {
        let text = "displayName: Acme\n# harmless comment\(separator)bundleId: com.evil.shop\n"
        let document = YAMLLoader.loadMapping(Array(text.utf8), file: "t.yaml")
        let problem = try #require(document.diagnostics.first { $0.code == .unsupportedLineBreak })
        #expect(problem.location == SourceLocation(file: "t.yaml", line: 2, column: 19))
        #expect(problem.severity == .error)
    }

    @Test func aLineSeparatorInsideAQuotedScalarIsText() throws {
        let text = "displayName: \"Acme\u{2028}Shop\"\nbundleId: com.acme.app\n"
        let document = YAMLLoader.loadMapping(Array(text.utf8), file: "t.yaml")
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(document.root?["displayName"]?.scalar?.value == "Acme\u{2028}Shop")
    }

    @Test func carriageReturnOnlyFilesLocateAndPrintTheRightLine() throws {
        let text = "displayName: A\r# x\r\rbundleId: [\r"
        let bytes = Array(text.utf8)
        let document = YAMLLoader.loadMapping(bytes, file: "t.yaml")
        let problem = try #require(document.diagnostics.first)
        #expect(problem.location.line == 4, "\(problem.location)")
        #expect(TextPosition.sourceLine(4, in: bytes) == "bundleId: [")
        #expect(TextPosition.sourceLine(2, in: bytes) == "# x")
    }

    /// Lines asked for by number come back as the file's lines split at every break, in
    /// files of LF-ended lines of every length around a machine word (the fast path), with
    /// and without a last line break, asked one by one and all at once, out of order.
    @Test(arguments: [false, true])
    func askedLinesAreTheLinesOfTheFile(endsWithLineFeed: Bool) throws {
        let lengths = [0, 1, 7, 8, 9, 15, 16, 17, 31, 3, 0, 0, 64, 2]
        for count in 0...lengths.count {
            let lines = lengths.prefix(count).enumerated().map { index, length in
                String(repeating: index.isMultiple(of: 3) ? "é" : "a", count: length / (index.isMultiple(of: 3) ? 2 : 1))
            }
            let text = lines.joined(separator: "\n") + (endsWithLineFeed && count > 0 ? "\n" : "")
            let bytes = Array(text.utf8)
            let reference = try #require(SourceLines(bytes))
            let numbers = Array(-1...(count + 2))
            for number in numbers {
                #expect(TextPosition.sourceLines([number], in: bytes)[number] == reference.line(number),
                        "line \(number) of \(text.debugDescription)")
            }
            let everyLine = TextPosition.sourceLines(numbers.reversed() + numbers, in: bytes)
            let expected = Dictionary(uniqueKeysWithValues: numbers.compactMap { number in reference.line(number).map { (number, $0) } })
            #expect(everyLine == expected, "\(text.debugDescription)")
        }
    }

    /// With the lines libyaml counted, lines in the second half of a file are found from its
    /// end: the same lines as read from the start, with and without a last line break, in
    /// files of comment lines of every length around a machine word, blank lines among them.
    @Test(arguments: [false, true])
    func linesFoundFromTheEndAreTheLinesOfTheFile(endsWithLineFeed: Bool) throws {
        let lengths = [0, 1, 7, 8, 9, 15, 16, 17, 31, 3, 0, 0, 64, 2]
        for count in 1...lengths.count {
            let lines = lengths.prefix(count).enumerated().map { index, length in
                length == 0 ? "" : "#" + String(repeating: index.isMultiple(of: 3) ? "é" : "a", count: length / (index.isMultiple(of: 3) ? 2 : 1))
            }
            let text = lines.joined(separator: "\n") + (endsWithLineFeed ? "\n" : "")
            let bytes = Array(text.utf8)
            let lineCount = try #require(YAMLLoader.loadMapping(bytes, file: "t.yaml").lineCount, "\(text.debugDescription)")
            let reference = try #require(SourceLines(bytes))
            let numbers = Array(-1...(count + 2))
            for number in numbers {
                #expect(TextPosition.sourceLines([number], in: bytes, lineCount: lineCount)[number] == reference.line(number),
                        "line \(number) of \(text.debugDescription)")
            }
            let everyLine = TextPosition.sourceLines(numbers.reversed() + numbers, in: bytes, lineCount: lineCount)
            let expected = Dictionary(uniqueKeysWithValues: numbers.compactMap { number in reference.line(number).map { (number, $0) } })
            #expect(everyLine == expected, "\(text.debugDescription)")
        }
        // A count that does not match the text (more lines than it has) finds the lines from the start.
        let bytes = Array("a: 1\nb: 2\nc: 3\n".utf8)
        #expect(TextPosition.sourceLines([1, 3], in: bytes, lineCount: 9) == [1: "a: 1", 3: "c: 3"])
    }

    @Test func crlfFilesPrintLinesWithoutTheirBreaks() {
        let bytes = Array("a: 1\r\nb: 2\r\n".utf8)
        #expect(TextPosition.sourceLine(2, in: bytes) == "b: 2")
        #expect(TextPosition.sourceLine(3, in: bytes) == nil)
    }

    @Test(arguments: [true, false])
    func utf16FilesReportCharacterColumnsAndPrintText(littleEndian: Bool) throws {
        let text = "displayName: Acme\nbundleId: com.u16.app\ncolors: { primary: \"#12\" ]\n"
        var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for unit in text.utf16 {
            let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            bytes += littleEndian ? pair : pair.reversed()
        }
        let document = YAMLLoader.loadMapping(bytes, file: "t.yaml")
        let problem = try #require(document.diagnostics.first)
        #expect(problem.location == SourceLocation(file: "t.yaml", line: 3, column: 26))
        #expect(TextPosition.sourceLine(3, in: bytes) == "colors: { primary: \"#12\" ]")
    }

    @Test func utf16FilesLoadLikeUTF8() throws {
        let text = "displayName: Caf\u{E9}\nbundleId: com.u16.app\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let document = YAMLLoader.loadMapping(bytes, file: "t.yaml")
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?["displayName"]?.scalar?.value == "Caf\u{E9}")
        #expect(document.root?.mapping?[1].keyLocation == SourceLocation(file: "t.yaml", line: 2, column: 1))
    }

    @Test func anInvalidUTF8ByteIsLocatedByCharacterAfterABOM() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: caf".utf8) + [0xFF] + Array("\n".utf8)
        let problem = try #require(YAMLLoader.loadMapping(bytes, file: "t.yaml").diagnostics.first)
        #expect(problem.location == SourceLocation(file: "t.yaml", line: 1, column: 7))
    }

    @Test func diagnosticTextIsEscapedAndBounded() {
        let value = String(repeating: "v", count: 10_000)
        let diagnostic = Diagnostic.error(.yamlSyntax, "bad \u{1B}[2J value '\(value)'\u{2028}end", at: SourceLocation(file: "t", line: 1, column: 1),
                                          suggestion: "fix\u{7}it")
        #expect(!diagnostic.message.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" })
        #expect(diagnostic.message.hasPrefix("bad \\u{1B}[2J value"))
        #expect(diagnostic.message.count < 600)
        #expect(diagnostic.suggestion == "fix\\u{07}it")
    }
}

/// Found by the fuzzer: once a UTF-8 byte-order mark is removed, the bytes after it must
/// not be sniffed again (libyaml read a following `FF FE` as UTF-16, so its lines and ours
/// disagreed). brandkit decides the encoding once; libyaml is told UTF-8.
@Suite("Source text: one decision about the encoding")
struct EncodingDecisionTests {
    @Test(arguments: [[0xFF, 0xFE] as [UInt8], [0xFE, 0xFF], [0xEF, 0xBB, 0xBF]])
    func aSecondByteOrderMarkIsNotReadAsAnEncoding(mark: [UInt8]) throws {
        // An odd number of bytes after the marks, as in the fuzzer's input.
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + mark + Array("bore, socialNetworks, chat, email, customerPortalme\r\n".utf8)
        let document = YAMLLoader.loadMapping(bytes, file: "t.yaml")
        for diagnostic in document.diagnostics {
            let line = TextPosition.sourceLine(diagnostic.location.line, in: bytes)
            #expect(line != nil, "\(diagnostic.location) names no line of the file")
            if let line { #expect(diagnostic.location.column <= line.unicodeScalars.count + 1, "\(diagnostic.location)") }
        }
        #expect(!document.diagnostics.isEmpty || document.root != nil)
    }
}

/// `SourceText.lineRanges` takes `memchr`'s way through text whose only breaks are LF: it
/// gives the lines the byte-by-byte way gives, on random texts of LFs, other bytes and none.
@Suite struct LineRangesTests {
    @Test func theLineFeedWayGivesTheLinesOfTheByteWay() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x20, 0x41, 0x7A, 0x3A, 0xC3, 0xA9]
        for length in [0, 1, 2, 3, 17, 64, 300] {
            for _ in 0..<50 {
                let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0x41 }
                #expect(SourceText.lineRanges(betweenLineFeeds: bytes) == SourceText.lineRangesByte(byByte: bytes), "\(bytes)")
                #expect(SourceText.lineRanges(bytes) == SourceText.lineRangesByte(byByte: bytes), "\(bytes)")
            }
        }
        #expect(SourceText.lineRanges(Array("a\r\nb\u{2028}c\nd".utf8)) == [0..<1, 3..<4, 7..<8, 9..<10], "the other breaks still end lines")
    }
}
