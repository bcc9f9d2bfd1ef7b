import Foundation
import Testing

/// One gate, one validation: every command speaks only for brands that validate, and what
/// the gate, the rule catalog and the schema say agrees.
@Suite struct PipelineEndToEndTests {
    @Test func explainAnswersOnlyForABrandThatValidates() throws {
        let workspace = try Workspace()
        try workspace.write("featureFlags: { maxCartItems: 9999 }\n", to: "Brands/acme-de.yaml")
        let run = try workspace.run("explain", "acme-de", "featureFlags.maxCartItems")
        #expect(run.status == 1, "\(run.stdout)")
        #expect(run.stderr.contains("Brands/acme-de.yaml:1:31: error: 'maxCartItems' is 9999, above its maximum 200 [invalid-value]"),
                "\(run.stderr)")
        #expect(!run.stdout.contains("9999"))
        let valid = try workspace.run("explain", "acme", "featureFlags.maxCartItems")
        #expect(valid.status == 0, "\(valid.stderr)")
    }

    @Test func theSchemasDisabledEnumIsWhatTheRuleCatalogLetsBeDisabled() throws {
        let workspace = try Workspace()
        let schema = try workspace.run("schema", "--manifest")
        let rules = try workspace.run("validate", "--list-rules", "--format", "json")
        try #require(schema.status == 0 && rules.status == 0)
        let catalog = try #require(try JSONSerialization.jsonObject(with: Data(rules.stdout.utf8)) as? [String: Any])
        let disableable = (catalog["codes"] as? [[String: Any]] ?? []).filter { $0["canBeDisabled"] as? Bool == true }
            .compactMap { $0["code"] as? String }.sorted()
        let document = try #require(try JSONSerialization.jsonObject(with: Data(schema.stdout.utf8)) as? [String: Any])
        let properties = document["properties"] as? [String: Any]
        let validation = (properties?["validation"] as? [String: Any])?["properties"] as? [String: Any]
        let disabled = (validation?["disabled"] as? [String: Any])?["items"] as? [String: Any]
        let schemaEnum = try #require(disabled?["enum"] as? [String], "\(schema.stdout.prefix(500))")
        #expect(!disableable.isEmpty)
        #expect(schemaEnum.sorted() == disableable)
    }
}
