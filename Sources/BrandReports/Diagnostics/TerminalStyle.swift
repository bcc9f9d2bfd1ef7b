import BrandConfiguration
import BrandCore
import BrandYAML
import Foundation
import HelpCenter

/// ANSI colours, used only when writing to a terminal and `NO_COLOR` is not set.
package struct TerminalStyle: Sendable {
    package var enabled: Bool

    package init(enabled: Bool) {
        self.enabled = enabled
    }

    package static let plain = TerminalStyle(enabled: false)

    /// Colour for a file descriptor: on only for a terminal, and never with `NO_COLOR`.
    package static func forOutput(_ descriptor: Int32) -> TerminalStyle {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return TerminalStyle(enabled: isatty(descriptor) == 1 && !noColor)
    }

    package func bold(_ text: String) -> String { wrap(text, "1") }
    package func red(_ text: String) -> String { wrap(text, "1;31") }
    package func yellow(_ text: String) -> String { wrap(text, "1;33") }
    package func cyan(_ text: String) -> String { wrap(text, "1;36") }
    package func green(_ text: String) -> String { wrap(text, "1;32") }

    package func severity(_ severity: Severity) -> String {
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
