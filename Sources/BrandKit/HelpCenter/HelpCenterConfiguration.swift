/// What the help-center scene reads from configuration: the FeatureFlagManager's answer for
/// one brand in one environment. Small on purpose, so tests hand in fakes.
public protocol HelpCenterConfiguration: Sendable {
    var brandID: String { get }
    var environment: String { get }
    var displayName: String? { get }
    /// The section-order string, located where it was written.
    var sectionOrder: ResolvedValue? { get }
    /// The `helpCenter` mapping: each section's data.
    var helpCenter: ResolvedValue? { get }
}

extension ResolvedBrand: HelpCenterConfiguration {
    public var brandID: String { id }
}
