import BrandCore
import BrandYAML

/// The type of a declared feature flag.
package enum FlagType: String, CaseIterable, Sendable {
    case bool, int, number, string, url, email, color, list

    /// Matched, not compared with `==`: from another module `==` is Equatable's, a call
    /// through its witness table, and the value rules ask it of every flag value.
    package var isList: Bool {
        if case .list = self { true } else { false }
    }

    /// How a value of this type must be written in YAML. Asked for every flag value a brand
    /// sets, so each is made once: a `Schema` is boxed, and making one allocates.
    package var schema: Schema {
        switch self {
        case .bool: Self.schemas.bool
        case .int: Self.schemas.int
        case .number: Self.schemas.number
        case .string: Self.schemas.string
        case .url: Self.schemas.url
        case .email: Self.schemas.email
        case .color: Self.schemas.color
        case .list: Self.schemas.list
        }
    }

    private static let schemas = (
        bool: Schema.value(.bool), int: Schema.value(.int), number: Schema.value(.number),
        string: Schema.value(.string), url: Schema.value(.url), email: Schema.value(.email),
        color: Schema.value(.color), list: Schema.list(.value(.string)))
}

/// A resolved flag value, typed by its declaration.
package enum FlagValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case list([String])

    package var description: String {
        switch self {
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .number(let value): value.shortestText
        case .string(let value): value
        case .list(let values): "[" + values.joined(separator: ", ") + "]"
        }
    }

    package var json: JSONValue {
        switch self {
        case .bool(let value): .bool(value)
        case .int(let value): .int(value)
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .list(let values): .array(values.map(JSONValue.string))
        }
    }
}
