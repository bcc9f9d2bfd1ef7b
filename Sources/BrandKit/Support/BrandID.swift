/// Brand and environment ids: `[a-z][a-z0-9-]*`. They become file and bundle names, so
/// nothing else is ever turned into a path.
public enum BrandID {
    public static let pattern = "[a-z][a-z0-9-]*"

    public static func isValid(_ id: String) -> Bool {
        guard let first = id.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
        return id.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-")
        }
    }
}
