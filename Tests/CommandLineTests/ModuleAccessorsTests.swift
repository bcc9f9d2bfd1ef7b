import Foundation
import Testing

/// The generated accessors tell the app's code which modules its brand ships: compiled by
/// swiftc and kotlinc, they read every bundle `bundle` wrote for the example brands with the
/// modules of Docs/modules.md, and `modules.ads` is true exactly in the brands that ship ads,
/// with the brand's values, in every environment (acme leaves ads out of none; globex ships
/// chat, and leaves it out in staging).
@Suite(.enabled(if: TestTier.all, TestTier.onlyInAll)) struct ModuleAccessorsTests {
    /// The ads app id of each example brand that ships ads (Brands/).
    static let adsAppIds = ["acme": "ca-app-pub-1~2", "acme-de": "ca-app-pub-1~3"]

    /// Whether `brand` ships `module` in `environment` in `workspace()`'s brands: the example
    /// brands' own choices, with globex leaving chat out in staging.
    static func ships(_ module: String, _ brand: String, _ environment: String) -> Bool {
        switch module {
        case "ads": adsAppIds[brand] != nil
        case "chat": brand == "globex" && environment != "staging"
        case "hms": brand == "initech"
        default: false
        }
    }

    /// What each brand ships in each environment, as the readers print it.
    static func expected(_ brand: String, _ environment: String) -> String {
        "\(brand)@\(environment) ads=\(ships("ads", brand, environment)) appId=\(adsAppIds[brand] ?? "none") "
            + "chat=\(ships("chat", brand, environment)) hms=\(ships("hms", brand, environment))\n"
    }

    static func workspace() throws -> Workspace {
        let workspace = try ModulesPageTests.workspace(try DocSnippets("Docs/modules.md"))
        try workspace.edit("Brands/globex.yaml") {
            $0.replacingOccurrences(of: "\nenvironments:\n  staging:\n", with: "\nenvironments:\n  staging:\n    modules: { chat: false }\n")
        }
        return workspace
    }

    @Test func swiftReadsWhichModulesEachBrandShips() throws {
        let swiftc = try #require(Tool.named("swiftc"), "swiftc comes with the Swift toolchain")
        let workspace = try Self.workspace()
        try #require(try workspace.run("bundle", "--all", "--platform", "ios", "--env", "release", "--env", "staging", "--output", "Build").status == 0)
        try #require(try workspace.run("generate", "swift", "--output", "BrandConfiguration.swift").status == 0)
        try workspace.write("""
            import Foundation
            for path in CommandLine.arguments.dropFirst() {
                let config = try BrandConfiguration.load(from: Bundle(path: path)!)
                let modules = config.modules
                print("\\(config.brand)@\\(config.environment) ads=\\(modules.ads) appId=\\(modules.adsValues?.appId ?? "none") chat=\\(modules.chat) hms=\\(modules.hms)")
            }

            """, to: "main.swift")
        let compiled = try Tool.run(swiftc, ["-o", "reader", "BrandConfiguration.swift", "main.swift"], in: workspace.url)
        try #require(compiled.status == 0, "swiftc: \(compiled.stderr)")
        for brand in ["acme", "acme-de", "globex", "initech"] {
            for environment in ["release", "staging"] {
                let run = try Tool.run(workspace.url.appendingPathComponent("reader"), ["Build/\(brand)@\(environment).bundle"], in: workspace.url)
                #expect(run.stdout == Self.expected(brand, environment), "\(brand) in \(environment): \(run.stdout)\(run.stderr)")
            }
        }
    }

    /// Docs/modules.md's Swift and Kotlin compile against the accessors generated for its
    /// brands, and the smallest stand-ins for what the app around them has (a bundle, a
    /// context's assets, the ads SDK's start).
    @Test func thePagesCodeCompiles() throws {
        let swiftc = try #require(Tool.named("swiftc"), "swiftc comes with the Swift toolchain")
        let kotlinc = try #require(Tool.named("kotlinc"), "kotlinc is installed by Scripts/install-dependencies --test")
        let doc = try DocSnippets("Docs/modules.md")
        let workspace = try Self.workspace()
        try #require(try workspace.run("generate", "swift", "--output", "BrandConfiguration.swift").status == 0)
        try #require(try workspace.run("generate", "kotlin", "--output", "BrandConfiguration.kt").status == 0)
        let swift = doc.appCode("swift"), kotlin = doc.appCode("kotlin")
        #expect(swift.count == 2 && kotlin.count == 1)
        try workspace.write("import Foundation\nlet brand = Bundle.main\nfunc startAds() {}\n\n"
                            + swift.enumerated().map { "func snippet\($0.offset)() throws {\n\($0.element)}\n" }.joined(), to: "App.swift")
        let checked = try Tool.run(swiftc, ["-typecheck", "-D", "BRANDKIT_ADS", "BrandConfiguration.swift", "App.swift"], in: workspace.url)
        #expect(checked.status == 0, "the page's Swift: \(checked.stderr)")
        try workspace.write("object context { object assets { fun open(name: String): java.io.InputStream = java.io.File(name).inputStream() } }\n\n"
                            + kotlin.enumerated().map { "fun snippet\($0.offset)() {\n\($0.element)}\n" }.joined(), to: "App.kt")
        let compiled = try Tool.run(kotlinc, ["BrandConfiguration.kt", "App.kt", "-d", "app-out"], in: workspace.url)
        #expect(compiled.status == 0, "the page's Kotlin: \(compiled.stderr)")
    }

    @Test func kotlinReadsWhichModulesEachBrandShips() throws {
        let kotlinc = try #require(Tool.named("kotlinc"), "kotlinc is installed by Scripts/install-dependencies --test")
        let java = try #require(Tool.named("java"), "a JDK is installed by Scripts/install-dependencies --test")
        let workspace = try Self.workspace()
        try #require(try workspace.run("bundle", "--all", "--platform", "android", "--env", "release", "--env", "staging", "--output", "Build").status == 0)
        try #require(try workspace.run("generate", "kotlin", "--output", "BrandConfiguration.kt").status == 0)
        try workspace.write("""
            fun main(args: Array<String>) {
                for (path in args) {
                    val config = BrandConfiguration.load(java.io.File(path).inputStream())
                    val modules = config.modules
                    println("${config.brand}@${config.environment} ads=${modules.ads} appId=${modules.adsValues?.appId ?: "none"} chat=${modules.chat} hms=${modules.hms}")
                }
            }

            """, to: "Main.kt")
        let compiled = try Tool.run(kotlinc, ["BrandConfiguration.kt", "Main.kt", "-include-runtime", "-d", "reader.jar"], in: workspace.url)
        try #require(compiled.status == 0, "kotlinc: \(compiled.stderr)")
        #expect(!compiled.stderr.contains("BrandConfiguration.kt:"), "the generated file compiles without warnings: \(compiled.stderr)")
        for brand in ["acme", "acme-de", "globex", "initech"] {
            for environment in ["release", "staging"] {
                let run = try Tool.run(java, ["-cp", "reader.jar", "MainKt", "Build/\(brand)@\(environment)/assets/BrandConfig.json"], in: workspace.url)
                #expect(run.stdout == Self.expected(brand, environment), "\(brand) in \(environment): \(run.stdout)\(run.stderr)")
            }
        }
    }
}
