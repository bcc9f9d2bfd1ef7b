import BrandCore
import Foundation

/// Where a help-center action leads, before it is a concrete route.
package enum HelpCenterDestination: Hashable, Sendable {
    case web(URL)
    case email(EmailContact)
    case chat(ChatChannel)
}

package protocol HelpCenterRouting: Sendable {
    func route(to destination: HelpCenterDestination) -> String
}

/// Turns destinations into the routes an app opens:
/// - web pages: their `https` URL, unchanged;
/// - e-mail: `mailto:address?subject=...`, percent-encoded as RFC 6068 asks;
/// - chat: `brandkit-chat://<provider>/<channel>`, a deep link the app's chat module handles.
package struct HelpCenterRouter: HelpCenterRouting {
    package static let chatScheme = "brandkit-chat"

    package init() {}

    package func route(to destination: HelpCenterDestination) -> String {
        switch destination {
        case .web(let url):
            return url.absoluteString
        case .email(let contact):
            var route = "mailto:" + Self.percentEncoded(contact.address, allowing: Self.addressCharacters)
            if let subject = contact.subject, !subject.isEmpty {
                route += "?subject=" + Self.percentEncoded(subject, allowing: Self.unreserved)
            }
            return route
        case .chat(let chat):
            return "\(Self.chatScheme)://\(Self.percentEncoded(chat.provider, allowing: Self.unreserved))/"
                + Self.percentEncoded(chat.channel, allowing: Self.unreserved)
        }
    }

    /// RFC 3986 unreserved characters: everything else in a subject is encoded, spaces as %20.
    static let unreserved = byteTable("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    /// What an address may keep as is (RFC 6068 `addr-spec` minus the characters it reserves).
    static let addressCharacters = byteTable("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~@!$'()*+,;=")

    /// `allowed[byte]` says whether a byte stays as it is.
    static func percentEncoded(_ text: String, allowing allowed: [Bool]) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if allowed[Int(byte)] {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    private static func byteTable(_ characters: String) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for byte in characters.utf8 { table[Int(byte)] = true }
        return table
    }
}
