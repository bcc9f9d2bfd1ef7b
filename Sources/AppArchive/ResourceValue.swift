/// A typed value (`Res_value`) of binary XML and the resource table: a string, a number, a
/// boolean, or a reference to a resource (`@string/brand_display_name`) by its id.
package enum ResourceValue: Sendable, Equatable {
    case string(String)
    case int(Int64)
    case bool(Bool)
    case reference(UInt32)
    /// A type brandkit does not compare (a dimension, a colour, a fraction): its type and data.
    case other(type: UInt8, data: UInt32)

    /// Reads the value whose 8 bytes start at `at`; `strings` resolves a string's index.
    static func read(_ reader: ByteReader, at: Int, strings: ResourceStringPool) -> ResourceValue? {
        guard let type = reader.u8(at + 3), let data = reader.u32(at + 4) else { return nil }
        switch type {
        case 0x01: return .reference(data)
        case 0x03: return strings[data].map(ResourceValue.string)
        case 0x10: return .int(Int64(Int32(bitPattern: data)))
        case 0x11: return .int(Int64(data))
        case 0x12: return .bool(data != 0)
        default: return .other(type: type, data: data)
        }
    }

    /// The value as text, as `aapt dump badging` prints a number or a string.
    package var text: String? {
        switch self {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .bool(let value): return value ? "true" : "false"
        case .reference, .other: return nil
        }
    }
}
