import Foundation

/// Text compared byte for byte: file names that differ only in Unicode normalisation are
/// different files to the file system, though Swift strings call them equal. (Mapping keys
/// are the opposite case: equal after normalisation means duplicate.) A `tag` (a line, an index) rides along and takes no part in comparing, so a
/// set of these answers "seen before, and where" with one hash.
struct ExactText: Hashable {
    let text: String
    let tag: Int

    init(_ text: String, tag: Int) {
        self.text = text
        self.tag = tag
    }

    static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        // By `memcmp`: a set of file names compares whole paths that are equal.
        lhs.text.withUTF8Bytes { left in rhs.text.withUTF8Bytes { right in left.equals(right) } }
    }

    func hash(into hasher: inout Hasher) {
        text.withUTF8Bytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
