/// `newCheckout` → `new_checkout`, `URLScheme` → `url_scheme`: the one converter for every
/// generated snake-case name (Android resources, analytics events). A run of capitals is
/// one word, whose last capital starts the next word when a lowercase letter follows.
/// Anything but an ASCII letter or digit becomes `_`.
package enum SnakeCase {
    package static func from(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var out = ""
        for (index, scalar) in scalars.enumerated() {
            guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) else {
                out += "_"
                continue
            }
            if isUpper(scalar), index > 0 {
                let previous = scalars[index - 1]
                let nextIsLower = index + 1 < scalars.count && isLower(scalars[index + 1])
                if isLower(previous) || ("0"..."9").contains(previous) || (isUpper(previous) && nextIsLower) {
                    if !out.hasSuffix("_") { out += "_" }
                }
            }
            out += String(scalar).lowercased()
        }
        return out
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
}
