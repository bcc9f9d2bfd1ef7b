/// A manifest's `pattern`: a regular expression in the one dialect that brandkit, JSON Schema
/// editors and `new RegExp(pattern, "u")` all read the same way, matched without backtracking.
///
/// The dialect is a part of ECMA-262 with the `u` flag: literals, `.`, classes (`[a-z]`,
/// `[^…]`), `\d \D \w \W \s \S`, the escapes `\t \n \r \f \v \0 \xHH \uHHHH` and escaped
/// syntax characters, `^` and `$` (the whole value's ends), groups `( )` and `(?: )`,
/// `|`, and the quantifiers `* + ? {n} {n,} {n,m}` (optionally lazy). Anything else —
/// lookaround, backreferences, inline flags, `\b`, `\A`, possessive quantifiers, POSIX
/// classes — is refused with the construct named, so a pattern `validate` accepts means the
/// same in every editor.
///
/// Matching runs every alternative in step over the value (a Pike VM), so its time grows
/// with the pattern's size times the value's length, never exponentially; a budget on that
/// product turns a pathological pair into `.tooSlow` instead of a hang. Offsets and lengths
/// count Unicode scalars, as the `u` flag does.
package struct TextPattern: Sendable {
    /// The pattern as the manifest writes it.
    package let source: String
    let program: PatternProgram

    /// The most instructions a pattern may compile to, counted repeats expanded.
    package static let maxInstructions = 10_000
    /// The most pattern-instruction × value-scalar steps one match may take.
    package static let stepBudget = 2_000_000

    package init(_ source: String) throws(PatternError) {
        self.source = source
        var parser = PatternParser(source)
        program = try PatternProgram(try parser.parse(), limit: Self.maxInstructions)
    }

    package enum Match: Sendable, Equatable {
        case matched, notMatched
        /// The value is too long for this pattern to be checked within the step budget.
        case tooSlow
    }

    /// Whether the pattern matches anywhere in `text` (like `RegExp.prototype.test`).
    package func search(_ text: String) -> Match {
        PatternMatcher(program: program).search(Array(text.unicodeScalars), budget: Self.stepBudget)
    }
}

/// Why a pattern is outside the dialect: the construct, where it starts, and what to write.
package struct PatternError: Error, Sendable, Equatable {
    package var message: String
    /// In Unicode scalars from the pattern's start.
    package var offset: Int
    package var suggestion: String
}
