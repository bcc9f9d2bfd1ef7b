import BrandCore
import BrandYAML
import Testing

/// YAML 1.2's layout rules that libyaml lets pass. The refused inputs are the shapes of six
/// invalid cases of the YAML test suite (9C9N, DK95 #1, QB6E, S98Z, SU5Z, X4QW), each of which
/// libyaml accepted; the accepted ones are the valid neighbours of each rule (tabs after
/// indentation, blank lines, comments after a space, explicit indentation indicators).
@Suite("Strict YAML layout")
struct StrictLayoutTests {
    struct Refused: CustomTestStringConvertible, Sendable {
        var suiteCase: String
        var yaml: String
        var line: Int
        var column: Int
        var words: String
        var testDescription: String { suiteCase }
    }

    static let refused: [Refused] = [
        Refused(suiteCase: "9C9N: a flow sequence indented less than its key", yaml: "---\nflow: [a,\nb,\nc]\n",
                line: 3, column: 1, words: "a continuation line of a flow collection is indented 0 spaces, less than the 1"),
        Refused(suiteCase: "DK95 #1: a tab that looks like indentation", yaml: "foo: \"bar\n\tbaz\"\n",
                line: 2, column: 1, words: "a tab indents a continuation line of a quoted scalar"),
        Refused(suiteCase: "QB6E: a quoted multi-line scalar indented too little", yaml: "---\nquoted: \"a\nb\nc\"\n",
                line: 3, column: 1, words: "a continuation line of a quoted scalar is indented 0 spaces"),
        Refused(suiteCase: "S98Z: a block scalar's blank line with more spaces than its text",
                yaml: "empty block scalar: >\n \n  \n   \n # comment\n",
                line: 4, column: 1, words: "an empty line at the start of a block scalar has 3 spaces, more than the 1"),
        Refused(suiteCase: "SU5Z: a comment right after a quoted scalar", yaml: "key: \"value\"# invalid comment\n",
                line: 1, column: 13, words: "'#' right after a quoted scalar starts no comment"),
        Refused(suiteCase: "X4QW: a comment right after a block indicator", yaml: "block: ># comment\n  scalar\n",
                line: 1, column: 9, words: "'#' right after a block scalar's indicator starts no comment"),
        Refused(suiteCase: "a comment right after a flow collection", yaml: "list: [a, b]# note\n",
                line: 1, column: 13, words: "'#' right after a flow collection starts no comment"),
        // Columns and libyaml's index count Unicode scalars, so a letter beyond ASCII earlier
        // in the file moves the byte the rule looks at.
        Refused(suiteCase: "a comment right after a quoted scalar, letters beyond ASCII before it",
                yaml: "name: Müller Straße\nkey: \"wert ü\"# x\n", line: 2, column: 14, words: "'#' right after a quoted scalar starts no comment"),
        Refused(suiteCase: "a comment right after a flow collection, letters beyond ASCII in it",
                yaml: "a: ä\nlist: [ö, b]# x\n", line: 2, column: 13, words: "'#' right after a flow collection starts no comment"),
        Refused(suiteCase: "a comment right after a quoted scalar, lines ending in CR LF",
                yaml: "a: 😀 ä\r\nb: \"x\"# y\r\n", line: 2, column: 7, words: "'#' right after a quoted scalar starts no comment"),
        Refused(suiteCase: "the second of two comments too close, letters beyond ASCII between",
                yaml: "a: [ä] # x\nlong: \"\(String(repeating: "ß", count: 40))\" # y\nb: \"ö\"# z\n", line: 3, column: 7,
                words: "'#' right after a quoted scalar starts no comment"),
        // Long ASCII runs are passed 32 bytes at a step: a letter beyond ASCII within such a
        // step, and one right after it, still move the byte the rule looks at.
        Refused(suiteCase: "a comment right after a flow collection, letters beyond ASCII amid long ASCII runs",
                yaml: "a: \(String(repeating: "x", count: 45))ä\(String(repeating: "y", count: 29))é\(String(repeating: "z", count: 70))\nlist: [ö, b]# x\n",
                line: 2, column: 13, words: "'#' right after a flow collection starts no comment"),
        Refused(suiteCase: "an indentless list's flow item", yaml: "list:\n- [a,\nb]\n",
                line: 3, column: 1, words: "a continuation line of a flow collection is indented 0 spaces, less than the 1"),
        Refused(suiteCase: "a nested mapping's quoted value", yaml: "outer:\n  inner: \"a\n  b\"\n",
                line: 3, column: 3, words: "indented 2 spaces, less than the 3"),
    ]

