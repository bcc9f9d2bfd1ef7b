/// Names that brand files choose and generated files use as names: colour names become
/// asset-catalog folders and Android resource names, flag names become resource names and
/// code identifiers. One rule for all of them, checked by `validate`, so no name is ever a
/// path (`a/b`, `../x`) or something a platform refuses.
public enum GeneratedName {
    public static let pattern = "[A-Za-z][A-Za-z0-9_]*"
    public static let maxLength = 64

    public static func isValid(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, first.isASCIILetter, bytes.count <= maxLength else { return false }
        return bytes.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
    }

    /// What a name becomes where the platforms compare names: its Android resource name
    /// (snake_case), and its asset-catalog name on a case-insensitive disk. Two names
    /// sharing either one would make the same resource twice.
    public static func resourceNames(_ name: String) -> [String] {
        [SnakeCase.from(name), name.lowercased()]
    }

    public static let collisionAdvice = "rename one: generated resource names ignore case, and Android's turn capitals into '_'"
}
