import Foundation
import Testing

/// `validate --base REV` on a scratch repository: each change the stores refuse fails at its
/// line; unchanged brands, brands new since the revision and versions that move forward pass.
@Suite("Release check against a git revision, end to end")
struct ReleaseCheckEndToEndTests {
    func repository(_ prepare: (Workspace) throws -> Void = { _ in }) throws -> Workspace {
        let workspace = try Workspace()
        try prepare(workspace)
        // Globex's file sets ios.version 2.3.0, ios.build 45, android.versionCode 45 and versionName "2.9".
        let git = try #require(Tool.named("git"))
        for step in [["init", "-q"], ["add", "."], ["commit", "-qm", "release 2.3.0"]] {
            let run = try Tool.run(git, ["-c", "user.name=Test", "-c", "user.email=test@example.com"] + step, in: workspace.url)
            #expect(run.status == 0, "git \(step): \(run.stderr)")
        }
        return workspace
    }

    @Test(arguments: [
        ("build: 45", "build: 44", "Brands/globex.yaml:38:10: error: globex's ios.build is 44, lower than 45 at HEAD: the App Store refuses it [lower-build-number]"),
        ("versionCode: 45", "versionCode: 7", "Brands/globex.yaml:46:16: error: globex's android.versionCode is 7, lower than 45 at HEAD: Google Play refuses it [lower-build-number]"),
        ("version: 2.3.0", "version: 2.2.10", "Brands/globex.yaml:37:12: error: globex's ios.version '2.2.10' goes back from '2.3.0' at HEAD [lower-version]"),
        ("versionName: \"2.9\"", "versionName: \"2.8.1\"", "Brands/globex.yaml:47:16: error: globex's android.versionName '2.8.1' goes back from '2.9' at HEAD [lower-version]"),
        ("bundleId: com.globex.app\n", "bundleId: com.globex.shop\n", "Brands/globex.yaml:3:11: error: globex's bundle id changed from 'com.globex.app' at HEAD to 'com.globex.shop': the store would see a new app [changed-app-id]"),
    ])
    func eachStepBackFailsAtItsLine(change: (String, String, String)) throws {
        let workspace = try repository()
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: change.0, with: change.1) }
        #expect(try workspace.run("validate").status == 0, "the working tree validates on its own")
        let run = try workspace.run("validate", "--base", "HEAD")
        #expect(run.status == 1)
        #expect(run.stdout.contains(change.2 + "\n"), "\(run.stdout)")
        #expect(run.stdout.contains("Checked 4 brands in 3 environments: 1 error, 0 warnings."), "\(run.stdout)")
    }

    @Test func unchangedNewAndForwardBrandsPass() throws {
        let workspace = try repository()
        #expect(try workspace.run("validate", "--base", "HEAD").status == 0)
        try workspace.edit("Brands/globex.yaml") {
            $0.replacingOccurrences(of: "build: 45", with: "build: 46").replacingOccurrences(of: "version: 2.3.0", with: "version: 2.10.0")
        }
        try workspace.write("displayName: Hooli\nbundleId: com.hooli.app\nextends: acme\n" + Workspace.ownIdentity("hooli", bundleId: "com.hooli.app"),
                            to: "Brands/hooli.yaml")
        let run = try workspace.run("validate", "--base", "HEAD")
        #expect(run.status == 0, "\(run.stdout)")
        // A revision that does not exist cannot be checked against: exit 2.
        #expect(try workspace.run("validate", "--base", "no-such-revision").status == 2)
    }

    /// The store compares with what was released at the revision, whatever that revision's
    /// own problems were: fixing one in the same change does not let the build go back unseen.
    @Test func aRevisionsOwnErrorsDoNotHideAStepBack() throws {
        let order = "sectionOrder: chat, customerPortal, email, socialNetworks"
        let workspace = try repository { workspace in
            try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: order, with: "sectionOrder: chat, fax, email") }
            #expect(try workspace.run("validate").status == 1, "globex has an error of its own at the revision")
        }
        try workspace.edit("Brands/globex.yaml") {
            $0.replacingOccurrences(of: "sectionOrder: chat, fax, email", with: order).replacingOccurrences(of: "build: 45", with: "build: 44")
        }
        let run = try workspace.run("validate", "--base", "HEAD")
        #expect(run.status == 1)
        #expect(run.stdout.contains("Brands/globex.yaml:38:10: error: globex's ios.build is 44, lower than 45 at HEAD: the App Store refuses it [lower-build-number]\n"),
                "\(run.stdout)")
    }
}
