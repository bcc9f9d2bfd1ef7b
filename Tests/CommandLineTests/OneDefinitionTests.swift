import BrandConfiguration
import BrandCore
import BrandValidation
import Foundation
import Testing

/// Each question a run asks of its inputs has one answer in one place: what a brand file is
/// (the command line asks the brands directory's own rule), and whether the manifest has
/// errors (the gate of every command and `--env` ask `Manifest.ownErrors`).
@Suite("One definition each")
struct OneDefinitionTests {
    /// A path on the command line is a brand file exactly when the brands directory's listing
    /// would read it as one: `ACME.yaml`, `x.yml` and `x.YAML` are refused up front, as
    /// `validate` of the directory reports them.
    @Test(arguments: ["ACME.yaml", "x.yml", "x.YAML", "a b.yaml"])
    func aPathIsABrandFileByTheDirectorysOwnRule(name: String) throws {
        let workspace = try Workspace()
        try workspace.write("displayName: X\nbundleId: com.x.app\n", to: "Brands/\(name)")
        let run = try workspace.run("validate", "Brands/\(name)")
        #expect(run.status == 2 && run.stderr.contains("is not a brand file"), "\(run.stdout)\(run.stderr)")
        #expect(!BrandFilesByID.isBrandFileName(name))
        let picked = try workspace.run("validate", "Brands/acme.yaml")
        #expect(picked.status == 0, "\(picked.stdout)\(picked.stderr)")
    }

    /// A git revision lists the brand files the working tree does, by the same rule: a
    /// `.yml` or upper-case name is listed and reported, never skipped without a word (the
    /// revision's reader kept only names ending in `.yaml`); a hidden one is not listed.
    @Test func aRevisionListsTheBrandFilesTheWorkingTreeDoes() throws {
        let workspace = try Workspace()
        for name in ["ACME.yaml", "x.yml", "x.YAML", "a b.yaml", ".hidden.yaml"] {
            try workspace.write("displayName: X\nbundleId: com.x.app\n", to: "Brands/\(name)")
        }
        try workspace.commitEverything()
        func listed(_ inputs: BrandInputs) -> [String] { inputs.brands.map { SourceFile.fileName(of: $0.path) }.sorted() }
        func reported(_ inputs: BrandInputs) -> [String] {
            inputs.open().sharedDiagnostics.filter { $0.code == .invalidBrandID }.map(\.message).sorted()
        }
        let tree = try BrandInputs.read(workspace.brands.path)
        let revision = try BrandInputs.read(workspace.brands.path, at: "HEAD")
        #expect(listed(tree).contains("x.yml") && !listed(tree).contains(".hidden.yaml"), "\(listed(tree))")
        #expect(listed(revision) == listed(tree))
        #expect(reported(revision).count == 4, "\(reported(revision))")
        #expect(reported(revision) == reported(tree))
    }

    /// A manifest whose only error is in its validation settings (an unknown disabled code)
    /// has errors for `--env` as for the gate: the manifest's errors are the report, not a
    /// complaint about the environment asked for.
    @Test func theManifestHasErrorsByOneDefinition() throws {
        let manifest = """
            environments: [release]
            validation: { disabled: [no-such-rule] }

            """
        let source = FeatureFlagManager(manifest: SourceFile(path: "brandkit.yaml", text: manifest),
                                        brands: [SourceFile(path: "acme.yaml", text: "displayName: A\nbundleId: com.a\n")])
        #expect(source.manifestErrors != nil)
        #expect(try source.environments(selecting: "staging") == [])
        let healthy = FeatureFlagManager(manifest: SourceFile(path: "brandkit.yaml", text: "environments: [release]\n"), brands: [])
        #expect(healthy.manifestErrors == nil)
        #expect(throws: BrandKitError.self) { try healthy.environments(selecting: "staging") }
    }
}
