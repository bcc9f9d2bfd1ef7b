import BrandCore

/// What one help-center cell shows: the presenter's output and every view's input.
package struct HelpCenterCellViewModel: Hashable, Sendable {
    /// Something the user can tap in the cell, and where it leads.
    package struct Action: Hashable, Sendable {
        package var label: String
        package var route: String

        package init(label: String, route: String) {
            self.label = label
            self.route = route
        }
    }

    /// The section's token (`store`, `socialNetworks`, ...).
    package var section: String
    package var title: String
    package var subtitle: String
    /// An SF Symbols name; Android maps it to a drawable of the same meaning.
    package var icon: String
    package var analyticsEvent: String
    package var actions: [Action]

    package init(section: String, title: String, subtitle: String, icon: String, analyticsEvent: String, actions: [Action]) {
        self.section = section
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.analyticsEvent = analyticsEvent
        self.actions = actions
    }
}

/// The whole screen the presenter hands its view.
package struct HelpCenterScreen: Hashable, Sendable {
    package var brand: String
    package var environment: String
    package var displayName: String
    package var cells: [HelpCenterCellViewModel]

    package init(brand: String, environment: String, displayName: String, cells: [HelpCenterCellViewModel]) {
        self.brand = brand
        self.environment = environment
        self.displayName = displayName
        self.cells = cells
    }
}
