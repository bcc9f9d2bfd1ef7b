import BrandCore
import BrandYAML
import Testing

@Suite("YAML loader")
struct YAMLLoaderTests {
    func load(_ text: String) -> YAMLDocument {
        YAMLLoader.loadMapping(Array(text.utf8), file: "t.yaml")
    }

    @Test func nodesKeepTheirLocationStyleAndOrder() throws {
        let document = load("b: 1\na:\n  - 'x'\n  - \"y\"\nc: |\n  block\n")
        let root = try #require(document.root)
        let pairs = try #require(root.mapping)
        #expect(pairs.map(\.key.value) == ["b", "a", "c"])
        #expect(pairs[1].keyLocation == SourceLocation(file: "t.yaml", line: 2, column: 1))
        let items = try #require(pairs[1].value.sequence)
        #expect(items[0].scalar == YAMLScalar("x", style: .singleQuoted, isVerbatim: true))
        #expect(items[1].location == SourceLocation(file: "t.yaml", line: 4, column: 5))
        #expect(items[1].scalar?.style == .doubleQuoted)
        #expect(pairs[2].value.scalar?.style == .literal)
        #expect(pairs[2].value.scalar?.value == "block\n")
    }

    @Test func scalarsKeepTheirTextExactly() throws {
        let root = try #require(load("a: NO\nb: 1.10\nc: 0777\nd: 1:30\ne: ~\n").root)
        #expect(root["a"]?.scalar?.value == "NO")
        #expect(root["b"]?.scalar?.value == "1.10")
        #expect(root["c"]?.scalar?.value == "0777")
        #expect(root["d"]?.scalar?.value == "1:30")
        #expect(root["e"]?.scalar?.isNull == true)
    }

