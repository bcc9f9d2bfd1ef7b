import Foundation
import Testing

@Suite("brandkit validate, end to end")
struct ValidateEndToEndTests {
    @Test func theExampleBrandsAreClean() throws {
        let result = try Workspace().run("validate")
        #expect(result.status == 0)
        #expect(result.stdout == "Checked 4 brands in 3 environments: no problems found.\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func theExampleBrandsAsJSON() throws {
        let result = try Workspace().run("validate", "--format", "json")
        #expect(result.status == 0)
        #expect(result.stdout == #"{"diagnostics":[],"summary":{"brands":4,"errors":0,"warnings":0}}"# + "\n")
    }

    @Test func aBrokenBrandExitsOneWithLocatedJSON() throws {
        let workspace = try Workspace()
        try workspace.fixture("broken-acme.yaml", to: "Brands/acme.yaml")
        let result = try workspace.run("validate", "--format", "json")
        #expect(result.status == 1)
        let expected = try String(contentsOf: Brandkit.fixtures.appendingPathComponent("broken-acme.expected.json"), encoding: .utf8)
        #expect(result.stdout == expected)
    }

    @Test func aBrokenBrandInHumanFormShowsSourceAndCaret() throws {
        let workspace = try Workspace()
        try workspace.fixture("broken-acme.yaml", to: "Brands/acme.yaml")
        let result = try workspace.run("validate")
        #expect(result.status == 1)
        #expect(result.stdout.contains("""
        Brands/acme.yaml:9:19: error: 'featureFlags.loyaltyProgram': 'yes' is not a boolean in YAML 1.2 (only YAML 1.1 reads it as true) [type-mismatch]
          loyaltyProgram: yes
                          ^
        Brands/acme.yaml:9:19: note: write true
        """))
        #expect(result.stdout.hasSuffix("Checked 4 brands in 3 environments: 3 errors, 0 warnings.\n"))
        #expect(!result.stdout.contains("\u{1B}["), "no colour when not writing to a terminal")
    }

    @Test func aBrandFilePathChecksOnlyThatBrand() throws {
        let workspace = try Workspace()
        try workspace.write("displayName: Globex\nbundleId: com.globex\nfeatureFlags: { nope: true }\n", to: "Brands/globex.yaml")
        let clean = try workspace.run("validate", "Brands/acme.yaml", "--format", "json")
        #expect(clean.status == 0)
        #expect(clean.stdout.contains(#""brands":1"#))
        let broken = try workspace.run("validate", "Brands/globex.yaml")
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("Brands/globex.yaml:3:17: error: unknown feature flag 'nope' [unknown-flag]"))
    }

    @Test func theBrandsOptionPointsElsewhere() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("config"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: workspace.brands, to: workspace.url.appendingPathComponent("config/brands"))
        let result = try workspace.run("validate", "--brands", "config/brands", "--env", "staging")
        #expect(result.status == 0)
        #expect(result.stdout == "Checked 4 brands in 1 environment: no problems found.\n")
    }

    @Test func aMissingDirectoryExitsTwoAndSaysWhatToDo() throws {
        let result = try Workspace(copyingExampleBrands: false).run("validate")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("error: no brands directory at 'Brands'"))
        #expect(result.stderr.contains("--brands DIR"))
    }

    @Test func aMissingManifestExitsTwo() throws {
        let workspace = try Workspace()
        try FileManager.default.removeItem(at: workspace.brands.appendingPathComponent("brandkit.yaml"))
        let result = try workspace.run("validate")
        #expect(result.status == 2)
        #expect(result.stderr.contains("'Brands/brandkit.yaml' is missing"))
    }

    @Test func badArgumentsExitTwo() throws {
        let workspace = try Workspace()
        let format = try workspace.run("validate", "--format", "xml")
        #expect(format.status == 2)
        #expect(format.stderr.contains("xml"))
        let option = try workspace.run("validate", "--colour")
        #expect(option.status == 2)
        let environment = try workspace.run("validate", "--env", "stagin")
        #expect(environment.status == 2)
        #expect(environment.stderr.contains("unknown environment 'stagin'"))
        #expect(environment.stderr.contains("did you mean 'staging'?"))
    }

    @Test func helpExitsZero() throws {
        let result = try Workspace(copyingExampleBrands: false).run("validate", "--help")
        #expect(result.status == 0)
        #expect(result.stdout.contains("--format"))
    }
}
