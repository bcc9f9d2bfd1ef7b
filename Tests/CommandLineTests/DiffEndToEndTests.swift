import Foundation
import Testing

@Suite("brandkit diff and flags, end to end")
struct DiffEndToEndTests {
    func git(_ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    /// A number is printed one way everywhere: the manifest's `25.0` is `25` in `diff` as in
    /// `flags` and the bundles.
    @Test func numbersPrintAsFlagsPrintsThem() throws {
        let workspace = try Workspace()
        let diff = try workspace.run("diff", "acme", "globex")
        #expect(diff.stdout.contains("featureFlags.searchRadiusKm: 25 → 40.5"), "\(diff.stdout)")
        let flags = try workspace.run("flags")
        #expect(flags.stdout.contains("searchRadiusKm") && !flags.stdout.contains("25.0"), "\(flags.stdout)")
    }

    @Test func diffsABrandAcrossTwoCommits() throws {
        let workspace = try Workspace()
        try git(["init", "-q", "-b", "main"], in: workspace.url)
        try git(["add", "Brands"], in: workspace.url)
        try git(["commit", "-q", "-m", "first"], in: workspace.url)
        let acme = workspace.brands.appendingPathComponent("acme.yaml")
        try (try String(contentsOf: acme, encoding: .utf8))
            .replacingOccurrences(of: "newCheckout: true", with: "newCheckout: false")
            .replacingOccurrences(of: "\"store, socialNetworks, chat, email, customerPortal\"", with: "\"chat, store, socialNetworks, email, customerPortal\"")
            .write(to: acme, atomically: true, encoding: .utf8)
        try git(["commit", "-q", "-am", "second"], in: workspace.url)

        let result = try workspace.run("diff", "main~1:acme", "main:acme")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("--- main~1:acme@release\n+++ main:acme@release\n"))
        #expect(result.stdout.contains("  ~ featureFlags.newCheckout: true → false\n      main~1:Brands/acme.yaml:9:16 → main:Brands/acme.yaml:9:16\n"))
        #expect(result.stdout.contains("  ↕ chat moved from 3rd to 1st\n"))

        let working = try workspace.run("diff", "main:acme", "acme", "--exit-code")
        #expect(working.status == 0, "the working tree equals main")
        let changed = try workspace.run("diff", "main~1:acme", "acme", "--exit-code", "--format", "json")
        #expect(changed.status == 1)
        #expect(changed.stdout.contains(#""identical": false"#))
    }

    @Test func aBrandDiffedWithItselfHasNoDifferences() throws {
        let result = try Workspace().run("diff", "acme", "acme@release", "--exit-code")
        #expect(result.status == 0)
        #expect(result.stdout == "No differences between acme@release and acme@release.\n")
    }

    @Test func environmentsOfOneBrand() throws {
        let result = try Workspace().run("diff", "acme@release", "acme@staging", "--format", "markdown")
        #expect(result.status == 0)
        #expect(result.stdout.contains("| ~ | <code>helpCenter.customerPortal.url</code> | <code>https\\://portal.acme.example</code><br><sub>Brands/acme.yaml:22:26</sub> | <code>https\\://staging.portal.acme.example</code><br><sub>Brands/acme.yaml:26:30 (staging)</sub> |"), "\(result.stdout)")
    }

    @Test func badSidesExitTwoWithAHint() throws {
        let workspace = try Workspace()
        let brand = try workspace.run("diff", "acmee", "globex")
        #expect(brand.status == 2)
        #expect(brand.stderr.contains("unknown brand 'acmee'") && brand.stderr.contains("did you mean 'acme'?"))
        let environment = try workspace.run("diff", "acme@stagin", "globex", "--exit-code")
        #expect(environment.status == 2)
        #expect(environment.stderr.contains("did you mean 'staging'?"))
        let revision = try workspace.run("diff", "nope:acme", "acme")
        #expect(revision.status == 2)
        #expect(revision.stderr.contains("is not inside a git repository") || revision.stderr.contains("unknown revision 'nope'"))
        try git(["init", "-q"], in: workspace.url)
        let missing = try workspace.run("diff", "nope:acme", "acme")
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("unknown revision 'nope'"))
    }

    @Test func aSideWithErrorsPrintsItsDiagnostics() throws {
        let workspace = try Workspace()
        try workspace.fixture("broken-acme.yaml", to: "Brands/acme.yaml")
        let result = try workspace.run("diff", "acme", "globex")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Brands/acme.yaml:8:3: error: unknown feature flag 'newCheckot' [unknown-flag]"))
        #expect(try workspace.run("diff", "acme", "globex", "--exit-code").status == 2)
    }

    @Test func flagsInEveryFormat() throws {
        let workspace = try Workspace()
        let text = try workspace.run("flags", "--today", "2027-07-01")
        #expect(text.status == 0)
        #expect(text.stdout.contains("Past their expiry date (2027-07-01): newCheckout (2027-06-30)"))
        #expect(text.stdout.contains("candidates for removal): promoBannerColor, supportEmail, termsUrl"))
        let csv = try workspace.run("flags", "--format", "csv", "--env", "debug")
        #expect(csv.stdout.hasPrefix("flag,type,acme,acme-de,globex,initech,setExplicitlyBy,sameEverywhere,expired\n"))
        #expect(csv.stdout.contains("\nmaxCartItems,int,200,200,20,10,acme acme-de initech,false,false\n"))
        let json = try workspace.run("flags", "--format", "json")
        #expect((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["environment"] as? String == "release")
        #expect(try workspace.run("flags", "--env", "prod").status == 2)
    }
}
