/// The help-center screen's own texts: built-in string keys every brand may translate, with
/// their English source. The scene asks for them by case; the manifest declares them by key,
/// so both read this one list.
package enum HelpCenterText: String, CaseIterable, Sendable {
    case storeTitle = "helpCenter.store.title"
    case storeSubtitle = "helpCenter.store.subtitle"
    case storeAction = "helpCenter.store.action"
    case socialNetworksTitle = "helpCenter.socialNetworks.title"
    case chatTitle = "helpCenter.chat.title"
    case chatSubtitle = "helpCenter.chat.subtitle"
    case chatAction = "helpCenter.chat.action"
    case emailTitle = "helpCenter.email.title"
    case emailAction = "helpCenter.email.action"
    case customerPortalTitle = "helpCenter.customerPortal.title"
    case customerPortalSubtitle = "helpCenter.customerPortal.subtitle"
    case customerPortalAction = "helpCenter.customerPortal.action"

    /// The key brand files translate it under.
    package var key: String { rawValue }

    /// The help-center section it is shown in (`helpCenter.chat.title` → `chat`), as
    /// `sectionOrder` names it.
    package var section: String {
        rawValue.split(separator: ".").dropFirst().first.map(String.init) ?? rawValue
    }

    /// The English source text; `%@` stands for a host name.
    package var english: String {
        switch self {
        case .storeTitle: "Store"
        case .storeSubtitle: "Shop online at %@"
        case .storeAction: "Open store"
        case .socialNetworksTitle: "Follow us"
        case .chatTitle: "Chat with us"
        case .chatSubtitle: "Live chat with our support team"
        case .chatAction: "Start chat"
        case .emailTitle: "Email us"
        case .emailAction: "Write an email"
        case .customerPortalTitle: "Customer portal"
        case .customerPortalSubtitle: "Orders, returns and account at %@"
        case .customerPortalAction: "Open portal"
        }
    }

    /// For translators.
    package var description: String {
        switch self {
        case .storeTitle, .socialNetworksTitle, .chatTitle, .emailTitle, .customerPortalTitle:
            "Help center: the title of a section."
        case .storeSubtitle: "Help center: under the store's title; the argument is the store's host name."
        case .chatSubtitle: "Help center: under the chat's title."
        case .customerPortalSubtitle: "Help center: under the portal's title; the argument is the portal's host name."
        case .storeAction, .chatAction, .emailAction, .customerPortalAction: "Help center: a button."
        }
    }
}
