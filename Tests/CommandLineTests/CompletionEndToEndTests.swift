import Foundation
import Testing

/// Shell completion offers brand ids and environments, read from the brands directory: the
/// completion scripts call brandkit back (`---completion`) for an argument's candidates.
@Suite("Completion of brand ids and environments")
struct CompletionEndToEndTests {
    /// The candidates brandkit gives the shell for `argument` of `command`, with `words` on
    /// the command line and the cursor after `typed` in the last word.
    func candidates(_ command: String, _ argument: String, words: [String], typed: String, in directory: URL) throws -> [String] {
        let all = [command] + words + [typed]
        let run = try Brandkit.run(["---completion", command, "--", argument, String(all.count - 1), String(typed.count)] + all,
                                   in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout.split(separator: "\n").map(String.init)
    }

    @Test func brandIDsAndEnvironmentsAreOffered() throws {
        let workspace = try Workspace()
        #expect(try candidates("render", "positional@0", words: [], typed: "", in: workspace.url) == ["acme", "acme-de", "globex", "initech"])
        #expect(try candidates("render", "positional@0", words: [], typed: "ac", in: workspace.url) == ["acme", "acme-de"])
        #expect(try candidates("bundle", "positional@0", words: ["--all"], typed: "g", in: workspace.url) == ["globex"])
        #expect(try candidates("bundle", "--env", words: ["acme", "--env"], typed: "", in: workspace.url) == ["release", "staging", "debug"])
        #expect(try candidates("validate", "--env", words: ["--env"], typed: "st", in: workspace.url) == ["staging"])
        #expect(try candidates("add", "--extends", words: ["acme-at", "--extends"], typed: "acme", in: workspace.url) == ["acme", "acme-de"])
    }

    @Test func theBrandsDirectoryTheCommandLineNamesIsRead() throws {
        let workspace = try Workspace()
        try FileManager.default.moveItem(at: workspace.brands, to: workspace.url.appendingPathComponent("Config"))
        #expect(try candidates("render", "positional@0", words: ["--brands", "Config"], typed: "", in: workspace.url).count == 4)
        // No brands directory: no candidates, and no error.
        #expect(try candidates("render", "positional@0", words: [], typed: "", in: workspace.url).isEmpty)
    }

    @Test func theBashScriptAsksBrandkitForThem() throws {
        let workspace = try Workspace(copyingExampleBrands: false)
        let script = try workspace.run("--generate-completion-script", "bash")
        #expect(script.stdout.contains("---completion render -- positional@0"), "\(script.stdout.prefix(2000))")
        #expect(script.stdout.contains("---completion bundle -- --env"))
    }
}
