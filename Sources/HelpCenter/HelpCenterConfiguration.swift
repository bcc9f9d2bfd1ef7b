import BrandCore

/// What the help-center scene reads from configuration: the answer for one brand in one
/// environment. Small on purpose, so tests hand in fakes.
package protocol HelpCenterConfiguration: Sendable {
    var brandID: String { get }
    var environment: String { get }
    var displayName: String? { get }
    /// The section order and each section's data, located where they were written.
    var helpCenter: HelpCenterData { get }
    /// The screen's own text `text` in the language shown; `%@` stands for an argument.
    func text(_ text: HelpCenterText) -> String
}

extension HelpCenterConfiguration {
    /// English, for configurations that carry no translations.
    package func text(_ text: HelpCenterText) -> String { text.english }
}
