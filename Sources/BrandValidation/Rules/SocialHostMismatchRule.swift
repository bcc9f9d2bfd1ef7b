import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

extension ValidationRule {
    /// A social network's link must live on that network's host.
    static let socialHostMismatch = ValidationRule(
        .socialHostMismatch, .error, "A social network link on another network's (or any other) host.",
        triggering: [
            RuleExample("""
            displayName: A
            bundleId: com.a
            helpCenter:
              sectionOrder: socialNetworks
              socialNetworks:
                - { network: instagram, url: ↓"https://www.facebook.com/acme" }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            displayName: A
            bundleId: com.a
            helpCenter:
              sectionOrder: socialNetworks
              socialNetworks:
                - { network: instagram, url: "https://www.instagram.com/acme" }
                - { network: x, url: "https://twitter.com/acme" }
            """),
        ],
        check: .brand { brand, _ in
            return (brand["helpCenter"]?["socialNetworks"]?.sequence ?? []).compactMap { entry in
                guard let network = entry["network"]?.string.flatMap(SocialNetwork.Network.init(rawValue:)),
                      let hosts = network.hosts, let value = entry["url"], let text = value.string,
                      // Most links are on their network's host, which needs no parse to tell.
                      !hosts.contains(where: { URLCheck.plainHost(of: text, isWithin: $0) }),
                      let url = URLCheck.parts(of: text), !hosts.contains(where: url.hostIsWithin)
                else { return nil }
                return Finding(
                    "the \(network.displayName) link points at '\(url.host)', not \(network.displayName)", at: value.provenance.location,
                    suggestion: "use a link on \(hosts.joined(separator: " or ")), or change 'network'")
            }
        })
}
