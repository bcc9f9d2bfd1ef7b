/// A problem that stops a command before it can look at any brand (exit status 2).
package struct BrandKitError: Error, CustomStringConvertible, Sendable {
    package var message: String
    package var hint: String?

    package init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    package var description: String { hint.map { "\(message)\n\($0)" } ?? message }
}
