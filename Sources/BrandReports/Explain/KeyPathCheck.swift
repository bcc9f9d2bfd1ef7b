import BrandConfiguration
import BrandCore
/// Whether a dotted key path names something a brand file can set, read from the same
/// `BrandSchema` the checker applies; a path that does not is refused with a did-you-mean.
enum KeyPathCheck {
    /// The keys `path` walks through, one per mapping: a string key's dots are part of the
    /// key (`strings.de.helpCenter.store.title` is four keys deep).
    static func check(_ path: [String], manifest: Manifest) throws(BrandKitError) -> [String] {
        var schema = Schema.record(BrandSchema.bodyFields)
        var keys: [String] = []
        var index = 0
        while index < path.count {
            let name = path[index]
            let parent = keys.joined(separator: ".")
            func unknown(_ names: [String], noun: String) -> BrandKitError {
                let place = parent.isEmpty ? "" : " in '\(parent)'"
                return BrandKitError("unknown key '\(DiagnosticText.value(name))'\(place)",
                                     hint: DidYouMean.suggestion(for: name, in: names, noun: noun))
            }
            var key = name
            switch schema {
            case .record(let fields):
                guard let field = fields.first(where: { $0.name == name }) else { throw unknown(fields.map(\.name), noun: "key") }
                schema = field.schema
            case .flagValues:
                guard let flag = manifest.flags[name] else { throw unknown(manifest.flagNames, noun: "flag") }
                schema = flag.type.schema
            case .localizedStrings:
                guard manifest.strings.locale(name) != nil else { throw unknown(manifest.strings.codes, noun: "locale") }
                schema = .stringValues
            case .stringValues:
                // The longest run of segments that is a declared key.
                let match = (index..<path.count).reversed().lazy.map { path[index...$0].joined(separator: ".") }
                    .first { manifest.strings.declarations[$0] != nil || TranslatedText.named($0) != nil || $0 == StringCatalog.fallbackKey }
                guard let match else { throw unknown(manifest.strings.keys + TranslatedText.all.map(\.key), noun: "string") }
                key = match
                index += match.split(separator: ".").count - 1
                schema = manifest.strings.declarations[match]?.isPlural == true ? .map(.value(.string))
                    : TranslatedText.named(match)?.isList == true ? .list(.value(.string)) : .value(.bool)
            case .names(let value, _), .map(let value), .environments(let value), .either(_, let value):
                schema = value
            case .value, .list, .anyValue, .declaredLocales:
                throw BrandKitError("'\(DiagnosticText.value(parent))' holds a value, with no keys inside it",
                                    hint: "explain '\(DiagnosticText.value(parent))' itself")
            }
            keys.append(key)
            index += 1
        }
        return keys
    }
}
