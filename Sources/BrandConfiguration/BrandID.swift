import BrandCore
import BrandYAML

/// Brand and environment ids: `[a-z][a-z0-9-]*`. They become file and bundle names, so
/// nothing else is ever turned into a path.
package enum BrandID {
    package static let pattern = "[a-z][a-z0-9-]*"

    package static func isValid(_ id: String) -> Bool {
        // On the bytes in place: a directory of 10,000 brands checks every file name here
        // before any brand is read.
        id.withUTF8Bytes { bytes in
            guard let first = bytes.first, first.isASCIILowercase else { return false }
            return bytes.allSatisfy { $0.isASCIILowercase || $0.isASCIIDigit || $0 == UInt8(ascii: "-") }
        }
    }
}