    /// The YAML 1.2 core schema's null: exactly these plain spellings, never a quoted one.
    @Test func nullIsExactlyTheCoreSchemaSpellings() throws {
        let root = try #require(load(
            "a:\nb: ~\nc: null\nd: Null\ne: NULL\nf: nulL\ng: ~~\nh: nul\ni: 'null'\nj: \"~\"\nk: nulls\nl: NuLL\nm: true\nn: x\n").root)
        let nulls = (root.mapping ?? []).filter { $0.value.scalar?.isNull == true }.map(\.key.value)
        #expect(nulls == ["a", "b", "c", "d", "e"])
    }

    @Test func characterOffsetsMapToColumnsCountingTheQuote() throws {
        let root = try #require(load("plain: store, chat\nquoted: \"store, chat\"\nfolded: \"a\\tb\"\n").root)
        #expect(root["plain"]!.location(ofCharacterOffset: 7).column == 15)
        #expect(root["quoted"]!.location(ofCharacterOffset: 7).column == 17)
        // An escape means the text is not verbatim: fall back to the scalar's own column.
        #expect(root["folded"]!.location(ofCharacterOffset: 2).column == 9)
    }

    /// The loader takes a one-line plain scalar to be its source text exactly, without
    /// counting its characters: every character's column is the scalar's plus its offset,
    /// whatever the line holds (inner spaces and tabs, marks, emoji, '#' inside a word).
    @Test func aOneLinePlainScalarIsItsSourceText() throws {
        for value in ["a  b", "a\tb c", "e\u{301}x", "🙂 ok", "a#b", "a:b", "x%y", "\u{FEFF}z", "-1.5e3", "é🙂é"] {
            let document = load("k: \(value)  # comment\n")
            let node = try #require(document.root?["k"])
            let scalar = try #require(node.scalar)
            #expect(scalar.value == value && scalar.isVerbatim, "\(value.debugDescription)")
            for offset in 0..<value.unicodeScalars.count {
                #expect(node.location(ofCharacterOffset: offset).column == 4 + offset, "\(value.debugDescription) at \(offset)")
            }
        }
        // Quoted ones are counted: an escape or a doubled quote is not its source text. An
        // anchor stands where the scalar's event starts: its characters fall back to that place.
        let root = try #require(load("a: 'it''s'\nb: \"x\\ty\"\nc: 'plain'\nd: &x name\n").root)
        #expect(root["a"]?.scalar?.isVerbatim == false)
        #expect(root["b"]?.scalar?.isVerbatim == false)
        #expect(root["c"]?.scalar?.isVerbatim == true)
        #expect(root["d"]?.scalar?.isVerbatim == false)
        #expect(root["d"]?.location(ofCharacterOffset: 2).column == 4)
    }

    @Test func duplicateKeyNamesTheFirstLineAndKeepsTheFirstValue() throws {
        let document = load("a: 1\nb: 2\na: 3\n")
        #expect(document.codes == ["duplicate-key"])
        #expect(document.diagnostics[0].message.contains("line 1"))
        #expect(document.root?["a"]?.scalar?.value == "1")
        #expect(document.root?.mapping?.count == 2)
    }

    /// Keys equal after NFC are one key to every tool that normalises (and to Swift's
    /// dictionaries): two would silently become one value with the other's name.
    @Test func keysDifferingOnlyInUnicodeNormalisationAreDuplicates() throws {
        let document = load("\"caf\u{E9}\": nfc\n\"cafe\u{301}\": nfd\n")
        #expect(document.codes == ["duplicate-key"])
        #expect(document.diagnostics[0].location == SourceLocation(file: "t.yaml", line: 2, column: 1))
        #expect(document.diagnostics[0].message.contains("Unicode normalisation"))
        #expect(document.root?.mapping?.count == 1)
    }

    @Test func largeMappingsFindDuplicatesAcrossNormalisations() throws {
        let many = (0..<40).map { "k\($0): \($0)\n" }.joined()
        let document = load(many + "\"caf\u{E9}\": nfc\n\"cafe\u{301}\": nfd\nk7: again\n")
        #expect(document.codes == ["duplicate-key", "duplicate-key"])
        #expect(document.diagnostics[0].location.line == 42)
        #expect(document.diagnostics[1].message.contains("first set on line 8"))
        #expect(document.diagnostics[1].location.line == 43)
        #expect(document.root?.mapping?.count == 41)
        #expect(document.root?["k7"]?.scalar?.value == "7")
    }

    /// A non-ASCII key equal to an ASCII one (the Kelvin sign is `K` after normalisation) is
    /// found in a small mapping and in a large one, after the byte-hashed ASCII keys.
    @Test func nonASCIIKeysMatchEarlierASCIIKeysAfterNormalisation() throws {
        let small = load("K: ascii\n\"\u{212A}\": kelvin\n")
        #expect(small.codes == ["duplicate-key"])
        let many = (0..<40).map { "k\($0): \($0)\n" }.joined()
        let large = load(many + "\"k\u{212A}\": x\nkK: y\n\"kK\": z\n")
        #expect(large.codes == ["duplicate-key", "duplicate-key"])
        #expect(large.diagnostics.map(\.location.line) == [42, 43])
        #expect(large.root?.mapping?.count == 41)
    }

    /// Many keys, every one found again: the byte-hashed table grows and keeps each key's line.
    @Test func everyKeyOfAHugeMappingIsFoundAgain() throws {
        let keys = (0..<3000).map { "key\($0)" }
        let text = keys.map { "\($0): 1\n" }.joined() + keys.map { "\($0): 2\n" }.joined()
        let document = load(text)
        #expect(document.codes.count == 3000)
        #expect(document.diagnostics.last?.message.contains("first set on line 3000") == true)
        #expect(document.root?.mapping?.count == 3000)
    }

    /// Keys that sort each after the one before are kept without lookups; a key out of order,
    /// anywhere, still finds an earlier one: right after it, far back, or written with other
    /// bytes (the Kelvin sign is `K`).
    @Test func keysInOrderStillFindEveryDuplicate() throws {
        let keys = (0..<300).map { "flag" + String(1000 + $0) }
        let sorted = keys.map { "\($0): 1\n" }.joined()
        let twice = load(sorted + "flag1299: again\n")
        #expect(twice.codes == ["duplicate-key"])
        #expect(twice.diagnostics[0].message.contains("first set on line 300"))
        let farBack = load(sorted + "flag1003: again\nflag1299x: new\nflag1010: again\n")
        #expect(farBack.codes == ["duplicate-key", "duplicate-key"])
        #expect(farBack.diagnostics.map(\.location.line) == [301, 303])
        #expect(farBack.diagnostics[1].message.contains("first set on line 11"))
        #expect(farBack.root?.mapping?.count == 301)
        let kelvin = load("a: 1\nkK: 2\nz: 3\n\"k\u{212A}\": 4\n")
        #expect(kelvin.codes == ["duplicate-key"])
        #expect(kelvin.diagnostics[0].message.contains("first set on line 2"))
        #expect(load(sorted).codes.isEmpty)
    }

    /// Keys out of order are compared with each earlier key while there are few, and looked
    /// up once there are many: around that point every duplicate is still found, with the
    /// line of the first, a key whose value was refused included.
    @Test(arguments: [2, 10, 11, 12, 13, 14, 30])
    func keysOutOfOrderFindEveryDuplicateAroundTheSwitchToLookups(count: Int) throws {
        var lines = (0..<count).reversed().map { "key\($0): \($0)\n" }
        lines.insert("tagged: !!str refused\n", at: count / 2)
        let text = lines.joined() + "key\(count - 1): again\ntagged: again\nkey0: again\nfresh: 1\n"
        let document = load(text)
        #expect(document.codes == ["unsupported-tag", "duplicate-key", "duplicate-key", "duplicate-key"])
        #expect(document.diagnostics.dropFirst().map(\.location.line) == [count + 2, count + 3, count + 4])
        #expect(document.diagnostics[1].message.hasSuffix("first set on line 1"))
        #expect(document.diagnostics[2].message.hasSuffix("first set on line \(count / 2 + 1)"))
        #expect(document.diagnostics[3].message.hasSuffix("first set on line \(count + 1)"))
        #expect(document.root?.mapping?.count == count + 1)
    }

    /// A key whose value is refused (for an explicit tag) has no pair, yet it was set: a second
    /// one is a duplicate, whether the keys are still in order or came out of order since.
    @Test func aKeyWhoseValueWasRefusedIsStillSet() throws {
        let inOrder = load("a: 1\nb: !!str 2\nc: 3\nb: 4\n")
        #expect(inOrder.codes == ["unsupported-tag", "duplicate-key"])
        #expect(inOrder.diagnostics[1].message.contains("first set on line 2"))
        let afterDisorder = load("a: 1\nm: !!map { x: 1 }\nz: 3\nc: 4\nm: 5\n")
        #expect(afterDisorder.codes == ["unsupported-tag", "duplicate-key"])
        #expect(afterDisorder.diagnostics[1].message.contains("first set on line 2"))
        #expect(afterDisorder.root?.mapping?.map(\.key.value) == ["a", "z", "c"])
        let disorderFirst = load("z: 1\na: !!str 2\nb: 3\na: 4\n")
        #expect(disorderFirst.codes == ["unsupported-tag", "duplicate-key"])
        #expect(disorderFirst.diagnostics[1].message.contains("first set on line 2"))
    }

    /// Keys chosen so their byte hashes collide: the mapping falls back to Swift's seeded
    /// hashing instead of probing ever longer runs, and still finds every duplicate.
    @Test func collidingKeysStillFindDuplicates() throws {
        let colliding = (0..<60_000).lazy.map { "c\($0)" }
            .filter { (ASCIITextIndex.hash($0) ?? 1) & 1023 == 0 }.prefix(40)
        let keys = Array(colliding)
        #expect(keys.count == 40)
        let text = keys.map { "\($0): 1\n" }.joined() + "\(keys[3]): again\n\(keys[39]): again\n"
        let document = load(text)
        #expect(document.codes == ["duplicate-key", "duplicate-key"])
        #expect(document.diagnostics[0].message.contains("first set on line 4"))
        #expect(document.root?.mapping?.count == 40)
    }

    @Test func aliasesRepeatCompleteNodes() throws {
        let root = try #require(load("a: &x { url: u }\nb: *x\n").root)
        #expect(root["b"]?["url"]?.scalar?.value == "u")
    }

    /// Keys take two roads into a mapping: a scalar as it is parsed, or a node an alias
    /// repeats. Both are one key to the duplicate check, and an alias of a collection is no key.
    @Test func aKeyRepeatedByAnAliasIsCheckedLikeAnyKey() throws {
        let document = load("a: &k name\n*k : 1\nname: 2\nlist: &l [x]\n*l : 3\nlast: 4\n")
        #expect(document.codes == ["duplicate-key", "not-a-mapping"])
        #expect(document.diagnostics[0].location.line == 3)
        #expect(document.root?.mapping?.map(\.key.value) == ["a", "name", "list", "last"])
        #expect(document.root?["name"]?.scalar?.value == "1")
    }

    @Test func windowsLineEndingsAndABOMAreAccepted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb: two\r\n".utf8)
        let document = YAMLLoader.loadMapping(bytes, file: "t.yaml")
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?["b"]?.scalar?.value == "two")
        #expect(document.root?.mapping?[1].keyLocation.line == 2)
    }

    @Test func syntaxErrorsCarryLibyamlsReason() throws {
        let document = load("a: [1, 2\n")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.code == .yamlSyntax)
        #expect(diagnostic.message.contains("flow sequence"))
        #expect(diagnostic.location.line == 1)  // clamped: libyaml reports the line after the last
    }

    @Test func tabIndentationGetsAHint() throws {
        let diagnostic = try #require(load("colors:\n\tprimary: red\n").diagnostics.first)
        #expect(diagnostic.suggestion?.contains("spaces") == true)
    }
}
