import Testing
@testable import BrandCore

/// The placeholder reader walks a text's UTF-8 bytes, counting scalars beside them; the
/// reference below is the reader it replaced, which walked an array of the text's scalars.
/// Both must find the same placeholders (offsets and lengths in scalars) and refuse the
/// same texts with the same message at the same place.
@Suite("Format strings read by byte, against a reader by scalar")
struct FormatStringReferenceTests {
    static func reference(_ text: String) throws(FormatString.Problem) -> (placeholders: [FormatString.Placeholder], arguments: [FormatString.ArgumentType]) {
        func digit(_ scalar: Unicode.Scalar) -> String? { ("0"..."9").contains(scalar) ? String(scalar) : nil }
        let scalars = Array(text.unicodeScalars)
        var placeholders: [FormatString.Placeholder] = []
        var index = 0
        var next = 1
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            let start = index
            index += 1
            if index < scalars.count, scalars[index] == "%" { index += 1; continue }
            var digits = ""
            var lookahead = index
            while lookahead < scalars.count, let digit = digit(scalars[lookahead]) { digits += digit; lookahead += 1 }
            var argument: Int?
            if !digits.isEmpty, lookahead < scalars.count, scalars[lookahead] == "$" {
                guard let number = Int(digits), number >= 1, number <= 9 else {
                    throw FormatString.Problem(message: "the placeholder's argument number \(digits) is not from 1 to 9",
                                  suggestion: "number arguments from 1, e.g. %1$@", offset: start)
                }
                argument = number
                index = lookahead + 1
            }
            var precision = ""
            if index < scalars.count, scalars[index] == "." {
                precision = "."
                index += 1
                while index < scalars.count, let digit = digit(scalars[index]) { precision += digit; index += 1 }
            }
            var length = ""
            while index < scalars.count, scalars[index] == "l", length.count < 2 { length += "l"; index += 1 }
            guard index < scalars.count else {
                throw FormatString.Problem(message: "a '%' ends the text without a placeholder", suggestion: "write %% for a percent sign", offset: start)
            }
            let conversion = scalars[index]
            index += 1
            let type: FormatString.ArgumentType
            switch conversion {
            case "@" where length.isEmpty && precision.isEmpty: type = .text
            case "d" where precision.isEmpty, "i" where precision.isEmpty, "u" where precision.isEmpty: type = .integer
            case "f" where length.isEmpty: type = .decimal
            case "s":
                throw FormatString.Problem(message: "'%s' prints a C string on iOS and crashes with text",
                              suggestion: "write %@ for a text argument", offset: start)
            default:
                let written = String(String.UnicodeScalarView(scalars[start..<index]))
                throw FormatString.Problem(message: "'\(written)' is not a placeholder brandkit can carry to both platforms",
                              suggestion: "use %@, %d or %.2f (or %1$@ to number them), and %% for a percent sign", offset: start)
            }
            placeholders.append(FormatString.Placeholder(argument: argument ?? next, type: type, precision: precision, offset: start,
                                            length: index - start, isPositional: argument != nil))
            if argument == nil { next += 1 }
        }
        if placeholders.contains(where: \.isPositional), let plain = placeholders.first(where: { !$0.isPositional }) {
            throw FormatString.Problem(message: "numbered and unnumbered placeholders are mixed",
                          suggestion: "number every placeholder (%1$@, %2$d) or none", offset: plain.offset)
        }
        var arguments: [FormatString.ArgumentType?] = Array(repeating: nil, count: placeholders.map(\.argument).max() ?? 0)
        for placeholder in placeholders {
            if let earlier = arguments[placeholder.argument - 1], earlier != placeholder.type {
                throw FormatString.Problem(message: "argument \(placeholder.argument) is printed as \(earlier.rawValue) and as \(placeholder.type.rawValue)",
                              suggestion: "print each argument with one conversion", offset: placeholder.offset)
            }
            arguments[placeholder.argument - 1] = placeholder.type
        }
        if let gap = arguments.firstIndex(where: { $0 == nil }) {
            throw FormatString.Problem(message: "argument \(gap + 1) is never printed", suggestion: "number the arguments from 1 without gaps",
                          offset: placeholders.first { $0.argument > gap + 1 }?.offset ?? 0)
        }
        return (placeholders, arguments.compactMap { $0 })
    }

    static func read(_ text: String) -> Result<([FormatString.Placeholder], [FormatString.ArgumentType]), FormatString.Problem> {
        do throws(FormatString.Problem) {
            let format = try FormatString(text)
            return .success((format.placeholders, format.arguments))
        } catch { return .failure(error) }
    }

    static func readByReference(_ text: String) -> Result<([FormatString.Placeholder], [FormatString.ArgumentType]), FormatString.Problem> {
        do throws(FormatString.Problem) {
            let found = try reference(text)
            return .success((found.placeholders, found.arguments))
        } catch { return .failure(error) }
    }

    static func expectSame(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        switch (read(text), readByReference(text)) {
        case (.success(let found), .success(let expected)):
            #expect(found.0 == expected.0 && found.1 == expected.1, "\(text.debugDescription)", sourceLocation: sourceLocation)
        case (.failure(let found), .failure(let expected)):
            #expect(found == expected, "\(text.debugDescription)", sourceLocation: sourceLocation)
        case (let found, let expected):
            Issue.record("\(text.debugDescription): \(found) against \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [
        "Call %@", "%1$@ and %2$d", "%.2f", "%.f", "%lld items", "%lu", "%5d", "%0$@", "%10$@", "%00$d", "%", "a %",
        "%%", "%%%@", "%s", "%q", "%é", "%\u{301}x", "e\u{301}%@", "日本語%@日本語", "🇩🇪 %1$@ %1$@", "%1$@ %@", "%2$@",
        "%1$@ %1$d", "%.2d", "%l@", "%lll d", "100%% sure, %@", "Zoë %.3f and %d", "%123456789012345678901$@",
    ])
    func readsAsTheReference(text: String) {
        Self.expectSame(text)
    }

    @Test func readsRandomTextsAsTheReference() {
        // A linear congruential generator: the same texts on every run.
        var state: UInt64 = 11
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let pieces = ["%", "%", "@", "d", "i", "u", "f", "s", "l", ".", "$", "1", "2", "0", "9", "é", "\u{301}", "😀", "a", " ", "%%"]
        for _ in 0..<20_000 {
            Self.expectSame((0..<next(9)).map { _ in pieces[next(pieces.count)] }.joined())
        }
    }
}
