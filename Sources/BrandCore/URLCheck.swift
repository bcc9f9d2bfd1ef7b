import Foundation

/// Absolute URLs with a host, checked by RFC 3986's grammar in one pass over the bytes.
///
/// Foundation's `URL(string:)` quietly percent-encodes characters a URL may not hold, and
/// parsing one costs thousands of instructions; validation looks at every URL of every brand
/// in every environment, so it asks this check first and builds a `URL` only when it needs one.
package enum URLCheck {
    /// A checked URL's scheme and host, kept as byte offsets into its text: the rules ask
    /// about them byte by byte, and only a message needs them as text.
    package struct Parts: Sendable {
        private let text: String
        private let schemeBytes: Range<Int>
        private let hostBytes: Range<Int>

        fileprivate init(text: String, scheme: Range<Int>, host: Range<Int>) {
            self.text = text
            schemeBytes = scheme
            hostBytes = host
        }

        package var scheme: Substring { slice(schemeBytes) }
        package var host: Substring { slice(hostBytes) }

        /// The host is `domain` or one of its subdomains, in any case; `domain` is lowercase.
        package func hostIsWithin(_ domain: String) -> Bool {
            text.withUTF8Bytes { bytes in
                let host = bytes[hostBytes]
                guard host.isASCII else {
                    // Unicode's lower case can turn a letter beyond ASCII into an ASCII one (the
                    // Kelvin sign into `k`): such a host is compared as Swift lower-cases it.
                    let lowered = self.host.lowercased()
                    return lowered == domain || lowered.hasSuffix("." + domain)
                }
                return domain.withUTF8Bytes { domain in
                    guard host.count >= domain.count else { return false }
                    let tail = host.suffix(domain.count)
                    guard tail.equalsIgnoringASCIICase(domain) else { return false }
                    return host.count == domain.count || host[tail.startIndex - 1] == UInt8(ascii: ".")
                }
            }
        }

        private func slice(_ range: Range<Int>) -> Substring {
            let utf8 = text.utf8
            return text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
        }
    }

    /// Why a text is no URL an app can open safely.
    package enum Problem: Error {
        /// No `scheme://host`.
        case notAbsolute
        /// A character a URL must escape, or a `%` that starts no escape.
        case characters
        /// `user:password@` before the host.
        case credentials
        /// A port that is empty or outside 1–65535.
        case port
        /// A host that is no DNS name or bracketed IPv6 address.
        case host
    }

    /// True when what precedes `text`'s first `:` is `lowercased` (a lowercase scheme), in
    /// any case: a parsed URL's scheme stands there, so a rule about one scheme asks this
    /// first and parses only the texts that have it.
    package static func startsWithScheme(_ lowercased: String, _ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            lowercased.withUTF8Bytes { scheme in
                bytes.count > scheme.count && bytes[scheme.count] == UInt8(ascii: ":")
                    && bytes[..<scheme.count].equalsIgnoringASCIICase(scheme)
            }
        }
    }

    /// The scheme and host when `text` is `scheme://host[:port][/path][?query][#fragment]`
    /// with a well-formed host, no credentials and no character a URL must escape; else nil.
    /// Bytes beyond ASCII are allowed in names and paths, as in an IRI (RFC 3987).
    package static func parts(of text: String) -> Parts? {
        try? parse(text).get()
    }

    package static func parse(_ text: String) -> Result<Parts, Problem> {
        // One look at the bytes answers both questions.
        let ranges = text.withUTF8Bytes { bytes -> Result<(Range<Int>, Range<Int>), Problem> in
            hasOnlyURLCharacters(bytes) ? hostRange(bytes) : .failure(.characters)
        }
        return ranges.map { scheme, host in Parts(text: text, scheme: scheme, host: host) }
    }

    /// True when `text` starts `scheme://` and its host, written plainly (up to the first `/`,
    /// `?` or `#`, in ASCII, with no `@` or `:`), is `domain` or a subdomain of it in any case;
    /// `domain` is lowercase. The quick yes for a link that is where it belongs, which most
    /// are: false says nothing, and the caller parses the URL (`parts(of:)`).
    package static func plainHost(of text: String, isWithin domain: String) -> Bool {
        text.withUTF8Bytes { bytes in
            var start = 0
            while start < bytes.count, bytes[start] != UInt8(ascii: ":") {
                let byte = bytes[start]
                guard byte.isASCIILetter || start > 0 && (byte.isASCIIDigit || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "."))
                else { return false }
                start += 1
            }
            guard start > 0, start + 2 < bytes.count, bytes[start + 1] == UInt8(ascii: "/"), bytes[start + 2] == UInt8(ascii: "/") else { return false }
            start += 3
            var end = start
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
                guard byte < 0x80, byte != UInt8(ascii: "@"), byte != UInt8(ascii: ":") else { return false }
                end += 1
            }
            return domain.withUTF8Bytes { domain in
                let length = end - start
                guard length >= domain.count, bytes[(end - domain.count)..<end].equalsIgnoringASCIICase(domain) else { return false }
                return length == domain.count || bytes[end - domain.count - 1] == UInt8(ascii: ".")
            }
        }
    }

    /// Byte offsets of the scheme and the host, when the bytes have both and both are well formed.
    private static func hostRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<(Range<Int>, Range<Int>), Problem> {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, bytes[0].isASCIILetter,
              bytes[1..<colon].allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }),
              colon + 2 < bytes.count, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/")
        else { return .failure(.notAbsolute) }
        // One pass over the authority: where it ends, whether it holds credentials, and its
        // first ':' (before a port, unless the host is a bracketed IPv6 address).
        var end = colon + 3, firstColon: Int?, credentials = false
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: "@") {
                credentials = true
            } else if byte == UInt8(ascii: ":"), firstColon == nil {
                firstColon = end
            }
            end += 1
        }
        guard !credentials else { return .failure(.credentials) }
        var host = bytes[(colon + 3)..<end]
        var port: Slice<UnsafeBufferPointer<UInt8>>?
        if host.first == UInt8(ascii: "[") {
            guard let close = host.firstIndex(of: UInt8(ascii: "]")), isIPv6(host[(host.startIndex + 1)..<close])
            else { return .failure(.host) }
            if close + 1 < host.endIndex {
                guard host[close + 1] == UInt8(ascii: ":") else { return .failure(.host) }
                port = host[(close + 2)...]
            }
            host = host[...close]
        } else {
            if let portColon = firstColon {
                port = host[(portColon + 1)...]
                host = host[..<portColon]
            }
            guard isDNSName(host) else { return .failure(host.isEmpty ? .notAbsolute : .host) }
        }
        if let port {
            guard (1...5).contains(port.count), port.allSatisfy(\.isASCIIDigit),
                  let number = Int(String(decoding: port, as: UTF8.self)), (1...65_535).contains(number)
            else { return .failure(.port) }
        }
        return .success((0..<colon, host.startIndex..<host.endIndex))
    }

    /// A host name of ASCII labels (RFC 1123), with at least two labels: what an app link, an
    /// associated domain or an intent filter's host names. `*.` before it with `wildcard`.
    package static func isHostName(_ text: String, wildcard: Bool = false) -> Bool {
        text.withUTF8Bytes { bytes in
            // The wildcard's `*.` is told by its bytes: only an ASCII name is accepted, where
            // the bytes and the characters agree, and nothing is copied to drop it.
            let isWildcard = wildcard && bytes.count >= 2 && bytes[0] == UInt8(ascii: "*") && bytes[1] == UInt8(ascii: ".")
            let name = bytes[(isWildcard ? 2 : 0)...]
            return name.isASCII && name.contains(UInt8(ascii: ".")) && isDNSName(name)
        }
    }

    /// Dot-separated labels of 1–63 bytes, at most 253 in all; ASCII labels are letters,
    /// digits and inner hyphens (RFC 1123); labels beyond ASCII are an internationalised name.
    /// One pass, no label slices: it runs for every URL of every brand.
    private static func isDNSName(_ host: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard !host.isEmpty, host.count <= 253 else { return false }
        let dot = UInt8(ascii: "."), hyphen = UInt8(ascii: "-")
        var labelLength = 0
        var previous = dot
        for byte in host {
            if byte == dot {
                guard labelLength > 0, previous != hyphen else { return false }
                labelLength = 0
            } else {
                guard byte.isASCIILetter || byte.isASCIIDigit || byte == hyphen || byte >= 0x80,
                      labelLength > 0 || byte != hyphen, labelLength < 63
                else { return false }
                labelLength += 1
            }
            previous = byte
        }
        return labelLength > 0 && previous != hyphen
    }

    private static func isIPv6(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard !text.isEmpty, text.count < 64 else { return false }
        var address = in6_addr()
        return inet_pton(AF_INET6, String(decoding: text, as: UTF8.self), &address) == 1
    }

    /// The URL when `text` is absolute with a host, else nil.
    package static func absoluteURL(_ text: String) -> URL? {
        parts(of: text) == nil ? nil : URL(string: text)
    }

    /// No control character, space or one of `"<>\^`{|}`, and every `%` starts an escape.
    package static func hasOnlyURLCharacters(_ text: String) -> Bool {
        text.withUTF8Bytes(hasOnlyURLCharacters)
    }

    private static func hasOnlyURLCharacters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // One bit per ASCII byte that needs a second look: a control character, space, DEL,
        // one of `"<>\^`{|}` (refused), or `%` (allowed before two hex digits). A test of a bit
        // per byte, where a `switch` compared each byte with the list.
        let low: UInt64 = 0x5000_0025_FFFF_FFFF, high: UInt64 = 0xB800_0001_5000_0000
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte < 0x80, (byte < 0x40 ? low : high) >> (byte & 0x3F) & 1 == 1 else {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "%"), index + 2 < bytes.count, bytes[index + 1].isASCIIHexDigit, bytes[index + 2].isASCIIHexDigit
            else { return false }
            index += 3
        }
        return true
    }
}
