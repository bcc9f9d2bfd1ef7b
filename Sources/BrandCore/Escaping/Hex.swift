/// Hexadecimal digits, zero-padded to a width: the one helper every escaper (JSON, Swift and
/// Kotlin literals, properties, diagnostics) and every colour writer uses.
package enum Hex {
    /// `value` in hexadecimal, at least `width` digits (`Hex.digits(0x1B, width: 4)` is `001B`).
    package static func digits(_ value: some BinaryInteger, width: Int, uppercase: Bool = true) -> String {
        let digits = String(value, radix: 16, uppercase: uppercase)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
