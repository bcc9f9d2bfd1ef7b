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

    /// The diffs of the environments it differs in, those that are alike told once: a change
    /// made in the brand's own file is the same in every environment, and is one block under
    /// `HEAD:acme (release, staging, debug)`, not one per environment.
    var groupedDiffs: [BrandDiff] {
        var groups: [(diff: BrandDiff, environments: [String])] = []
        for environment in environments {
            guard let diff = environment.diff else { continue }
            if let index = groups.firstIndex(where: { $0.diff.configuration == diff.configuration && $0.diff.screen == diff.screen }) {
                groups[index].environments.append(environment.name)
            } else {
                groups.append((diff, [environment.name]))
            }
        }
        return groups.map { group in
            guard group.environments.count > 1 else { return group.diff }
            var merged = group.diff
            let names = " (" + group.environments.joined(separator: ", ") + ")"
            merged.left = Self.withoutEnvironment(merged.left) + names
            merged.right = Self.withoutEnvironment(merged.right) + names
            return merged
        }
    }

    /// `HEAD:acme@release` → `HEAD:acme`.
    private static func withoutEnvironment(_ label: String) -> String {
        label.lastIndex(of: "@").map { String(label[..<$0]) } ?? label
    }

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
                out += "\n" + change.groupedDiffs.map { DiffText.render($0, style: .plain) }.joined(separator: "\n")
            }
        }
        return out
    }
}

/// A pull-request comment: the summary table, then each brand's changes folded away. GitHub
/// refuses a comment over 65,536 characters, so a longer diff keeps the table and as many
/// brands' details as fit, and says how to see the rest.
enum AllBrandsMarkdown {
    static let commentLimit = 65_536

    static func render(_ diff: AllBrandsDiff) -> String {
        let head = ["## brandkit: \(MarkdownText.literal(diff.title))", ""]
        guard !diff.isEmpty else { return head.joined(separator: "\n") + "\n" }
        let rows = diff.changes.map { change in
            "| \(MarkdownText.code(change.brand)) | \(change.kind.rawValue) | \(MarkdownText.literal(change.environmentList)) "
                + "| \(change.configurationCount) | \(change.screenCount) |"
        }
        let details = diff.changes.map(self.details)
        let full = (head + table(rows) + [""] + details).joined(separator: "\n")
        guard full.utf8.count > commentLimit else { return full }

        // Too long: every brand's row that fits, then the details that still fit.
        let command = MarkdownText.code("brandkit diff --all \(diff.base) \(diff.head)")
        var budget = commentLimit - 600
        var shownRows: [String] = []
        for row in rows where budget - row.utf8.count - 1 > 0 {
            shownRows.append(row)
            budget -= row.utf8.count + 1
        }
        var shownDetails: [String] = []
        for block in details where budget - block.utf8.count - 1 > 0 {
            shownDetails.append(block)
            budget -= block.utf8.count + 1
        }
        let hiddenRows = rows.count - shownRows.count
        let note = "_Too long for one comment: \(hiddenRows > 0 ? "\(hiddenRows) of \(rows.count) brands' rows and " : "")"
            + "\(details.count - shownDetails.count) of \(details.count) brands' details are left out. Run \(command) for all of them._"
        return (head + [note, ""] + table(shownRows) + [""] + shownDetails).joined(separator: "\n")
    }

    private static func table(_ rows: [String]) -> [String] {
        ["| brand | change | environments | configuration | help center |", "| --- | --- | --- | --- | --- |"] + rows
    }

    /// One brand's changes, folded: `<details>` with the brand and kind of change as its summary.
    private static func details(_ change: AllBrandsDiff.BrandChange) -> String {
        var lines = ["<details><summary>\(MarkdownText.code(change.brand)): \(change.kind.rawValue)</summary>", ""]
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
            lines += change.groupedDiffs.map(DiffMarkdown.render)
        }
        return (lines + ["", "</details>", ""]).joined(separator: "\n")
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
                    body += "</tbody>\n</table>\n" + FileFacts.html(diff.configuration, before: diff.left, after: diff.right)
                }
            }
            body += "</section>\n"
        }
        return PreviewDocument.page(title: "Brand changes", body: body + "</main>\n")
    }
}
