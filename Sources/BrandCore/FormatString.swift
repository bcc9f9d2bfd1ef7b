#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A text with printf-style placeholders as Apple's `String(format:)` and Android's
/// `String.format` both read them, limited to the conversions both platforms agree on:
/// `%@` (text, `%s` on Android), `%d`/`%i`/`%u` with `l`/`ll` (whole numbers), `%f` with an
/// optional precision (`%.2f`), each optionally positional (`%1$@`), and `%%`.
package struct FormatString: Sendable, Equatable {
    /// What an argument is, as generated accessors type it.
    package enum ArgumentType: String, Sendable, Equatable {
        case text, integer, decimal

        /// How a source text prints it, for messages: `%@`, `%d`, `%.2f`.
        package var example: String {
            switch self {
            case .text: "%@"
            case .integer: "%d"
            case .decimal: "%.2f"
            }
        }

        /// The conversion Android's `String.format` uses for it.
        var androidConversion: String {
            switch self {
            case .text: "s"
            case .integer: "d"
            case .decimal: "f"
            }
        }
    }

    /// One placeholder as written.
    package struct Placeholder: Sendable, Equatable {
        /// The argument it prints, from 1.
        package var argument: Int
        package var type: ArgumentType
        /// `.2` in `%.2f`.
        package var precision: String
        /// Its first character's offset in the text, in Unicode scalars.
        package var offset: Int
        /// Its length, in Unicode scalars.
        package var length: Int
        /// True when written with `n$`.
        package var isPositional: Bool
    }

    /// A problem with a placeholder, and where it starts.
    package struct Problem: Error, Sendable, Equatable {
        package var message: String
        package var suggestion: String
        package var offset: Int
    }

    package let text: String
    package let placeholders: [Placeholder]
    /// The arguments' types, first argument first.
    package let arguments: [ArgumentType]

    package init(_ text: String) throws(Problem) {
        // A text without a '%' holds no placeholder: told by memchr, not read byte by byte.
        guard text.withUTF8Bytes({ bytes in bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "%")), bytes.count) != nil } ?? false }) else {
            self.text = text
            placeholders = []
            arguments = []
            return
        }
        // The bytes are read where the text keeps them: a copy of them was an allocation for
        // every text with a placeholder.
        let read = text.withUTF8Bytes(Self.placeholders(in:))
        let placeholders = try read.get()
        // One pass for the highest argument and whether any is numbered: no list is made for either.
        var highest = 0, positional = false
        for placeholder in placeholders {
            highest = max(highest, placeholder.argument)
            positional = positional || placeholder.isPositional
        }
        guard positional else {
            // Unnumbered placeholders print the arguments in order, each once: no argument can be
            // printed twice or left out, and their types are the placeholders'.
            self.text = text
            self.placeholders = placeholders
            self.arguments = placeholders.map(\.type)
            return
        }
        if let plain = placeholders.first(where: { !$0.isPositional }) {
            throw Problem(message: "numbered and unnumbered placeholders are mixed",
                          suggestion: "number every placeholder (%1$@, %2$d) or none", offset: plain.offset)
        }
        var arguments: [ArgumentType?] = Array(repeating: nil, count: highest)
        for placeholder in placeholders {
            if let earlier = arguments[placeholder.argument - 1], earlier != placeholder.type {
                throw Problem(message: "argument \(placeholder.argument) is printed as \(earlier.rawValue) and as \(placeholder.type.rawValue)",
                              suggestion: "print each argument with one conversion", offset: placeholder.offset)
            }
            arguments[placeholder.argument - 1] = placeholder.type
        }
        if let gap = arguments.firstIndex(where: { $0 == nil }) {
            throw Problem(message: "argument \(gap + 1) is never printed", suggestion: "number the arguments from 1 without gaps",
                          offset: placeholders.first { $0.argument > gap + 1 }?.offset ?? 0)
        }
        self.text = text
        self.placeholders = placeholders
        self.arguments = arguments.map { $0 ?? .text }
    }

    /// The placeholders written in `bytes`, a text's UTF-8, in order; or the first problem.
    ///
    /// Read byte by byte: every character a placeholder is made of is ASCII, one byte and
    /// one scalar, so offsets in scalars are counted beside the bytes (a byte that starts
    /// a scalar counts one), with no array of the text's scalars made for it.
    private static func placeholders(in bytes: UnsafeBufferPointer<UInt8>) -> Result<[Placeholder], Problem> {
        var placeholders: [Placeholder] = []
        var index = 0
        /// The scalars before `index`.
        var scalar = 0
        var next = 1
        func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at].isASCIIDigit }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                if bytes[index] & 0xC0 != 0x80 { scalar += 1 }
                index += 1
                continue
            }
            let start = scalar, startByte = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "%") {
                index += 1
                scalar += 2
                continue
            }
            var lookahead = index
            while isDigit(lookahead) { lookahead += 1 }
            var argument: Int?
            if lookahead > index, lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: "$") {
                let digits = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<lookahead]), as: UTF8.self)
                guard let number = Int(digits), number >= 1, number <= 9 else {
                    return .failure(Problem(message: "the placeholder's argument number \(digits) is not from 1 to 9",
                                            suggestion: "number arguments from 1, e.g. %1$@", offset: start))
                }
                argument = number
                index = lookahead + 1
            }
            var precision = ""
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                let dot = index
                index += 1
                while isDigit(index) { index += 1 }
                precision = String(decoding: UnsafeBufferPointer(rebasing: bytes[dot..<index]), as: UTF8.self)
            }
            var length = 0
            while index < bytes.count, bytes[index] == UInt8(ascii: "l"), length < 2 { length += 1; index += 1 }
            guard index < bytes.count else {
                return .failure(Problem(message: "a '%' ends the text without a placeholder", suggestion: "write %% for a percent sign", offset: start))
            }
            let conversion = bytes[index]
            index += 1
            let type: ArgumentType
            switch conversion {
            case UInt8(ascii: "@") where length == 0 && precision.isEmpty: type = .text
            case UInt8(ascii: "d") where precision.isEmpty, UInt8(ascii: "i") where precision.isEmpty,
                 UInt8(ascii: "u") where precision.isEmpty: type = .integer
            case UInt8(ascii: "f") where length == 0: type = .decimal
            case UInt8(ascii: "s"):
                return .failure(Problem(message: "'%s' prints a C string on iOS and crashes with text",
                                        suggestion: "write %@ for a text argument", offset: start))
            default:
                // The whole character the conversion starts: its lead byte and what follows it.
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[startByte..<index]), as: UTF8.self)
                return .failure(Problem(message: "'\(written)' is not a placeholder brandkit can carry to both platforms",
                                        suggestion: "use %@, %d or %.2f (or %1$@ to number them), and %% for a percent sign", offset: start))
            }
            // Every byte from the '%' to here is ASCII: one scalar each.
            scalar = start + (index - startByte)
            if placeholders.isEmpty { placeholders.reserveCapacity(2) }
            placeholders.append(Placeholder(argument: argument ?? next, type: type, precision: precision, offset: start,
                                            length: index - startByte, isPositional: argument != nil))
            if argument == nil { next += 1 }
        }
        return .success(placeholders)
    }

    /// The text as Android's `String.format` reads it: `%@` becomes `%s`; with more than
    /// one argument, or any placeholder written numbered (`%1$@ and %1$@` prints one argument
    /// twice), every placeholder is numbered, which aapt2 requires; a precision without digits
    /// (`%.f`, which Apple reads as `%.0f`) gets its 0, since `java.util.Formatter` throws on it.
    package var android: String {
        var scalars = Array(text.unicodeScalars)
        let numbered = arguments.count > 1 || placeholders.contains(where: \.isPositional)
        for placeholder in placeholders.reversed() {
            let position = numbered ? "\(placeholder.argument)$" : ""
            let precision = placeholder.precision == "." ? ".0" : placeholder.precision
            let replacement = "%" + position + precision + placeholder.type.androidConversion
            scalars.replaceSubrange(placeholder.offset..<placeholder.offset + placeholder.length, with: replacement.unicodeScalars)
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The text with each argument printed as `values` gives it (text arguments only, which
    /// is what the help center passes) and `%%` as `%`.
    package func substituting(_ values: [String]) -> String {
        // Written as UTF-8 bytes, copied a run at a time: appending the runs as scalars took
        // several thousand instructions per text. Placeholders are placed in scalars, so each
        // scalar's first byte is found once.
        var starts: [Int] = []
        starts.reserveCapacity(text.utf8.count + 1)
        var end = 0
        for scalar in text.unicodeScalars {
            starts.append(end)
            end += UTF8.width(scalar)
        }
        starts.append(end)
        return text.withUTF8Bytes { source in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(source.count + values.reduce(0) { $0 + $1.utf8.count })
            var copied = 0
            for placeholder in placeholders {
                Self.appendUnescaped(source[copied..<starts[placeholder.offset]], to: &bytes)
                copied = starts[placeholder.offset + placeholder.length]
                if placeholder.argument <= values.count { bytes.append(contentsOf: values[placeholder.argument - 1].utf8) }
            }
            Self.appendUnescaped(source[copied...], to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Appends `run`, text between placeholders, with each `%%` as `%`. A `%` byte is always
    /// the character `%` in UTF-8, never part of another.
    private static func appendUnescaped(_ run: Slice<UnsafeBufferPointer<UInt8>>, to bytes: inout [UInt8]) {
        let percent = UInt8(ascii: "%")
        var previousWasPercent = false
        for byte in run {
            if byte == percent, previousWasPercent { previousWasPercent = false; continue }
            previousWasPercent = byte == percent
            bytes.append(byte)
        }
    }
}
