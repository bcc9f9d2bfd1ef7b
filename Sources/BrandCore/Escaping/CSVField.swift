/// One field of a CSV file (RFC 4180) that spreadsheets open safely.
package enum CSVField {
    /// Quoted when it holds a comma, quote or line break (CR included); and, when it would
    /// start a formula (`=`, `+`, `-`, `@`, a tab or CR first) without being a plain number,
    /// prefixed with `'`, which spreadsheets read as "this is text".
    package static func text(_ text: String) -> String {
        var field = text
        if let first = field.unicodeScalars.first, formulaStarts.contains(first), Double(field) == nil {
            field = "'" + field
        }
        guard field.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacing("\"", with: "\"\"") + "\""
    }

    private static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]
}
