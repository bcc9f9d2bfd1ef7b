import BrandTestSupport
import Foundation
import Testing

/// A run resolves each brand × environment once: validation resolves it, and every emitter
/// (the wiring, bundles, the preview, the flag matrix, the diff) reads what validation
/// kept. Counted by the binary itself (`BRANDKIT_STATISTICS`) on the example brands.
@Suite struct ResolveOnceEndToEndTests {
    /// The brand × environment resolutions the run of `arguments` counted.
    func resolutions(_ arguments: [String], in workspace: Workspace) throws -> Int {
        let run = try Brandkit.run(arguments, in: workspace.url, environment: ["BRANDKIT_STATISTICS": "1"])
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        let line = try #require(run.stderr.split(separator: "\n").last { $0.hasPrefix("brandkit statistics: ") },
                                "\(arguments) printed no statistics: \(run.stderr)")
        return try #require(Int(line.dropFirst("brandkit statistics: ".count).prefix { $0.isNumber }), "\(line)")
    }

    /// The example brands and their environments, as the manifest declares them.
    static func examples() throws -> (brands: Int, environments: Int) {
        let manager = try ExampleBrands.manager()
        return (manager.brandIDs.count, manager.manifest.environments.count)
    }

    @Test(arguments: [
        // Each wires every brand in every environment a configuration builds: all of the examples'.
        (["export", "gradle", "--output", "brandkit.gradle"], true),
        (["export", "xcodegen", "--template", "App", "--extension-template", "widget=Widget", "--output", "brandkit.yml"], true),
        (["export", "tuist", "--output", "Brandkit.swift"], true),
        (["bundle", "--all", "--platform", "all", "--env", "release", "--env", "staging", "--env", "debug", "--output", "out"], true),
        (["preview", "--output", "site"], true),
        (["flags"], true),
        // The default environment only.
        (["bundle", "--all", "--platform", "all", "--output", "out"], false),
    ])
    func eachCommandResolvesEachVariantItEmitsOnce(_ arguments: [String], everyEnvironment: Bool) throws {
        let (brands, environments) = try Self.examples()
        #expect(environments > 1 && brands > 1, "the examples have several brands and environments to count")
        let workspace = try Workspace()
        let expected = brands * (everyEnvironment ? environments : 1)
        #expect(try resolutions(arguments, in: workspace) == expected, "\(arguments.joined(separator: " "))")
    }

    /// Compared with a revision, each side is resolved once: the diff reads what each side's
    /// validation kept.
    @Test(arguments: [["diff", "--all", "HEAD"]])
    func aRevisionAndTheWorkingTreeAreEachResolvedOnce(_ arguments: [String]) throws {
        let (brands, environments) = try Self.examples()
        let workspace = try Workspace()
        try workspace.commitEverything()
        try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: "displayName: Acme Shop", with: "displayName: Acme Two") }
        #expect(try resolutions(arguments, in: workspace) == 2 * brands * environments, "\(arguments.joined(separator: " "))")
    }

    /// Without the variable, a run prints no statistics: the output stays the command's own.
    @Test func noStatisticsUnlessAsked() throws {
        let workspace = try Workspace()
        let run = try workspace.run("validate")
        #expect(run.status == 0 && !run.stderr.contains("statistics"), "\(run.stderr)")
    }
}
