import Foundation
import Testing

/// `diff --all` on a real git repository: two commits that change one brand (and so the
/// sub-brand extending it), remove one and add one, then an uncommitted edit.
@Suite("brandkit diff --all, end to end")
struct DiffAllEndToEndTests {
    /// A repository whose `HEAD~1` holds the example brands and `HEAD` the changes.
    func repository() throws -> Workspace {
        let workspace = try Workspace()
        try git(workspace, "init", "--quiet", "--initial-branch=main")
        try git(workspace, "add", "Brands")
        try git(workspace, "commit", "--quiet", "-m", "brands")
        let acme = workspace.brands.appendingPathComponent("acme.yaml")
        let text = try String(contentsOf: acme, encoding: .utf8)
            .replacingOccurrences(of: "displayName: Acme Shop", with: "displayName: \"Acme | `Shop`\"")
            .replacingOccurrences(of: "sectionOrder: \"store, socialNetworks, chat, email, customerPortal\"",
                                  with: "sectionOrder: \"chat, store, socialNetworks, email, customerPortal\"")
        try text.write(to: acme, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: workspace.brands.appendingPathComponent("initech.yaml"))
        try workspace.write("extends: globex\ndisplayName: Probe\nbundleId: com.probe.app\n" + Workspace.ownIdentity("probe", bundleId: "com.probe.app"), to: "Brands/probe.yaml")
        try git(workspace, "add", "-A", "Brands")
        try git(workspace, "commit", "--quiet", "-m", "change brands")
        return workspace
    }

    /// A redrawn logo under the same name is a change: by size, pixels and hash, between two
    /// revisions (the old file read from git) and against the working tree. The HTML formats
    /// show the old and the new picture side by side, each the exact bytes of its revision.
    @Test func aRedrawnImageIsAChangeOfItsFile() throws {
        let workspace = try Workspace()
        try git(workspace, "init", "--quiet", "--initial-branch=main")
        try git(workspace, "add", "Brands")
        try git(workspace, "commit", "--quiet", "-m", "brands")
        let python = try #require(Tool.named("python3"))
        let draw = try Tool.run(python, ["-c", "from PIL import Image\nImage.new('RGBA', (300, 80), (1, 2, 3, 255)).save('globex/logo.png')"],
                                in: workspace.brands)
        #expect(draw.status == 0, "Pillow: \(draw.stderr)")
        let after = try Data(contentsOf: workspace.brands.appendingPathComponent("globex/logo.png"))
        let size = after.count
        let before = try #require(FileManager.default.contents(atPath: Brandkit.packageRoot.appendingPathComponent("Brands/globex/logo.png").path))

        let pair = try workspace.run("diff", "HEAD:globex", "globex")
        #expect(pair.status == 0, "\(pair.stderr)")
        #expect(pair.stdout.contains("  ~ images.logo (file): 4589 bytes, 480×120, sha256 "), "\(pair.stdout)")
        #expect(pair.stdout.contains(" → \(size) bytes, 300×80, sha256 "), "\(pair.stdout)")

        try git(workspace, "commit", "--quiet", "-am", "new logo")
        let all = try workspace.run("diff", "--all", "HEAD~1", "HEAD")
        #expect(all.status == 0, "\(all.stderr)")
        #expect(all.stdout.contains("images.logo (file): 4589 bytes, 480×120"), "\(all.stdout)")
        #expect(!all.stdout.contains("acme"), "only globex changed: \(all.stdout)")

        // Per environment in `--all` (globex's three), once for the pair.
        for (html, pairs) in [(try workspace.run("diff", "--all", "HEAD~1", "HEAD", "--format", "html"), 3),
                              (try workspace.run("diff", "HEAD~1:globex", "globex", "--format", "html"), 1)] {
            #expect(html.status == 0, "\(html.stderr)")
            let images = html.stdout.components(separatedBy: "<img alt=\"images.logo (file), ").dropFirst()
            #expect(images.count == 2 * pairs, "\(html.stdout)")
            #expect(images.first?.contains("src=\"data:image/png;base64,\(before.base64EncodedString())\"") == true)
            #expect(images.dropFirst().first?.contains("src=\"data:image/png;base64,\(after.base64EncodedString())\"") == true)
        }
    }

