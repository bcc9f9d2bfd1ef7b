import BrandConfiguration
import Foundation
import Testing

/// `brandkit schema` agrees with `validate`: every brand validate accepts, the schema
/// accepts (an editor never flags a good file), and every structural error validate finds,
/// the schema finds too. What JSON Schema cannot say is named below, reviewed, with why.
@Suite struct SchemaAgreementTests {
    /// Codes for problems of a file's shape and values, which the schema must refuse too.
    static let structural: Set<String> = [
        "unknown-key", "type-mismatch", "unknown-flag", "invalid-value", "missing-flag-value", "invalid-color",
        "unknown-environment", "unknown-section", "empty-section", "unknown-social-network", "not-a-mapping", "empty-file",
        "invalid-name",
    ]

    /// Errors JSON Schema cannot express, each with the reason.
    static let beyondJSONSchema: [String: String] = [
        "missing-required": "set after resolution, by the brand, a brand it extends or the manifest's defaults",
        "missing-section-data": "a section listed in sectionOrder needs its data, possibly set by another layer",
        "duplicate-section": "a pattern cannot refuse a name repeated in a comma-separated string",
        "duplicate-bundle-id": "compares brands with each other",
        "duplicate-display-name": "compares brands with each other",
        "extends-cycle": "follows 'extends' across files",
        "unknown-brand": "'extends' names another file",
        "invalid-brand-id": "the file's own name",
        "insecure-url": "which schemes are allowed is validation's setting",
        "invalid-url": "RFC 3986 and the host rules are validate's",
        "invalid-email": "the address rules are validate's",
        "invalid-bundle-id": "reverse-DNS rules for iOS and Android are validate's",
        "social-host-mismatch": "compares the network with the URL's host",
        "low-contrast": "computes contrast between two colours",
        "duplicate-key": "the YAML itself: JSON has no duplicate keys to see",
        "alias-limit": "the YAML itself, before any schema applies",
        "merge-key": "the YAML itself, before any schema applies",
        "multiple-documents": "the YAML itself, before any schema applies",
        "nesting-limit": "the YAML itself, before any schema applies",
        "unsupported-tag": "the YAML itself, before any schema applies",
        "yaml-syntax": "the YAML itself, before any schema applies",
    ]

    /// Catalog cases where a structural error is still beyond the schema, with why.
    static let caseExceptions: [String: String] = [
        "type-mismatch-octal-int": "YAML 1.2 reads 0777 as the number 777; brandkit refuses the spelling YAML 1.1 reads as octal",
    ]

