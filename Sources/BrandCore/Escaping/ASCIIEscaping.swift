/// Escaping where every character that needs it is ASCII (JSON, XML, Android resources): the
/// text is scanned as UTF-8 bytes and the runs between escapes are copied whole. A byte below
/// 0x80 is always a whole scalar in UTF-8, so a run never splits one. Appending scalar by
/// scalar was half of `bundle`'s instructions.
package enum ASCIIEscaping {
    /// Appends `text` to `out`, each ASCII byte for which `escape` returns text replaced by it.
    package static func append(_ text: String, to out: inout UTF8Buffer, escape: (UInt8) -> String?) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            appendRuns(of: bytes, to: &out, escape: escape)
        }
        if copied == nil {
            Array(text.utf8).withUnsafeBufferPointer { appendRuns(of: $0, to: &out, escape: escape) }
        }
    }

    /// `text` escaped, for a writer that builds a `String`.
    package static func escaped(_ text: String, escape: (UInt8) -> String?) -> String {
        var out = UTF8Buffer()
        append(text, to: &out, escape: escape)
        return out.string
    }

    private static func appendRuns(of bytes: UnsafeBufferPointer<UInt8>, to out: inout UTF8Buffer,
                                   escape: (UInt8) -> String?) {
        var runStart = 0
        for index in bytes.indices where bytes[index] < 0x80 {
            guard let escaped = escape(bytes[index]) else { continue }
            out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            out.append(escaped)
            runStart = index + 1
        }
        out.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
}
