import BrandConfiguration
import BrandCore
import BrandValidation
import HelpCenter
import LanguageRules
/// JSON Schema (draft-07, which yaml-language-server reads) for brand files and the
/// manifest, written from the same `BrandSchema` the checker applies, plus the manifest's
/// declared flags. What a schema cannot say (a value set after resolution, a rule that
/// reads several fields) stays `validate`'s alone.
package enum JSONSchemaDocument {
    /// The brand file schema for `manifest`'s flags and environments.
    package static func brand(_ manifest: Manifest) -> JSONValue {
        document(title: "brandkit brand file", Writer(manifest: manifest).schema(BrandSchema.brandFile, path: []),
                 description: "A brand of this app: its values, and overrides per environment.")
    }

    /// The manifest's schema: the same for every project, so flag values under `defaults`
    /// are any mapping (the flags they belong to are declared in the same file).
    package static var manifest: JSONValue {
        document(title: "brandkit manifest (brandkit.yaml)", Writer(manifest: nil).schema(BrandSchema.manifest, path: []),
                 description: "Environments, every feature flag, and the values all brands start from.")
    }

    private static func document(title: String, _ schema: [(String, JSONValue)], description: String) -> JSONValue {
        .object([("$schema", .string("http://json-schema.org/draft-07/schema#")), ("title", .string(title)),
                 ("description", .string(description))] + schema)
    }

    /// A text field takes any scalar YAML writes plainly (`displayName: 2024` is text), so
    /// its JSON type is any scalar but null.
    static let anyScalar: JSONValue = .array(["string", "number", "boolean"].map(JSONValue.string))

    struct Writer {
        /// Nil for the manifest's own schema.
        var manifest: Manifest?

        /// The keywords for `schema` at `path` (field names from the root, `[]` for a list item).
        func schema(_ schema: Schema, path: [String]) -> [(String, JSONValue)] {
            if let choices = choices(at: path) { return [("enum", .array(choices.map(JSONValue.string)))] }
            switch schema {
            case .value(let type):
                return scalar(type) + (path.last == "sectionOrder" ? [("pattern", .string(Self.sectionOrderPattern))] : [])
                    + storeLimit(path.suffix(3).joined(separator: "."))
            case .list(let item):
                return [("type", "array"), ("items", .object(self.schema(item, path: path + ["[]"])))]
            case .record(let fields):
                let properties = fields.map { field in
                    (field.name, JSONValue.object([("description", .string(field.description))]
                        + self.schema(field.schema, path: path + [field.name])))
                }
                let required = fields.filter { $0.requirement == .inPlace }.map { JSONValue.string($0.name) }
                return [("type", "object"), ("additionalProperties", .bool(false)), ("properties", .object(properties))]
                    + (required.isEmpty ? [] : [("required", .array(required))])
            case .map(let value):
                return [("type", "object"), ("additionalProperties", .object(self.schema(value, path: path + ["*"])))]
            case .names(let value, _):
                return [("type", "object"),
                        ("propertyNames", .object([("pattern", .string("^" + GeneratedName.pattern + "$")),
                                                   ("maxLength", .int(GeneratedName.maxLength))])),
                        ("additionalProperties", .object(self.schema(value, path: path + ["*"])
                            + (path == ["featureFlags"] ? [("allOf", .array(flagDefaults))] : [])))]
            case .environments(let overlay):
                guard let manifest else { return [("type", "object")] }
                let body = JSONValue.object(self.schema(overlay, path: path + ["*"]))
                return [("type", "object"), ("additionalProperties", .bool(false)),
                        ("properties", .object(manifest.environments.map { ($0, body) }))]
            case .flagValues:
                guard let manifest else { return [("type", "object")] }
                return [("type", "object"), ("additionalProperties", .bool(false)),
                        ("properties", .object(manifest.sortedFlags.map { ($0.name, .object(flag($0))) }))]
            case .anyValue:
                return []
            case .declaredLocales:
                guard let manifest else { return [("type", "array")] }
                return [("type", "array"), ("minItems", .int(1)), ("items", .object([("enum", .array(manifest.strings.codes.map(JSONValue.string)))]))]
            case .localizedStrings:
                guard let manifest else { return [("type", "object")] }
                let texts = JSONValue.object(self.schema(.stringValues, path: path + ["*"]))
                return [("type", "object"), ("additionalProperties", .bool(false)),
                        ("properties", .object(manifest.strings.codes.map { ($0, texts) }))]
            case .stringValues:
                guard let manifest else { return [("type", "object")] }
                let properties = [(StringCatalog.fallbackKey, JSONValue.object([
                    ("description", "Show the source text where this language has none."), ("type", "boolean")]))]
                    + manifest.strings.keys.compactMap { manifest.strings.declarations[$0] }.map { declaration in
                        (declaration.key, JSONValue.object(text(declaration)))
                    }
                    + TranslatedText.all.map { ($0.key, JSONValue.object(translation($0))) }
                return [("type", "object"), ("additionalProperties", .bool(false)), ("properties", .object(properties))]
            case .either(let other, let mapping):
                return [("anyOf", .array([.object(self.schema(other, path: path)), .object(self.schema(mapping, path: path))]))]
            }
        }

        /// The translation of a text the brand writes in its document (`store.ios.name`).
        private func translation(_ text: TranslatedText) -> [(String, JSONValue)] {
            let description: [(String, JSONValue)] = [("description", .string("'\(text.key)' in this language."))]
            guard !text.isList else { return description + [("type", "array"), ("items", .object(scalar(.string)))] }
            return description + scalar(.string) + storeLimit(text.key)
        }

        /// `maxLength` for a listing text the store counts in characters (`store.ios.name`).
        private func storeLimit(_ key: String) -> [(String, JSONValue)] {
            StoreLimits.characterLimit(key).map { [("maxLength", .int($0))] } ?? []
        }

        /// One text of `strings.<locale>`: a string, or a plural's forms.
        private func text(_ declaration: StringDeclaration) -> [(String, JSONValue)] {
            let description = JSONValue.string(declaration.description ?? declaration.sourceText)
            guard declaration.isPlural else { return [("description", description), ("type", "string")] }
            let forms = PluralCategory.allCases.map { ($0.rawValue, JSONValue.object([("type", "string")])) }
            return [("description", description), ("type", "object"), ("additionalProperties", .bool(false)),
                    ("properties", .object(forms))]
        }

        /// The values a field may hold when they are a fixed list brandkit knows.
        private func choices(at path: [String]) -> [String]? {
            switch path {
            case ["featureFlags", "*", "type"]: FlagType.allCases.map(\.rawValue)
            case ["validation", "disabled", "[]"]: ValidationRule.disableableCodes
            case _ where path.suffix(3) == ["socialNetworks", "[]", "network"]: SocialNetwork.Network.allCases.map(\.rawValue)
            default: nil
            }
        }

        private func scalar(_ type: ScalarType) -> [(String, JSONValue)] {
            switch type {
            case .string, .url, .email: [("type", JSONSchemaDocument.anyScalar)]
            case .color: [("type", "string"), ("pattern", "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")]
            case .bool: [("type", "boolean")]
            case .int: [("type", "integer")]
            case .number: [("type", "number")]
            case .date: [("type", "string"), ("pattern", "^[0-9]{4}-[0-9]{2}-[0-9]{2}$")]
            }
        }

        /// A declared flag's value: its type, then `min`/`max`, `allowed` and `pattern`.
        private func flag(_ declaration: FlagDeclaration) -> [(String, JSONValue)] {
            var keywords: [(String, JSONValue)] = declaration.description.map { [("description", .string($0))] } ?? []
            var value: [(String, JSONValue)] = declaration.type == .list ? [] : schema(declaration.type.schema, path: [])
            if declaration.pattern != nil || declaration.allowed != nil { value = [("type", "string")] }
            if let allowed = declaration.allowed { value.append(("enum", .array(allowed.map(JSONValue.string)))) }
            if let pattern = declaration.pattern { value.append(("pattern", .string(pattern.source))) }
            if let min = declaration.min { value.append(("minimum", .number(min))) }
            if let max = declaration.max { value.append(("maximum", .number(max))) }
            if declaration.type == .list {
                keywords += [("type", "array"), ("items", .object(value.isEmpty ? [("type", JSONSchemaDocument.anyScalar)] : value))]
            } else {
                keywords += value
            }
            return keywords
        }

        /// In the manifest, each flag's `default` must have the flag's `type`.
        private var flagDefaults: [JSONValue] {
            FlagType.allCases.map { type in
                let value = type == .list ? [("type", JSONValue.string("array"))] : schema(type.schema, path: [])
                return .object([
                    ("if", .object([("properties", .object([("type", .object([("const", .string(type.rawValue))]))]))])),
                    ("then", .object([("properties", .object([("default", .object(value))]))])),
                ])
            }
        }

        /// Section names, comma-separated, without an empty one: `store, email`.
        static let sectionOrderPattern: String = {
            let name = "(" + HelpCenterSection.Kind.allCases.map(\.rawValue).joined(separator: "|") + ")"
            return "^\\s*" + name + "(\\s*,\\s*" + name + ")*\\s*$"
        }()
    }
}
