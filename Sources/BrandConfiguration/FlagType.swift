/// The type of a declared feature flag.
public enum FlagType: String, CaseIterable, Sendable {
    case bool, int, number, string, url, email, color, list

    /// How a value of this type must be written in YAML.
    public var schema: Schema {
        switch self {
        case .bool: .value(.bool)
        case .int: .value(.int)
        case .number: .value(.number)
        case .string: .value(.string)
        case .url: .value(.url)
        case .email: .value(.email)
        case .color: .value(.color)
        case .list: .list(.value(.string))
        }
    }
}

/// A resolved flag value, typed by its declaration.
public enum FlagValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case list([String])

    public var description: String {
        switch self {
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .number(let value): value.shortestText
        case .string(let value): value
        case .list(let values): "[" + values.joined(separator: ", ") + "]"
        }
    }

    public var json: JSONValue {
        switch self {
        case .bool(let value): .bool(value)
        case .int(let value): .int(value)
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .list(let values): .array(values.map(JSONValue.string))
        }
    }
}
