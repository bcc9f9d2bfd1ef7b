import Foundation
import Testing

/// Secrets: brand files say where a value comes from, `bundle --secrets` reads it from the
/// environment and writes it into the generated accessors only, where Swift and Kotlin read
/// it back. A secret written into a brand file is refused without being echoed.
@Suite("Secrets, end to end")
struct SecretsEndToEndTests {
    /// Values no other output can hold by chance.
    static let acmeKey = "acme-maps-7f3Kq9Zt2Lw8Xv4N"
    static let sharedKey = "shared-maps-Q2w9Er5Ty1Ui6Op3"
    /// globex's key of the chat module, which only brands that ship chat give.
    static let chatKey = "globex-chat-Z8x1C4v7B2n5M9"
    static let environment = ["ACME_MAPS_KEY": acmeKey, "MAPS_KEY": sharedKey, "GLOBEX_CHAT_KEY": chatKey]

    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func aSecretFromTheEnvironmentReachesOnlyTheCompiledAccessors() throws {
        let workspace = try Workspace()
        var outputs: [String] = []
        func run(_ arguments: [String]) throws -> BrandkitRun {
            let result = try Brandkit.run(arguments, in: workspace.url, environment: Self.environment)
            outputs.append(result.stdout + result.stderr)
            return result
        }
        let bundle = try run(["bundle", "--all", "--platform", "all", "--secrets", "--output", "out"])
        #expect(bundle.status == 0, "\(bundle.stdout)\(bundle.stderr)")

        // Swift, compiled and run: each brand's file gives back its own value.
        let swiftc = try #require(Tool.named("swiftc"))
        // A module's secret is optional in every brand: the key where the brand ships chat, nil elsewhere.
        try workspace.write("print(BrandSecrets.mapsKey)\nprint(BrandSecrets.chatKey ?? \"none\")\n", to: "main.swift")
        for (brand, expected) in [("acme", Self.acmeKey + "\nnone"), ("acme-de", Self.acmeKey + "\nnone"), ("globex", Self.sharedKey + "\n" + Self.chatKey)] {
            let compiled = try Tool.run(swiftc, ["out/\(brand).secrets/BrandSecrets.swift", "main.swift", "-o", "secrets-\(brand)"], in: workspace.url)
            #expect(compiled.status == 0, "\(compiled.stderr)")
            let read = try Tool.run(workspace.url.appendingPathComponent("secrets-\(brand)"), [], in: workspace.url)
            #expect(read.stdout == expected + "\n", "\(brand): \(read.stderr)")
        }

        // Kotlin, compiled and run on the JVM.
        let kotlinc = try #require(Tool.named("kotlinc"), "kotlinc is installed by Scripts/install-dependencies --test")
        let java = try #require(Tool.named("java"))
        try workspace.write("fun main() { println(brandkit.BrandSecrets.mapsKey); println(brandkit.BrandSecrets.chatKey ?: \"none\") }\n", to: "Main.kt")
        let compiled = try Tool.run(kotlinc, ["out/initech.secrets-kotlin/brandkit/BrandSecrets.kt", "Main.kt", "-include-runtime", "-d", "secrets.jar"],
                                    in: workspace.url, environment: ["JAVA_OPTS": "-Xmx2g"])
        #expect(compiled.status == 0, "\(compiled.stderr.prefix(3000))")
        let read = try Tool.run(java, ["-cp", "secrets.jar", "MainKt"], in: workspace.url)
        #expect(read.stdout == Self.sharedKey + "\nnone\n", "\(read.stderr)")

        // Every other command, run with the values set, prints neither.
        _ = try run(["validate", "--require-secrets"])
        _ = try run(["validate", "--format", "json"])
        _ = try run(["render", "acme"])
        // Outputs that show values show a secret as its source.
        let explain = try run(["explain", "acme", "secrets.mapsKey"])
        #expect(explain.stdout.contains("  acme      ‹secret: env ACME_MAPS_KEY›  Brands/acme.yaml:31:12"), "\(explain.stdout)")
        let diff = try run(["diff", "acme", "globex"])
        #expect(diff.stdout.contains("~ secrets.mapsKey: ‹secret: env ACME_MAPS_KEY› → ‹secret: env MAPS_KEY›"), "\(diff.stdout)")
        _ = try run(["diff", "--all", "--format", "markdown", "HEAD", "HEAD"])
        _ = try run(["list"])
        _ = try run(["flags"])
        _ = try run(["export", "flagd"])
        _ = try run(["export", "remote-config", "acme"])
        _ = try run(["generate", "swift", "--output", "gen/BrandConfiguration.swift"])
        _ = try run(["generate", "kotlin", "--output", "gen/BrandConfiguration.kt"])
        _ = try run(["preview", "--output", "site"])
        let again = try run(["bundle", "--all", "--platform", "all", "--secrets", "--output", "out"])
        #expect(again.stdout.contains("acme.secrets: unchanged"), "\(again.stdout)")
        _ = try run(["export", "gradle", "--output", "app/brandkit.gradle"])
        for output in outputs {
            #expect(!output.contains(Self.acmeKey) && !output.contains(Self.sharedKey) && !output.contains(Self.chatKey), "\(output.prefix(500))")
        }
        // No file anywhere in the workspace holds a value's bytes: the accessors hold them
        // obfuscated, and the bundle manifests hold only a hash of every input together.
        var scanned = 0
        let enumerator = try #require(FileManager.default.enumerator(at: workspace.url, includingPropertiesForKeys: nil))
        for case let file as URL in enumerator where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let data = try Data(contentsOf: file)
            scanned += 1
            #expect(data.range(of: Data(Self.acmeKey.utf8)) == nil && data.range(of: Data(Self.sharedKey.utf8)) == nil
                        && data.range(of: Data(Self.chatKey.utf8)) == nil, "\(file.path)")
        }
        #expect(scanned > 50)
    }

    @Test func aMissingVariableFailsTheBrandAndNamesIt() throws {
        let workspace = try Workspace()
        let run = try Brandkit.run(["bundle", "acme", "globex", "--secrets", "--output", "out"], in: workspace.url,
                                   environment: ["MAPS_KEY": Self.sharedKey, "ACME_MAPS_KEY": "", "GLOBEX_CHAT_KEY": Self.chatKey])
        #expect(run.status == 1)
        #expect(run.stderr.contains("Brands/acme.yaml:31:19: error: the environment variable ACME_MAPS_KEY for the secret 'mapsKey' is not set [secret-reference]"),
                "\(run.stderr)")
        #expect(run.stdout.contains("acme.secrets: not written (errors)"), "\(run.stdout)")
        #expect(run.stdout.contains("globex.secrets: written"), "\(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("out/acme.secrets").path))

        // validate needs no values, unless asked to.
        #expect(try Brandkit.run(["validate"], in: workspace.url, environment: ["ACME_MAPS_KEY": "", "MAPS_KEY": ""]).status == 0)
        let required = try Brandkit.run(["validate", "--require-secrets"], in: workspace.url, environment: ["ACME_MAPS_KEY": "", "MAPS_KEY": ""])
        #expect(required.status == 1)
        #expect(required.stdout.contains("Brands/brandkit.yaml:31:21: error: the environment variable MAPS_KEY"), "\(required.stdout)")

        // A changed value rewrites the secrets and nothing else.
        let first = try Brandkit.run(["bundle", "globex", "--platform", "all", "--secrets", "--output", "out"], in: workspace.url,
                                     environment: ["MAPS_KEY": Self.sharedKey, "GLOBEX_CHAT_KEY": Self.chatKey])
        #expect(first.status == 0)
        let changed = try Brandkit.run(["bundle", "globex", "--platform", "all", "--secrets", "--output", "out"], in: workspace.url,
                                       environment: ["MAPS_KEY": Self.sharedKey + "2", "GLOBEX_CHAT_KEY": Self.chatKey])
        #expect(changed.stdout == "globex.bundle: unchanged\nglobex.secrets-kotlin: written\nglobex.secrets: written\nglobex: unchanged\n"
                    + "Bundles in out: 2 written, 2 unchanged, 0 failed.\n", "\(changed.stdout)")
    }

    /// A module's key through secrets: a brand that ships the module gives its source (and
    /// only such a brand), a bundle's manifest holds a placeholder, and the Gradle wiring names
    /// the variable it fills it from.
    @Test func aModulesKeyComesThroughSecretsOnlyInItsBrands() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "secrets: { chatKey: { env: GLOBEX_CHAT_KEY } }", with: "") }
        let missing = try workspace.run("validate", "Brands/globex.yaml")
        #expect(missing.status == 1 && missing.stdout.contains("Brands/globex.yaml:1:1: error: the brand gives no source for the secret 'chatKey' [secret-reference]"),
                "\(missing.stdout)")
        try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: "secrets:\n", with: "secrets:\n  chatKey: { env: ACME_CHAT_KEY }\n") }
        let unshipped = try workspace.run("validate", "Brands/acme.yaml")
        #expect(unshipped.status == 1 && unshipped.stdout.contains("Brands/acme.yaml:31:19: error: the secret 'chatKey' is for module 'chat', which the brand does not ship [secret-reference]"),
                "\(unshipped.stdout)")
        try workspace.edit("Brands/brandkit.yaml") { $0.replacingOccurrences(of: "    secrets: [chatKey]", with: "    secrets: [chatKee]") }
        let undeclared = try workspace.run("validate")
        #expect(undeclared.status == 1 && undeclared.stdout.contains("error: module 'chat' needs the secret 'chatKee', which brandkit.yaml does not declare")
                    && undeclared.stdout.contains("did you mean 'chatKey'"), "\(undeclared.stdout)")
        try workspace.edit("Brands/brandkit.yaml") {
            $0.replacingOccurrences(of: "    secrets: [chatKee]", with: "    secrets: [chatKey]")
                .replacingOccurrences(of: "        Chat: { path: Packages/Chat, products: [Chat] }\n", with: "        Chat: { path: Packages/Chat, products: [Chat] }\n      infoPlist: { ChatKey: chatKey }\n")
        }
        let plist = try workspace.run("validate")
        #expect(plist.status == 1 && plist.stdout.contains("a bundle's Info.plist holds no secret"), "\(plist.stdout)")
    }

    /// A key planted in a brand file: refused at its line in every format, and the value is
    /// in no output, not even the source line a report shows under a diagnostic.
    @Test func aSecretWrittenIntoABrandFileIsRefusedAndNeverEchoed() throws {
        let workspace = try Workspace()
        let planted = "AIzaSyB7planted-0000000000000000000000"
        let acme = workspace.brands.appendingPathComponent("acme.yaml")
        let text = try String(contentsOf: acme, encoding: .utf8)
        try text.replacingOccurrences(of: "  maxCartItems: 50\n", with: "  maxCartItems: 50\n  termsUrl: \"https://maps.example/terms?key=\(planted)\"\n")
            .write(to: acme, atomically: true, encoding: .utf8)
        for format in ["human", "json", "github"] {
            let run = try workspace.run("validate", "--format", format)
            #expect(run.status == 1)
            #expect(run.stdout.contains("secret-in-brand-file"), "\(format): \(run.stdout)")
            #expect(!run.stdout.contains("AIzaSyB7") && !run.stderr.contains("AIzaSyB7"), "\(format): \(run.stdout)")
        }
        let human = try workspace.run("validate")
        #expect(human.stdout.hasPrefix(
            "Brands/acme.yaml:11:13: error: 'featureFlags.termsUrl' holds what looks like a Google API key (69 characters) [secret-in-brand-file]\n"
                + "Brands/acme.yaml:11:13: note: remove it, revoke it"), "\(human.stdout)")
        for arguments in [["render", "acme"], ["explain", "acme", "featureFlags.termsUrl"], ["bundle", "acme", "--output", "out"]] {
            let run = try Brandkit.run(arguments, in: workspace.url)
            #expect(run.status == 1, "\(arguments)")
            #expect(!(run.stdout + run.stderr).contains("AIzaSyB7"), "\(arguments): \(run.stdout)\(run.stderr)")
        }
    }

    /// A private key pasted where brandkit takes only the variable that holds its path (the
    /// App Store Connect key, a keystore password), or where a URL is wanted: the value is
    /// refused by its type and found as a secret, so no output quotes it, not even the
    /// source line under the type's error.
    @Test func aPrivateKeyPastedWhereAVariableBelongsIsNeverEchoed() throws {
        let pem = "-----BEGIN PRIVATE KEY-----\\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgPlantedPlantedPlanted\\n-----END PRIVATE KEY-----"
        for (from, to) in [
            ("  team: A1B2C3D4E5 ", "  appStoreConnect: { keyID: D383SF739A, key: \"\(pem)\" }\n  team: A1B2C3D4E5 "),
            ("storePassword: { env: ACME_UPLOAD_PASSWORD }", "storePassword: \"\(pem)\""),
            ("privacyUrl: https://acme.example/privacy", "privacyUrl: \"\(pem)\""),
        ] {
            let workspace = try Workspace()
            try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: from, with: to) }
            for format in ["human", "json", "github"] {
                let run = try workspace.run("validate", "--format", format)
                #expect(run.status == 1 && run.stdout.contains("secret-in-brand-file"), "\(to) \(format): \(run.stdout)")
                #expect(!(run.stdout + run.stderr).contains("MIGHAgEA") && !(run.stdout + run.stderr).contains("Planted"), "\(to) \(format): \(run.stdout)")
            }
        }
    }
}
