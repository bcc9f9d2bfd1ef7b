import BrandCore
import BrandYAML
import Testing

@Suite("Source locations")
struct SourceLocationTests {
    @Test func aLocationKeepsItsFileNameByteForByte() {
        let nfc = SourceLocation(file: "Brands/caf\u{E9}.yaml", line: 2, column: 3)
        let nfd = SourceLocation(file: "Brands/cafe\u{301}.yaml", line: 2, column: 3)
        #expect(nfc != nfd)
        #expect(Array(nfc.file.utf8) == Array("Brands/caf\u{E9}.yaml".utf8))
        #expect(Array(nfd.file.utf8) == Array("Brands/cafe\u{301}.yaml".utf8))
        #expect(nfc.description == "Brands/caf\u{E9}.yaml:2:3")
        #expect(SourceLocation(file: "Brands/caf\u{E9}.yaml", line: 2, column: 3) == nfc)
    }

    @Test func locationsSortByFileNameThenLineAndColumn() {
        let b1 = SourceLocation(file: "Brands/b.yaml", line: 1, column: 9)
        let a9 = SourceLocation(file: "Brands/a.yaml", line: 9, column: 1)
        let b2 = SourceLocation(file: "Brands/b.yaml", line: 2, column: 1)
        #expect([b2, b1, a9].sorted() == [a9, b1, b2])
        #expect(b1.advanced(byColumns: 2) == SourceLocation(file: "Brands/b.yaml", line: 1, column: 11))
    }
}
