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
        let pad = String(repeating: "\t", count: indent)
        switch value {
        case .null: out += "\(pad)<string></string>\n"
        case .bool(let bool): out += "\(pad)<\(bool ? "true" : "false")/>\n"
        case .int(let int): out += "\(pad)<integer>\(int)</integer>\n"
        case .number(let number): out += "\(pad)<real>\(number.shortestText)</real>\n"
        case .string(let string): out += "\(pad)<string>\(XMLText.escape(string))</string>\n"
        case .array(let items):
            out += "\(pad)<array>\n"
            for item in items { write(item, indent: indent + 1, to: &out) }
            out += "\(pad)</array>\n"
        case .object(let entries):
            out += "\(pad)<dict>\n"
            for (key, item) in entries {
                out += "\(pad)\t<key>\(XMLText.escape(key))</key>\n"
                write(item, indent: indent + 1, to: &out)
            }
            out += "\(pad)</dict>\n"
        }
    }
}
