import BrandConfiguration
import BrandCore
/// Whether a dotted key path names something a brand file can set, read from the same
/// `BrandSchema` the checker applies; a path that does not is refused with a did-you-mean.
enum KeyPathCheck {
    static func check(_ path: [String], manifest: Manifest) throws(BrandKitError) {
        var schema = Schema.record(BrandSchema.bodyFields)
        for (index, name) in path.enumerated() {
            let parent = path[..<index].joined(separator: ".")
            func unknown(_ names: [String], noun: String) -> BrandKitError {
                let place = parent.isEmpty ? "" : " in '\(parent)'"
                return BrandKitError("unknown key '\(DiagnosticText.value(name))'\(place)",
                                     hint: DidYouMean.suggestion(for: name, in: names, noun: noun))
            }
            switch schema {
            case .record(let fields):
                guard let field = fields.first(where: { $0.name == name }) else { throw unknown(fields.map(\.name), noun: "key") }
                schema = field.schema
            case .flagValues:
                guard let flag = manifest.flags[name] else { throw unknown(manifest.flagNames, noun: "flag") }
                schema = flag.type.schema
            case .names(let value), .map(let value), .environments(let value), .either(_, let value):
                schema = value
            case .value, .list, .anyValue:
                throw BrandKitError("'\(DiagnosticText.value(parent))' holds a value, with no keys inside it",
                                    hint: "explain '\(DiagnosticText.value(parent))' itself")
            }
        }
    }
}
