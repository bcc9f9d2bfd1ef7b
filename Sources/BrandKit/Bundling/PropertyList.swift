import BrandCore
/// XML property lists, the format `Bundle.main` and `PropertyListDecoder` read.
enum PropertyList {
    static func xml(_ value: JSONValue) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """
        write(value, indent: 0, to: &out)
        out += "</plist>\n"
        return out
    }

    private static func write(_ value: JSONValue, indent: Int, to out: inout String) {
        // Appended piece by piece: a document is thousands of these lines.
        let pad = String(repeating: "\t", count: indent)
        out += pad
        switch value {
        case .null: out += "<string></string>\n"
        case .bool(let bool): out += bool ? "<true/>\n" : "<false/>\n"
        case .int(let int): out += "<integer>"; out += String(int); out += "</integer>\n"
        case .number(let number): out += "<real>"; out += number.shortestText; out += "</real>\n"
        case .string(let string): out += "<string>"; XMLText.append(string, to: &out); out += "</string>\n"
        case .array(let items):
            out += "<array>\n"
            for item in items { write(item, indent: indent + 1, to: &out) }
            out += pad; out += "</array>\n"
        case .object(let entries):
            out += "<dict>\n"
            for (key, item) in entries {
                out += pad; out += "\t<key>"; XMLText.append(key, to: &out); out += "</key>\n"
                write(item, indent: indent + 1, to: &out)
            }
            out += pad; out += "</dict>\n"
        }
    }
}