    @Test(arguments: refused)
    func libyamlsLenientLayoutsAreRefusedAtTheirPlace(_ input: Refused) throws {
        let document = YAMLLoader.loadMapping(Array(input.yaml.utf8), file: "t.yaml")
        let error = try #require(document.diagnostics.first { $0.code == .yamlSyntax }, "\(input.suiteCase) was accepted")
        #expect(error.message.contains(input.words), "\(error.message)")
        #expect(error.location.line == input.line && error.location.column == input.column, "\(error.location)")
        #expect(error.suggestion != nil)
    }

    static let accepted: [String] = [
        // (DK95's valid `foo:\n \tbar`, ` \t\nfoo: 1` and `foo: 1\n\t\nbar: 2` are refused by libyaml
        // itself, as before: its own limit, not one of these rules.)
        "foo: \"bar\n  \tbaz\"\n",
        "foo: 1\n \t\nbar: 2\n",
        "flow: [a,\n  b,\n  c]\n",
        "flow: [a,\n b]\n",
        "top:\n  nested: { a: 1,\n    b: 2 }\n",
        "list:\n- [a,\n  b]\n",
        "quoted: \"a\n  b\n  c\"\n",
        "quoted: 'a\n\n  b'\n",
        "quoted: \"a\n\n b\"\n",
        "key: \"value\" # a comment\n",
        "key: \"value\"\t# a comment\n",
        "block: > # a comment\n  scalar\n",
        "block: |- # a comment\n  scalar\n",
        "key: [a] # a comment\n",
        "url: \"a#b\"\nplain: a#b\nsingle: '#x'\n",
        "block: |\n  text\n\n  more\n",
        "block: >\n\n  text\n",
        "block: |\n \n  text\n",
        "block: |2\n    \n  text\n",
        "a: |\n\nb: 1\n",
        "a: >\n   \nb: 1\n",
        "a: |\n  x\n   \n",
        "a: \"x\"\nb: [\"y\", 'z']\nc: {d: \"e\"}\n",
        "a: é\nb: \"é\"# x\n".replacingOccurrences(of: "\"é\"# x", with: "\"é\" # x"),
        "a: \"ü\" #x\nb: [ö] # y\nc: \"#\"\nd: \"\(String(repeating: "é", count: 30))#\" # z\n",
    ]

    @Test(arguments: accepted)
    func validLayoutsStayAccepted(_ yaml: String) {
        let document = YAMLLoader.loadMapping(Array(yaml.utf8), file: "t.yaml")
        #expect(document.diagnostics.isEmpty, "\(yaml.debugDescription): \(document.diagnostics.map(\.message))")
        #expect(document.root != nil)
    }

    /// Valid YAML the layout rules refused: an anchor or a tag before a block collection moved
    /// the column its content is measured from (the collection's column is its content's, not
    /// its properties'), and a comment line inside a multi-line flow collection was judged
    /// as content. The first is the shape of the suite's UGM3 (spec example 2.27), whose
    /// root carries a tag; brandkit refuses the tags themselves, never as a layout error.
    static let acceptedWithProperties: [String] = [
        "--- !<tag:example.com,2002:order>\norder: 1\nnote:\n    Call before noon.\n    Ask for the desk.\n",
        "--- !!map\nkey: a\n  b\n",
        "outer: &a\n  inner: [1,\n    2]\n",
        "outer: &a\n  inner: \"x\n    y\"\n",
        "outer: &a\n  inner:\n    x\n    y\n",
        "list: &l\n- [a,\n  b]\n",
        "outer: &a\n  # a comment first\n\n  inner: { a: 1,\n    b: 2 }\n",
        "top:\n  list: !!seq\n  - \"a\n    b\"\n",
        "key: &a [a,\n  b]\n",
        "flow: [a,\n# a comment at the margin\n  b]\n",
        "top:\n  flow: { a: 1,\n# between entries\n    b: 2 }\n",
        "top:\n  flow: [a, # after an entry\n   # indented less than the content\n    b]\n",
    ]

    @Test(arguments: acceptedWithProperties)
    func anchorsTagsAndCommentsInFlowMoveNoIndentation(_ yaml: String) {
        let document = YAMLLoader.loadMapping(Array(yaml.utf8), file: "t.yaml")
        #expect(document.diagnostics.filter { $0.code == .yamlSyntax }.isEmpty, "\(yaml.debugDescription): \(document.diagnostics.map(\.message))")
        #expect(document.root != nil)
    }

