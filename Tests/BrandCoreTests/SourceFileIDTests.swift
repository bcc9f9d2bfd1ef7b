@testable import BrandCore
import Foundation
import Testing

@Suite("Source file ids")
struct SourceFileIDTests {
    /// Names Swift calls equal but written with other bytes (a precomposed `é` and `e` with a
    /// combining accent) are two files to the file system.
    static let precomposed = "Brands/source-file-id/café.yaml"
    static let decomposed = precomposed.replacingOccurrences(of: "é", with: "e\u{301}")

    /// Texts are equal exactly when their bytes are, and the tag takes no part.
    @Test func exactTextComparesBytes() {
        #expect(Self.precomposed == Self.decomposed)
        #expect(ExactText(Self.precomposed, tag: 1) == ExactText(Self.precomposed, tag: 2))
        #expect(ExactText(Self.precomposed, tag: 0) != ExactText(Self.decomposed, tag: 0))
        #expect(ExactText("Brands/a.yaml", tag: 0) != ExactText("Brands/b.yaml", tag: 0))
        #expect(ExactText("Brands/a.yaml", tag: 0) != ExactText("Brands/a.yam", tag: 0))
        #expect(ExactText("", tag: 0) == ExactText("", tag: 1))
        #expect(ExactText("", tag: 0) != ExactText("a", tag: 0))
    }

    /// A file's id stands for its name byte for byte: the same path is one id however often
    /// it is named, and the two spellings above are two ids.
    @Test func idsAreEqualExactlyWhenTheBytesAre() {
        #expect(SourceFileID(Self.precomposed) == SourceFileID(Self.precomposed))
        #expect(SourceFileID(Self.precomposed).name == Self.precomposed)
        #expect(SourceFileID(Self.precomposed) != SourceFileID(Self.decomposed))
        #expect(SourceFileID(Self.decomposed).name.utf8.elementsEqual(Self.decomposed.utf8))
        #expect(SourceFileID("Brands/a.yaml") != SourceFileID("Brands/b.yaml"))
    }
}
