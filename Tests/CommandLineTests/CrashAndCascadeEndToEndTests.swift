import Foundation
import Testing

/// Inputs that crashed brandkit, hung it, or buried the real error under others.
@Suite("Hostile input: crashes, exits and cascades")
struct CrashAndCascadeEndToEndTests {
    @Test func diffAgainstARevisionWithErrorsPrintsThemAndExitsOne() throws {
        let workspace = try Workspace()
        try workspace.write("displayName: Acme\nbundleId: com.acme.app\nnotAKey: 1\n", to: "Brands/acme.yaml")
        try git(["init", "-q"], in: workspace.url)
        try git(["add", "-A"], in: workspace.url)
        try git(["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "broken"], in: workspace.url)
        try workspace.write("displayName: Acme\nbundleId: com.acme.app\n", to: "Brands/acme.yaml")
        let result = try workspace.run("diff", "HEAD:acme", "acme")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("HEAD:Brands/acme.yaml:3:1: error: unknown key 'notAKey' [unknown-key]"))
        #expect(result.stderr.contains("notAKey: 1\n^"), "the revision's own line is shown: \(result.stderr)")
    }

    @Test(arguments: ["x: 1\n", "environments: []\n", "environments: [release\n", "environments: [Staging]\n"])
    func everyCommandReportsABrokenManifest(manifest: String) throws {
        let workspace = try Workspace()
        try workspace.write(manifest, to: "Brands/brandkit.yaml")
        for arguments in [["flags"], ["flags", "--env", "release"], ["render", "acme"], ["render", "acme", "--env", "x"],
                          ["diff", "acme", "globex"], ["bundle", "acme", "--output", "out"], ["validate"],
                          ["validate", "--env", "release"]] {
            let result = try Brandkit.run(arguments, in: workspace.url)
            #expect(result.status == 1, "\(arguments) with \(manifest.debugDescription): \(result.status) \(result.stderr)")
            #expect((result.stdout + result.stderr).contains("Brands/brandkit.yaml:"), "\(arguments): \(result.stderr)")
        }
    }

    @Test func aLongExtendsCycleIsReportedQuickly() throws {
        let workspace = try Workspace()
        let count = 2_000
        for index in 0..<count {
            try workspace.write("extends: c\((index + 1) % count)\ndisplayName: C\(index)\nbundleId: com.c.b\(index)\n",
                                to: "Brands/c\(index).yaml")
        }
        let started = Date()
        let result = try workspace.run("validate", "--format", "json")
        #expect(Date().timeIntervalSince(started) < 20, "took \(Date().timeIntervalSince(started)) s")
        #expect(result.status == 1)
        #expect(result.stdout.contains("extends-depth") || result.stdout.contains("extends-cycle"))
    }

    @Test func aDeepExtendsChainHasALimitWithALocatedError() throws {
        let workspace = try Workspace()
        let count = 2_000
        try workspace.write("extends: acme\ndisplayName: D0\nbundleId: com.d.b0\n" + Workspace.ownIdentity("d0", bundleId: "com.d.b0"), to: "Brands/d0.yaml")
        for index in 1..<count {
            try workspace.write("extends: d\(index - 1)\ndisplayName: D\(index)\nbundleId: com.d.b\(index)\n"
                                + Workspace.ownIdentity("d\(index)", bundleId: "com.d.b\(index)"), to: "Brands/d\(index).yaml")
        }
        let started = Date()
        let result = try workspace.run("validate", "--format", "json")
        #expect(Date().timeIntervalSince(started) < 20, "took \(Date().timeIntervalSince(started)) s")
        #expect(result.status == 1)
        #expect(result.stdout.contains(#""code":"extends-depth","message":"'d16' extends a chain of more than 16 brands"#),
                "\(result.stdout.prefix(600))")
        #expect(result.stdout.contains(#""file":"Brands/d16.yaml","line":1,"column":10"#))
        let short = try workspace.run("validate", "Brands/d15.yaml")
        #expect(short.status == 0, "a chain within the limit is fine: \(short.stdout.suffix(400))")
    }

    @Test func aSubBrandOfABrokenParentSaysSoOnce() throws {
        let workspace = try Workspace()
        try workspace.write("displayName: [Acme\n", to: "Brands/acme.yaml")
        let result = try workspace.run("validate")
        #expect(result.status == 1)
        #expect(!result.stdout.contains("there is no brand 'acme'"), "\(result.stdout)")
        let notes = result.stdout.components(separatedBy: "'acme-de' extends 'acme', whose file has errors").count - 1
        #expect(notes == 1, "\(result.stdout)")
    }

    private func git(_ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
