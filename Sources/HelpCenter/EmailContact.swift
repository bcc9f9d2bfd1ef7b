import BrandCore

/// Support by e-mail: the address and an optional subject to prefill.
package struct EmailContact: Hashable, Sendable {
    package var address: String
    package var subject: String?

    package init(address: String, subject: String? = nil) {
        self.address = address
        self.subject = subject
    }
}
