/// `newCheckout` → `new_checkout`, `URLScheme` → `url_scheme`: the one converter for every
/// generated snake-case name (Android resources, analytics events). A run of capitals is
/// one word, whose last capital starts the next word when a lowercase letter follows.
/// Anything but an ASCII letter or digit becomes `_`.
package enum SnakeCase {
    package static func from(_ name: String) -> String {
        // Made as ASCII bytes: a string appended a character at a time, each lowercased as a
        // string of its own, cost thousands of instructions per name.
        let scalars = Array(name.unicodeScalars)
        var out: [UInt8] = []
        out.reserveCapacity(scalars.count + 4)
        let underscore = UInt8(ascii: "_")
        for (index, scalar) in scalars.enumerated() {
            guard isLower(scalar) || isUpper(scalar) || isDigit(scalar) else {
                out.append(underscore)
                continue
            }
            if isUpper(scalar), index > 0 {
                let previous = scalars[index - 1]
                let nextIsLower = index + 1 < scalars.count && isLower(scalars[index + 1])
                if isLower(previous) || isDigit(previous) || (isUpper(previous) && nextIsLower) {
                    if out.last != underscore { out.append(underscore) }
                }
            }
            // An ASCII capital's lowercase is 32 above it.
            out.append(UInt8(scalar.value) | (isUpper(scalar) ? 0x20 : 0))
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
