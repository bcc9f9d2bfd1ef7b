import Foundation
import Testing

/// Messages that used to mislead: each says what is wrong and how to fix it, in one form
/// ("error:" and a hint), with exit status 2 for a command line brandkit cannot run.
@Suite("Messages, end to end")
struct MessagesEndToEndTests {
    /// `--quiet` leaves out summaries, never what decides the exit status.
    @Test func quietStrictShowsTheWarningThatFailsTheRun() throws {
        let workspace = try Workspace()
        let globex = workspace.brands.appendingPathComponent("globex.yaml")
        let text = try String(contentsOf: globex, encoding: .utf8)
        try text.replacingOccurrences(of: "displayName: Globex", with: "displayName: Acme Shop")
            .write(to: globex, atomically: true, encoding: .utf8)
        let strict = try workspace.run("validate", "--strict", "--quiet")
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("warning:") && strict.stdout.contains("[duplicate-display-name]"), "\(strict.stdout)")
        #expect(!strict.stdout.contains("Checked"))
        // Without --strict the warning decides nothing, so --quiet leaves it out.
        let lenient = try workspace.run("validate", "--quiet")
        #expect(lenient.status == 0 && lenient.stdout.isEmpty)
    }

    /// A parent's errors print before the note on its sub-brand that waits for them
    /// (`acme-de.yaml` sorted before `acme.yaml`, since '-' sorts before '.').
    @Test func aParentsErrorsPrintBeforeItsChildsNote() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/acme.yaml") { $0 + "displayName: [oops\n" }
        let run = try workspace.run("validate")
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let error = try #require(lines.firstIndex { $0.hasPrefix("Brands/acme.yaml:") && $0.contains(": error: ") }, "\(run.stdout)")
        let note = try #require(lines.firstIndex { $0.contains("[parent-has-errors]") }, "\(run.stdout)")
        #expect(error < note, "\(run.stdout)")
    }

    /// A YAML indentation mistake is told about indentation, not about quoting.
    @Test func anIndentationMistakeGetsAnIndentationHint() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "\n  checkoutTheme: compact", with: "\n    checkoutTheme: compact") }
        let run = try workspace.run("validate")
        #expect(run.status == 1)
        #expect(run.stdout.contains("note: this line is indented more than 'loyaltyProgram' on line 8, which already has a value: indent it 2 spaces"),
                "\(run.stdout)")
        #expect(!run.stdout.contains("quote the value"), "\(run.stdout)")
    }

    /// Help text is wrapped by ArgumentParser to the terminal's width, never by hand: on a
    /// wide terminal each paragraph of a command's discussion is one line (examples, which
    /// are indented, keep their lines).
    @Test(arguments: ["init", "add", "validate", "list", "render", "diff", "explain", "flags", "strings", "export", "bundle",
                      "preview", "generate", "schema"])
    func helpIsWrappedToTheTerminal(command: String) throws {
        let workspace = try Workspace(copyingExampleBrands: false)
        let help = try Brandkit.run(["help", command], in: workspace.url, environment: ["COLUMNS": "2000"])
        #expect(help.status == 0, "\(help.stderr)")
        let discussion = help.stdout.components(separatedBy: "\nUSAGE:").first?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        for (line, next) in zip(discussion, discussion.dropFirst()) where !line.isEmpty && !next.isEmpty
            && !line.hasPrefix(" ") && !next.hasPrefix(" ") && !line.hasSuffix(":") {
            Issue.record("\(command): a line broken by hand: '\(line)' / '\(next)'")
        }
    }

    @Test func anUnknownOptionIsNamedEvenWhenItsValueLooksLikeABrand() throws {
        let workspace = try Workspace()
        let run = try workspace.run("bundle", "--all", "--output", "X", "--format", "json")
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: unknown option '--format'"), "\(run.stderr)")
        #expect(!run.stderr.contains("name the brands"))
        let typo = try workspace.run("render", "acme", "--frmat", "json")
        #expect(typo.status == 2 && typo.stderr.contains("unknown option '--frmat'") && typo.stderr.contains("did you mean '--format'?"))
    }

    @Test func bundleSaysWhichBrandsToName() throws {
        let workspace = try Workspace()
        let none = try workspace.run("bundle", "--output", "X")
        #expect(none.status == 2 && none.stderr.hasPrefix("error: name the brands to bundle, or pass --all"))
        let both = try workspace.run("bundle", "--all", "acme", "--output", "X")
        #expect(both.status == 2 && both.stderr.contains("name no brands with it (acme)"), "\(both.stderr)")
    }

    @Test(arguments: [["validat"], ["help", "validat"]])
    func aMistypedCommandGetsASuggestion(arguments: [String]) throws {
        let workspace = try Workspace()
        let run = try Brandkit.run(arguments, in: workspace.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: no command 'validat'") && run.stderr.contains("did you mean 'validate'?"), "\(run.stderr)")
    }

    @Test func anOptionBeforeTheCommandGetsTheLineThatWorks() throws {
        let workspace = try Workspace()
        let run = try workspace.run("--brands", "Brands", "generate", "swift")
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: '--brands' comes before the command"), "\(run.stderr)")
        #expect(run.stderr.contains("brandkit generate --brands Brands swift"))
        // The hint's line runs.
        #expect(try workspace.run("generate", "--brands", "Brands", "swift").status == 0)
    }

    /// ArgumentParser's own errors keep its words but take brandkit's form.
    @Test(arguments: [["bundle", "acme", "--output"], ["render"], ["validate", "--jobs", "many"], ["diff", "acme"]])
    func everyErrorSaysErrorTheSameWay(arguments: [String]) throws {
        let workspace = try Workspace()
        let run = try Brandkit.run(arguments, in: workspace.url)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: "), "\(run.stderr)")
        #expect(!run.stderr.contains("Error:"))
    }

    /// On a shallow clone (a CI checkout's default) the base revision is missing; the hint
    /// says how to fetch it.
    @Test func aRevisionMissingFromAShallowCloneSaysHowToFetchIt() throws {
        let workspace = try Workspace()
        let git = try #require(Tool.named("git"))
        func run(_ arguments: [String], in directory: URL) throws {
            let result = try Tool.run(git, ["-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, in: directory)
            #expect(result.status == 0, "git \(arguments): \(result.stderr)")
        }
        let origin = workspace.url.appendingPathComponent("origin")
        try FileManager.default.createDirectory(at: origin, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: workspace.brands, to: origin.appendingPathComponent("Brands"))
        try run(["init", "--quiet", "--initial-branch=main"], in: origin)
        try run(["add", "Brands"], in: origin)
        try run(["commit", "--quiet", "-m", "brands"], in: origin)
        try "# changed\n".write(to: origin.appendingPathComponent("Brands/README.md"), atomically: true, encoding: .utf8)
        try run(["add", "Brands"], in: origin)
        try run(["commit", "--quiet", "-m", "readme"], in: origin)
        try run(["clone", "--quiet", "--depth", "1", origin.absoluteString, "shallow"], in: workspace.url)

        let shallow = workspace.url.appendingPathComponent("shallow")
        let missing = try Brandkit.run(["diff", "--all", "HEAD~1"], in: shallow)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("unknown revision 'HEAD~1'") && missing.stderr.contains("fetch-depth: 0"), "\(missing.stderr)")
        // A full clone names no fetching: the revision is simply wrong.
        let full = try Brandkit.run(["diff", "--all", "nosuch"], in: origin)
        #expect(full.status == 2 && !full.stderr.contains("fetch-depth"))
    }
}
