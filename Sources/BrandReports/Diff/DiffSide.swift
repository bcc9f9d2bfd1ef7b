import BrandConfiguration
import BrandCore
/// One side of a diff as written on the command line: `acme`, `acme@staging`, `main:acme@staging`.
package struct DiffSide: Sendable, Equatable {
    package var revision: String?
    package var brand: String
    package var environment: String?

    init(revision: String?, brand: String, environment: String? = nil) {
        (self.revision, self.brand, self.environment) = (revision, brand, environment)
    }

    package init(parsing text: String) throws(BrandKitError) {
        var rest = Substring(text)
        if let colon = rest.lastIndex(of: ":") {
            let revision = String(rest[..<colon])
            if revision.isEmpty { throw BrandKitError("'\(text)' has an empty revision", hint: "write REV:BRAND, e.g. main:acme") }
            self.revision = revision
            rest = rest[rest.index(after: colon)...]
        }
        if let at = rest.firstIndex(of: "@") {
            environment = String(rest[rest.index(after: at)...])
            rest = rest[..<at]
        }
        brand = String(rest)
        guard BrandID.isValid(brand) else {
            throw BrandKitError("'\(brand)' in '\(text)' is not a brand id",
                                hint: "write BRAND, BRAND@ENV or REV:BRAND[@ENV], e.g. main:acme@staging")
        }
    }

    /// `acme@release`, `main:acme@release`: how output names the side.
    func label(environment: String) -> String {
        (revision.map { "\($0):" } ?? "") + "\(brand)@\(environment)"
    }
}
