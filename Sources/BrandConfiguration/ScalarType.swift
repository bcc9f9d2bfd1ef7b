import BrandCore
import BrandYAML

/// The scalar types a schema field can hold. Scalars are typed by the field that reads
/// them (YAML 1.2 core schema), never by YAML 1.1 guessing.
///
/// `public`, with `ordinal` and `ByScalarType`'s lookup, for the optimizer (see
/// `SourceLocation`): validation looks a value's rules up by its type in another module.
public enum ScalarType: String, CaseIterable, Sendable {
    case string, url, email, color, bool, int, number, date

    /// The type's slot in a `ByScalarType` table (and its bit in `ScalarTypes`): a lookup per
    /// value that neither hashes nor compares. Only those two read it; a test holds that the
    /// slots are exactly `0..<allCases.count`.
    @inlinable public var ordinal: Int {
        switch self {
        case .string: 0
        case .url: 1
        case .email: 2
        case .color: 3
        case .bool: 4
        case .int: 5
        case .number: 6
        case .date: 7
        }
    }

    /// Text of any kind: formats (URL, e-mail, color) are checked by validation rules.
    var isText: Bool {
        switch self {
        case .string, .url, .email, .color: true
        case .bool, .int, .number, .date: false
        }
    }

    package static let text = Set(allCases.filter(\.isText))

    var expectation: String {
        switch self {
        case .string: "text"
        case .url: "a URL"
        case .email: "an e-mail address"
        case .color: "a color (#RRGGBB or #RRGGBBAA)"
        case .bool: "true or false"
        case .int: "a whole number"
        case .number: "a number"
        case .date: "a date written YYYY-MM-DD"
        }
    }
}

/// A set of scalar types, a bit each: the values a schema walk keeps as leaves, for example.
/// A value for each scalar type, found by the type with no hashing or comparing. The one
/// table indexed by `ScalarType.ordinal`: it is filled by slot, so each type finds its own.
public struct ByScalarType<Value: Sendable>: Sendable {
    @usableFromInline let values: [Value]

    package init(_ make: (ScalarType) -> Value) {
        values = ScalarType.allCases.sorted { $0.ordinal < $1.ordinal }.map(make)
    }

    // Inlinable, so validation's lookup per value is specialised where it is called: as a
    // package member it stayed a call to the generic getter, 82 instructions a value.
    @inlinable public subscript(type: ScalarType) -> Value { values[type.ordinal] }
}

package struct ScalarTypes: Sendable, Equatable {
    private var bits: UInt16 = 0

    package static let all = ScalarTypes(ScalarType.allCases)

    package init(_ types: some Sequence<ScalarType>) {
        for type in types { bits |= 1 << UInt16(type.ordinal) }
    }

    package func contains(_ type: ScalarType) -> Bool {
        bits & 1 << UInt16(type.ordinal) != 0
    }
}

