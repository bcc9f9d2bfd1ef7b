import Foundation
import Testing

/// `Docs/ci/github-actions.yml`, the workflow the README offers: valid YAML, a full clone
/// for the base revision, and brandkit command lines that work, run here as the runner
/// would run them on a pull request that changes one brand.
@Suite("GitHub Actions workflow")
struct WorkflowFileTests {
    static let file = Brandkit.packageRoot.appendingPathComponent("Docs/ci/github-actions.yml")

    /// The workflow as data, read by PyYAML (YAML 1.1 reads the key `on` as true; GitHub
    /// does not, so it is put back).
    func workflow(in directory: URL) throws -> [String: Any] {
        let python = try #require(Tool.named("python3"), "python3 with PyYAML is installed by Scripts/install-dependencies --test")
        let script = "import json, sys, yaml\nd = yaml.safe_load(open(sys.argv[1]))\nd['on'] = d.pop(True, d.get('on'))\nprint(json.dumps(d))"
        let run = try Tool.run(python, ["-c", script, Self.file.path], in: directory)
        #expect(run.status == 0, "not valid YAML: \(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    @Test func theWorkflowsBrandkitCommandsWorkOnAPullRequest() throws {
        let workspace = try Workspace()
        let workflow = try workflow(in: workspace.url)
        let job = try #require((workflow["jobs"] as? [String: Any])?["brandkit"] as? [String: Any])
        let steps = try #require(job["steps"] as? [[String: Any]])
        let checkout = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("actions/checkout@") == true })
        #expect((checkout["with"] as? [String: Any])?["fetch-depth"] as? Int == 0, "diff --all needs the base revision")
        let commands = steps.compactMap { $0["run"] as? String }
            .flatMap { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
            .filter { $0.hasPrefix("brandkit ") }
        #expect(commands.contains { $0.hasPrefix("brandkit validate --format github") })
        #expect(commands.contains { $0.hasPrefix("brandkit diff --all ") && $0.contains("--format markdown") })
        let scripts = steps.compactMap { ($0["with"] as? [String: Any])?["script"] as? String }
        let script = try #require(scripts.first)
        #expect(script.contains("const marker = '<!-- brandkit diff -->'") && script.contains("startsWith(marker)")
                && script.contains("updateComment"), "one comment, updated on each push")

        // A pull request: main holds the example brands, its head renames one.
        let git = try #require(Tool.named("git"))
        func commit(_ arguments: [String]) throws {
            let run = try Tool.run(git, ["-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, in: workspace.url)
            #expect(run.status == 0, "git \(arguments): \(run.stderr)")
        }
        try commit(["init", "--quiet", "--initial-branch=main"])
        try commit(["add", "Brands"])
        try commit(["commit", "--quiet", "-m", "brands"])
        try commit(["update-ref", "refs/remotes/origin/main", "HEAD"])
        let acme = workspace.brands.appendingPathComponent("acme.yaml")
        try String(contentsOf: acme, encoding: .utf8).replacingOccurrences(of: "displayName: Acme Shop", with: "displayName: Acme Store")
            .write(to: acme, atomically: true, encoding: .utf8)
        try commit(["commit", "--quiet", "-am", "rename"])

        let bin = workspace.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("brandkit"), withDestinationURL: Brandkit.binary)
        let temp = workspace.url.appendingPathComponent("runner-temp")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        let bash = try #require(Tool.named("bash"))
        let environment = ["PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? ""),
                           "GITHUB_BASE_REF": "main", "RUNNER_TEMP": temp.path]
        for command in commands {
            let run = try Tool.run(bash, ["-euo", "pipefail", "-c", command], in: workspace.url, environment: environment)
            #expect(run.status == 0, "\(command): \(run.stdout)\(run.stderr)")
        }
        let comment = try String(contentsOf: temp.appendingPathComponent("brandkit-diff.md"), encoding: .utf8)
        #expect(comment.hasPrefix("## brandkit: 1 brand differs between origin/main and HEAD."), "\(comment.prefix(200))")
        #expect(comment.contains("Acme Store"))
    }
}
