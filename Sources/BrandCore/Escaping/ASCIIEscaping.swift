/// Escaping where every character that needs it is ASCII (JSON, XML, Android resources): the
/// text is scanned as UTF-8 bytes and the runs between escapes are appended whole. A byte
/// below 0x80 is always a whole scalar in UTF-8, so a run never splits one. Appending scalar
/// by scalar was half of `bundle`'s instructions.
package enum ASCIIEscaping {
    /// Appends `text` to `out`, each ASCII byte for which `escape` returns text replaced by it.
    @inlinable
    package static func append(_ text: String, to out: inout String, escape: (UInt8) -> String?) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte < 0x80, let escaped = escape(byte) {
                if runStart != index { out += text[runStart..<index] }
                out += escaped
                utf8.formIndex(after: &index)
                runStart = index
            } else {
                utf8.formIndex(after: &index)
            }
        }
        if runStart == utf8.startIndex {
            out += text
        } else if runStart != utf8.endIndex {
            out += text[runStart..<utf8.endIndex]
        }
    }
}
