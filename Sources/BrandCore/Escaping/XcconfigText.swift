/// A value on the right of `KEY = value` in an `.xcconfig` file, read back by Xcode exactly.
/// Xcode ends a value at `//` (a comment) and trims the spaces around it. `$()` expands to
/// nothing, so it splits every `//` (`/$()/`, however many slashes follow) and guards a
/// leading or trailing space or tab. `$` itself is refused by validation.
package enum XcconfigText {
    package static func value(_ value: String) -> String {
        var escaped = value.first.map { $0 == " " || $0 == "\t" } == true ? "$()" : ""
        var previous: Unicode.Scalar?
        for scalar in value.unicodeScalars {
            if scalar == "/", previous == "/" { escaped += "$()" }
            escaped.unicodeScalars.append(scalar)
            previous = scalar
        }
        if value.count > 0, value.last == " " || value.last == "\t" { escaped += "$()" }
        return escaped
    }
}
