import BrandCore
import Foundation

/// One section of a brand's help-center screen, with the data it shows.
package enum HelpCenterSection: Hashable, Sendable {
    case store(URL)
    case socialNetworks([SocialNetwork])
    case chat(ChatChannel)
    case email(EmailContact)
    case customerPortal(URL)

    /// The section's token in the section-order string.
    package var kind: Kind {
        switch self {
        case .store: .store
        case .socialNetworks: .socialNetworks
        case .chat: .chat
        case .email: .email
        case .customerPortal: .customerPortal
        }
    }

    /// The tokens a section-order string may hold; each names its `helpCenter` data key too.
    package enum Kind: String, CaseIterable, Sendable {
        case store, socialNetworks, chat, email, customerPortal

        /// Every case, made once: `allCases` makes a list each time it is read, and the scene
        /// asks for every kind in each run.
        package static let all = allCases
        private static let names = NameList(all.map(\.rawValue))

        package init?(rawValue: String) {
            guard let position = Self.names.position(of: rawValue) else { return nil }
            self = Self.all[position]
        }
    }
}
