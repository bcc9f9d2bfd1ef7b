import BrandCore

/// A passive display of the help-center screen: the presenter tells it what to show.
package protocol HelpCenterView: AnyObject {
    /// False for a view that shows nothing, such as validation's, which wants only the
    /// problems: the presenter then builds no cells for it.
    var showsCells: Bool { get }
    func display(_ screen: HelpCenterScreen)
}

extension HelpCenterView {
    package var showsCells: Bool { true }
}
