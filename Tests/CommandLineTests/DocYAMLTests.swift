import BrandCore
import BrandYAML
import Foundation
import Testing

/// Every YAML block of README.md and Docs/ is a brand file or a manifest, or lines of one,
/// and says which on its first line:
/// - `# Brands/acme.yaml`: the whole file. A page's whole files are a brands folder of their
///   own, with the example brands' images and fonts beside them;
/// - `# in Brands/acme.yaml`: lines of that file, laid over the example brands' one (a
///   mapping merged key by key, anything else replaced).
/// A block may hold several such parts. Each brands folder so made validates with no
/// problem at all, so a user who copies a block copies something brandkit accepts.
@Suite struct DocYAMLTests {
    struct Part {
        let file: String
        let whole: Bool
        let text: String
    }

    struct Block: CustomTestStringConvertible {
        let page: String
        let index: Int
        let parts: [Part]
        var testDescription: String { "\(page), YAML block \(index + 1)" }
    }

    static let pages = ["README.md"] + ((try? FileManager.default.contentsOfDirectory(atPath: Brandkit.packageRoot.appendingPathComponent("Docs").path)) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }

    /// Every YAML block of the pages, split into the parts it names; a block that names no
    /// file is one part with no file.
    static let blocks: [Block] = pages.flatMap { page -> [Block] in
        guard let doc = try? DocSnippets(page) else { return [] }
        return doc.blocks.filter { $0.info == "yaml" }.enumerated().map { index, block in
            var parts: [Part] = []
            var current: (file: String, whole: Bool, lines: [Substring])?
            for line in block.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                let header = line.hasPrefix("# Brands/") ? (String(line.dropFirst(2)), true)
                    : line.hasPrefix("# in Brands/") ? (String(line.dropFirst(5)), false) : nil
                if let header {
                    if let done = current { parts.append(Part(file: done.file, whole: done.whole, text: done.lines.joined(separator: "\n") + "\n")) }
                    current = (header.0.split(separator: " ").first.map(String.init) ?? header.0, header.1, [])
                } else if current != nil {
                    current?.lines.append(line)
                } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                    current = ("", false, [line])
                }
            }
            if let done = current { parts.append(Part(file: done.file, whole: done.whole, text: done.lines.joined(separator: "\n") + "\n")) }
            return Block(page: page, index: index, parts: parts)
        }
    }

    @Test func everyBlockNamesItsFile() {
        #expect(Self.blocks.count >= 15)
        for block in Self.blocks where block.parts.isEmpty || block.parts.contains(where: { $0.file.isEmpty }) {
            Issue.record("\(block.testDescription) does not start with '# Brands/<file>.yaml' or '# in Brands/<file>.yaml'")
        }
    }

    @Test(arguments: blocks.filter { $0.parts.contains { !$0.whole } })
    func linesOfAFileValidateOverTheExamples(_ block: Block) throws {
        let workspace = try Workspace()
        for part in block.parts {
            let path = workspace.url.appendingPathComponent(part.file)
            let base = try String(contentsOf: path, encoding: .utf8)
            let merged = try YAMLLayers.merge(YAMLLayers.parse(base, file: part.file), YAMLLayers.parse(part.text, file: block.testDescription))
            try workspace.write(YAMLLayers.text(merged), to: part.file)
        }
        try expectAccepted(block, in: workspace)
    }

    /// A page's whole files together: one brands folder.
    @Test(arguments: Set(blocks.filter { $0.parts.contains { $0.whole } }.map(\.page)).sorted())
    func wholeFilesValidateTogether(_ page: String) throws {
        let workspace = try Workspace()
        for file in try FileManager.default.contentsOfDirectory(atPath: workspace.brands.path) where file.hasSuffix(".yaml") {
            try FileManager.default.removeItem(at: workspace.brands.appendingPathComponent(file))
        }
        for block in Self.blocks where block.page == page {
            for part in block.parts where part.whole { try workspace.write(part.text, to: part.file) }
        }
        let run = try workspace.run("validate")
        #expect(run.status == 0 && run.diagnosticLines.isEmpty, "\(page)'s files: \(run.stdout)\(run.stderr)")
    }

    func expectAccepted(_ block: Block, in workspace: Workspace) throws {
        let run = try workspace.run("validate")
        #expect(run.status == 0 && run.diagnosticLines.isEmpty, "\(block.testDescription) over the example brands: \(run.stdout)\(run.stderr)")
    }
}

/// YAML trees as the tests lay them: parsed by brandkit's own loader, merged, and written
/// back in block style (every key and quoted scalar double-quoted, plain scalars as written).
enum YAMLLayers {
    static func parse(_ text: String, file: String) throws -> YAMLNode {
        let document = YAMLLoader.loadMapping(Array(text.utf8), file: file)
        return try #require(document.root, "\(file): \(document.diagnostics.map(\.message))")
    }

    /// `over` laid over `base`: mappings key by key, anything else replaced.
    static func merge(_ base: YAMLNode, _ over: YAMLNode) -> YAMLNode {
        guard var pairs = base.mapping, let overPairs = over.mapping else { return over }
        for pair in overPairs {
            if let index = pairs.firstIndex(where: { $0.key.value == pair.key.value }) {
                pairs[index].value = merge(pairs[index].value, pair.value)
            } else {
                pairs.append(pair)
            }
        }
        return YAMLNode(.mapping(pairs), at: base.location)
    }

    static func text(_ node: YAMLNode) -> String {
        lines(node, indent: "").joined(separator: "\n") + "\n"
    }

    private static func lines(_ node: YAMLNode, indent: String) -> [String] {
        switch node.content {
        case .scalar(let scalar):
            return [indent + scalarText(scalar)]
        case .sequence(let items):
            if items.isEmpty { return [indent + "[]"] }
            return items.flatMap { item -> [String] in
                if let scalar = item.scalar { return [indent + "- " + scalarText(scalar)] }
                return [indent + "-"] + lines(item, indent: indent + "  ")
            }
        case .mapping(let pairs):
            if pairs.isEmpty { return [indent + "{}"] }
            return pairs.flatMap { pair -> [String] in
                let key = indent + quoted(pair.key.value) + ":"
                if let scalar = pair.value.scalar { return [key + " " + scalarText(scalar)] }
                return [key] + lines(pair.value, indent: indent + "  ")
            }
        }
    }

    private static func scalarText(_ scalar: YAMLScalar) -> String {
        scalar.style.isPlain ? scalar.value : quoted(scalar.value)
    }

    /// A YAML double-quoted scalar: JSON's string syntax is one.
    private static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}
