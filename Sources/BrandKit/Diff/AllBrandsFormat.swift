import BrandCore
import BrandValidation
import HelpCenter
/// How `brandkit diff --all` prints (see `DiffFormat.render(_: AllBrandsDiff)`): a terminal
/// summary, a pull-request comment, a before/after gallery, or JSON for tools.
extension AllBrandsDiff {
    var title: String {
        changes.isEmpty ? "No brand differs between \(base) and \(head)."
            : "\(changes.count) brand\(changes.count == 1 ? "" : "s") differ\(changes.count == 1 ? "s" : "") between \(base) and \(head)."
    }
}

extension AllBrandsDiff.BrandChange {
    /// `release, staging`: the environments it differs in.
    var environmentList: String { environments.map(\.name).joined(separator: ", ") }

    var configurationCount: Int { environments.reduce(0) { $0 + ($1.diff?.configuration.count ?? 0) } }
    var screenCount: Int { environments.reduce(0) { $0 + ($1.diff?.screen.count ?? 0) } }
}

enum AllBrandsText {
    static func render(_ diff: AllBrandsDiff) -> String {
        var out = diff.title + "\n"
        for change in diff.changes {
            out += "\n\(change.brand): \(change.kind.rawValue)"
            switch change.kind {
            case .failed: out += " (\(change.errors.count) error\(change.errors.count == 1 ? "" : "s"))\n"
                out += change.errors.map { "  \($0.location): \($0.message) [\($0.code)]\n" }.joined()
            case .added, .removed: out += " in \(change.environmentList)\n"
            case .changed:
                out += "\n" + change.environments.compactMap(\.diff).map { DiffText.render($0, style: .plain) }.joined(separator: "\n")
            }
        }
        return out
    }
}

enum AllBrandsMarkdown {
    static func render(_ diff: AllBrandsDiff) -> String {
        var lines = ["## brandkit: \(MarkdownText.literal(diff.title))", ""]
        guard !diff.isEmpty else { return lines.joined(separator: "\n") + "\n" }
        lines += ["| brand | change | environments | configuration | help center |", "| --- | --- | --- | --- | --- |"]
        for change in diff.changes {
            lines.append("| \(MarkdownText.code(change.brand)) | \(change.kind.rawValue) | \(MarkdownText.literal(change.environmentList)) "
                         + "| \(change.configurationCount) | \(change.screenCount) |")
        }
        lines.append("")
        for change in diff.changes {
            lines += ["<details><summary>\(MarkdownText.code(change.brand)): \(change.kind.rawValue)</summary>", ""]
            switch change.kind {
            case .failed:
                lines += change.errors.map { "- \(MarkdownText.code($0.location.description)) \(MarkdownText.literal($0.message))" }
            case .added, .removed:
                for environment in change.environments {
                    let screen = environment.after ?? environment.before
                    let sections = screen?.cells.map { MarkdownText.code($0.section) }.joined(separator: ", ") ?? ""
                    lines.append("- \(MarkdownText.literal(environment.name)): help center \(sections.isEmpty ? "empty" : sections)")
                }
            case .changed:
                lines += change.environments.compactMap(\.diff).map(DiffMarkdown.render)
            }
            lines += ["", "</details>", ""]
        }
        return lines.joined(separator: "\n")
    }
}

enum AllBrandsJSON {
    static func render(_ diff: AllBrandsDiff) -> JSONValue {
        .object([
            ("base", .string(diff.base)), ("head", .string(diff.head)), ("identical", .bool(diff.isEmpty)),
            ("brands", .array(diff.changes.map { change in
                .object([
                    ("brand", .string(change.brand)), ("change", .string(change.kind.rawValue)),
                    ("environments", .array(change.environments.map { environment in
                        .object([
                            ("environment", .string(environment.name)),
                            ("before", environment.before.map(JSONHelpCenterView.json) ?? .null),
                            ("after", environment.after.map(JSONHelpCenterView.json) ?? .null),
                            ("diff", environment.diff.map(DiffJSON.render) ?? .null),
                        ])
                    })),
                    ("errors", .array(change.errors.map(JSONDiagnosticFormatter.json))),
                ])
            })),
        ])
    }
}

/// Before and after, side by side, with the changed cells marked.
enum AllBrandsHTML {
    static func render(_ diff: AllBrandsDiff) -> String {
        var body = "<h1>Brand changes</h1>\n<p class=\"lede\">\(HTMLText.escape(diff.title))</p>\n<main>\n"
        for change in diff.changes {
            body += "<section class=\"brand-change\" id=\"\(HTMLText.escape(change.brand))\" data-change=\"\(change.kind.rawValue)\">\n"
            body += "<h2><code>\(HTMLText.escape(change.brand))</code>: \(change.kind.rawValue)</h2>\n"
            if change.kind == .failed {
                body += "<ul class=\"diagnostics\">\n" + change.errors.map {
                    "<li><code>\(HTMLText.escape($0.location.description))</code> \(HTMLText.escape($0.message))</li>\n"
                }.joined() + "</ul>\n"
            }
            for environment in change.environments {
                let colors = [environment.beforeColors, environment.afterColors]
                let marked = Set(environment.diff?.screen.map(\.section) ?? [])
                body += "<h3 class=\"environment\">\(HTMLText.escape(environment.name))</h3>\n<ul class=\"pair\">\n"
                for (index, (side, screen)) in [("before", environment.before), ("after", environment.after)].enumerated() {
                    body += "<li class=\"card side\" style=\"\(colors[index] ?? "")\" data-side=\"\(side)\" id=\"\(HTMLText.escape(change.brand))@\(HTMLText.escape(environment.name))-\(side)\">"
                        + "<p><strong>\(side == "before" ? HTMLText.escape(diff.base) : HTMLText.escape(diff.head))</strong></p>\n"
                    body += screen.map { HTMLHelpCenterView.html($0, marking: side == "after" ? marked : []) } ?? "<p class=\"empty\">No brand</p>\n"
                    body += "</li>\n"
                }
                body += "</ul>\n"
                if let diff = environment.diff, !diff.configuration.isEmpty {
                    body += "<table>\n<thead><tr><th scope=\"col\">Key</th><th scope=\"col\">Before</th><th scope=\"col\">After</th></tr></thead>\n<tbody>\n"
                    for value in diff.configuration {
                        body += "<tr><th scope=\"row\"><code>\(HTMLText.escape(value.path))</code></th>"
                            + "<td>\(value.left.map { HTMLText.escape($0.text) } ?? "—")</td><td>\(value.right.map { HTMLText.escape($0.text) } ?? "—")</td></tr>\n"
                    }
                    body += "</tbody>\n</table>\n"
                }
            }
            body += "</section>\n"
        }
        return PreviewDocument.page(title: "Brand changes", body: body + "</main>\n")
    }
}
