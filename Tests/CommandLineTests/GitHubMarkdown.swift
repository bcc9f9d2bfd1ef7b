import Foundation
import Testing

/// Markdown as GitHub renders a pull-request comment: through cmark-gfm (Python's
/// `cmarkgfm`, GitHub's own fork of cmark) with its extensions, raw HTML passed through so
/// a test sees any markup a value could smuggle in.
enum GitHubMarkdown {
    static let requirement = "python3 with cmarkgfm is installed by Scripts/install-dependencies --test"

    static func html(_ markdown: String, in directory: URL) throws -> String {
        let python = try #require(Tool.named("python3"), "\(requirement)")
        let input = directory.appendingPathComponent("comment-\(UUID().uuidString).md")
        try markdown.write(to: input, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: input) }
        let script = """
            import sys, cmarkgfm
            from cmarkgfm.cmark import Options
            sys.stdout.write(cmarkgfm.github_flavored_markdown_to_html(open(sys.argv[1], encoding="utf-8").read(), options=Options.CMARK_OPT_UNSAFE))
            """
        let run = try Tool.run(python, ["-c", script, input.path], in: directory)
        #expect(run.status == 0, "\(requirement): \(run.stderr)")
        return run.stdout
    }

    /// The text a reader sees in an HTML fragment: tags dropped, the entities cmark writes decoded.
    static func visibleText(_ html: String) -> String {
        var text = html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }
}
