import BrandCore

/// What the help-center scene reads from configuration: the answer for one brand in one
/// environment. Small on purpose, so tests hand in fakes.
package protocol HelpCenterConfiguration: Sendable {
    var brandID: String { get }
    var environment: String { get }
    var displayName: String? { get }
    /// The section order and each section's data, located where they were written.
    var helpCenter: HelpCenterData { get }
}
