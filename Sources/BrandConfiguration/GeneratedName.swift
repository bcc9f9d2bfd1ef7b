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

    /// The resource name `name` and `other` would both become: as Android resource names
    /// (snake_case), or as asset-catalog names on a case-insensitive disk; nil when they
    /// stay apart.
    public static func sharedResourceName(_ name: String, _ other: String) -> String? {
        if name.lowercased() == other.lowercased() { return name.lowercased() }
        let snake = SnakeCase.from(name)
        return snake == SnakeCase.from(other) ? snake : nil
    }

    /// True for any two valid names that share a resource name (and for a few that do not):
    /// equal as lowercase ASCII without underscores. Cheap, without allocating, so only
    /// names that fold alike are compared with `sharedResourceName`.
    public static func foldAlike(_ name: String, _ other: String) -> Bool {
        var name = name, other = other
        return name.withUTF8 { left in
            other.withUTF8 { right in
                var i = 0, j = 0
                while true {
                    while i < left.count, left[i] == UInt8(ascii: "_") { i += 1 }
                    while j < right.count, right[j] == UInt8(ascii: "_") { j += 1 }
                    guard i < left.count, j < right.count else { return i == left.count && j == right.count }
                    let a = left[i], b = right[j]
                    guard a == b || (a.isASCIILetter && a | 0x20 == b | 0x20) else { return false }
                    i += 1
                    j += 1
                }
            }
        }
    }

    /// Each name that shares a resource name with one before it, with that earlier name and
    /// the resource name. Names are few (a brand's colours, the manifest's flags), so each
    /// is compared with those before it.
    public static func collisions(in names: [String]) -> [(name: String, earlier: String, resource: String)] {
        var found: [(name: String, earlier: String, resource: String)] = []
        for (index, name) in names.enumerated() {
            for earlier in names[..<index] where foldAlike(name, earlier) {
                if let resource = sharedResourceName(name, earlier) {
                    found.append((name, earlier, resource))
                    break
                }
            }
        }
        return found
    }

    public static let collisionAdvice = "rename one: generated resource names ignore case, and Android's turn capitals into '_'"
}
