import BrandCore

/// Support by e-mail: the address and an optional subject to prefill.
public struct EmailContact: Hashable, Sendable {
    public var address: String
    public var subject: String?

    public init(address: String, subject: String? = nil) {
        self.address = address
        self.subject = subject
    }
}
