import BrandCore
import Foundation

/// A property list as values brandkit writes itself, in XML or Apple's binary format
/// (`bplist00`), dictionary keys sorted. Foundation reads property lists here, but its
/// writer refuses any list holding an array in the statically linked Foundation of the
/// binary `Scripts/install` installs ("property lists cannot contain objects of type 'Not A
/// Type'"), so brandkit never asks it to write one.
indirect enum PropertyListValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    /// Seconds since 2001-01-01 00:00:00 UTC, as both formats count them.
    case date(Double)
    case data([UInt8])
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    /// A value brandkit writes as JSON, as a property list holds it (null, which none can
    /// hold, as an empty string: brandkit writes none).
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .string("")
        case .bool(let bool): self = .bool(bool)
        case .int(let int): self = .integer(int)
        case .number(let number): self = .real(number)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(PropertyListValue.init))
        case .object(let pairs): self = .dictionary(Dictionary(pairs.map { ($0.0, PropertyListValue($0.1)) }) { $1 })
        }
    }

    /// What Foundation's reader returned, as values; nil for anything a property list cannot hold.
    init?(foundation value: Any) {
        if type(of: value) == Bool.self, let bool = value as? Bool {
            self = .bool(bool)
        } else if let string = value as? String {
            self = .string(string)
        } else if let number = value as? NSNumber {
            switch String(cString: number.objCType) {
            case "c", "B": self = .bool(number.boolValue)
            case "f", "d": self = .real(number.doubleValue)
            default: self = .integer(number.intValue)
            }
        } else if let int = value as? Int {
            self = .integer(int)
        } else if let double = value as? Double {
            self = .real(double)
        } else if let date = value as? Date {
            self = .date(date.timeIntervalSinceReferenceDate)
        } else if let data = value as? Data {
            self = .data(Array(data))
        } else if let items = value as? [Any] {
            var array: [PropertyListValue] = []
            for item in items {
                guard let value = PropertyListValue(foundation: item) else { return nil }
                array.append(value)
            }
            self = .array(array)
        } else if let entries = value as? [AnyHashable: Any] {
            var dictionary: [String: PropertyListValue] = [:]
            for (key, item) in entries {
                guard let key = key.base as? String, let value = PropertyListValue(foundation: item) else { return nil }
                dictionary[key] = value
            }
            self = .dictionary(dictionary)
        } else {
            return nil
        }
    }

    // MARK: XML

    var xml: [UInt8] {
        var out = UTF8Buffer()
        out.append(literal: """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """)
        writeXML(indent: 0, to: &out)
        out.append(literal: "</plist>\n")
        return Array(out.string.utf8)
    }

    private func writeXML(indent: Int, to out: inout UTF8Buffer) {
        out.append(UInt8(ascii: "\t"), times: indent)
        switch self {
        case .string(let text): out.append(literal: "<string>"); XMLText.append(text, to: &out); out.append(literal: "</string>\n")
        case .integer(let int): out.append(literal: "<integer>"); out.append(String(int)); out.append(literal: "</integer>\n")
        case .real(let real): out.append(literal: "<real>"); out.append(real.shortestText); out.append(literal: "</real>\n")
        case .bool(let bool): out.append(literal: bool ? "<true/>\n" : "<false/>\n")
        case .date(let seconds):
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            out.append(literal: "<date>"); out.append(formatter.string(from: Date(timeIntervalSinceReferenceDate: seconds)))
            out.append(literal: "</date>\n")
        case .data(let bytes): out.append(literal: "<data>"); out.append(Data(bytes).base64EncodedString()); out.append(literal: "</data>\n")
        case .array(let items):
            out.append(literal: "<array>\n")
            for item in items { item.writeXML(indent: indent + 1, to: &out) }
            out.append(UInt8(ascii: "\t"), times: indent)
            out.append(literal: "</array>\n")
        case .dictionary(let entries):
            out.append(literal: "<dict>\n")
            for key in entries.keys.sorted() {
                out.append(UInt8(ascii: "\t"), times: indent + 1)
                out.append(literal: "<key>"); XMLText.append(key, to: &out); out.append(literal: "</key>\n")
                entries[key]?.writeXML(indent: indent + 1, to: &out)
            }
            out.append(UInt8(ascii: "\t"), times: indent)
            out.append(literal: "</dict>\n")
        }
    }

    // MARK: Binary

    /// Apple's binary format: a header, the objects (each container naming its items by
    /// index), a table of each object's offset, and a trailer that sizes the table.
    var binary: [UInt8] {
        var objects: [[UInt8]] = []
        var pending: [(index: Int, value: PropertyListValue)] = []
        // Numbered breadth-first: each container's items get indexes before their bodies are made.
        func reserve(_ value: PropertyListValue) -> Int {
            objects.append([])
            pending.append((objects.count - 1, value))
            return objects.count - 1
        }
        // First count the objects, so every reference has one size.
        func count(_ value: PropertyListValue) -> Int {
            switch value {
            case .array(let items): return 1 + items.reduce(0) { $0 + count($1) }
            case .dictionary(let entries): return 1 + entries.reduce(0) { $0 + 1 + count($1.value) }
            default: return 1
            }
        }
        let total = count(self)
        let refSize = total < 1 << 8 ? 1 : total < 1 << 16 ? 2 : 4
        func bigEndian(_ value: UInt64, _ size: Int) -> [UInt8] { (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) } }
        func marker(_ kind: UInt8, _ length: Int) -> [UInt8] {
            length < 15 ? [kind << 4 | UInt8(length)] : [kind << 4 | 0x0F] + integer(Int64(length))
        }
        func integer(_ value: Int64) -> [UInt8] {
            if value < 0 { return [0x13] + bigEndian(UInt64(bitPattern: value), 8) }
            if value < 1 << 8 { return [0x10] + bigEndian(UInt64(value), 1) }
            if value < 1 << 16 { return [0x11] + bigEndian(UInt64(value), 2) }
            if value < 1 << 32 { return [0x12] + bigEndian(UInt64(value), 4) }
            return [0x13] + bigEndian(UInt64(value), 8)
        }
        _ = reserve(self)
        var next = 0
        while next < pending.count {
            let (index, value) = pending[next]
            next += 1
            var body: [UInt8]
            switch value {
            case .bool(let bool): body = [bool ? 0x09 : 0x08]
            case .integer(let int): body = integer(Int64(int))
            case .real(let real): body = [0x23] + bigEndian(real.bitPattern, 8)
            case .date(let seconds): body = [0x33] + bigEndian(seconds.bitPattern, 8)
            case .data(let bytes): body = marker(0x4, bytes.count) + bytes
            case .string(let text):
                if text.utf8.allSatisfy({ $0 < 0x80 }) {
                    body = marker(0x5, text.utf8.count) + Array(text.utf8)
                } else {
                    let units = Array(text.utf16)
                    body = marker(0x6, units.count) + units.flatMap { bigEndian(UInt64($0), 2) }
                }
            case .array(let items):
                body = marker(0xA, items.count)
                for item in items { body += bigEndian(UInt64(reserve(item)), refSize) }
            case .dictionary(let entries):
                let keys = entries.keys.sorted()
                body = marker(0xD, keys.count)
                for key in keys { body += bigEndian(UInt64(reserve(.string(key))), refSize) }
                for key in keys { body += bigEndian(UInt64(reserve(entries[key] ?? .string(""))), refSize) }
            }
            objects[index] = body
        }
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            out += object
        }
        let tableOffset = out.count
        let offsetSize = tableOffset < 1 << 8 ? 1 : tableOffset < 1 << 16 ? 2 : tableOffset < 1 << 32 ? 4 : 8
        for offset in offsets { out += bigEndian(UInt64(offset), offsetSize) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(refSize)]
        out += bigEndian(UInt64(objects.count), 8) + bigEndian(0, 8) + bigEndian(UInt64(tableOffset), 8)
        return out
    }
}
