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

    /// The gate's first step is the same everywhere: a manifest with an error (here an
    /// unknown rule in validation.disabled) stops every command before any brand is read.
    @Test func everyCommandStopsAtTheManifestAlike() throws {
        let workspace = try Workspace()
        let manifest = workspace.brands.appendingPathComponent("brandkit.yaml")
        try (try String(contentsOf: manifest, encoding: .utf8) + "validation: { disabled: [nosuch-rule] }\n")
            .write(to: manifest, atomically: true, encoding: .utf8)
        for arguments in [["render", "acme"], ["bundle", "acme", "--output", "Build"], ["preview", "--output", "Site"],
                          ["explain", "acme", "displayName"], ["diff", "acme", "globex"], ["generate", "swift"], ["flags"]] {
            let run = try Brandkit.run(arguments, in: workspace.url)
            #expect(run.status == 1, "\(arguments): \(run.stderr)")
            let output = run.stdout + run.stderr
            #expect(output.contains("error: 'nosuch-rule' is not a validation rule [unknown-rule]"), "\(arguments): \(output)")
            #expect(output.contains("Checked 0 brands in 0 environments: 1 error"), "\(arguments): \(output)")
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("Build/acme.bundle").path))
    }
}
