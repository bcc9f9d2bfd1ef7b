import BrandCore

/// Java's names as the Android manifest takes them.
package enum JavaName {
    /// Dotted identifiers (letters, digits, `_` and `$`, none starting with a digit), with a
    /// leading `.` when `relative` allows one (`.MainActivity`, read against the app's package).
    package static func isDotted(_ name: String, relative: Bool = false) -> Bool {
        let body = relative && name.hasPrefix(".") ? name.dropFirst() : Substring(name)
        return body.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { segment in
            guard let first = segment.utf8.first, first.isASCIILetter || first == UInt8(ascii: "_") else { return false }
            return segment.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "$") }
        }
    }

    /// A name with its package: dotted, of two parts or more (`com.example.chat.ChatService`).
    package static func isQualified(_ name: String) -> Bool { name.contains(".") && isDotted(name) }
}
