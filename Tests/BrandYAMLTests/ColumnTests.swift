import BrandCore
import BrandYAML
import Testing

/// A column is a Unicode scalar, as libyaml counts: a combining accent is a column of its
/// own, an emoji or a CJK character is one, a tab is one, a UTF-8 byte-order mark is none.
/// Every location, offset inside a scalar and printed caret uses this one definition.
@Suite("Columns")
struct ColumnTests {
    @Test(arguments: [
        ("a: \"e\u{301}\"\nb: x\n", 2, 4),               // a combining accent on the line before
        ("k: [\"e\u{301}\", x]\n", 1, 11),               // e and its accent are two columns
        ("k: [🎉, x]\n", 1, 8),
        ("k: [漢字, x]\n", 1, 9),
        ("k: [\"\t\", x]\n", 1, 10),
    ])
    func aNodesColumnCountsScalars(text: String, line: Int, column: Int) throws {
        let root = try #require(YAMLLoader.loadMapping(Array(text.utf8), file: "t.yaml").root)
        let node = root["b"] ?? root["k"]?.sequence?.last
        #expect(node?.location == SourceLocation(file: "t.yaml", line: line, column: column))
    }

    @Test func aByteOrderMarkTakesNoColumn() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("k: x\n".utf8)
        let root = try #require(YAMLLoader.loadMapping(bytes, file: "t.yaml").root)
        #expect(root.mapping?.first?.keyLocation == SourceLocation(file: "t.yaml", line: 1, column: 1))
        #expect(root["k"]?.location == SourceLocation(file: "t.yaml", line: 1, column: 4))
        #expect(TextPosition.sourceLine(1, in: bytes) == "k: x")
    }

    /// An offset inside a scalar (a section-order token) maps to the column of that scalar,
    /// also after a combining accent, an emoji or CJK text in the same value.
    @Test(arguments: [("\"e\u{301}, chat\"", 4), ("\"🎉, chat\"", 3), ("\"漢字, chat\"", 4), ("é, chat", 3)])
    func offsetsInsideAScalarAreColumns(value: String, offset: Int) throws {
        let root = try #require(YAMLLoader.loadMapping(Array("order: \(value)\n".utf8), file: "t.yaml").root)
        let node = try #require(root["order"])
        let scalars = Array(("order: " + value).unicodeScalars)
        let location = node.location(ofCharacterOffset: offset)
        #expect(String(scalars[location.column - 1]) == "c", "\(location)")
    }
}
