/// A JSON value whose objects keep the order they were built in, so every JSON document
/// brandkit writes has one documented field order and the same bytes on every run.
package indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// An object with its keys sorted, for maps whose keys are data (flags, colors).
    package static func sortedObject(_ entries: [String: JSONValue]) -> JSONValue {
        .object(entries.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The same from entries whose keys are distinct. Lists that come sorted already (a brand's
    /// flags and colours, by name) are taken as they are, which one look through them tells:
    /// a table made of them and sorted again cost more than printing them.
    package static func sortedObject(distinct entries: [(String, JSONValue)]) -> JSONValue {
        if zip(entries, entries.dropFirst()).allSatisfy({ $0.0 < $1.0 }) { return .object(entries) }
        return .object(entries.sorted { $0.0 < $1.0 })
    }

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// Compact on one line, or indented by two spaces with a final newline.
    package func serialized(pretty: Bool = false) -> String {
        var out = UTF8Buffer()
        write(to: &out, pretty: pretty, indent: 0)
        if pretty { out.append(UInt8(ascii: "\n")) }
        return out.string
    }

    private func write(to out: inout UTF8Buffer, pretty: Bool, indent: Int) {
        switch self {
        case .null: out.append(literal: "null")
        case .bool(let value): out.append(literal: value ? "true" : "false")
        case .int(let value): out.append(String(value))
        case .number(let value): out.append(value.shortestText)
        case .string(let value): JSONText.write(value, to: &out)
        case .array(let items):
            writeContainer(UInt8(ascii: "["), UInt8(ascii: "]"), items.count, to: &out, pretty: pretty, indent: indent) { index, out in
                items[index].write(to: &out, pretty: pretty, indent: indent + 1)
            }
        case .object(let entries):
            writeContainer(UInt8(ascii: "{"), UInt8(ascii: "}"), entries.count, to: &out, pretty: pretty, indent: indent) { index, out in
                JSONText.write(entries[index].0, to: &out)
                out.append(literal: pretty ? ": " : ":")
                entries[index].1.write(to: &out, pretty: pretty, indent: indent + 1)
            }
        }
    }

    private func writeContainer(
        _ open: UInt8, _ close: UInt8, _ count: Int, to out: inout UTF8Buffer, pretty: Bool, indent: Int,
        element: (Int, inout UTF8Buffer) -> Void
    ) {
        out.append(open)
        guard count > 0 else { return out.append(close) }
        for index in 0..<count {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            if pretty {
                out.append(UInt8(ascii: "\n"))
                out.append(UInt8(ascii: " "), times: 2 * (indent + 1))
            }
            element(index, &out)
        }
        if pretty {
            out.append(UInt8(ascii: "\n"))
            out.append(UInt8(ascii: " "), times: 2 * indent)
        }
        out.append(close)
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// `"string"` for `.string("string")`, where a document is mostly fixed text (JSON Schema).
    package init(stringLiteral value: String) { self = .string(value) }
}
