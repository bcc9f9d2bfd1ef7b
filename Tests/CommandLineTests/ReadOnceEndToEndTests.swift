import Foundation
import Testing

/// One run reads each input once: every file of the brands directory (brand files, the
/// manifest, images, fonts, Firebase files) is opened at most once, whichever rules, hashes,
/// bundles and previews read it. Counted as the kernel sees it, with `strace`.
@Suite struct ReadOnceEndToEndTests {
    /// How many times the run of `arguments`, which exits with `status`, opened each file
    /// under the workspace's `Brands`; and, under `git:`, how many times it asked git for each
    /// blob of a revision (`git:Brands/acme.yaml` for `HEAD:Brands/acme.yaml`).
    func opens(_ arguments: [String], in workspace: Workspace, status: Int32 = 0,
               stderr check: (String) -> Bool = { _ in true }) throws -> [String: Int] {
        let strace = try #require(Tool.named("strace"), "strace is installed by Scripts/install-dependencies --test")
        let trace = workspace.url.appendingPathComponent(".openat-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: trace) }
        let run = try Tool.run(strace, ["-f", "-s", "256", "-e", "trace=openat,execve,write", "-o", trace.path, Brandkit.binary.path] + arguments,
                               in: workspace.url)
        #expect(run.status == status, "\(arguments): \(run.stderr)")
        #expect(check(run.stderr), "\(arguments): \(run.stderr)")
        var counts: [String: Int] = [:]
        let brands = workspace.brands.path + "/"
        // A revision's blobs are asked of one `git cat-file --batch` by object id, one line each.
        let paths = try Self.committedPaths(in: workspace)
        for line in try String(contentsOf: trace, encoding: .utf8).split(separator: "\n") where !line.contains("ENOENT") {
            // `write(5, "3b18e512dba79e4c8300dd08aeb37f8e728b8dad\n", 41) = 41`
            if line.contains(" write("), let quote = line.firstIndex(of: "\"") {
                let object = line[line.index(after: quote)...].prefix { $0 != "\\" && $0 != "\"" }
                if let path = paths[String(object)] { counts["git:" + path, default: 0] += 1 }
                continue
            }
            // `openat(AT_FDCWD, "Brands/acme.yaml", …)`, or the same path made absolute.
            guard let open = line.range(of: "openat("), let start = line[open.upperBound...].firstIndex(of: "\"") else { continue }
            let rest = line[line.index(after: start)...]
            guard let end = rest.firstIndex(of: "\"") else { continue }
            var path = String(rest[..<end])
            if path.hasPrefix(brands) { path = "Brands/" + path.dropFirst(brands.count) }
            guard path.hasPrefix("Brands/") else { continue }
            counts[path, default: 0] += 1
        }
        return counts
    }

    /// Each blob `HEAD` holds under `Brands/`, by its object id: what a revision's reads ask for.
    static func committedPaths(in workspace: Workspace) throws -> [String: String] {
        guard FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent(".git").path) else { return [:] }
        let git = try #require(Tool.named("git"))
        let listing = try Tool.run(git, ["ls-tree", "-r", "HEAD"], in: workspace.url).stdout
        var paths: [String: String] = [:]
        for line in listing.split(separator: "\n") {
            // "<mode> blob <object>\t<path>"
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2, let object = parts[0].split(separator: " ").last else { continue }
            paths[String(object)] = String(parts[1])
        }
        return paths
    }

