import Foundation
import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

/// ANSI colours, used only when writing to a terminal and `NO_COLOR` is not set.
public struct TerminalStyle: Sendable {
    public var enabled: Bool

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    public static let plain = TerminalStyle(enabled: false)

    /// Colour for a file descriptor: on only for a terminal, and never with `NO_COLOR`.
    public static func forOutput(_ descriptor: Int32) -> TerminalStyle {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return TerminalStyle(enabled: isatty(descriptor) == 1 && !noColor)
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func red(_ text: String) -> String { wrap(text, "1;31") }
    public func yellow(_ text: String) -> String { wrap(text, "1;33") }
    public func cyan(_ text: String) -> String { wrap(text, "1;36") }
    public func green(_ text: String) -> String { wrap(text, "1;32") }

    public func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: red("error:")
        case .warning: yellow("warning:")
        case .note: cyan("note:")
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
