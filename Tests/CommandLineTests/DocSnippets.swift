import Foundation
import Testing

/// The code blocks of a user doc that the real-build tests run as they stand: a block whose
/// info string names a file after its language (```` ```yaml project.yml ````) is that file,
/// and a shell block named after a tool (```` ```sh gradle ````) holds the commands that set it up.
struct DocSnippets {
    let path: String
    let blocks: [(info: String, text: String)]

    init(_ path: String) throws {
        self.path = path
        let text = try String(contentsOf: Brandkit.packageRoot.appendingPathComponent(path), encoding: .utf8)
        var blocks: [(info: String, text: String)] = []
        var open: (info: String, lines: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let current = open {
                    blocks.append((current.info, current.lines.joined(separator: "\n") + "\n"))
                    open = nil
                } else {
                    open = (String(line.dropFirst(3)), [])
                }
            } else {
                open?.lines.append(line)
            }
        }
        self.blocks = blocks
    }

    /// The block that is the file `name`.
    func file(_ name: String) throws -> String {
        try #require(blocks.first { $0.info.split(separator: " ").dropFirst().first.map(String.init) == name }?.text,
                     "\(path) shows no ```<language> \(name) block")
    }

    /// The `brandkit` commands of the shell block named `name` (```` ```sh xcodegen ````),
    /// each as its arguments, in order.
    func commands(_ name: String) throws -> [[String]] {
        let block = try #require(blocks.first { $0.info == "sh " + name }, "\(path) has no ```sh \(name) block")
        return block.text.split(separator: "\n").filter { $0.hasPrefix("brandkit ") }.map { line in
            line.split(separator: " ").dropFirst().map(String.init)
        }
    }
}

/// The real tools beside the project (`../shared/tools`): XcodeGen and Tuist's manifest library,
/// built from source on first use, and the Android test app and SDK maker.
enum SharedTools {
    static let folder = Brandkit.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/tools")

    /// Nil, with the reason printed, where the project is cloned without them (a user's clone).
    static func available() -> URL? {
        guard FileManager.default.fileExists(atPath: folder.path) else {
            print("skipped: \(folder.path) is absent; the real-build tests need the tools beside the project")
            return nil
        }
        return folder
    }

    /// The cache the tools build into, as their scripts choose it.
    static var cache: URL {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["BRANDKIT_ORACLE_CACHE"] { return URL(fileURLWithPath: cache) }
        let base = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("brandkit-oracles")
    }
}
