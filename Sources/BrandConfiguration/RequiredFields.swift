/// After resolution: every field the schema requires is set by some layer.
enum RequiredFields {
    /// The top-level keys the check reads: fields required after resolution, records whose
    /// fields may be, and the flags when some flag has no default.
    static func keysRead(flagsWithoutDefault: [String]) -> Set<String> {
        let fields = BrandSchema.bodyFields.filter { field in
            switch field.schema {
            case .record, .list(.record): true
            default: field.requirement == .afterResolution
            }
        }
        return Set(fields.map(\.name) + (flagsWithoutDefault.isEmpty ? [] : ["featureFlags"]))
    }

    /// `flagsWithoutDefault`: the declared flags no default sets, which each brand must set.
    static func check(_ brand: ResolvedBrand, file: BrandFile, skipping rejected: Set<String>,
                      flagsWithoutDefault: [String]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        check(brand.root, fields: BrandSchema.bodyFields, path: "", brand: brand, file: file, rejected: rejected,
              into: &diagnostics)
        let flags = brand.root["featureFlags"]?.mapping ?? [:]
        for name in flagsWithoutDefault where flags[name] == nil && !rejected.contains("featureFlags.\(name)") {
            diagnostics.append(.error(
                .missingRequired, "brand '\(brand.id)' does not set feature flag '\(name)', which has no default",
                at: file.startLocation,
                suggestion: "add 'featureFlags: { \(name): ... }' to \(file.file), or give the flag a default in brandkit.yaml"))
        }
        return diagnostics
    }

    private static func check(_ value: ResolvedValue, fields: [Schema.Field], path: String, brand: ResolvedBrand,
                              file: BrandFile, rejected: Set<String>, into diagnostics: inout [Diagnostic]) {
        for field in fields {
            // Built only when needed: most fields are set and hold no record.
            var fieldPath: String { path.isEmpty ? field.name : path + "." + field.name }
            guard let child = value[field.name] else {
                if field.requirement == .afterResolution, case let fieldPath = fieldPath, !rejected.contains(fieldPath) {
                    let location = path.isEmpty ? file.startLocation : value.provenance.location
                    diagnostics.append(.error(
                        .missingRequired, "brand '\(brand.id)' does not set '\(fieldPath)'", at: location,
                        suggestion: path.isEmpty ? "add '\(field.name): ...' to \(file.file)" : "add '\(field.name): ...' here"))
                }
                continue
            }
            switch field.schema {
            case .record(let nested):
                check(child, fields: nested, path: fieldPath, brand: brand, file: file, rejected: rejected, into: &diagnostics)
            case .list(.record(let nested)):
                for (index, item) in (child.sequence ?? []).enumerated() {
                    check(item, fields: nested, path: "\(fieldPath)[\(index)]", brand: brand, file: file,
                          rejected: rejected, into: &diagnostics)
                }
            default:
                break
            }
        }
    }
}
