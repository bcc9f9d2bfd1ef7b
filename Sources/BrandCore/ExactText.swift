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
        // `memcmp`, not `elementsEqual`: a set of file names compares whole paths that are
        // equal, and stepping two iterators cost dozens of instructions a byte.
        lhs.text.withUTF8Bytes { left in
            rhs.text.withUTF8Bytes { right in
                guard left.count == right.count, let leftStart = left.baseAddress, let rightStart = right.baseAddress else {
                    return left.count == right.count
                }
                return memcmp(leftStart, rightStart, left.count) == 0
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        text.withUTF8Bytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
