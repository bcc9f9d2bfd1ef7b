import BrandCore
import BrandValidation
/// How `brandkit diff` prints: for terminals, pull-request comments, or tools.
package enum DiffFormat: String, CaseIterable, Sendable {
    case text, markdown, json, html

    package func render(_ diff: BrandDiff, style: TerminalStyle = .plain) -> String {
        switch self {
        case .text: DiffText.render(diff, style: style)
        case .markdown: DiffMarkdown.render(diff)
        case .json: DiffJSON.render(diff).serialized(pretty: true)
        case .html:
            PreviewDocument.page(title: "brandkit diff", body: "<h1>\(HTMLText.escape(diff.left)) → \(HTMLText.escape(diff.right))</h1>\n"
                                 + "<pre>\(HTMLText.escape(DiffText.render(diff, style: .plain)))</pre>\n"
                                 + FileFacts.html(diff.configuration, before: diff.left, after: diff.right))
        }
    }

    /// Every brand that differs between two revisions, in this format.
    package func render(_ diff: AllBrandsDiff) -> String {
        switch self {
        case .text: AllBrandsText.render(diff)
        case .markdown: AllBrandsMarkdown.render(diff)
        case .json: AllBrandsJSON.render(diff).serialized(pretty: true)
        case .html: AllBrandsHTML.render(diff)
        }
    }
}

/// `1st`, `2nd`, `3rd`, `11th`.
func ordinal(_ number: Int) -> String {
    let suffix = (11...13).contains(number % 100) ? "th" : ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][number % 10]
    return "\(number)\(suffix)"
}

extension BrandDiff.ScreenChange {
    /// "chat moved from 3rd to 1st", the same words in every format.
    var sentence: String {
        switch self {
        case .added(let section, let position): "\(section) added at \(ordinal(position))"
        case .removed(let section, let position): "\(section) removed (was \(ordinal(position)))"
        case .moved(let section, let from, let to): "\(section) moved from \(ordinal(from)) to \(ordinal(to))"
        case .cellChanged(let section, let field, let left, let right): "\(section) \(field): \(left) → \(right)"
        }
    }
}

enum DiffText {
    static func render(_ diff: BrandDiff, style: TerminalStyle) -> String {
        guard !diff.isEmpty else { return "No differences between \(diff.left) and \(diff.right).\n" }
        var lines = [style.red("--- \(diff.left)"), style.green("+++ \(diff.right)")]
        if !diff.configuration.isEmpty {
            lines += ["", style.bold("Configuration (\(diff.configuration.count) change\(diff.configuration.count == 1 ? "" : "s"))")]
            for change in diff.configuration {
                switch (change.left, change.right) {
                case let (left?, right?):
                    lines.append(style.yellow("  ~ ") + "\(change.path): \(left.text) → \(right.text)")
                    lines.append("      \(left.setAt) → \(right.setAt)")
                case let (nil, right?):
                    lines.append(style.green("  + ") + "\(change.path): \(right.text)")
                    lines.append("      \(right.setAt)")
                case let (left?, nil):
                    lines.append(style.red("  - ") + "\(change.path): \(left.text)")
                    lines.append("      \(left.setAt)")
                case (nil, nil):
                    continue
                }
            }
        }
        if !diff.screen.isEmpty {
            lines += ["", style.bold("Help center (\(diff.screen.count) change\(diff.screen.count == 1 ? "" : "s"))")]
            for change in diff.screen {
                let mark = switch change {
                case .added: style.green("  + ")
                case .removed: style.red("  - ")
                case .moved: style.cyan("  ↕ ")
                case .cellChanged: style.yellow("  ~ ")
                }
                lines.append(mark + change.sentence)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

enum DiffMarkdown {
    static func render(_ diff: BrandDiff) -> String {
        var lines = ["### brandkit diff: \(MarkdownText.code(diff.left)) → \(MarkdownText.code(diff.right))", ""]
        guard !diff.isEmpty else { return (lines + ["No differences."]).joined(separator: "\n") + "\n" }
        if !diff.configuration.isEmpty {
            lines += ["| | key | \(MarkdownText.code(diff.left)) | \(MarkdownText.code(diff.right)) |", "| --- | --- | --- | --- |"]
            for change in diff.configuration {
                let mark = switch change.kind {
                case .added: "+"
                case .removed: "−"
                case .changed: "~"
                }
                lines.append("| \(mark) | \(MarkdownText.code(change.path)) | \(cell(change.left)) | \(cell(change.right)) |")
            }
            lines.append("")
        }
        if !diff.screen.isEmpty {
            lines += ["**Help center**", ""]
            lines += diff.screen.map { "- " + MarkdownText.literal($0.sentence) }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    private static func cell(_ value: BrandDiff.Value?) -> String {
        guard let value else { return "—" }
        return "\(MarkdownText.code(value.text))<br><sub>\(MarkdownText.literal(value.setAt))</sub>"
    }
}

enum DiffJSON {
    static func render(_ diff: BrandDiff) -> JSONValue {
        func value(_ value: BrandDiff.Value?) -> JSONValue {
            value.map { .object([("value", .string($0.text)), ("setAt", .string($0.setAt))]) } ?? .null
        }
        let configuration = diff.configuration.map { change -> JSONValue in
            .object([("path", .string(change.path)), ("change", .string(change.kind.rawValue)),
                     ("left", value(change.left)), ("right", value(change.right))])
        }
        let screen = diff.screen.map { change -> JSONValue in
            switch change {
            case .added(let section, let position):
                .object([("change", .string("added")), ("section", .string(section)), ("position", .int(position))])
            case .removed(let section, let position):
                .object([("change", .string("removed")), ("section", .string(section)), ("position", .int(position))])
            case .moved(let section, let from, let to):
                .object([("change", .string("moved")), ("section", .string(section)), ("from", .int(from)), ("to", .int(to))])
            case .cellChanged(let section, let field, let left, let right):
                .object([("change", .string("cellChanged")), ("section", .string(section)), ("field", .string(field)),
                         ("left", .string(left)), ("right", .string(right))])
            }
        }
        return .object([
            ("left", .string(diff.left)), ("right", .string(diff.right)), ("identical", .bool(diff.isEmpty)),
            ("configuration", .array(configuration)), ("helpCenter", .array(screen)),
        ])
    }
}
