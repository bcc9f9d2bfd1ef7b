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
    }
}

extension HelpCenterSection.Kind {
    /// At most one value per kind. Each run of the scene looks kinds up a dozen times, and a
    /// dictionary hashed every one; there are five kinds, so a short list searched in order
    /// is found by comparing cases alone.
    package struct Table<Value: Sendable>: Sendable, ExpressibleByDictionaryLiteral {
        private var entries: [(kind: HelpCenterSection.Kind, value: Value)] = []

        package init() {}

        package init(dictionaryLiteral elements: (HelpCenterSection.Kind, Value)...) {
            for (kind, value) in elements { self[kind] = value }
        }

        package subscript(kind: HelpCenterSection.Kind) -> Value? {
            get { entries.first { $0.kind == kind }?.value }
            set {
                let index = entries.firstIndex { $0.kind == kind }
                switch (index, newValue) {
                case (let index?, let value?): entries[index].value = value
                case (let index?, nil): entries.remove(at: index)
                case (nil, let value?):
                    if entries.isEmpty { entries.reserveCapacity(HelpCenterSection.Kind.allCases.count) }
                    entries.append((kind, value))
                case (nil, nil): break
                }
            }
        }
    }
}
