import BrandYAML
import BrandCore

/// After resolution: every field the schema requires is set by some layer.
///
/// The check comes in parts, each reading one top-level key: one per field that can hold a
/// requirement, and one for the flags no default sets. Validation runs a part again in
/// another environment only when that environment's overlays set the part's key, so an
/// overlay of `bundleId` does not walk `helpCenter` a second time.
package enum RequiredFields {
    /// What the check needs of one brand's chain, gathered once for all the brand's
    /// environments and all the check's parts.
    package struct Check: Sendable {
        /// The brand's own file: where a missing top-level value is reported.
        let file: BrandFile
        /// Body paths some layer wrote with a refused value: not also called missing.
        let rejected: Set<String>
        let flagsWithoutDefault: [String]

        /// The parts of the check, each of which reads one top-level key.
        package static var parts: ClosedRange<Int> { RequiredFields.parts }

        /// The problems part `part` finds in `brand`, one environment's resolution.
        package func diagnostics(_ brand: ResolvedBrand, part: Int) -> [Diagnostic] {
            RequiredFields.check(part: part, of: brand, file: file, skipping: rejected, flagsWithoutDefault: flagsWithoutDefault)
        }
    }

    /// Only what can hold a requirement is read (so merged): fields required after
    /// resolution and records whose fields may be.
    static let fields = BrandSchema.bodyFields.filter(\.canRequire)

    /// The parts of the check: each field of `fields` by its position, then the flags.
    static let parts = 0...fields.count

    /// The problems part `part` finds. `flagsWithoutDefault`: the declared flags no default
    /// sets, which each brand must set (the last part, which reads the flags only when some
    /// has no default).
    static func check(part: Int, of brand: ResolvedBrand, file: BrandFile, skipping rejected: Set<String>,
                      flagsWithoutDefault: [String]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if fields.indices.contains(part) {
            let field = fields[part]
            // Most brands set every field: a walk that names no paths finds that, and only a
            // brand with a gap is walked again to name each one (joining every record's and
            // list item's path cost more than the rest of the check).
            guard hasGap(brand[field.name], field: field) else { return diagnostics }
            check(brand[field.name], field: field, in: nil, path: "", brand: brand, file: file, rejected: rejected,
                  into: &diagnostics)
            return diagnostics
        }
        guard !flagsWithoutDefault.isEmpty else { return diagnostics }
        let flags = brand["featureFlags"]?.mapping ?? [:]
        for name in flagsWithoutDefault where flags[name] == nil && !rejected.contains("featureFlags.\(name)") {
            diagnostics.append(.error(
                .missingRequired, "brand '\(brand.id)' does not set feature flag '\(name)', which has no default",
                at: file.startLocation,
                suggestion: "add 'featureFlags: { \(name): ... }' to \(file.file), or give the flag a default in brandkit.yaml"))
        }
        return diagnostics
    }

    /// True when `value`, set as `field`, leaves out a field that must be set after
    /// resolution: what `check` below reports, unless a layer wrote it and it was refused.
    private static func hasGap(_ value: ResolvedValue?, field: Schema.Field) -> Bool {
        guard let value else { return field.requirement == .afterResolution }
        switch field.schema {
        // A field that can hold no requirement has no gap, whatever it holds: it is not read.
        case .record(let nested):
            return nested.contains { hasGap(in: value, field: $0) }
        case .list(.record(let nested)):
            return (value.sequence ?? []).contains { item in nested.contains { hasGap(in: item, field: $0) } }
        default:
            return false
        }
    }

    /// True when `field` of the record `record` has a gap. A field holding no record has one
    /// only when it is required and missing, which its key alone tells: its value is not copied out.
    private static func hasGap(in record: ResolvedValue, field: Schema.Field) -> Bool {
        guard field.canRequire else { return false }
        switch field.schema {
        case .record, .list(.record): return hasGap(record[field.name], field: field)
        default: return !record.has(field.name) && field.requirement == .afterResolution
        }
    }

    /// `value` is `field` of `parent` (nil at the brand's top level).
    private static func check(_ value: ResolvedValue?, field: Schema.Field, in parent: ResolvedValue?, path: String,
                              brand: ResolvedBrand, file: BrandFile, rejected: Set<String>,
                              into diagnostics: inout [Diagnostic]) {
        // Built only when needed: most fields are set and hold no record.
        var fieldPath: String { path.isEmpty ? field.name : path + "." + field.name }
        guard let value else {
            if field.requirement == .afterResolution, case let fieldPath = fieldPath, !rejected.contains(fieldPath) {
                diagnostics.append(.error(
                    .missingRequired, "brand '\(brand.id)' does not set '\(fieldPath)'",
                    at: parent?.provenance.location ?? file.startLocation,
                    suggestion: parent == nil ? "add '\(field.name): ...' to \(file.file)" : "add '\(field.name): ...' here"))
            }
            return
        }
        switch field.schema {
        case .record(let nested):
            let path = fieldPath
            for child in nested {
                check(value[child.name], field: child, in: value, path: path, brand: brand, file: file, rejected: rejected,
                      into: &diagnostics)
            }
        case .list(.record(let nested)):
            let listPath = fieldPath
            for (index, item) in (value.sequence ?? []).enumerated() {
                let path = "\(listPath)[\(index)]"
                for child in nested {
                    check(item[child.name], field: child, in: item, path: path, brand: brand, file: file,
                          rejected: rejected, into: &diagnostics)
                }
            }
        default:
            break
        }
    }
}

extension Schema.Field {
    /// True when the field, or one inside it, must be set after resolution.
    var canRequire: Bool {
        switch schema {
        case .record, .list(.record): true
        default: requirement == .afterResolution
        }
    }
}
