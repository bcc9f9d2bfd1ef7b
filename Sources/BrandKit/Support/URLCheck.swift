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
        var text = text
        guard let (scheme, host) = text.withUTF8(hostRange), hasOnlyURLCharacters(text) else { return nil }
        let utf8 = text.utf8
        func slice(_ range: Range<Int>) -> Substring {
            text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
        }
        return Parts(scheme: slice(scheme), host: slice(host))
    }

    /// Byte offsets of the scheme and the host, when the bytes have both.
    private static func hostRange(_ bytes: UnsafeBufferPointer<UInt8>) -> (Range<Int>, Range<Int>)? {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, bytes[0].isASCIILetter,
              bytes[1..<colon].allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }),
              colon + 2 < bytes.count, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/")
        else { return nil }
        let authority = bytes[(colon + 3)...]
        let end = authority.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
        var host = authority[..<(end ?? bytes.count)]
        if let at = host.lastIndex(of: UInt8(ascii: "@")) { host = host[(at + 1)...] }
        var port = host[host.endIndex...]
        if host.first == UInt8(ascii: "[") {
            guard let close = host.firstIndex(of: UInt8(ascii: "]")), close > host.startIndex + 1 else { return nil }
            port = host[(close + 1)...]
            host = host[...close]
        } else if let portColon = host.firstIndex(of: UInt8(ascii: ":")) {
            port = host[portColon...]
            host = host[..<portColon]
        }
        guard !host.isEmpty, port.isEmpty || (port.first == UInt8(ascii: ":") && port.dropFirst().allSatisfy(\.isASCIIDigit))
        else { return nil }
        return (0..<colon, host.startIndex..<host.endIndex)
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
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case 0...0x20, 0x7F, UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"),
                     UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
                    return false
                case UInt8(ascii: "%"):
                    guard index + 2 < bytes.count, bytes[index + 1].isASCIIHexDigit, bytes[index + 2].isASCIIHexDigit else { return false }
                    index += 3
                default:
                    index += 1
                }
            }
            return true
        }
    }
}
