import BrandAccessors
import BrandBundles
import BrandConfiguration
import BrandTestSupport
import BrandValidation
import Foundation
import HelpCenter
import Synchronization
import Testing

/// Every manifest `validate` accepts gives accessors that compile: random manifests whose
/// flag names, colour names and allowed values come from a pool of the names that broke the
/// generators (their own helpers, each language's keywords and standard types, names whose
/// derived type names collide), type-checked by swiftc and compiled by kotlinc.
@Suite(.enabled(if: TestTier.all, TestTier.onlyInAll)) struct GeneratedCodeCompilesTests {
    static let names = [
        "all", "self", "Self", "container", "decoder", "Decoder", "Swift", "swift", "BrandConfiguration", "brandConfiguration",
        "Foundation", "kotlin", "java", "field", "Field", "name", "ordinal", "value", "values", "valueOf", "entries", "init",
        "class", "in", "fun", "is", "object", "val", "var", "when", "default", "case", "enum", "struct", "Key", "key", "Colors",
        "FeatureFlags", "BrandColor", "LoadError", "HelpCenterSection", "String", "Int", "Bool", "Double", "List", "Map", "URL",
        "type", "Type", "foo", "fooItem", "foos", "item", "get", "copy", "hashCode", "toString", "equals", "primary", "subscript",
        "rawValue", "allCases", "hashValue", "description", "protocol", "Protocol", "super", "this", "null", "nil", "true",
        "data", "companion", "read", "load", "decode", "brand", "bundleId", "colors", "featureFlags", "helpCenter", "a", "A",
        "Any", "Unit", "Nothing", "Sendable", "Equatable", "Decodable", "CaseIterable", "LoadException", "JsonReader", "getFoo",
        "component1", "Companion", "deinit", "operator", "where", "throws", "some", "any", "typealias", "actor", "async",
        "await", "inout", "internal", "open", "interface", "throw", "try", "typeof", "as", "out", "by", "it", "Bundle", "Data",
        "Network", "SocialNetwork", "store", "section", "networks", "Item", "Items", "item_",
    ]
    static let values = [
        "", "-", "_", "__", "a", "name", "init", "self", "Self", "value", "ordinal", "in-app", "In App", "1st", "x", "X",
        "default", "case", "values", "entries", "rawValue", "allCases", "Type", "é", "a b", "A", "fun", "class", "null",
        "true", "type", "valueOf", "hashValue", "description", "protocol", "_1", "1", "some", "Companion", "it", "name_",
    ]
    static let types = ["bool", "int", "number", "string", "url", "email", "color", "list", "string", "list"]

    @Test func accessorsOfEveryValidManifestCompile() throws {
        let swiftc = try #require(Tool.named("swiftc"), "swiftc comes with the Swift toolchain")
        let kotlinc = try #require(Tool.named("kotlinc"), "kotlinc is installed by Scripts/install-dependencies --test")
        var random = SplitMix(seed: 0xB4A2D)
        let workspace = try Workspace(copyingExampleBrands: false)
        var kotlinFiles: [String] = []
        var swiftFiles: [String] = []
        var attempts = 0
        while swiftFiles.count < 200, attempts < 2000 {
            attempts += 1
            let (manifest, brand) = Self.randomBrands(&random)
            let manager = FeatureFlagManager(manifest: SourceFile(path: "Brands/brandkit.yaml", text: manifest),
                                             brands: [SourceFile(path: "Brands/a.yaml", text: brand)], jobs: 1)
            let run = try? BrandRun.run(RunRequest(.parsed(manager))) { brands in
                CheckPlan(environments: brands.manifest.environments, context: RuleContext(today: "2026-01-01"), jobs: 1)
            } emit: { $0.validated }
            guard let validated = run?.result ?? nil, validated.report.errorCount == 0
            else { continue }
            let index = swiftFiles.count
            let model = AccessorModel.build(validated, deprecatingExpiredOn: "2026-01-01", package: "generated.m\(index)")
            let swift = "m\(index)/BrandConfiguration.swift", kotlin = "m\(index).kt"
            try workspace.write("// manifest:\n" + manifest.split(separator: "\n").map { "// " + $0 + "\n" }.joined()
                                + AccessorLanguage.swift.render(model), to: swift)
            try workspace.write(AccessorLanguage.kotlin.render(model), to: kotlin)
            swiftFiles.append(swift)
            kotlinFiles.append(kotlin)
        }
        #expect(swiftFiles.count == 200, "only \(swiftFiles.count) of \(attempts) random manifests validated")

        // Two type-checks at a time; each file is its own module, as in an app.
        let failures = Mutex<[String]>([])
        let files = swiftFiles, folder = workspace.url
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for file in files.indices where file % 2 == worker {
                let run = try? Tool.run(swiftc, ["-typecheck", files[file]], in: folder)
                if run?.status != 0 {
                    failures.withLock { $0.append("\(files[file]): \(run?.stderr.prefix(1500) ?? "did not start")") }
                }
            }
        }
        let failed = failures.withLock { $0 }
        #expect(failed.isEmpty, "\(failed.count) of \(swiftFiles.count) Swift files do not type-check")
        for failure in failed.prefix(5) { Issue.record("swiftc: \(failure)") }
        // One run for all files (each in its own package); 200 files need more than the default heap.
        let compiled = try Tool.run(kotlinc, kotlinFiles + ["-d", "kotlin-out"], in: workspace.url, environment: ["JAVA_OPTS": "-Xmx3g"])
        #expect(compiled.status == 0, "kotlinc: \(compiled.stderr.prefix(4000))")
    }

    /// The manifests the issue found breaking the generators, in one: helper names, module
    /// names, enum names that collide, and allowed values with no letter.
    @Test func theNamesThatBrokeTheGeneratorsAreRenamedByTheOneRule() throws {
        let swiftc = try #require(Tool.named("swiftc"), "swiftc comes with the Swift toolchain")
        let kotlinc = try #require(Tool.named("kotlinc"), "kotlinc is installed by Scripts/install-dependencies --test")
        let workspace = try Workspace(copyingExampleBrands: false)
        try workspace.write("""
            environments: [release]
            featureFlags:
              Swift: { type: bool, default: false }
              BrandConfiguration: { type: int, default: 1 }
              decoder: { type: string, default: init, allowed: [init, "", "-", "_"] }
              field: { type: string, default: a, allowed: [a, name] }
              foo: { type: list, default: [a], allowed: [a] }
              fooItem: { type: string, default: b, allowed: [b] }
              self: { type: string, default: value, allowed: [value, ordinal] }

            """, to: "Brands/brandkit.yaml")
        try workspace.write("""
            displayName: A
            bundleId: com.example.app
            helpCenter: { sectionOrder: email, email: { address: a@b.example } }
            colors: { all: "#000000", self: "#111111", container: "#222222", decoder: "#333333" }

            """, to: "Brands/a.yaml")
        let swift = try workspace.run("generate", "swift", "--output", "BrandConfiguration.swift")
        let kotlin = try workspace.run("generate", "kotlin", "--package", "com.example.brand", "--output", "BrandConfiguration.kt")
        try #require(swift.status == 0 && kotlin.status == 0, "\(swift.stderr)\(kotlin.stderr)")
        let swiftText = try String(contentsOf: workspace.url.appendingPathComponent("BrandConfiguration.swift"), encoding: .utf8)
        let kotlinText = try String(contentsOf: workspace.url.appendingPathComponent("BrandConfiguration.kt"), encoding: .utf8)
        for expected in ["public let all_: BrandConfiguration.BrandColor", "public let self_: BrandConfiguration.BrandColor",
                         "public let container: BrandConfiguration.BrandColor", "public let Swift_: Swift.Bool",
                         "public let BrandConfiguration_: Swift.Int", "public let self_: Self_", "public enum FooItem:",
                         "public enum FooItem_:", "case init_ = \"init\"", "case _2 = \"\"", "case _3 = \"-\"", "case _4 = \"_\"",
                         "case name_ = \"name\"", "case value_ = \"value\"", "case ordinal_ = \"ordinal\""] {
            #expect(swiftText.contains(expected), "\(expected)")
        }
        for expected in ["val all_: BrandColor", "val Swift_: kotlin.Boolean", "enum class FooItem_(", "name_(\"name\")",
                         "value_(\"value\")", "ordinal_(\"ordinal\")", "init_(\"init\")", "_2(\"\")"] {
            #expect(kotlinText.contains(expected), "\(expected)")
        }
        let typechecked = try Tool.run(swiftc, ["-typecheck", "BrandConfiguration.swift"], in: workspace.url)
        #expect(typechecked.status == 0, "\(typechecked.stderr)")
        let compiled = try Tool.run(kotlinc, ["BrandConfiguration.kt", "-d", "out"], in: workspace.url)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        for package in ["a.fun", "a.in.b", "kotlin.x", "a..b", "com.int"] {
            let refused = try workspace.run("generate", "kotlin", "--package", package)
            #expect(refused.status == 2 && refused.stderr.contains("--package"), "\(package): \(refused.stderr)")
        }
    }

    /// A manifest of one to six flags and a brand that sets one to four colours, named from
    /// the pools.
    static func randomBrands(_ random: inout SplitMix) -> (String, String) {
        var manifest = "environments: [release]\nfeatureFlags:\n"
        var used: Set<String> = []
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let name = names.randomElement(using: &random)!
            guard used.insert(name).inserted else { continue }
            let type = types.randomElement(using: &random)!
            var allowed: [String] = []
            if type == "string" || type == "list", Bool.random(using: &random) {
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let value = values.randomElement(using: &random)!
                    if !allowed.contains(value) { allowed.append(value) }
                }
            }
            let quoted = allowed.map { "\"\($0)\"" }
            let value: String = switch type {
            case "bool": "false"
            case "int": "1"
            case "number": "1.5"
            case "url": "\"https://a.example\""
            case "email": "a@b.example"
            case "color": "\"#FFFFFF\""
            case "list": "[\(quoted.first ?? "x")]"
            default: quoted.first ?? "x"
            }
            manifest += "  \(name): { type: \(type), default: \(value)\(allowed.isEmpty ? "" : ", allowed: [\(quoted.joined(separator: ", "))]") }\n"
        }
        var brand = "displayName: A\nbundleId: com.example.app\nhelpCenter: { sectionOrder: email, email: { address: a@b.example } }\ncolors:\n"
        var colors: Set<String> = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let name = names.randomElement(using: &random)!
            if colors.insert(name).inserted { brand += "  \(name): \"#112233\"\n" }
        }
        return (manifest, brand)
    }
}