    /// Valid YAML of every construct the layout rules measure, written after the YAML test
    /// suite's feature classes (the suite itself is not copied here): multi-line plain,
    /// quoted and flow nodes at each nesting, explicit keys, block scalars with indicators,
    /// more-indented and empty lines, comments at every column between entries, directives,
    /// anchors, tags and aliases on multi-line nodes. None may be refused as a layout error.
    static let validByConstruct: [String] = [
        // multi-line plain scalars
        "a: b\n  c\n", "a:\n  b\n  c\n", "a:\n- x\n  y\n", "a:\n  - x\n    y\n", "a: [x\n  y, z]\n",
        // quoted scalars over lines
        "a: 'it''s\n  here'\n", "a: \"x\\\n  y\"\n", "a: \"x\n  # not a comment\"\n", "a:\n- \"x\n  y\"\n",
        "a:\n  - \"x\n    y\"\n", "a: &x \"l1\n  l2\"\n", "a: 'x\n\n\n  y'\n", "a: \"\n  x\n  \"\n",
        // flow collections over lines
        "a: [1,\n  2,\n  ]\n", "a: []\nb: {}\n", "a: {b: [1,\n    2], c: 3}\n", "a:\n  - [1,\n    2]\n",
        "a: [k: v,\n  x]\n", "a: [\"#x\", # real\n  y]\n", "a: [é,\n  ü]\n", "a:\n  - {x: 1,\n     y: 2\n    }\n",
        "a: [\n  1,\n  2\n]\n".replacingOccurrences(of: "\n]", with: "\n ]"), "a: {\n  b: [\n    c\n   ]\n }\n",
        // explicit keys
        "? a\n: b\n", "? |\n  block key\n: value\n", "? [a,\n  b]\n: c\n",
        // block scalars
        "a: |+\n  x\n\n", "a: >2-\n   x\n", "a: >\n  x\n    y\n  z\n", "a: |\n\n\n  x\n", "a:\n- |\n  x\n",
        "a: |\n  x\n# c\nb: 1\n", "a: >-\n  folded\n  text\n\n  para\n", "a: |1\n  two spaces kept\n",
        "a: |\n  x\n  \n  \n", "a: >\n\n  \n  x\n",
        // comments between entries, at any column
        "# top\na: 1 # c\n# end\n", "a:\n# c\n  b: 1\n", "a:\n      # deep\n  b: 1\n", "a: # c\n  b: 1\n",
        "a:\n  b: 1\n    # more indented\n  c: 2\n",
        // directives and markers, anchors, tags, aliases
        "%YAML 1.2\n---\na: 1\n", "---\na: 1\n...\n", "a: &x 1\nb: *x\n", "a: !!str 1\n", "a: !!str\n  x\n  y\n",
        "a: &m\n  b: 1\nc: *m\n", "a: &s\n- 1\n- 2\n", "--- &root\na: [1,\n 2]\n",
    ]

    @Test(arguments: validByConstruct)
    func validYAMLOfEveryMeasuredConstructIsAccepted(_ yaml: String) {
        let document = YAMLLoader.loadMapping(Array(yaml.utf8), file: "t.yaml")
        #expect(document.diagnostics.filter { $0.code == .yamlSyntax }.isEmpty, "\(yaml.debugDescription): \(document.diagnostics.map(\.message))")
        #expect(document.root != nil, "\(yaml.debugDescription): \(document.diagnostics.map(\.message))")
    }

    /// A line starting with `#` inside a quoted scalar is its text, not a comment: still
    /// indented as the scalar's other lines must be.
    @Test func aHashInsideAQuotedScalarInAFlowIsText() throws {
        let document = YAMLLoader.loadMapping(Array("top:\n  flow: [\"a\n#b\"]\n".utf8), file: "t.yaml")
        let error = try #require(document.diagnostics.first { $0.code == .yamlSyntax })
        #expect(error.location.line == 3 && error.message.contains("indented 0 spaces"), "\(error.location) \(error.message)")
    }

    /// The column counts characters: a quoted scalar after multi-byte text is still found.
    @Test func aCommentAfterAQuotedScalarIsFoundAfterMultiByteText() throws {
        let document = YAMLLoader.loadMapping(Array("name: \"Zoë\"# note\n".utf8), file: "t.yaml")
        let error = try #require(document.diagnostics.first)
        #expect(error.location.column == 12, "\(error.location)")
    }
}
