import BrandConfiguration
import Testing

@Suite("Source file names")
struct SourceFileTests {
    @Test(arguments: [
        ("Brands/acme.yaml", "acme.yaml"),
        ("acme.yaml", "acme.yaml"),
        ("/abs/dir/ünïcode.yaml", "ünïcode.yaml"),
        ("Brands/", "Brands"),
        ("a//b.yaml", "b.yaml"),
        ("///", "///"),
        ("", ""),
    ])
    func fileNameIsTheLastComponent(path: String, name: String) {
        #expect(SourceFile.fileName(of: path) == name)
    }

    @Test func stemDropsTheYAMLExtension() {
        #expect(SourceFile(path: "Brands/acme-eu.yaml", bytes: []).stem == "acme-eu")
        #expect(SourceFile(path: "Brands/notes.txt", bytes: []).stem == "notes.txt")
    }
}