    /// The example brands, committed to a git repository of their own (so `HEAD` has them).
    func committedWorkspace() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.commitEverything()
        return workspace
    }

    @Test(arguments: [
        ["bundle", "--all", "--platform", "all", "--output", "out"],
        ["preview", "--output", "site"],
        ["diff", "--all", "HEAD"],
        // The working tree is validated and compared with the revision from one read.
        ["validate", "--base", "HEAD"],
        ["export", "fastlane", "--all", "--output", "fastlane"],
    ])
    func eachFileOfTheBrandsDirectoryIsOpenedAtMostOnce(_ arguments: [String]) throws {
        let workspace = try committedWorkspace()
        // A change, so diff has both sides to read.
        try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: "displayName: Acme Shop", with: "displayName: Acme Two") }
        let counts = try opens(arguments, in: workspace)
        // The run read the brands, their images and fonts, not nothing.
        #expect(counts.keys.contains("Brands/acme.yaml") && counts.keys.contains("Brands/acme/logo.png"), "\(counts)")
        #expect(counts.keys.contains { $0.hasSuffix(".ttf") }, "\(counts)")
        let again = counts.filter { $0.value > 1 && !$0.key.hasPrefix("git:") }
        #expect(again.isEmpty, "opened more than once by \(arguments.joined(separator: " ")): \(again)")
    }

    /// A revision is read in one batch: a few git processes (the revision checked, its tree
    /// listed, one `cat-file --batch`), whatever the number of brands. It was about seven per
    /// brand, one for each file and two for each image.
    @Test(arguments: [["validate", "--base", "HEAD"], ["diff", "--all", "HEAD"]])
    func aRevisionIsReadByAFewGitProcessesWhateverTheBrands(_ arguments: [String]) throws {
        let workspace = try Workspace()
        for index in 0..<30 {
            let id = "sub\(index)"
            try workspace.write("extends: globex\ndisplayName: Sub \(index)\nbundleId: com.sub\(index).app\n"
                                + Workspace.ownIdentity(id, bundleId: "com.sub\(index).app"), to: "Brands/\(id).yaml")
        }
        try workspace.commitEverything()
        try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: "displayName: Acme Shop", with: "displayName: Acme Two") }
        let strace = try #require(Tool.named("strace"), "strace is installed by Scripts/install-dependencies --test")
        let trace = workspace.url.appendingPathComponent(".execve-\(UUID().uuidString)")
        let run = try Tool.run(strace, ["-f", "-s", "256", "-e", "trace=execve", "-o", trace.path, Brandkit.binary.path] + arguments,
                               in: workspace.url)
        #expect(run.status == 0, "\(arguments): \(run.stdout)\(run.stderr)")
        let gits = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
            .filter { $0.contains("execve(") && $0.contains("[\"git\"") && !$0.contains("ENOENT") }
        #expect(gits.count <= 6, "\(arguments): \(gits.count) git processes for 34 brands: \(gits.prefix(8).joined(separator: "\n"))")
    }

    /// A command's arguments (brand ids, environments, languages) are checked once the
    /// manifest is read, before any brand file is: a typo costs no brand's read, from the
    /// working tree or from a revision. (Each side of `diff` is checked before it is read: a
    /// typo in the second side of two revisions is found once the first is read.)
    @Test(arguments: [
        ["render", "nosuch"],
        ["render", "acme", "--env", "nowhere"],
        ["render", "acme", "--locale", "xx"],
        ["explain", "nosuch", "displayName"],
        ["diff", "acme", "nosuch"],
        ["diff", "HEAD:nosuch", "acme"],
        ["diff", "acme", "acme@nowhere"],
        ["export", "remote-config", "nosuch"],
        ["export", "fastlane", "acme", "nosuch", "--output", "listings"],
        ["export", "fastlane", "--all", "--env", "nowhere", "--output", "listings"],
        ["bundle", "nosuch", "--output", "out"],
        ["bundle", "--all", "--env", "nowhere", "--output", "out"],
        ["preview", "--env", "nowhere", "--output", "site"],
        ["strings", "--env", "nowhere"],
    ])
    func argumentsAreCheckedBeforeAnyBrandFileIsRead(_ arguments: [String]) throws {
        let workspace = try committedWorkspace()
        let counts = try opens(arguments, in: workspace, status: 2) { stderr in
            ["nosuch", "nowhere", "xx"].contains { stderr.contains("'\($0)'") }
        }
        #expect(counts.keys.contains { $0.hasSuffix("Brands/brandkit.yaml") }, "the manifest is read first: \(counts)")
        let brandFiles = counts.keys.filter { $0.hasSuffix(".yaml") && !$0.hasSuffix("Brands/brandkit.yaml") }
        #expect(brandFiles.isEmpty, "\(arguments.joined(separator: " ")) read \(brandFiles.sorted())")
    }

    /// An image or font of more than 1 MiB (the limit for configuration files) is an input
    /// like any other: hashed, so a second bundle leaves its unit alone and a changed one
    /// rebuilds it. It was never hashed, so its unit was rebuilt on every run.
    @Test func aLargeImageIsHashedLikeEveryInput() throws {
        let workspace = try Workspace()
        let python = try #require(Tool.named("python3"))
        func noise(_ seed: Int) throws {
            let script = "import random, sys\nfrom PIL import Image\nrandom.seed(\(seed))\n"
                + "Image.frombytes('RGB', (1024, 1024), random.randbytes(1024 * 1024 * 3)).save(sys.argv[1])"
            let run = try Tool.run(python, ["-c", script, "Brands/acme/logo.png"], in: workspace.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
        try noise(1)
        let size = try FileManager.default.attributesOfItem(atPath: workspace.brands.appendingPathComponent("acme/logo.png").path)[.size] as? Int
        #expect((size ?? 0) > 1 << 20)
        let bundle = ["bundle", "acme", "--platform", "android", "--output", "out"]
        #expect(try Brandkit.run(bundle, in: workspace.url).stdout.contains("1 written"))
        let again = try Brandkit.run(bundle, in: workspace.url)
        #expect(again.stdout.contains("0 written, 1 unchanged"), "\(again.stdout)\(again.stderr)")
        try noise(2)
        let changed = try Brandkit.run(bundle, in: workspace.url)
        #expect(changed.stdout.contains("1 written, 0 unchanged"), "\(changed.stdout)\(changed.stderr)")
    }
}
