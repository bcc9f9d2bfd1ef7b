/// A problem that stops a command before it can look at any brand (exit status 2).
public struct BrandKitError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var hint: String?

    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    public var description: String { hint.map { "\(message)\n\($0)" } ?? message }
}
