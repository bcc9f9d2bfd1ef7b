import Foundation
import Testing

/// The code blocks of a user doc, as tests run them. A block's info string says what it is:
/// - ```` ```yaml project.yml ````: that file, as the user writes it (several blocks naming
///   one file are its lines in order);
/// - ```` ```yaml Config/brandkit.yml generated ````: lines of a file brandkit writes, as it
///   writes them; a line `# …`, `// …` or `<!-- … -->` stands for lines left out;
/// - ```` ```sh gradle ````: the commands that set a project up (`mkdir -p`, `brandkit …`),
///   run in order by the test that builds it;
/// - ```` ```swift app ````: the app's code, compiled against what brandkit generates.
struct DocSnippets {
    struct Block {
        let info: String
        let text: String
        /// The info string's words after the language.
        var words: [String] { info.split(separator: " ").dropFirst().map(String.init) }
    }

    let path: String
    let blocks: [Block]

    init(_ path: String) throws {
        self.path = path
        let text = try String(contentsOf: Brandkit.packageRoot.appendingPathComponent(path), encoding: .utf8)
        var blocks: [Block] = []
        // A block may stand indented, in a list item: its lines lose that indent.
        var open: (info: String, indent: Int, lines: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let fence = line.drop { $0 == " " }
            if fence.hasPrefix("```") {
                if let current = open {
                    blocks.append(Block(info: current.info, text: current.lines.joined(separator: "\n") + "\n"))
                    open = nil
                } else {
                    open = (String(fence.dropFirst(3)), line.count - fence.count, [])
                }
            } else if let indent = open?.indent {
                open?.lines.append(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
            }
        }
        self.blocks = blocks
    }

    /// The file `name` as the doc has the user write it: its blocks' lines, in order.
    func file(_ name: String) throws -> String {
        let parts = blocks.filter { $0.words == [name] }
        try #require(!parts.isEmpty, "\(path) shows no ```<language> \(name) block")
        return parts.map(\.text).joined()
    }

    /// The blocks that show a generated file: its path and the lines shown.
    var generated: [(path: String, text: String)] {
        blocks.filter { $0.words.count == 2 && $0.words[1] == "generated" }.map { ($0.words[0], $0.text) }
    }

    /// The code of the blocks ```` ```<language> app ````, each a block.
    func appCode(_ language: String) -> [String] {
        blocks.filter { $0.info == language + " app" }.map(\.text)
    }

    /// The lines of the shell block `name` (```` ```sh xcodegen ````), each as its words.
    func lines(_ name: String) throws -> [[String]] {
        let block = try #require(blocks.first { $0.info == "sh " + name }, "\(path) has no ```sh \(name) block")
        return block.text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    }

    /// The `brandkit` commands of the shell block `name`, each as its arguments, in order.
    func commands(_ name: String) throws -> [[String]] {
        try lines(name).filter { $0.first == "brandkit" }.map { Array($0.dropFirst()) }
    }

    /// Runs the shell block `name` in `folder` as a user would: `mkdir -p` makes folders and
    /// each `brandkit` command runs (with `environment`), which must succeed. Any other line
    /// must be one of `others`, which the caller runs itself.
    func run(_ name: String, in folder: URL, environment: [String: String] = [:], others: Set<String> = []) throws {
        for words in try lines(name) {
            switch words.first {
            case "mkdir":
                try #require(words.count == 3 && words[1] == "-p", "\(path): \(words.joined(separator: " "))")
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(words[2]), withIntermediateDirectories: true)
            case "brandkit":
                let run = try Brandkit.run(Array(words.dropFirst()), in: folder, environment: environment)
                try #require(run.status == 0, "\(path): \(words.joined(separator: " ")): \(run.stderr)")
            default:
                try #require(others.contains(words.joined(separator: " ")), "\(path): no test runs \(words.joined(separator: " "))")
            }
        }
    }

    /// Each file the doc shows as generated holds the lines shown, in order, in `folder`.
    func expectGenerated(in folder: URL) {
        #expect(!generated.isEmpty)
        for (path, excerpt) in generated {
            guard let file = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) else {
                Issue.record("\(self.path) shows \(path), which its commands did not write")
                continue
            }
            if let missing = Self.missing(excerpt, from: file) {
                Issue.record("\(self.path) shows lines of \(path) that brandkit does not write:\n\(missing)")
            }
        }
    }

    /// Where the lines a `generated` block shows are missing from `file`, the file as written;
    /// nil when each run of lines between the marks of left-out lines stands in it, in order.
    static func missing(_ excerpt: String, from file: String) -> String? {
        let gap: Set<String> = ["…", "# …", "// …", "<!-- … -->"]
        var runs: [[Substring]] = [[]]
        for line in excerpt.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if gap.contains(line.trimmingCharacters(in: .whitespaces)) { runs.append([]) } else { runs[runs.count - 1].append(line) }
        }
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        var start = 0
        for run in runs where !run.isEmpty {
            guard let found = (start...max(start, lines.count - run.count)).first(where: { index in
                index + run.count <= lines.count && Array(lines[index..<index + run.count]) == run
            }) else {
                return run.joined(separator: "\n")
            }
            start = found + run.count
        }
        return nil
    }
}

/// The real tools beside the project (`../shared/tools`): XcodeGen and Tuist's manifest library,
/// built from source on first use, and the Android test app and SDK maker.
enum SharedTools {
    static let folder = Brandkit.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/tools")

    /// False where the project is cloned without them (a user's clone): the tests that need
    /// them are skipped visibly, `.enabled(if: SharedTools.present, SharedTools.absent)`.
    static let present = FileManager.default.fileExists(atPath: folder.path)
    static let absent: Comment = "../shared/tools is absent: the real-build tests need the tools beside the project"

    /// The cache the tools build into, as their scripts choose it.
    static var cache: URL {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["BRANDKIT_ORACLE_CACHE"] { return URL(fileURLWithPath: cache) }
        let base = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("brandkit-oracles")
    }
}