    static let catalog = Brandkit.packageRoot.appendingPathComponent("Tests/BrandValidationTests/Fixtures/catalog")

    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func everyCatalogCaseAgreesWithValidate() throws {
        let tools = try #require(SchemaTools.find(), "\(SchemaTools.requirement)")
        let cases = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path).filter { !$0.hasSuffix(".yaml") }.sorted()
        #expect(cases.count > 40)
        var compared = 0
        for name in cases {
            let workspace = try Workspace(copyingExampleBrands: false)
            let folder = Self.catalog.appendingPathComponent(name)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            let manifest = files.contains("brandkit.yaml") ? folder.appendingPathComponent("brandkit.yaml")
                : Self.catalog.appendingPathComponent("brandkit.yaml")
            try workspace.write(try String(contentsOf: manifest, encoding: .utf8), to: "Brands/brandkit.yaml")
            let brands = files.filter { $0 != "brandkit.yaml" }
            for file in brands {
                try FileManager.default.copyItem(at: folder.appendingPathComponent(file), to: workspace.brands.appendingPathComponent(file))
            }
            let errors = try Self.errorCodes(workspace)
            let schema = try workspace.run("schema", "--output", "brand.schema.json")
            if errors["brandkit.yaml"] != nil {
                #expect(schema.status == 1, "\(name): a broken manifest gives no schema")
                continue
            }
            try #require(schema.status == 0, "\(name): \(schema.stderr)")
            let verdicts = try tools.check(schema: workspace.url.appendingPathComponent("brand.schema.json"),
                                           files: brands.map { workspace.brands.appendingPathComponent($0) })
            for file in brands {
                let codes = errors[file] ?? []
                let verdict = verdicts[workspace.brands.appendingPathComponent(file).path]
                compared += 1
                if codes.isEmpty {
                    #expect(verdict == .accepted, "\(name)/\(file): validate accepts it, the schema says \(String(describing: verdict))")
                } else if !codes.isDisjoint(with: Self.structural), Self.caseExceptions[name] == nil {
                    #expect(verdict != .accepted, "\(name)/\(file): validate finds \(codes.sorted()), the schema accepts it")
                } else {
                    let unreviewed = codes.subtracting(Self.structural).filter { Self.beyondJSONSchema[$0] == nil }
                    #expect(unreviewed.isEmpty, "\(name)/\(file): \(unreviewed.sorted()) is neither structural nor on the reviewed list")
                }
            }
        }
        #expect(compared > 40)
    }

    @Test func exampleBrandsAndTheirManifestAreValidAndValuesOutsideTheDeclarationAreNot() throws {
        let tools = try #require(SchemaTools.find(), "\(SchemaTools.requirement)")
        let workspace = try Workspace()
        try #expect(workspace.run("schema", "--output", "brand.schema.json").status == 0)
        try #expect(workspace.run("schema", "--manifest", "--output", "manifest.schema.json").status == 0)
        let brands = ["acme", "acme-de", "globex", "initech"].map { workspace.brands.appendingPathComponent("\($0).yaml") }
        let verdicts = try tools.check(schema: workspace.url.appendingPathComponent("brand.schema.json"), files: brands)
        for brand in brands { #expect(verdicts[brand.path] == .accepted, "\(brand.lastPathComponent): \(String(describing: verdicts[brand.path]))") }
        let manifest = try tools.check(schema: workspace.url.appendingPathComponent("manifest.schema.json"),
                                       files: [workspace.brands.appendingPathComponent("brandkit.yaml")])
        #expect(manifest.values.allSatisfy { $0 == .accepted }, "\(manifest)")

        // One value outside each kind of declaration: validate and the schema both refuse it.
        let outside = [
            "allowed": "featureFlags: { checkoutTheme: neon }",
            "list-allowed": "featureFlags: { paymentMethods: [card, cash] }",
            "pattern": "featureFlags: { countryCode: usa }",
            "min": "featureFlags: { maxCartItems: 0 }",
            "max": "featureFlags: { searchRadiusKm: 500.5 }",
            "type": "featureFlags: { newCheckout: \"yes\" }",
            "unknown-environment": "environments: { prod: { displayName: X } }",
        ]
        for (kind, line) in outside {
            try workspace.write("displayName: Probe\nbundleId: com.example.probe\nfeatureFlags: { loyaltyProgram: true }\n\(line)\n",
                                to: "Brands/probe.yaml")
            let validate = try workspace.run("validate", "Brands/probe.yaml")
            #expect(validate.status == 1, "\(kind): validate accepts it")
            let verdict = try tools.check(schema: workspace.url.appendingPathComponent("brand.schema.json"),
                                          files: [workspace.brands.appendingPathComponent("probe.yaml")])
            #expect(verdict.values.first != .accepted, "\(kind): the schema accepts it")
        }
        // A manifest with a flag whose default has another type.
        try workspace.write("environments: [release]\nfeatureFlags:\n  beta: { type: bool, default: 3 }\n", to: "Other/brandkit.yaml")
        let broken = try tools.check(schema: workspace.url.appendingPathComponent("manifest.schema.json"),
                                     files: [workspace.url.appendingPathComponent("Other/brandkit.yaml")])
        #expect(broken.values.first != .accepted)
    }

    /// The Python side: jsonschema and a YAML 1.2 loader, as yaml-language-server reads files.
    struct SchemaTools {
        enum Verdict: Equatable { case accepted, refused([String]), unparsed }
        var python: URL

        static let requirement = "python3 with jsonschema and PyYAML is installed by Scripts/install-dependencies --test"

        static func find() -> SchemaTools? {
            guard let python = Tool.named("python3") else { return nil }
            let probe = try? Tool.run(python, ["-c", "import jsonschema, yaml"], in: FileManager.default.temporaryDirectory)
            return probe?.status == 0 ? SchemaTools(python: python) : nil
        }

        func check(schema: URL, files: [URL]) throws -> [String: Verdict] {
            let script = Brandkit.fixtures.appendingPathComponent("schema_check.py")
            let run = try Tool.run(python, [script.path, schema.path] + files.map(\.path), in: FileManager.default.temporaryDirectory)
            try #require(run.status == 0, "schema_check.py: \(run.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            return object.mapValues { value in
                if let errors = value as? [String] { return errors.isEmpty ? .accepted : .refused(errors) }
                return .unparsed
            }
        }
    }

    /// The error codes `validate --format json` reports, by file name.
    static func errorCodes(_ workspace: Workspace) throws -> [String: Set<String>] {
        let run = try workspace.run("validate", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        var codes: [String: Set<String>] = [:]
        for diagnostic in object["diagnostics"] as? [[String: Any]] ?? [] where diagnostic["severity"] as? String == "error" {
            let file = URL(fileURLWithPath: diagnostic["file"] as? String ?? "").lastPathComponent
            codes[file, default: []].insert(diagnostic["code"] as? String ?? "?")
        }
        return codes
    }
}
