import Foundation
import Testing

/// `init`, `list`, `--quiet`, the progress line, `help`, and errors in brandkit's own words.
@Suite struct EverydayCommandsEndToEndTests {
    @Test func initWritesAStarterThatValidatesAndBundlesAndNeverReplacesAnything() throws {
        let workspace = try Workspace(copyingExampleBrands: false)
        let first = try workspace.run("init")
        #expect(first.status == 0 && first.stdout.contains("Brands/example.yaml"), "\(first.stderr)")
        try #expect(workspace.run("validate", "--strict").status == 0)
        try #expect(workspace.run("bundle", "--all", "--output", "Build").status == 0)
        try #expect(workspace.run("generate", "swift").status == 0)

        let manifest = workspace.brands.appendingPathComponent("brandkit.yaml")
        try "# ours\nenvironments: [release]\n".write(to: manifest, atomically: true, encoding: .utf8)
        let again = try workspace.run("init")
        #expect(again.status == 2 && again.stderr.contains("already exists; nothing was written"))
        #expect(try String(contentsOf: manifest, encoding: .utf8) == "# ours\nenvironments: [release]\n")

        // A brand of that name alone is enough to refuse, before anything is written.
        try workspace.write("displayName: Mine\n", to: "Other/shop.yaml")
        let taken = try workspace.run("init", "--brands", "Other", "--brand", "shop")
        #expect(taken.status == 2 && !FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("Other/brandkit.yaml").path))
        #expect(try workspace.run("init", "--brand", "Not_An_Id", "--brands", "Third").status == 2)
        let custom = try workspace.run("init", "--brands", "Config/Brands", "--brand", "shop")
        #expect(custom.status == 0 && custom.stdout.contains("brandkit validate --brands Config/Brands"))
        try #expect(workspace.run("validate", "--brands", "Config/Brands").status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("Config/Brands").path)
        #expect(leftovers.sorted() == ["brandkit.yaml", "shop.yaml"])
    }

    @Test func listShowsWhatEachBrandExtendsAndOverrides() throws {
        let workspace = try Workspace()
        let text = try workspace.run("list")
        #expect(text.status == 0)
        #expect(text.stdout == """
            BRAND    EXTENDS  OVERRIDES
            acme     -        staging, debug
            acme-de  acme     -
            globex   -        staging, debug
            initech  -        debug

            """)
        let json = try workspace.run("list", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let brands = try #require(object["brands"] as? [[String: Any]])
        #expect(brands.map { $0["brand"] as? String } == ["acme", "acme-de", "globex", "initech"])
        #expect(brands[1]["extends"] as? String == "acme" && brands[0]["extends"] is NSNull)

        try workspace.write("displayName: [unclosed\n", to: "Brands/broken.yaml")
        let broken = try workspace.run("list")
        #expect(broken.status == 1 && broken.stdout.contains("broken   -        (not readable: run brandkit validate)"), "\(broken.stdout)")
    }

    /// Every command the help lists takes `--quiet`; the ones with a summary print nothing
    /// on success, and errors still show.
    @Test func everyCommandTakesQuiet() throws {
        let workspace = try Workspace()
        let help = try workspace.run("--help").stdout
        let names = help.components(separatedBy: "SUBCOMMANDS:").last?.split(separator: "\n")
            .compactMap { line -> String? in
                let words = line.split(separator: " ")
                return line.hasPrefix("  ") && !line.hasPrefix("   ") ? words.first.map(String.init) : nil
            }.filter { $0 != "See" } ?? []
        let invocations: [String: [String]] = [
            "init": ["init", "--brands", "Fresh"], "validate": ["validate"], "list": ["list"],
            "render": ["render", "acme"], "diff": ["diff", "acme", "globex"], "flags": ["flags"],
            "bundle": ["bundle", "--all", "--output", "Build"], "preview": ["preview", "--output", "Site"],
            "generate": ["generate", "kotlin"], "schema": ["schema"], "explain": ["explain", "acme", "displayName"],
        ]
        #expect(Set(names) == Set(invocations.keys), "a new command needs a --quiet check here")
        for (name, arguments) in invocations {
            let run = try Brandkit.run(arguments + ["--quiet"], in: workspace.url)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(name): \(run.status) \(run.stderr)")
            if ["init", "validate", "bundle", "preview"].contains(name) { #expect(run.stdout.isEmpty, "\(name): \(run.stdout)") }
        }
        let warning = try workspace.run("validate", "--today", "2030-01-01", "--quiet")
        #expect(warning.status == 0 && warning.stdout.isEmpty)
        try workspace.write("displayName: Broken\nbundleId: com.example.broken\ncolors: { primary: red }\n", to: "Brands/broken.yaml")
        let failing = try workspace.run("validate", "--today", "2030-01-01", "--quiet")
        #expect(failing.status == 1 && failing.stdout.contains("broken.yaml:3:20: error:"))
        #expect(!failing.stdout.contains("warning") && !failing.stdout.contains("Checked"))
    }

    @Test func aProgressLineOnATerminalOnlyForLongRuns() throws {
        let workspace = try Workspace()
        try workspace.addGeneratedBrands(1500)
        let piped = try workspace.run("bundle", "--all", "--output", "Piped")
        #expect(piped.status == 0 && !piped.stderr.contains("bundling") && !piped.stdout.contains("\r"))
        // `script` gives the command a terminal of its own and records what it showed.
        let script = try #require(Tool.named("script"), "script (util-linux) gives the command a terminal")
        let command = "\(Brandkit.binary.path) bundle --all --output Terminal"
        let terminal = try Tool.run(script, ["-qec", command, "/dev/null"], in: workspace.url)
        #expect(terminal.status == 0, "\(terminal.stdout)")
        #expect(terminal.stdout.contains("bundling ") && terminal.stdout.contains("/1504"), "no progress line")
        #expect(terminal.stdout.contains("\u{1B}[2K"), "the progress line is cleared")
        let quiet = try Tool.run(script, ["-qec", command + " --force --quiet", "/dev/null"], in: workspace.url)
        #expect(quiet.status == 0 && !quiet.stdout.contains("bundling"))
    }

    @Test func helpForAnUnknownCommandIsAnError() throws {
        let workspace = try Workspace()
        let unknown = try workspace.run("help", "valdate")
        #expect(unknown.status == 2 && unknown.stderr.contains("no command 'valdate'") && unknown.stderr.contains("did you mean 'validate'?"))
        try #expect(workspace.run("help", "nosuch").status == 2)
        let known = try workspace.run("help", "explain")
        #expect(known.status == 0 && known.stdout.contains("USAGE: brandkit explain"))
    }

    @Test func writeErrorsAreBrandkitsOwnWords() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        let directory = try workspace.run("render", "acme", "--output", "out")
        #expect(directory.status == 2 && directory.stderr.contains("cannot write to 'out': it is a directory"))
        let missing = try workspace.run("generate", "swift", "--output", "nowhere/Brand.swift")
        #expect(missing.status == 2 && missing.stderr.contains("the folder 'nowhere' does not exist"))
        for run in [directory, missing] {
            #expect(!run.stderr.contains("NSCocoaErrorDomain") && !run.stderr.contains("could not be completed"))
        }
    }
}
