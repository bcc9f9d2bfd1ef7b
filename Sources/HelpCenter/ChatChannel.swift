import BrandCore

/// The in-app support chat: a provider and the brand's channel there.
package struct ChatChannel: Hashable, Sendable {
    package var provider: String
    package var channel: String

    package init(provider: String, channel: String) {
        self.provider = provider
        self.channel = channel
    }
}
