import BrandCore
import BrandYAML

/// Once `secret-in-brand-file` fires on a value, no other diagnostic may quote it, nor any
/// form of it (snake-cased, upper-cased, escaped): a rule that found something else wrong with
/// the same text (`'AIzaSy…' is not an environment variable name`) would print the key in every
/// format and every command that reports. Each such diagnostic keeps its code, severity and
/// place, and says only that a value is withheld.
enum SecretRedaction {
    /// Letters and digits of a secret that, found in this order in a message, count as the secret.
    static let window = 12

    static let withheldMessage = "a value here looks like a secret, so this problem's message is withheld"
    static let withheldSuggestion = "remove the secret from the brand file first (see secret-in-brand-file)"

    /// `diagnostics` with every diagnostic that quotes a flagged secret, or is reported on the
    /// same line as one, withheld. Costs nothing when no secret was found.
    static func apply(_ diagnostics: [Diagnostic], lines: (String) -> SourceLines?) -> [Diagnostic] {
        let flagged = diagnostics.filter { $0.code == .secretInBrandFile }
        guard !flagged.isEmpty else { return diagnostics }
        let places = Set(flagged.map { Place(file: $0.location.file, line: $0.location.line) })
        var windows: Set<Substring> = []
        for diagnostic in flagged {
            guard let line = lines(diagnostic.location.file)?.line(diagnostic.location.line) else { continue }
            let token = projection(scalarText(line, column: diagnostic.location.column))
            guard token.count >= window else { continue }
            var start = token.startIndex
            while let end = token.index(start, offsetBy: window, limitedBy: token.endIndex) {
                windows.insert(token[start..<end])
                start = token.index(after: start)
            }
        }
        return diagnostics.map { diagnostic in
            guard diagnostic.code != .secretInBrandFile else { return diagnostic }
            let place = Place(file: diagnostic.location.file, line: diagnostic.location.line)
            guard places.contains(place) || quotes(diagnostic, windows: windows) else { return diagnostic }
            return Diagnostic(diagnostic.severity, diagnostic.code, withheldMessage, at: diagnostic.location, suggestion: withheldSuggestion)
        }
    }

    private struct Place: Hashable {
        var file: String
        var line: Int
    }

    private static func quotes(_ diagnostic: Diagnostic, windows: Set<Substring>) -> Bool {
        guard !windows.isEmpty else { return false }
        let text = projection(diagnostic.message + " " + (diagnostic.suggestion ?? ""))
        guard text.count >= window else { return false }
        var start = text.startIndex
        while let end = text.index(start, offsetBy: window, limitedBy: text.endIndex) {
            if windows.contains(text[start..<end]) { return true }
            start = text.index(after: start)
        }
        return false
    }

    /// Letters and digits only, lower-cased: what survives snake-casing, case changes and escaping.
    static func projection(_ text: some StringProtocol) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }))
            .lowercased()
    }

    /// The scalar written at `column` (1-based, in Unicode scalars) of `line`: a quoted
    /// scalar's text, or a plain scalar up to the flow punctuation or comment that ends it.
    static func scalarText(_ line: String, column: Int) -> Substring {
        let scalars = line.unicodeScalars
        guard column >= 1, let start = scalars.index(scalars.startIndex, offsetBy: column - 1, limitedBy: scalars.endIndex),
              start < scalars.endIndex else { return "" }
        let rest = Substring(scalars[start...])
        if let quote = rest.first, quote == "\"" || quote == "'" {
            let body = rest.dropFirst()
            return body.prefix { $0 != quote }
        }
        var end = rest.startIndex
        while end < rest.endIndex, !",]}".contains(rest[end]), !(rest[end] == "#" && end > rest.startIndex) { end = rest.index(after: end) }
        return rest[..<end]
    }
}
