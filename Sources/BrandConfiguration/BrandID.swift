import BrandCore
import BrandYAML

/// Brand and environment ids: `[a-z][a-z0-9-]*`. They become file and bundle names, so
/// nothing else is ever turned into a path.
package enum BrandID {
    package static let pattern = "[a-z][a-z0-9-]*"

    package static func isValid(_ id: String) -> Bool {
        guard let first = id.utf8.first, first.isASCIILowercase else { return false }
        return id.utf8.allSatisfy { $0.isASCIILowercase || $0.isASCIIDigit || $0 == UInt8(ascii: "-") }
    }
}