    func git(_ workspace: Workspace, _ arguments: String...) throws {
        let git = try #require(Tool.named("git"))
        let run = try Tool.run(git, ["-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, in: workspace.url)
        #expect(run.status == 0, "git \(arguments): \(run.stderr)")
    }

    /// A change that is the same in every environment is told once, under every
    /// environment's name; JSON still lists each environment.
    @Test func aChangeAlikeInEveryEnvironmentIsToldOnce() throws {
        let workspace = try Workspace()
        try git(workspace, "init", "-q")
        try git(workspace, "add", ".")
        try git(workspace, "commit", "-qm", "brands")
        try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: "address: help@acme.example", with: "address: care@acme.example") }
        let text = try workspace.run("diff", "--all", "HEAD")
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("--- HEAD:acme (release, staging, debug)\n+++ acme (release, staging, debug)\n"), "\(text.stdout)")
        #expect(text.stdout.components(separatedBy: "helpCenter.email.address: help@acme.example → care@acme.example").count == 2, "\(text.stdout)")
        let markdown = try workspace.run("diff", "--all", "HEAD", "--format", "markdown")
        #expect(markdown.stdout.components(separatedBy: "helpCenter.email.address").count == 2, "\(markdown.stdout)")
    }

    @Test func jsonNamesEveryBrandAddedRemovedOrChangedInEveryEnvironment() throws {
        let workspace = try repository()
        let result = try workspace.run("diff", "--all", "HEAD~1", "HEAD", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["base"] as? String == "HEAD~1" && json["head"] as? String == "HEAD" && json["identical"] as? Bool == false)
        let brands = try #require(json["brands"] as? [[String: Any]])
        #expect(brands.map { "\($0["brand"] ?? "")=\($0["change"] ?? "")" } == [
            "acme=changed", "acme-de=changed", "initech=removed", "probe=added",
        ])
        let acme = try #require(brands.first?["environments"] as? [[String: Any]])
        #expect(acme.map { $0["environment"] as? String } == ["release", "staging", "debug"])
        let release = try #require(acme.first?["diff"] as? [String: Any])
        let configuration = try #require(release["configuration"] as? [[String: Any]])
        #expect(configuration.contains { $0["path"] as? String == "displayName" })
        let screen = try #require(release["helpCenter"] as? [[String: Any]])
        #expect(screen.contains { $0["change"] as? String == "moved" && $0["section"] as? String == "chat" }, "\(screen)")
        // Each side shows its own revision's screen: the name and the first section before and after.
        for (side, name, first) in [("before", "Acme Shop", "store"), ("after", "Acme | `Shop`", "chat")] {
            let shown = try #require(acme.first?[side] as? [String: Any], "\(side)")
            let cells = shown["cells"] as? [[String: Any]]
            let firstSection = cells?.first?["section"] as? String
            #expect(shown["displayName"] as? String == name, "\(side): \(shown)")
            #expect(firstSection == first, "\(side): \(shown)")
        }
        let removed = try #require(brands[2]["environments"] as? [[String: Any]])
        #expect(removed.allSatisfy { $0["after"] is NSNull && $0["before"] is [String: Any] })
    }

    @Test func markdownFitsAPullRequestComment() throws {
        let workspace = try repository()
        let result = try workspace.run("diff", "--all", "HEAD~1", "HEAD", "--format", "markdown")
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdout
        // Markdown-significant characters are backslash-escaped; the rest reads as written.
        #expect(text.hasPrefix("## brandkit: 4 brands differ between HEAD\\~1 and HEAD.\n"), "\(text.prefix(200))")
        #expect(text.contains("| brand | change | environments | configuration | help center |"))
        #expect(text.contains("| <code>initech</code> | removed | release, staging, debug | 0 | 0 |"), "\(text)")
        #expect(text.contains("<details><summary><code>acme</code>: changed</summary>"))
        #expect(text.components(separatedBy: "</details>").count == 5)
        // The new name's backticks and pipe are characters, never a code span or a cell break.
        #expect(text.contains("Acme \\| \\`Shop\\`"), "\(text)")
        #expect(!text.contains("Acme | `Shop`"))
    }

    /// GitHub refuses a comment over 65,536 characters: a manifest change that touches
    /// hundreds of brands keeps every brand's row, drops the details that do not fit, and
    /// says how to see them.
    @Test func aDiffTooLongForOneCommentIsSummarised() throws {
        let workspace = try Workspace()
        try workspace.addGeneratedBrands(300)
        try git(workspace, "init", "--quiet", "--initial-branch=main")
        try git(workspace, "add", "Brands")
        try git(workspace, "commit", "--quiet", "-m", "brands")
        let manifest = workspace.brands.appendingPathComponent("brandkit.yaml")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "default: classic", with: "default: compact").write(to: manifest, atomically: true, encoding: .utf8)
        try git(workspace, "commit", "--quiet", "-am", "one default")

        let result = try workspace.run("diff", "--all", "HEAD~1", "HEAD", "--format", "markdown")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.utf8.count <= 65_536, "\(result.stdout.utf8.count) characters")
        #expect(result.stdout.contains("Too long for one comment"), "\(result.stdout.prefix(600))")
        #expect(result.stdout.contains("<code>brandkit diff --all HEAD\\~1 HEAD</code>"))
        let html = try GitHubMarkdown.html(result.stdout, in: workspace.url)
        for index in [0, 150, 299] { #expect(html.contains("<td><code>gen-\(index)</code></td>"), "gen-\(index) has its row") }
    }

    @Test(.enabled(if: TestTier.all, TestTier.onlyInAll)) func htmlPutsBeforeBesideAfterWithTheChangedCellsMarked() throws {
        let browser = try #require(HeadlessChromium.find(), "\(HeadlessChromium.requirement)")
        let workspace = try repository()
        let result = try workspace.run("diff", "--all", "HEAD~1", "HEAD", "--format", "html")
        #expect(result.status == 0, "\(result.stderr)")
        try workspace.write(result.stdout, to: "review.html")
        let page = try browser.dom(workspace.url.appendingPathComponent("review.html"), scratch: workspace.url)
        #expect(page.active.isEmpty && page.eventHandlers.isEmpty)
        let ids = page.cards.map(\.id)
        #expect(ids.contains("acme@release-before") && ids.contains("acme@release-after"))
        #expect(ids.contains("probe@debug-after") && ids.contains("initech@staging-before"))
        let after = try #require(page.cards.first { $0.id == "acme@release-after" })
        #expect(after.sections.first == "chat")
        #expect(after.marked.contains("chat"), "\(after.marked)")
        let before = try #require(page.cards.first { $0.id == "acme@release-before" })
        #expect(before.sections.first == "store" && before.marked.isEmpty)
        #expect(!ids.contains { $0.hasPrefix("globex@") }, "an unchanged brand is left out")
    }

    @Test func theWorkingTreeIsTheDefaultNewSideAndExitCodeReportsDifferences() throws {
        let workspace = try repository()
        let same = try workspace.run("diff", "--all", "HEAD", "--exit-code")
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout == "No brand differs between HEAD and the working tree.\n")
        try workspace.write("extends: globex\ndisplayName: Probe Two\nbundleId: com.probe.app\n" + Workspace.ownIdentity("probe", bundleId: "com.probe.app"), to: "Brands/probe.yaml")
        let changed = try workspace.run("diff", "--all", "HEAD", "--exit-code")
        #expect(changed.status == 1)
        #expect(changed.stdout.hasPrefix("1 brand differs between HEAD and the working tree.\n\nprobe: changed\n"), "\(changed.stdout)")
        #expect(changed.stdout.contains("displayName: Probe → Probe Two"))
    }

    /// The base is what the change starts from: a check it failed then neither fails the
    /// brand nor hides the change that fixes it. Only the new side is validated.
    @Test func aBaseWithErrorsOfItsOwnShowsTheChangeThatFixesThem() throws {
        let workspace = try Workspace()
        let order = "sectionOrder: chat, customerPortal, email, socialNetworks"
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: order, with: "sectionOrder: chat, fax, email") }
        #expect(try workspace.run("validate").status == 1, "globex has an error of its own at the base")
        try git(workspace, "init", "--quiet", "--initial-branch=main")
        try git(workspace, "add", "Brands")
        try git(workspace, "commit", "--quiet", "-m", "brands")
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "sectionOrder: chat, fax, email", with: order) }
        let result = try workspace.run("diff", "--all", "HEAD")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("globex: changed\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("failed"), "\(result.stdout)")
    }

    /// A brand made from the same bytes at the base is not parsed there, unless it is looked
    /// at: one whose parent changed is a change; one whose file cannot be read on either side
    /// fails with both sides' errors, the base's read only then. The release binary, which
    /// skips the unchanged brands (the debug build compares them anyway), runs this too.
    @Test func anUnchangedBrandIsComparedByItsChainAndFailsWithBothSidesErrors() throws {
        let workspace = try Workspace()
        try workspace.write("extends: globex\ndisplayName: Probe\nbundleId: com.probe.app\n" + Workspace.ownIdentity("probe", bundleId: "com.probe.app"), to: "Brands/probe.yaml")
        try workspace.write("displayName: [Broken\nbundleId: com.broken.app\n", to: "Brands/broken.yaml")
        try git(workspace, "init", "--quiet", "--initial-branch=main")
        try git(workspace, "add", "Brands")
        try git(workspace, "commit", "--quiet", "-m", "brands")
        let json = try workspace.run("diff", "--all", "HEAD", "--format", "json")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let brands = object?["brands"] as? [[String: Any]] ?? []
        #expect(brands.map { $0["brand"] as? String } == ["broken"], "only the broken brand is named: \(json.stdout)")
        let files = Set(((brands.first?["errors"] as? [[String: Any]]) ?? []).compactMap { $0["file"] as? String })
        #expect(files == ["HEAD:Brands/broken.yaml", "Brands/broken.yaml"], "\(json.stdout)")
        #expect(json.status == 1)
        // The parent changes; the sub-brand's own file does not, and it changes with it.
        try workspace.edit("Brands/globex.yaml") {
            $0.replacingOccurrences(of: "sectionOrder: chat, customerPortal, email, socialNetworks", with: "sectionOrder: email, chat, customerPortal, socialNetworks")
        }
        let text = try workspace.run("diff", "--all", "HEAD")
        #expect(text.stdout.contains("globex: changed\n") && text.stdout.contains("probe: changed\n"), "\(text.stdout)")
        #expect(!text.stdout.contains("acme:"), "\(text.stdout)")
        let release = try workspace.run("validate", "--base", "HEAD", "--brands", "Brands")
        #expect(!release.stdout.contains("at HEAD"), "nothing went back: \(release.stdout)")
    }

    @Test func aBrandWithErrorsIsNamedWithItsLocationAndExitsOne() throws {
        let workspace = try repository()
        try workspace.write("extends: globex\ndisplayName: Probe\nbundleId: com..probe\n" + Workspace.ownIdentity("probe", bundleId: "com.probe.app"), to: "Brands/probe.yaml")
        let result = try workspace.run("diff", "--all", "HEAD", "--format", "markdown")
        #expect(result.status == 1)
        #expect(result.stdout.contains("<code>probe</code>: failed"))
        #expect(result.stdout.contains("<code>Brands/probe.yaml:3:11</code>"), "\(result.stdout)")
        #expect(result.stderr.contains("brands with errors were not compared: probe"))
        // JSON carries each error as validate --format json does.
        let json = try workspace.run("diff", "--all", "HEAD", "--format", "json")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let probe = (object?["brands"] as? [[String: Any]])?.first { $0["brand"] as? String == "probe" }
        let error = (probe?["errors"] as? [[String: Any]])?.first
        #expect(probe?["change"] as? String == "failed")
        #expect(error?["file"] as? String == "Brands/probe.yaml" && error?["line"] as? Int == 3 && error?["column"] as? Int == 11)
        #expect(error?["code"] as? String == "invalid-bundle-id" && error?["severity"] as? String == "error", "\(error ?? [:])")
    }

    @Test func badRequestsExitTwo() throws {
        let workspace = try repository()
        #expect(try workspace.run("diff", "--all").status == 2)
        #expect(try workspace.run("diff", "--all", "a", "b", "c").status == 2)
        let unknown = try workspace.run("diff", "--all", "no-such-revision")
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown revision"), "\(unknown.stderr)")
    }
}
