@testable import BrandAccessors
@testable import BrandBundles
import BrandConfiguration
import BrandValidation
import Foundation
import HelpCenter
import Testing

/// `BrandConfig.json` has one shape description: the writer writes exactly its keys, and the
/// Swift and Kotlin accessors read every one of them.
@Suite struct BrandConfigShapeTests {
    static let brands = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Brands").path

    /// Every key the writer wrote for the example brands, as `section.key` paths.
    func writtenKeys() throws -> (top: Set<String>, sections: [String: Set<String>]) {
        let manager = try BrandInputs.read(Self.brands).open()
        let validated = try manager.validated(brands: nil, environments: manager.manifest.environments,
                                              context: RuleContext(today: "2026-01-01"), keepingVariants: true)
        var top: Set<String> = [], sections: [String: Set<String>] = [:]
        for id in validated.brandIDs {
            for environment in manager.manifest.environments {
                let variant = try #require(validated.variant(id, environment: environment))
                guard case .object(let fields) = BrandConfigDocument.json(BrandDocument(variant)) else { Issue.record("not an object"); continue }
                top.formUnion(fields.map(\.0))
                guard case .array(let items)? = fields.first(where: { $0.0 == "helpCenter" })?.1 else { continue }
                for case .object(let section) in items {
                    guard case .string(let kind)? = section.first(where: { $0.0 == "section" })?.1 else { continue }
                    for (key, value) in section {
                        sections[kind, default: []].insert(key)
                        if case .array(let entries) = value {
                            for case .object(let entry) in entries { sections[kind, default: []].formUnion(entry.map { "\(key).\($0.0)" }) }
                        }
                    }
                }
            }
        }
        return (top, sections)
    }

    @Test func theWriterWritesExactlyTheShapesKeys() throws {
        let (top, sections) = try writtenKeys()
        #expect(top == Set(BrandConfigShape.fields.map(\.key)))
        #expect(Set(sections.keys) == Set(HelpCenterSection.Kind.allCases.map(\.rawValue)), "the examples show every section")
        for kind in HelpCenterSection.Kind.allCases {
            let declared: Set<String> = switch BrandConfigShape.layout(kind) {
            case .address: ["url"]
            case .record(_, let fields, _): Set(fields.map(\.key))
            case .entries(let key, _, let fields, _): Set([key] + fields.map { "\(key).\($0.key)" })
            }
            #expect((sections[kind.rawValue] ?? []).subtracting(["section"]).isSubset(of: declared), "\(kind)")
        }
    }

    @Test func bothAccessorsReadEveryKeyTheShapeDeclares() throws {
        let manager = try BrandInputs.read(Self.brands).open()
        let validated = try manager.validated(brands: nil, environments: manager.manifest.environments,
                                              context: RuleContext(today: "2026-01-01"))
        let model = AccessorModel.build(validated, deprecatingExpiredOn: "2026-01-01")
        let swift = AccessorLanguage.swift.render(model), kotlin = AccessorLanguage.kotlin.render(model)
        for field in BrandConfigShape.fields {
            #expect(swift.contains("forKey: Key(\"\(field.key)\"))"), "Swift reads \(field.key)")
            #expect(kotlin.contains("root.key(\"\(field.key)\")"), "Kotlin reads \(field.key)")
        }
        for kind in HelpCenterSection.Kind.allCases {
            #expect(swift.contains("case \"\(kind.rawValue)\": self = .\(kind.rawValue)("), "Swift reads section \(kind)")
            #expect(kotlin.contains("\"\(kind.rawValue)\" -> "), "Kotlin reads section \(kind)")
            switch BrandConfigShape.layout(kind) {
            case .address:
                continue
            case .record(let typeName, let fields, _), .entries(_, let typeName, let fields, _):
                for field in fields {
                    // Swift's record types decode by property name; Kotlin's read each key.
                    #expect(swift.contains("public let \(field.key): "), "Swift \(typeName).\(field.key)")
                    #expect(kotlin.contains("key(\"\(field.key)\")") || kotlin.contains("optional(\"\(field.key)\")"),
                            "Kotlin \(typeName).\(field.key)")
                }
            }
        }
        for network in SocialNetwork.Network.allCases {
            #expect(swift.contains("case \(network.rawValue)\n") && kotlin.contains("\(network.rawValue)(\"\(network.rawValue)\")"))
        }
    }
}
