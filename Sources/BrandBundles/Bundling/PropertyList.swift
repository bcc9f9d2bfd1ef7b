import BrandCore
/// XML property lists, the format `Bundle.main` and `PropertyListDecoder` read.
enum PropertyList {
    static func xml(_ value: JSONValue) -> String {
        var out = UTF8Buffer()
        out.append(literal: """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """)
        write(value, indent: 0, to: &out)
        out.append(literal: "</plist>\n")
        return out.string
    }

    private static func write(_ value: JSONValue, indent: Int, to out: inout UTF8Buffer) {
        out.append(UInt8(ascii: "\t"), times: indent)
        switch value {
        case .null: out.append(literal: "<string></string>\n")
        case .bool(let bool): out.append(literal: bool ? "<true/>\n" : "<false/>\n")
        case .int(let int): out.append(literal: "<integer>"); out.append(String(int)); out.append(literal: "</integer>\n")
        case .number(let number): out.append(literal: "<real>"); out.append(number.shortestText); out.append(literal: "</real>\n")
        case .string(let string): out.append(literal: "<string>"); XMLText.append(string, to: &out); out.append(literal: "</string>\n")
        case .array(let items):
            out.append(literal: "<array>\n")
            for item in items { write(item, indent: indent + 1, to: &out) }
            out.append(UInt8(ascii: "\t"), times: indent)
            out.append(literal: "</array>\n")
        case .object(let entries):
            out.append(literal: "<dict>\n")
            for (key, item) in entries {
                out.append(UInt8(ascii: "\t"), times: indent + 1)
                out.append(literal: "<key>"); XMLText.append(key, to: &out); out.append(literal: "</key>\n")
                write(item, indent: indent + 1, to: &out)
            }
            out.append(UInt8(ascii: "\t"), times: indent)
            out.append(literal: "</dict>\n")
        }
    }
}
