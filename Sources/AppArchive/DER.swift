/// Just enough DER to read a PKCS #7 / CMS SignedData (RFC 2315 §9.1, RFC 5652 §5): the first
/// certificate of an APK's v1 signature, and the content a provisioning profile signs.
enum DER {
    struct Element {
        let tag: UInt8
        /// The whole element, header included, and its contents.
        let whole: Range<Int>
        let contents: Range<Int>
    }

    /// The element at `at`, which must end by `end`; nil when it does not parse.
    static func element(_ bytes: [UInt8], at: Int, end: Int) -> Element? {
        guard at + 2 <= end, end <= bytes.count else { return nil }
        let tag = bytes[at]
        var length = Int(bytes[at + 1])
        var start = at + 2
        if length & 0x80 != 0 {
            let count = length & 0x7F
            guard (1...4).contains(count), start + count <= end else { return nil }
            length = bytes[start..<(start + count)].reduce(0) { $0 << 8 | Int($1) }
            start += count
        }
        guard length <= end - start else { return nil }
        return Element(tag: tag, whole: at..<(start + length), contents: start..<(start + length))
    }

    /// The elements inside a constructed one, in order.
    static func children(_ bytes: [UInt8], of parent: Element) -> [Element]? {
        var children: [Element] = []
        var at = parent.contents.lowerBound
        while at < parent.contents.upperBound {
            guard let child = element(bytes, at: at, end: parent.contents.upperBound) else { return nil }
            children.append(child)
            at = child.whole.upperBound
        }
        return children
    }

    /// ContentInfo { contentType, [0] EXPLICIT SignedData { version, digestAlgorithms,
    /// encapContentInfo, [0] IMPLICIT certificates, ... } }: SignedData's fields, in order.
    private static func signedDataFields(_ bytes: [UInt8]) -> [Element]? {
        guard let contentInfo = element(bytes, at: 0, end: bytes.count), contentInfo.tag == 0x30,
              let parts = children(bytes, of: contentInfo), parts.count == 2, parts[1].tag == 0xA0,
              let explicit = children(bytes, of: parts[1]), let signedData = explicit.first, signedData.tag == 0x30
        else { return nil }
        return children(bytes, of: signedData)
    }

    /// The first certificate's bytes (SignedData's `[0] IMPLICIT certificates`).
    static func firstCertificate(inSignedData bytes: [UInt8]) -> [UInt8]? {
        guard let fields = signedDataFields(bytes), fields.count > 3, fields[3].tag == 0xA0,
              let certificates = children(bytes, of: fields[3]), let first = certificates.first, first.tag == 0x30
        else { return nil }
        return Array(bytes[first.whole])
    }

    /// The signed content's bytes (encapContentInfo { eContentType, [0] EXPLICIT eContent
    /// OCTET STRING }, a constructed OCTET STRING's pieces joined), nil when it is not there or
    /// does not parse.
    static func signedContent(_ bytes: [UInt8]) -> [UInt8]? {
        guard let fields = signedDataFields(bytes), fields.count > 2, fields[2].tag == 0x30,
              let encapsulated = children(bytes, of: fields[2]), encapsulated.count == 2, encapsulated[1].tag == 0xA0,
              let wrapped = children(bytes, of: encapsulated[1]), let content = wrapped.first
        else { return nil }
        return octets(bytes, content)
    }

    /// An OCTET STRING's bytes: a primitive one's contents, or a constructed one's pieces in order.
    private static func octets(_ bytes: [UInt8], _ string: Element) -> [UInt8]? {
        switch string.tag {
        case 0x04: return Array(bytes[string.contents])
        case 0x24:
            guard let pieces = children(bytes, of: string) else { return nil }
            var joined: [UInt8] = []
            for piece in pieces {
                guard piece.tag == 0x04 else { return nil }
                joined += bytes[piece.contents]
            }
            return joined
        default: return nil
        }
    }
}
