import BrandCore

/// The screen as an HTML fragment: a phone-sized help center for previews in a browser.
/// The page around it sets the brand's colours (`--primary`, `--on-primary`) and styles;
/// this view says only what is on the screen, every text escaped. Actions become links only
/// for `https:` and `mailto:` routes; other routes (the chat deep link) are shown as text.
package final class HTMLHelpCenterView: HelpCenterView {
    package private(set) var output = ""

    package init() {}

    package func display(_ screen: HelpCenterScreen) {
        output = Self.html(screen)
    }

    /// `marking`: sections drawn as changed (a review of a change marks them), with a
    /// visible word as well as a style, so the mark does not rest on colour alone.
    package static func html(_ screen: HelpCenterScreen, marking changed: Set<String> = []) -> String {
        let name = HTMLText.escape(screen.displayName)
        var html = "<div class=\"screen\" data-brand=\"\(HTMLText.escape(screen.brand))\" data-environment=\"\(HTMLText.escape(screen.environment))\">\n"
        html += "<div class=\"bar\"><h3 class=\"display-name\">\(name)</h3><p>Help center</p></div>\n"
        if screen.cells.isEmpty {
            html += "<p class=\"empty\">No sections</p>\n"
        } else {
            html += "<ol class=\"cells\" aria-label=\"\(name) help center sections\">\n"
            for cell in screen.cells { html += self.cell(cell, changed: changed.contains(cell.section)) }
            html += "</ol>\n"
        }
        return html + "</div>\n"
    }

    private static func cell(_ cell: HelpCenterCellViewModel, changed: Bool) -> String {
        var html = "<li class=\"cell\(changed ? " changed" : "")\" data-section=\"\(HTMLText.escape(cell.section))\">"
        html += HTMLIcons.svg(for: cell.icon)
        html += "<div class=\"text\"><h4>\(HTMLText.escape(cell.title))\(changed ? " <span class=\"mark\">changed</span>" : "")</h4>"
            + "<p>\(HTMLText.escape(cell.subtitle))</p>"
        if !cell.actions.isEmpty {
            html += "<ul class=\"actions\">"
            for action in cell.actions {
                let label = HTMLText.escape(action.label)
                if let target = HTMLText.linkTarget(action.route) {
                    html += "<li><a href=\"\(target)\" rel=\"noopener noreferrer\">\(label)</a></li>"
                } else {
                    html += "<li><span class=\"action\">\(label)</span> <code>\(HTMLText.escape(action.route))</code></li>"
                }
            }
            html += "</ul>"
        }
        return html + "</div></li>\n"
    }
}
