import BrandConfiguration
import BrandCore
import BrandValidation

/// `brandkit export remote-config BRAND`: a Firebase Remote Config template for one brand in
/// one environment, the parameters a Firebase project (one per brand, as its Firebase files
/// are) serves. Each parameter's default is the value brandkit resolves, typed as Remote
/// Config types them; only flags the brand's layers set are listed (a flag left at the
/// manifest's default is the app's in-app default already). Expired flags say so in their
/// description.
package enum RemoteConfigExport {
    /// Remote Config refuses descriptions past 256 characters.
    static let maxDescription = 256

    package static func json(_ brand: ResolvedBrand, today: String) -> JSONValue {
        let parameters = brand.flags.filter { $0.provenance.layer != .flagDefault }.map { flag in
            (flag.name, parameter(flag, today: today))
        }
        return .object([("conditions", .array([])), ("parameters", .object(parameters))])
    }

    private static func parameter(_ flag: ResolvedFlag, today: String) -> JSONValue {
        let (text, type): (String, String) = switch flag.value {
        case .bool(let value): (String(value), "BOOLEAN")
        case .int, .number: (flag.value.description, "NUMBER")
        case .string(let value): (value, "STRING")
        case .list: (flag.value.json.serialized(), "JSON")
        }
        var fields: [(String, JSONValue)] = [("defaultValue", .object([("value", .string(text))]))]
        if let description = description(flag.declaration, today: today) { fields.append(("description", .string(description))) }
        fields.append(("valueType", .string(type)))
        return .object(fields)
    }

    private static func description(_ declaration: FlagDeclaration, today: String) -> String? {
        var parts: [String] = []
        if let text = declaration.description { parts.append(text) }
        if let owner = declaration.owner { parts.append("Owner: \(owner).") }
        if let expires = declaration.expires {
            parts.append(expires < today ? "EXPIRED on \(expires): remove this flag." : "Expires \(expires).")
        }
        guard !parts.isEmpty else { return nil }
        let joined = parts.joined(separator: " ")
        // Cut on a character boundary, marked, within the limit.
        return joined.count <= maxDescription ? joined : String(joined.prefix(maxDescription - 1)) + "…"
    }
}
