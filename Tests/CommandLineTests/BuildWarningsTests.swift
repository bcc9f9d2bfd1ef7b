import Foundation
import Testing

/// `Scripts/test` runs the build through `Scripts/build-warnings`: a warning in brandkit's
/// own code fails the run, one in a dependency does not, and the build's output is passed on.
@Suite("The build stays free of warnings")
struct BuildWarningsTests {
    func check(_ log: String) throws -> BrandkitRun {
        let workspace = try Workspace(copyingExampleBrands: false)
        let input = workspace.url.appendingPathComponent("build.log")
        try log.write(to: input, atomically: true, encoding: .utf8)
        let bash = try #require(Tool.named("bash"))
        let script = Brandkit.packageRoot.appendingPathComponent("Scripts/build-warnings").path
        return try Tool.run(bash, ["-c", "\"$0\" < \"$1\"", script, input.path], in: workspace.url)
    }

    @Test func aWarningInBrandkitsOwnCodeFailsTheRun() throws {
        let root = Brandkit.packageRoot.path
        for file in ["Sources/BrandCore/A.swift", "Tests/CommandLineTests/B.swift", "Package.swift"] {
            let run = try check("Compiling\n\(root)/\(file):3:9: warning: result of call is unused\nBuild complete!\n")
            #expect(run.status == 1 && run.stderr.contains("fix them"), "\(file): \(run.stderr)")
            #expect(run.stdout.contains("warning: result of call is unused"), "the build's output is passed on")
        }
    }

    @Test func aDependencysWarningOrNoWarningPasses() throws {
        let root = Brandkit.packageRoot.path
        #expect(try check("\(root)/.build/checkouts/swift-argument-parser/A.swift:1:1: warning: deprecated\n").status == 0)
        #expect(try check("Build complete!\n").status == 0)
    }

    @Test func scriptsTestBuildsThroughItAndRunsOnlySwiftTesting() throws {
        let script = try String(contentsOf: Brandkit.packageRoot.appendingPathComponent("Scripts/test"), encoding: .utf8)
        #expect(script.contains("swift build --build-tests 2>&1 | \"$root/Scripts/build-warnings\""))
        #expect(script.contains("swift test --skip-build --disable-xctest"))
    }
}
