import BrandCore

/// How a scalar was written. Schemas use it: a quoted `"true"` is a string, never a bool.
///
/// `public`, with `YAMLScalar`'s hot members, for the optimizer (see `SourceLocation`).
public enum ScalarStyle: String, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded

    // Matched, not compared with `==`: Equatable's `==` on this enum is a call through its
    // witness table from other modules, and these are asked of nearly every scalar.
    @inlinable public var isQuoted: Bool {
        switch self {
        case .singleQuoted, .doubleQuoted: true
        case .plain, .literal, .folded: false
        }
    }

    @inlinable public var isPlain: Bool {
        if case .plain = self { true } else { false }
    }
}

public struct YAMLScalar: Hashable, Sendable {
    public var value: String
    public var style: ScalarStyle
    /// True when the value stands scalar for scalar on one source line (no escapes, no
    /// folding), so an offset inside it maps to an exact column.
    package var isVerbatim: Bool

    package init(_ value: String, style: ScalarStyle = .plain, isVerbatim: Bool = false) {
        self.value = value
        self.style = style
        self.isVerbatim = isVerbatim
    }

    /// A plain `~`, `null`, `Null`, `NULL` or nothing at all: the YAML 1.2 core schema's null.
    @inlinable public var isNull: Bool {
        // Asked of most scalars several times over, so inlined: first by length, which a
        // native string knows without a look at its bytes (most values have another), then
        // byte for byte, since each spelling is ASCII, which no other bytes can equal.
        guard style.isPlain else { return false }
        switch value.utf8.count {
        case 0: return true
        case 1: return value.utf8.first == UInt8(ascii: "~")
        // Four bytes: most are numbers and `true`, ruled out by their first byte alone.
        case 4: return value.utf8.first.map { $0 | 0x20 == UInt8(ascii: "n") } == true && spellsNull
        default: return false
        }
    }

    /// A plain `true` or `false` (also `True`, `TRUE`, `False`, `FALSE`): the YAML 1.2 core
    /// schema's bool; nil for any other scalar, a quoted `"true"` included. Inlined: every
    /// bool of every brand is read through it.
    @inlinable public var coreBool: Bool? {
        guard style.isPlain else { return nil }
        switch value {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// Four bytes starting with `n` or `N`: `null`, `Null` or `NULL`.
    @usableFromInline var spellsNull: Bool {
        value.withUTF8Bytes { bytes in bytes.equals("null") || bytes.equals("Null") || bytes.equals("NULL") }
    }
}

/// One entry of a mapping. Keys are scalars (the loader rejects any other key).
package struct YAMLPair: Sendable {
    package var key: YAMLScalar
    package var keyLocation: SourceLocation
    package var value: YAMLNode

    package init(key: YAMLScalar, keyLocation: SourceLocation, value: YAMLNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A YAML node that remembers where it was written. Mappings keep their source order.
package struct YAMLNode: Sendable {
    package enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    package var content: Content
    package var location: SourceLocation

    package init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    package var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    package var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The value under `key` in a mapping node.
    package subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.value == key }?.value
    }

    /// "a string", "a list", "a mapping": how messages name what was found.
    package var kindDescription: String {
        switch content {
        case .scalar(let scalar): scalar.isNull ? "nothing (null)" : "'\(DiagnosticText.value(scalar.value))'"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

extension YAMLNode {
    /// Where the Unicode scalar at `offset` inside this scalar's value was written: the
    /// scalar's column plus the offset, counting the opening quote. Values that do not stand verbatim
    /// on one line (escapes, folded or block scalars) fall back to the scalar's own location.
    package func location(ofCharacterOffset offset: Int) -> SourceLocation {
        scalar?.location(ofCharacterOffset: offset, scalarStart: location) ?? location
    }
}

extension YAMLScalar {
    /// Where the character at `offset` of this scalar, written at `scalarStart`, stands.
    package func location(ofCharacterOffset offset: Int, scalarStart: SourceLocation) -> SourceLocation {
        guard isVerbatim else { return scalarStart }
        return scalarStart.advanced(byColumns: offset + (style.isQuoted ? 1 : 0))
    }
}
