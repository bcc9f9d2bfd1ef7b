import BrandConfiguration
import BrandCore
import BrandYAML
import Foundation
import Testing

/// Docs/brand-format.md's reference of every key is generated from `BrandSchema`, the
/// description the checker reads and `brandkit schema` prints: each key's path, type, whether
/// it is required, what it is, and the value an example brand writes there. A key added to
/// the schema cannot be missing from the page; `RECORD_DOCS=1` rewrites it.
@Suite struct FormatReferencePageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let page = root.appendingPathComponent("Docs/brand-format.md")
    static let start = "<!-- Every key: generated from the schema by the tests (RECORD_DOCS=1). -->\n"
    static let end = "<!-- End of every key. -->\n"

    /// One row a key: its path (`<name>` where the user names the key, `[]` for a list's items).
    struct Row {
        var path: [String]
        var type: String
        var required: String
        var description: String
    }

    static func rows(_ schema: Schema, at path: [String] = []) -> [Row] {
        switch schema {
        case .record(let fields):
            return fields.flatMap { field -> [Row] in
                let here = path + [field.name]
                let required = switch field.requirement {
                case .optional: "no"
                case .inPlace: "where its mapping is written"
                case .afterResolution: "yes, by some layer"
                }
                return [Row(path: here, type: type(field.schema), required: required, description: field.description)]
                    + children(field.schema, at: here)
            }
        default:
            return children(schema, at: path)
        }
    }

    /// The keys inside a field's value: a chosen key's or an item's own row where it holds a
    /// value rather than a mapping of fixed keys, then the keys inside it.
    static func children(_ schema: Schema, at path: [String]) -> [Row] {
        func element(_ value: Schema, _ key: String) -> [Row] {
            if case .record = value { return rows(value, at: path + [key]) }
            return [Row(path: path + [key], type: type(value), required: "", description: "")] + children(value, at: path + [key])
        }
        return switch schema {
        case .record: rows(schema, at: path)
        case .list(.value): []  // the list's own row says what its items are
        case .list(let item): element(item, "[]")
        case .map(let value), .names(let value, _): element(value, "<name>")
        // An environment's overlay takes the keys above again: not listed twice.
        case .environments: []
        case .either(_, let mapping): rows(mapping, at: path)
        case .value, .flagValues, .declaredLocales, .localizedStrings, .stringValues, .anyValue: []
        }
    }

    static func type(_ schema: Schema) -> String {
        switch schema {
        case .value(let scalar):
            switch scalar {
            case .string: "text"
            case .url: "https URL"
            case .email: "e-mail address"
            case .color: "colour (#RRGGBB, #RRGGBBAA)"
            case .bool: "true or false"
            case .int: "whole number"
            case .number: "number"
            case .date: "date (YYYY-MM-DD)"
            }
        case .list(let item): "list of " + type(item)
        case .record: "mapping"
        case .map(let value): "mapping of names to " + type(value)
        case .names(let value, _): "mapping of names to " + type(value)
        case .environments(let value): "mapping of environments to " + type(value)
        case .flagValues: "mapping of declared flags to values of their types"
        case .declaredLocales: "list of declared languages"
        case .localizedStrings: "mapping of declared languages to texts"
        case .stringValues: "mapping of declared texts to texts"
        case .anyValue: "any value"
        case .either(let other, _): type(other) + ", or a mapping"
        }
    }

    /// The first value the example files write at `path` that is a scalar or a short list of them.
    static func example(_ path: [String], in files: [YAMLNode]) -> String? {
        func nodes(_ node: YAMLNode, _ rest: ArraySlice<String>) -> [YAMLNode] {
            guard let key = rest.first else { return [node] }
            if key == "[]" { return (node.sequence ?? []).flatMap { nodes($0, rest.dropFirst()) } }
            let pairs = node.mapping ?? []
            let matching = key.hasPrefix("<") ? pairs : pairs.filter { $0.key.value == key }
            return matching.flatMap { nodes($0.value, rest.dropFirst()) }
        }
        for node in files.flatMap({ nodes($0, path[...]) }) {
            if let scalar = node.scalar { return scalar.value }
            if let items = node.sequence, items.allSatisfy({ $0.scalar != nil }) {
                let list = "[" + items.compactMap { $0.scalar?.value }.joined(separator: ", ") + "]"
                if list.count <= 60 { return list }
            }
        }
        return nil
    }

    static func table(_ schema: Schema, examples: [String]) throws -> String {
        let files = try examples.map { name -> YAMLNode in
            let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent("Brands/\(name)")))
            return try #require(YAMLLoader.loadMapping(bytes, file: name).root)
        }
        var lines = ["| key | type | required | what it is | example |", "| --- | --- | --- | --- | --- |"]
        for row in rows(schema) {
            let example = Self.example(row.path, in: files).map { "`\($0.replacingOccurrences(of: "|", with: "\\|"))`" } ?? ""
            let cells = ["`\(row.path.joined(separator: "."))`", row.type, row.required, row.description.replacingOccurrences(of: "|", with: "\\|"),
                         example]
            lines.append("| " + cells.map { $0.replacingOccurrences(of: "\n", with: " ") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func reference() throws -> String {
        "### A brand file\n\n" + (try table(BrandSchema.brandFile, examples: ["acme.yaml", "acme-de.yaml", "globex.yaml", "initech.yaml"]))
            + "\n### The manifest, `brandkit.yaml`\n\n" + (try table(BrandSchema.manifest, examples: ["brandkit.yaml"]))
    }

    @Test func theReferenceIsTheSchema() throws {
        let written = try String(contentsOf: Self.page, encoding: .utf8)
        let from = try #require(written.range(of: Self.start), "Docs/brand-format.md has no generated reference")
        let to = try #require(written.range(of: Self.end, range: from.upperBound..<written.endIndex))
        let expected = try Self.reference()
        if ProcessInfo.processInfo.environment["RECORD_DOCS"] == "1" {
            try written.replacingCharacters(in: from.upperBound..<to.lowerBound, with: expected).write(to: Self.page, atomically: true, encoding: .utf8)
            Issue.record("wrote the reference into Docs/brand-format.md; run again without RECORD_DOCS=1")
            return
        }
        #expect(String(written[from.upperBound..<to.lowerBound]) == expected, "Docs/brand-format.md's reference is stale: run the tests with RECORD_DOCS=1")
    }

    /// Every help-center section's fields are on the page, with what each is.
    @Test func theHelpCenterSectionsAreDocumented() throws {
        let reference = try Self.reference()
        for key in ["helpCenter.store.url", "helpCenter.chat.provider", "helpCenter.chat.channel", "helpCenter.email.address",
                    "helpCenter.email.subject", "helpCenter.customerPortal.url", "helpCenter.socialNetworks.[].network"] {
            #expect(reference.contains("| `\(key)` |"), "\(key)")
        }
    }
}
