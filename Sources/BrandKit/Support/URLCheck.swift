import Foundation

/// Absolute URLs with a host, checked by RFC 3986's grammar in one pass over the bytes.
///
/// Foundation's `URL(string:)` quietly percent-encodes characters a URL may not hold, and
/// parsing one costs thousands of instructions; validation looks at every URL of every brand
/// in every environment, so it asks this check first and builds a `URL` only when it needs one.
enum URLCheck {
    struct Parts {
        var scheme: Substring
        var host: Substring
    }

    /// The scheme and host when `text` is `scheme://[userinfo@]host[:port][/path][?query][#fragment]`
    /// with a non-empty host and no character a URL must escape; else nil. Bytes beyond ASCII
    /// are allowed, as in an IRI (RFC 3987).
    static func parts(of text: String) -> Parts? {
        let utf8 = text.utf8
        guard hasOnlyURLCharacters(text), let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let scheme = utf8[..<colon]
        guard let first = scheme.first, isLetter(first),
              scheme.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { return nil }
        let afterColon = utf8[utf8.index(after: colon)...]
        guard afterColon.starts(with: "//".utf8) else { return nil }
        let authority = utf8[utf8.index(afterColon.startIndex, offsetBy: 2)...]
        let authorityEnd = authority.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
        var host = authority[..<(authorityEnd ?? authority.endIndex)]
        if let at = host.lastIndex(of: UInt8(ascii: "@")) { host = host[host.index(after: at)...] }
        let port: Substring.UTF8View.SubSequence
        if host.first == UInt8(ascii: "[") {
            guard let close = host.firstIndex(of: UInt8(ascii: "]")) else { return nil }
            port = host[host.index(after: close)...]
            host = host[...close]
        } else if let portColon = host.firstIndex(of: UInt8(ascii: ":")) {
            port = host[portColon...]
            host = host[..<portColon]
        } else {
            port = host[host.endIndex...]
        }
        guard host.count > (host.first == UInt8(ascii: "[") ? 2 : 0),
              port.isEmpty || (port.first == UInt8(ascii: ":") && port.dropFirst().allSatisfy(isDigit))
        else { return nil }
        return Parts(scheme: text[scheme.startIndex..<scheme.endIndex], host: text[host.startIndex..<host.endIndex])
    }

    /// The URL when `text` is absolute with a host, else nil.
    static func absoluteURL(_ text: String) -> URL? {
        parts(of: text) == nil ? nil : URL(string: text)
    }

    /// True when `host` is `domain` or one of its subdomains.
    static func host(_ host: some StringProtocol, isWithin domain: String) -> Bool {
        let host = host.lowercased()
        return host == domain || host.hasSuffix("." + domain)
    }

    /// No control character, space or one of `"<>\^`{|}`, and every `%` starts an escape.
    static func hasOnlyURLCharacters(_ text: String) -> Bool {
        let bytes = text.utf8
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case 0...0x20, 0x7F, UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"),
                 UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
                return false
            case UInt8(ascii: "%"):
                let escape = bytes[bytes.index(after: index)...].prefix(2)
                guard escape.count == 2, escape.allSatisfy(isHexDigit) else { return false }
                index = escape.endIndex
                continue
            default:
                break
            }
            index = bytes.index(after: index)
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }
}
