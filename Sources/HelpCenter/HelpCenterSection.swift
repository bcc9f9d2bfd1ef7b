import Foundation
import BrandCore

/// One section of a brand's help-center screen, with the data it shows.
public enum HelpCenterSection: Hashable, Sendable {
    case store(URL)
    case socialNetworks([SocialNetwork])
    case chat(ChatChannel)
    case email(EmailContact)
    case customerPortal(URL)

    /// The section's token in the section-order string.
    public var kind: Kind {
        switch self {
        case .store: .store
        case .socialNetworks: .socialNetworks
        case .chat: .chat
        case .email: .email
        case .customerPortal: .customerPortal
        }
    }

    /// The tokens a section-order string may hold; each names its `helpCenter` data key too.
    public enum Kind: String, CaseIterable, Sendable {
        case store, socialNetworks, chat, email, customerPortal
    }
}
