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

    /// The scalar type of a value of this type; nil for a list.
    package var scalarType: ScalarType? {
        switch self {
        case .bool: .bool
        case .int: .int
        case .number: .number
        case .string: .string
        case .url: .url
        case .email: .email
        case .color: .color
        case .list: nil
        }
    }

    /// How a value of this type must be written in YAML: its scalar type's, or a list of
    /// strings. Each is made once: a `Schema` is boxed, and making one allocates.
    package var schema: Schema {
        guard let scalarType else { return Self.listSchema }
        return Self.scalarSchemas[scalarType]
    }

    private static let scalarSchemas = ByScalarType(Schema.value)
    private static let listSchema = Schema.list(.value(.string))
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
