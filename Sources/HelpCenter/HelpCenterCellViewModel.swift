import BrandCore

/// What one help-center cell shows: the presenter's output and every view's input.
public struct HelpCenterCellViewModel: Hashable, Sendable {
    /// Something the user can tap in the cell, and where it leads.
    public struct Action: Hashable, Sendable {
        public var label: String
        public var route: String

        public init(label: String, route: String) {
            self.label = label
            self.route = route
        }
    }

    /// The section's token (`store`, `socialNetworks`, ...).
    public var section: String
    public var title: String
    public var subtitle: String
    /// An SF Symbols name; Android maps it to a drawable of the same meaning.
    public var icon: String
    public var analyticsEvent: String
    public var actions: [Action]

    public init(section: String, title: String, subtitle: String, icon: String, analyticsEvent: String, actions: [Action]) {
        self.section = section
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.analyticsEvent = analyticsEvent
        self.actions = actions
    }
}

/// The whole screen the presenter hands its view.
public struct HelpCenterScreen: Hashable, Sendable {
    public var brand: String
    public var environment: String
    public var displayName: String
    public var cells: [HelpCenterCellViewModel]

    public init(brand: String, environment: String, displayName: String, cells: [HelpCenterCellViewModel]) {
        self.brand = brand
        self.environment = environment
        self.displayName = displayName
        self.cells = cells
    }
}