/// Reads scalars by the YAML 1.2 core schema and explains the YAML 1.1 traps it refuses.
package enum ScalarRules {
    package static func bool(_ scalar: YAMLScalar) -> Bool? { scalar.coreBool }

    package static func int(_ scalar: YAMLScalar) -> Int? {
        guard scalar.style.isPlain else { return nil }
        return scalar.value.withUTF8Bytes { bytes in
            if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
                switch bytes[1] {
                case UInt8(ascii: "o"): return Int(scalar.value.dropFirst(2), radix: 8)
                case UInt8(ascii: "x"): return Int(scalar.value.dropFirst(2), radix: 16)
                default: break
                }
            }
            let negative = bytes.first == UInt8(ascii: "-")
            let digits = negative || bytes.first == UInt8(ascii: "+") ? bytes.dropFirst() : bytes[...]
            guard let first = digits.first else { return nil }
            if digits.count > 1 && first == UInt8(ascii: "0") { return nil }  // 0777: octal in YAML 1.1
            // Eighteen digits or fewer cannot leave Int's range: no digit is checked for overflow.
            if digits.count <= 18 {
                var value = 0
                for byte in digits {
                    let digit = byte &- UInt8(ascii: "0")
                    guard digit < 10 else { return nil }
                    value = value &* 10 &+ Int(digit)
                }
                return negative ? -value : value
            }
            // Accumulated towards the sign so Int.min parses too; nil past Int's range.
            var value = 0
            for byte in digits {
                guard byte.isASCIIDigit else { return nil }
                let digit = Int(byte &- UInt8(ascii: "0"))
                let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
                let (next, overflowedAgain) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
                guard !overflowed, !overflowedAgain else { return nil }
                value = next
            }
            return value
        }
    }

    package static func number(_ scalar: YAMLScalar) -> Double? {
        if let int = int(scalar) { return Double(int) }
        guard scalar.style.isPlain else { return nil }
        let bytes = scalar.value.utf8
        guard bytes.allSatisfy(isNumberByte), bytes.contains(where: \.isASCIIDigit),
              let value = Double(scalar.value), value.isFinite
        else { return nil }
        return value
    }

    /// True when `number(scalar)` reads a number. A plain decimal without an exponent and with
    /// fewer digits than a Double's range is one by its shape alone, so checking a brand's
    /// numbers converts none of them.
    /// The decimal's shape is read first: most numbers written are decimals, and a whole
    /// number is one too, so `int` is asked only of the rest (`0x1F`, `0o17`).
    static func isNumber(_ scalar: YAMLScalar) -> Bool {
        guard scalar.style.isPlain else { return false }
        let (isDecimal, certainlyFinite) = scalar.value.withUTF8Bytes { bytes -> (Bool, Bool) in
            var index = bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? 1 : 0
            var digits = 0
            var fractionDigits = 0
            while index < bytes.count, bytes[index].isASCIIDigit { index += 1; digits += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                while index < bytes.count, bytes[index].isASCIIDigit { index += 1; fractionDigits += 1 }
            }
            let hasExponent = index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e")
            return (digits + fractionDigits > 0 && (index == bytes.count || hasExponent), !hasExponent && digits < 300)
        }
        guard isDecimal else { return int(scalar) != nil }
        return certainlyFinite || number(scalar) != nil
    }

    /// `YYYY-MM-DD` naming a day that exists in the Gregorian calendar (2028-02-29 does,
    /// 2027-02-30 does not).
    package static func date(_ scalar: YAMLScalar) -> String? {
        isDate(scalar.value) ? scalar.value : nil
    }

    /// Whether `text` is such a date: what `--today` takes too.
    package static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month)
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    /// Why `scalar` is not a `type`, with what to write instead; nil when it is one.
    static func problem(with scalar: YAMLScalar, as type: ScalarType) -> (message: String, suggestion: String?)? {
        scalar.isNull ? nullProblem(as: type) : problem(withWritten: scalar, as: type)
    }

    /// Why nothing (a null) is not a `type`.
    static func nullProblem(as type: ScalarType) -> (message: String, suggestion: String?) {
        ("expected \(type.expectation), found nothing", type.isText ? "write the value, quoted if needed" : "write \(type.expectation)")
    }

    /// Why `scalar`, which is not null, is not a `type`; nil when it is one. The schema walk
    /// has asked whether a value is null already (a flag's loop tells a missing value apart).
    static func problem(withWritten scalar: YAMLScalar, as type: ScalarType) -> (message: String, suggestion: String?)? {
        let text = scalar.value
        switch type {
        case .string, .url, .email, .color:
            return nil
        case .bool:
            if bool(scalar) != nil { return nil }
            if scalar.style.isQuoted, bool(YAMLScalar(text)) != nil {
                return ("expected true or false, found the quoted text \"\(text)\"", "remove the quotes: \(text.lowercased())")
            }
            if isYAML11Boolean(text) {
                let meant = ["yes", "y", "on", "true"].contains(text.lowercased()) ? "true" : "false"
                return ("'\(text)' is not a boolean in YAML 1.2 (only YAML 1.1 reads it as \(meant))", "write \(meant)")
            }
            return ("expected true or false, found '\(text)'", "write true or false")
        case .int:
            if int(scalar) != nil { return nil }
            return ("expected a whole number, found '\(text)'", numberHint(text, wantsInt: true) ?? "write a whole number such as 20")
        case .number:
            if isNumber(scalar) { return nil }
            return ("expected a number, found '\(text)'", numberHint(text, wantsInt: false) ?? "write a number such as 2.5")
        case .date:
            if date(scalar) != nil { return nil }
            return ("expected a date written YYYY-MM-DD, found '\(text)'", "write the date as 2027-06-30")
        }
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        byte.isASCIIDigit || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// `yes`, `no`, `on`, `off`, `y`, `n`: what YAML 1.1 tools read as booleans.
    package static let yaml11Booleans: Set<String> = ["yes", "no", "on", "off", "y", "n"]
    private static let longestYAML11Boolean = yaml11Booleans.map(\.utf8.count).max()!

    /// True for a YAML 1.1 boolean word in any case; longer texts are refused before lowercasing.
    package static func isYAML11Boolean(_ text: String) -> Bool {
        text.utf8.count <= longestYAML11Boolean && yaml11Booleans.contains(text.lowercased())
    }

    private static func numberHint(_ text: String, wantsInt: Bool) -> String? {
        let digits = text.drop { $0 == "-" || $0 == "+" }
        if digits.count > 1, digits.first == "0", digits.allSatisfy(\.isASCIIDigit) {
            let trimmed = digits.drop { $0 == "0" }
            let decimal = trimmed.isEmpty ? "0" : String(trimmed)
            return "a leading zero is octal in YAML 1.1 (\(text) would be \(Int(digits, radix: 8).map(String.init) ?? "?")); write \(decimal), or 0o\(digits.dropFirst()) for octal"
        }
        if text.contains(":") { return "YAML 1.1 reads '\(text)' as a base-60 number; write the value in one unit" }
        if text.contains("_") { return "write the number without underscores: \(text.filter { $0 != "_" })" }
        if wantsInt, Double(text) != nil { return "write a whole number without a fraction" }
        return nil
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
