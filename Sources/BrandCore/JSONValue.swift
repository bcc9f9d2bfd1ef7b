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

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// Compact on one line, or indented by two spaces with a final newline.
    package func serialized(pretty: Bool = false) -> String {
        var out = ""
        write(to: &out, pretty: pretty, indent: 0)
        if pretty { out += "\n" }
        return out
    }

    private func write(to out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .number(let value):
            out += value.shortestText
        case .string(let value): JSONText.write(value, to: &out)
        case .array(let items):
            writeContainer("[", "]", items.count, to: &out, pretty: pretty, indent: indent) { index, out in
                items[index].write(to: &out, pretty: pretty, indent: indent + 1)
            }
        case .object(let entries):
            writeContainer("{", "}", entries.count, to: &out, pretty: pretty, indent: indent) { index, out in
                JSONText.write(entries[index].0, to: &out)
                out += pretty ? ": " : ":"
                entries[index].1.write(to: &out, pretty: pretty, indent: indent + 1)
            }
        }
    }

    private func writeContainer(
        _ open: String, _ close: String, _ count: Int, to out: inout String, pretty: Bool, indent: Int,
        element: (Int, inout String) -> Void
    ) {
        out += open
        guard count > 0 else { return out += close }
        let inner = pretty ? "\n" + String(repeating: "  ", count: indent + 1) : ""
        for index in 0..<count {
            out += index == 0 ? inner : "," + inner
            element(index, &out)
        }
        out += pretty ? "\n" + String(repeating: "  ", count: indent) + close : close
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// `"string"` for `.string("string")`, where a document is mostly fixed text (JSON Schema).
    package init(stringLiteral value: String) { self = .string(value) }
}
