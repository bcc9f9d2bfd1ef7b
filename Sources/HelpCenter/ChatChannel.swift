import BrandCore

/// The in-app support chat: a provider and the brand's channel there.
public struct ChatChannel: Hashable, Sendable {
    public var provider: String
    public var channel: String

    public init(provider: String, channel: String) {
        self.provider = provider
        self.channel = channel
    }
}
