import BrandCore

/// The screen as JSON: one documented field order, stable bytes; what snapshots, diffs and
/// bundles read.
package final class JSONHelpCenterView: HelpCenterView {
    package private(set) var output = ""

    package init() {}

    package func display(_ screen: HelpCenterScreen) {
        output = Self.json(screen).serialized(pretty: true)
    }

    package static func json(_ screen: HelpCenterScreen) -> JSONValue {
        .object([
            ("brand", .string(screen.brand)),
            ("environment", .string(screen.environment)),
            ("displayName", .string(screen.displayName)),
            ("cells", .array(screen.cells.map { cell in
                .object([
                    ("section", .string(cell.section)),
                    ("title", .string(cell.title)),
                    ("subtitle", .string(cell.subtitle)),
                    ("icon", .string(cell.icon)),
                    ("analyticsEvent", .string(cell.analyticsEvent)),
                    ("actions", .array(cell.actions.map { .object([("label", .string($0.label)), ("route", .string($0.route))]) })),
                ])
            })),
        ])
    }
}
