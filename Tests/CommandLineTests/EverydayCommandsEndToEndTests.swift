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
        #expect(leftovers.sorted() == ["brandkit.yaml", "shop", "shop.yaml"])
        // The starter icon is one validate accepts: an opaque 1024×1024 PNG, in the catalog bundle writes.
        let icon = try #require(FileManager.default.contents(atPath: workspace.url.appendingPathComponent("Config/Brands/shop/AppIcon.png").path))
        #expect(icon.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let catalog = try workspace.run("bundle", "--all", "--xcassets", "--brands", "Config/Brands", "--output", "Config/Build")
        #expect(catalog.status == 0, "\(catalog.stderr)")
        #expect(FileManager.default.contents(atPath: workspace.url.appendingPathComponent("Config/Build/shop.xcassets/AppIcon.appiconset/AppIcon.png").path) == icon)
    }

    /// `init` writes the JSON Schemas beside the brands directory and names them in each
    /// file's first line, so an editor checks the files from the start.
    @Test func initWritesTheSchemasItsFilesName() throws {
        let workspace = try Workspace(copyingExampleBrands: false)
        #expect(try workspace.run("init").status == 0)
        let brand = try String(contentsOf: workspace.brands.appendingPathComponent("example.yaml"), encoding: .utf8)
        let manifest = try String(contentsOf: workspace.brands.appendingPathComponent("brandkit.yaml"), encoding: .utf8)
        #expect(brand.hasPrefix("# yaml-language-server: $schema=../brand.schema.json\n"))
        #expect(manifest.hasPrefix("# yaml-language-server: $schema=../brandkit.schema.json\n"))
        // The files are what `schema` writes, and the starter files conform to them.
        let written = try String(contentsOf: workspace.url.appendingPathComponent("brand.schema.json"), encoding: .utf8)
        #expect(written == (try workspace.run("schema").stdout))
        let python = try #require(Tool.named("python3"))
        let check = """
            import json, sys, yaml, jsonschema
            for schema, document in (("brand.schema.json", "Brands/example.yaml"), ("brandkit.schema.json", "Brands/brandkit.yaml")):
                jsonschema.validate(yaml.safe_load(open(document)), json.load(open(schema)))
            """
        let run = try Tool.run(python, ["-c", check], in: workspace.url)
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// `add` writes a brand that validates, or nothing: with and without a parent, never
    /// over an existing file, and not when the brand would not validate.
    @Test func addWritesABrandThatValidates() throws {
        let workspace = try Workspace()
        let fresh = try workspace.run("add", "fresh")
        #expect(fresh.status == 0 && fresh.stdout.contains("Wrote Brands/fresh.yaml"), "\(fresh.stdout)\(fresh.stderr)")
        let sub = try workspace.run("add", "acme-at", "--extends", "acme")
        #expect(sub.status == 0, "\(sub.stderr)")
        let text = try String(contentsOf: workspace.brands.appendingPathComponent("acme-at.yaml"), encoding: .utf8)
        // Its own URL schemes, app group, widget id and websites: sharing the parent's, the OS would confuse the two apps.
        #expect(text == "extends: acme\ndisplayName: Acme At\nbundleId: com.acme.shop.acmeat\n"
                + "ios: { urlSchemes: [acme-at], appGroups: [group.com.acme.shop.acmeat], extensions: { widget: com.acme.shop.acmeat.widget }, "
                + "associatedDomains: [applinks:acme-at.acme.example, webcredentials:acme-at.acme.example] }\n"
                + "android: { urlSchemes: [acme-at], appLinks: [acme-at.acme.example] }\n", "\(text)")
        let validate = try workspace.run("validate", "--strict", "Brands/fresh.yaml", "Brands/acme-at.yaml")
        #expect(validate.status == 0, "\(validate.stdout)")

        let again = try workspace.run("add", "acme-at")
        #expect(again.status == 2 && again.stderr.contains("already exists; nothing was written"))
        #expect(try String(contentsOf: workspace.brands.appendingPathComponent("acme-at.yaml"), encoding: .utf8) == text)
        let orphan = try workspace.run("add", "orphan", "--extends", "nosuch")
        #expect(orphan.status == 2 && orphan.stderr.contains("unknown brand 'nosuch'"))
        #expect(try workspace.run("add", "Not_An_Id").status == 2)

        // A flag only the user can give (no default, a pattern no placeholder meets): nothing is written.
        let manifest = workspace.brands.appendingPathComponent("brandkit.yaml")
        try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "\ndefaults:", with: "\n  storeCode: { type: string, pattern: \"^[A-Z]{3}$\" }\ndefaults:")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let refused = try workspace.run("add", "strict-shop")
        #expect(refused.status == 2 && refused.stderr.contains("would not validate as written; nothing was written"), "\(refused.stdout)\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.brands.appendingPathComponent("strict-shop.yaml").path))
    }

    @Test func listShowsWhatEachBrandExtendsAndOverrides() throws {
        let workspace = try Workspace()
        let text = try workspace.run("list")
        #expect(text.status == 0)
        #expect(text.stdout == """
            BRAND    EXTENDS  OVERRIDES
            acme     -        staging, debug
            acme-de  acme     staging, debug
            globex   -        staging, debug
            initech  -        staging, debug

            """)
        let json = try workspace.run("list", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let brands = try #require(object["brands"] as? [[String: Any]])
        #expect(brands.map { $0["brand"] as? String } == ["acme", "acme-de", "globex", "initech"])
        #expect(brands[1]["extends"] as? String == "acme" && brands[0]["extends"] is NSNull)
        // What a Gradle product flavor needs while Gradle configures, before any bundle exists.
        let android = try #require(brands[1]["android"] as? [String: Any])
        #expect(android["flavor"] as? String == "acmeDe" && android["applicationId"] as? String == "com.acme.shop.de")
        #expect(android["locales"] as? [String] == ["de", "en"] && android["versionCode"] is NSNull)

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
            "init": ["init", "--brands", "Fresh"], "add": ["add", "fresh", "--extends", "acme"], "validate": ["validate"], "list": ["list"],
            "render": ["render", "acme"], "diff": ["diff", "acme", "globex"], "flags": ["flags"],
            "bundle": ["bundle", "--all", "--output", "Build"], "preview": ["preview", "--output", "Site"],
            "generate": ["generate", "kotlin"], "export": ["export", "flagd"], "schema": ["schema"], "explain": ["explain", "acme", "displayName"],
            "strings": ["strings"], "verify": ["verify", try VerifyEndToEndTests.linkedAPK(workspace), "--brand", "acme"],
        ]
        #expect(Set(names) == Set(invocations.keys), "a new command needs a --quiet check here")
        for (name, arguments) in invocations {
            let run = try Brandkit.run(arguments + ["--quiet"], in: workspace.url)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(name): \(run.status) \(run.stderr)")
            if ["init", "add", "validate", "bundle", "preview", "verify"].contains(name) { #expect(run.stdout.isEmpty, "\(name): \(run.stdout)") }
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
        try workspace.addGeneratedBrands(100)
        let piped = try workspace.run("bundle", "--all", "--output", "Piped")
        #expect(piped.status == 0 && !piped.stderr.contains("bundling") && !piped.stdout.contains("\r"))
        // `script` gives the command a terminal of its own and records what it showed.
        let script = try #require(Tool.named("script"), "script (util-linux) gives the command a terminal")
        let command = "\(Brandkit.binary.path) bundle --all --output Terminal"
        // Drawn from the first unit: how long a run takes depends on the machine (a release
        // build bundles 1,500 brands within the second the line waits by default).
        let terminal = try Tool.run(script, ["-qec", command, "/dev/null"], in: workspace.url,
                                    environment: ["BRANDKIT_PROGRESS_AFTER": "0"])
        #expect(terminal.status == 0, "\(terminal.stdout)")
        #expect(terminal.stdout.contains("bundling ") && terminal.stdout.contains("/104"), "no progress line")
        #expect(terminal.stdout.contains("\u{1B}[2K"), "the progress line is cleared")
        let quiet = try Tool.run(script, ["-qec", command + " --force --quiet", "/dev/null"], in: workspace.url,
                                 environment: ["BRANDKIT_PROGRESS_AFTER": "0"])
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
