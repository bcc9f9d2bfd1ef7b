import Foundation
import Testing

/// `export xcodegen`, `export tuist` and `export gradle` on the example brands, each read by
/// a real reader: the XcodeGen fragment by a YAML parser, the Tuist file compiled and run by
/// swiftc, the Gradle script compiled and run by kotlinc against stand-ins of the few Gradle
/// and Android DSL types it uses (`Fixtures/gradle-stubs`, written for this test: Debian has
/// no Android Gradle Plugin). Every path each file names must exist once the bundle command
/// it names has run.
@Suite("Project wiring, end to end")
struct ProjectWiringEndToEndTests {
    /// Runs the `brandkit bundle …` command `file`'s header names, so the paths it reads exist.
    func bundle(as file: String, in workspace: Workspace) throws {
        let text = try String(contentsOf: workspace.url.appendingPathComponent(file), encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.contains("brandkit bundle ") })
        let words = line.split(separator: " ").map(String.init)
        let arguments = Array(words.drop { $0 != "brandkit" }.dropFirst())
        let run = try Brandkit.run(arguments, in: workspace.url)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
    }

    @Test func xcodegenNamesATargetAndSchemePerBrandAndFilesThatExist() throws {
        let workspace = try Workspace()
        let export = try workspace.run("export", "xcodegen", "--template", "App", "--output", "brandkit.yml")
        #expect(export.status == 0, "\(export.stderr)")
        try bundle(as: "brandkit.yml", in: workspace)
        let python = try #require(Tool.named("python3"))
        let script = """
            import json, os, sys, yaml
            spec = yaml.safe_load(open(sys.argv[1]))
            out = {"configs": spec["configs"], "schemes": sorted(spec["schemes"]), "targets": {}}
            for name, target in spec["targets"].items():
                paths = list(target["configFiles"].values()) + [source["path"] for source in target["sources"]]
                out["targets"][name] = {
                    "templates": target["templates"], "brand": target["settings"]["base"]["BRANDKIT_BRAND"],
                    "configs": sorted(target["configFiles"]), "missing": [path for path in paths if not os.path.exists(path)],
                    "phase": target["preBuildScripts"][0]["script"],
                    "scheme": spec["schemes"][name]["build"]["targets"], "archive": spec["schemes"][name]["archive"]["config"],
                }
            print(json.dumps(out, sort_keys=True))
            """
        let read = try Tool.run(python, ["-c", script, "brandkit.yml"], in: workspace.url)
        #expect(read.status == 0, "\(read.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: Any])
        #expect(json["configs"] as? [String: String] == ["Debug": "debug", "Staging": "release", "Release": "release"])
        #expect(json["schemes"] as? [String] == ["acme", "acme-de", "globex", "initech"])
        let targets = try #require(json["targets"] as? [String: [String: Any]])
        #expect(targets.keys.sorted() == ["acme", "acme-de", "globex", "initech"])
        for (name, target) in targets {
            #expect(target["templates"] as? [String] == ["App"] && target["brand"] as? String == name)
            #expect(target["configs"] as? [String] == ["Debug", "Release", "Staging"])
            #expect(target["missing"] as? [String] == [], "\(name): \(target["missing"] ?? "")")
            #expect(target["phase"] as? String == "\"$SRCROOT/Scripts/xcode-build-phase\"")
            #expect(target["scheme"] as? [String: String] == [name: "all"] && target["archive"] as? String == "Release")
        }
    }

    @Test func tuistCompilesAndNamesFilesThatExist() throws {
        let workspace = try Workspace()
        let export = try workspace.run("export", "tuist", "--output", "Brandkit.swift")
        #expect(export.status == 0, "\(export.stderr)")
        try bundle(as: "Brandkit.swift", in: workspace)
        try """
            import Foundation
            for brand in BrandkitBrands.all {
                for configuration in brand.configurations {
                    print(brand.id, configuration.name, configuration.isDebug, FileManager.default.fileExists(atPath: configuration.xcconfig))
                }
                for catalog in brand.catalogs { print(brand.id, catalog, FileManager.default.fileExists(atPath: catalog)) }
            }
            """.write(to: workspace.url.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let swiftc = try #require(Tool.named("swiftc"))
        let compiled = try Tool.run(swiftc, ["Brandkit.swift", "main.swift", "-o", "wiring"], in: workspace.url)
        try #require(compiled.status == 0, "swiftc: \(compiled.stderr)")
        let run = try Tool.run(workspace.url.appendingPathComponent("wiring"), [], in: workspace.url)
        let lines = run.stdout.split(separator: "\n")
        // Three configurations and the catalogs of their three environments, per brand.
        #expect(lines.count == 4 * 6, "\(run.stdout)")
        #expect(lines.allSatisfy { $0.hasSuffix(" true") }, "every file exists: \(run.stdout)")
        #expect(lines.contains("acme Debug true true") && lines.contains("acme Release false true"), "\(run.stdout)")
    }

    @Test func gradleCompilesRunsAndStopsWhenABundleIsMissing() throws {
        let workspace = try Workspace()
        let export = try workspace.run("export", "gradle", "--bundles", "build/brands", "--output", "brandkit.gradle.kts")
        #expect(export.status == 0, "\(export.stderr)")
        let script = try String(contentsOf: workspace.url.appendingPathComponent("brandkit.gradle.kts"), encoding: .utf8)
        // The script's statements as the body of a function on the Project: what `apply(from =)` runs them on.
        let body = script.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        try """
            import com.android.build.api.dsl.ApplicationExtension
            import java.io.File
            import org.gradle.api.Project

            fun Project.applyBrandkit() {
            \(body)
            }

            fun main(args: Array<String>) {
                val android = ApplicationExtension()
                val components = com.android.build.api.variant.ApplicationAndroidComponentsExtension(listOf("acmeRelease", "globexDebug"))
                val project = Project(File(args[0]), listOf(android, components))
                try {
                    project.applyBrandkit()
                } catch (error: IllegalStateException) {
                    println("stopped: " + error.message)
                    return
                }
                println("dimensions " + android.flavorDimensions)
                println("buildTypes " + android.buildTypes.items.keys)
                for ((name, flavor) in android.productFlavors.items) {
                    println("flavor $name ${flavor.dimension} ${flavor.applicationId} ${flavor.versionCode} ${flavor.versionName} ${flavor.resourceConfigurations}")
                }
                for ((name, sources) in android.sourceSets.items) {
                    println("sources $name " + (sources.res.directories + sources.assets.directories).all { it.parentFile.isDirectory }
                        + " " + (sources.manifest.file?.isFile == true))
                }
                for (variant in components.seen) println("placeholders ${variant.name} ${variant.manifestPlaceholders.values}")
                for (name in project.tasks.registered.keys) println("task $name")
            }
            """.write(to: workspace.url.appendingPathComponent("Main.kt"), atomically: true, encoding: .utf8)
        let stubs = Brandkit.fixtures.appendingPathComponent("gradle-stubs")
        let kotlinc = try #require(Tool.named("kotlinc"), "kotlinc is installed by Scripts/install-dependencies --test")
        let compiled = try Tool.run(kotlinc, ["Main.kt"] + ["AndroidDsl.kt", "AndroidComponents.kt", "Gradle.kt", "Copy.kt"].map { stubs.appendingPathComponent($0).path }
                                    + ["-include-runtime", "-d", "wiring.jar"], in: workspace.url)
        try #require(compiled.status == 0, "kotlinc: \(compiled.stderr)")
        let java = try #require(Tool.named("java"))

        let missing = try Tool.run(java, ["-jar", "wiring.jar", workspace.url.path], in: workspace.url)
        #expect(missing.stdout.hasPrefix("stopped: brandkit: ") && missing.stdout.contains("is missing; write the bundles first: brandkit bundle --all --platform android"),
                "\(missing.stdout)\(missing.stderr)")

        try bundle(as: "brandkit.gradle.kts", in: workspace)
        let run = try Tool.run(java, ["-jar", "wiring.jar", workspace.url.path], in: workspace.url)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "dimensions [brand]", "\(run.stdout + run.stderr)")
        #expect(lines.contains("buildTypes [debug, release, staging]"), "\(run.stdout)")
        #expect(lines.contains { $0.hasPrefix("flavor acmeDe brand ") }, "\(run.stdout)")
        #expect(lines.filter { $0.hasPrefix("flavor ") }.count == 4, "\(run.stdout)")
        #expect(lines.filter { $0.hasPrefix("sources ") }.count == 12 && lines.filter { $0.hasPrefix("sources ") }.allSatisfy { $0.hasSuffix(" true true") }, "\(run.stdout)")
        // Each variant gets its brand's placeholders in its environment.
        #expect(lines.contains("placeholders acmeRelease {facebookAppId=1234567890}"), "\(run.stdout)")
        #expect(lines.contains("placeholders globexDebug {}"), "\(run.stdout)")
        // acme-de's Firebase file is copied for each environment that bundles one.
        #expect(lines.contains("task brandkitGoogleServicesAcmeDeRelease"), "\(run.stdout)")
    }
}
