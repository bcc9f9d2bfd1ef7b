import BrandCore
import BrandYAML

/// Names that brand files choose and generated files use as names: colour names become
/// asset-catalog folders and Android resource names, flag names become resource names and
/// code identifiers. One rule for all of them, checked by `validate`, so no name is ever a
/// path (`a/b`, `../x`) or something a platform refuses.
package enum GeneratedName {
    package static let pattern = "[A-Za-z][A-Za-z0-9_]*"
    package static let maxLength = 64

    package static func isValid(_ name: String) -> Bool {
        // Read in place: asked of every colour, image, secret and flag name.
        name.withUTF8Bytes { bytes in
            guard let first = bytes.first, first.isASCIILetter, bytes.count <= maxLength else { return false }
            return bytes.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
        }
    }

    /// The resource name `name` and `other` would both become: as Android resource names
    /// (snake_case), or as asset-catalog names on a case-insensitive disk; nil when they
    /// stay apart.
    package static func sharedResourceName(_ name: String, _ other: String) -> String? {
        if name.lowercased() == other.lowercased() { return name.lowercased() }
        let snake = SnakeCase.from(name)
        return snake == SnakeCase.from(other) ? snake : nil
    }

    /// Equal for any two valid names that share a resource name (and for a few that do
    /// not): lowercase ASCII without underscores. Built in place, so a short name costs no
    /// allocation.
    static func folded(_ name: String) -> String {
        String(unsafeUninitializedCapacity: name.utf8.count) { buffer in
            var count = 0
            for byte in foldedBytes(name) {
                buffer[count] = byte
                count += 1
            }
            return count
        }
    }

    /// The bytes of `folded(name)`, made as they are read.
    private static func foldedBytes(_ name: String) -> some Sequence<UInt8> {
        name.utf8.lazy.filter { $0 != UInt8(ascii: "_") }.map { $0.isASCIILetter ? $0 | 0x20 : $0 }
    }

    /// Up to this many names, each pair is compared folded; more are grouped by their folded names.
    private static let comparedInPairs = 8

    /// Each name that shares a resource name with one before it, with that earlier name and
    /// the resource name. Names are grouped by `folded`, so only names that fold alike are
    /// compared: linear however many flags a manifest declares.
    package static func collisions(in names: [String]) -> [(name: String, earlier: String, resource: String)] {
        guard names.count > 1 else { return [] }
        // A few names (a brand's colours): most share nothing, which pairs compared byte by
        // byte show without making a folded name or a table.
        if names.count <= comparedInPairs, !names.indices.contains(where: { first in
            names.indices.dropFirst(first + 1).contains { foldedBytes(names[first]).elementsEqual(foldedBytes(names[$0])) }
        }) {
            return []
        }
        // Room for every name at once: the table is not regrown as names arrive.
        var byFold = [String: [String]](minimumCapacity: names.count)
        var found: [(name: String, earlier: String, resource: String)] = []
        for name in names {
            let fold = folded(name)
            if let match = byFold[fold]?.lazy.compactMap({ earlier in sharedResourceName(name, earlier).map { (earlier, $0) } }).first {
                found.append((name, match.0, match.1))
            } else {
                byFold[fold, default: []].append(name)
            }
        }
        return found
    }

    package static let collisionAdvice = "rename one: generated resource names ignore case, and Android's turn capitals into '_'"
}
