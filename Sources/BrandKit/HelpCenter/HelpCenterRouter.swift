import Foundation

/// Where a help-center action leads, before it is a concrete route.
public enum HelpCenterDestination: Hashable, Sendable {
    case web(URL)
    case email(EmailContact)
    case chat(ChatChannel)
}

public protocol HelpCenterRouting: Sendable {
    func route(to destination: HelpCenterDestination) -> String
}

/// Turns destinations into the routes an app opens:
/// - web pages: their `https` URL, unchanged;
/// - e-mail: `mailto:address?subject=...`, percent-encoded as RFC 6068 asks;
/// - chat: `brandkit-chat://<provider>/<channel>`, a deep link the app's chat module handles.
public struct HelpCenterRouter: HelpCenterRouting {
    public static let chatScheme = "brandkit-chat"

    public init() {}

    public func route(to destination: HelpCenterDestination) -> String {
        switch destination {
        case .web(let url):
            return url.absoluteString
        case .email(let contact):
            var route = "mailto:" + Self.percentEncoded(contact.address, keeping: Self.addressCharacters)
            if let subject = contact.subject, !subject.isEmpty {
                route += "?subject=" + Self.percentEncoded(subject, keeping: Self.unreserved)
            }
            return route
        case .chat(let chat):
            return "\(Self.chatScheme)://\(Self.percentEncoded(chat.provider, keeping: Self.unreserved))/"
                + Self.percentEncoded(chat.channel, keeping: Self.unreserved)
        }
    }

    /// RFC 3986 unreserved characters: everything else in a subject is encoded, spaces as %20.
    static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
    /// What an address may keep as is (RFC 6068 `addr-spec` minus the characters it reserves).
    static let addressCharacters = unreserved.union("@!$'()*+,;=".utf8)

    static func percentEncoded(_ text: String, keeping allowed: Set<UInt8>) -> String {
        var encoded = ""
        for byte in text.utf8 {
            if allowed.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }
}
