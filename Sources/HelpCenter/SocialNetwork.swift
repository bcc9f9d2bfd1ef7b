import BrandCore
import Foundation

/// A brand's profile on one social network.
package struct SocialNetwork: Hashable, Sendable {
    package var network: Network
    package var url: URL

    package init(network: Network, url: URL) {
        self.network = network
        self.url = url
    }

    /// The networks brands link to, with the hosts their profile links live on.
    package enum Network: String, CaseIterable, Sendable {
        case instagram, facebook, x, tiktok, youtube, linkedin, whatsapp, pinterest, threads, snapchat
        case mastodon, bluesky, telegram, discord, reddit

        /// Every case, made once (`allCases` makes a list each time it is read), and its name.
        private static let cases = allCases
        private static let names = NameList(cases.map(\.rawValue))

        package init?(rawValue: String) {
            guard let position = Self.names.position(of: rawValue) else { return nil }
            self = Self.cases[position]
        }

        /// How the network's name is written.
        package var displayName: String {
            switch self {
            case .instagram: "Instagram"
            case .facebook: "Facebook"
            case .x: "X"
            case .tiktok: "TikTok"
            case .youtube: "YouTube"
            case .linkedin: "LinkedIn"
            case .whatsapp: "WhatsApp"
            case .pinterest: "Pinterest"
            case .threads: "Threads"
            case .snapchat: "Snapchat"
            case .mastodon: "Mastodon"
            case .bluesky: "Bluesky"
            case .telegram: "Telegram"
            case .discord: "Discord"
            case .reddit: "Reddit"
            }
        }

        /// Hosts a profile link on this network may use (subdomains included); nil where any
        /// host is fine (Mastodon is federated).
        package var hosts: [String]? {
            switch self {
            case .instagram: ["instagram.com", "instagr.am"]
            case .facebook: ["facebook.com", "fb.com", "fb.me"]
            case .x: ["x.com", "twitter.com"]
            case .tiktok: ["tiktok.com"]
            case .youtube: ["youtube.com", "youtu.be"]
            case .linkedin: ["linkedin.com"]
            case .whatsapp: ["whatsapp.com", "wa.me"]
            case .pinterest: ["pinterest.com", "pin.it"]
            case .threads: ["threads.net", "threads.com"]
            case .snapchat: ["snapchat.com"]
            case .mastodon: nil
            case .bluesky: ["bsky.app"]
            case .telegram: ["t.me", "telegram.me"]
            case .discord: ["discord.gg", "discord.com"]
            case .reddit: ["reddit.com"]
            }
        }
    }
}
