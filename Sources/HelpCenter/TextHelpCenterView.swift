import BrandCore

/// The screen as a terminal shows it: one numbered block per cell, actions with their routes.
package final class TextHelpCenterView: HelpCenterView {
    package private(set) var output = ""

    package init() {}

    package func display(_ screen: HelpCenterScreen) {
        var lines = [
            "\(screen.displayName) — Help center",
            "brand \(screen.brand) · environment \(screen.environment) · \(screen.cells.count) section\(screen.cells.count == 1 ? "" : "s")",
            "",
        ]
        if screen.cells.isEmpty { lines.append("(no sections)") }
        for (index, cell) in screen.cells.enumerated() {
            lines.append("\(index + 1). \(cell.title)  [\(cell.icon)]")
            lines.append("   \(cell.subtitle)")
            for action in cell.actions { lines.append("   → \(action.label): \(action.route)") }
            lines.append("")
        }
        output = lines.joined(separator: "\n")
    }
}
