import BrandBundles
import BrandConfiguration
import BrandCore

/// The typed texts of `generate swift|kotlin`: one function or property per declared text,
/// its arguments typed from the source text's placeholders, with the languages each brand
/// ships. Both languages read this one model.
struct StringAccessorModel: Sendable {
    struct Text: Sendable {
        /// As the `.strings` key: `helpCenter.store.title`.
        var key: String
        /// Android's resource name: `help_center_store_title`.
        var resourceName: String
        /// In code: `helpCenterStoreTitle`.
        var identifier: String
        var arguments: [FormatString.ArgumentType]
        var isPlural: Bool
        var description: String?
        var source: String
    }

    /// A language's plural rule for whole numbers, with the categories its value indexes.
    struct PluralRule: Sendable {
        var language: String
        var categories: [String]
        var expression: String
    }

    var texts: [Text]
    /// Each brand's languages, its default first, by brand id.
    var locales: [(brand: String, codes: [String])]
    /// The rules of the languages brands ship, by language subtag, when a text is a plural.
    var pluralRules: [PluralRule]

    init(_ catalog: StringCatalog, brands: [ResolvedBrand]) {
        var taken: Set<String> = ["locales", "bundle", "source", "format", "plural", "pluralCategory"]
        texts = catalog.keys.compactMap { catalog.declarations[$0] }.map { declaration in
            Text(key: declaration.key, resourceName: declaration.resourceName,
                 identifier: CodeName.free(declaration.identifier, in: .property, taken: &taken),
                 arguments: declaration.format.arguments, isPlural: declaration.isPlural,
                 description: declaration.description, source: declaration.sourceText)
        }
        var seen: Set<String> = []
        locales = brands.compactMap { brand in
            guard seen.insert(brand.id).inserted else { return nil }
            return (brand.id, brand.locales.map(\.code))
        }
        var rules: [String: PluralRule] = [:]
        if texts.contains(where: \.isPlural) {
            for tag in brands.flatMap(\.locales) where rules[tag.language] == nil {
                rules[tag.language] = PluralRule(language: tag.language, categories: tag.pluralCategories.map(\.rawValue),
                                                 expression: tag.integerPluralRule)
            }
        }
        pluralRules = rules.values.sorted { $0.language < $1.language }
    }

    /// An argument's type in `language`: `Swift.String`, `kotlin.Int`, ...
    static func type(of argument: FormatString.ArgumentType, in language: AccessorLanguage) -> String {
        let prefix = language == .swift ? "Swift." : "kotlin."
        return switch argument {
        case .text: prefix + "String"
        case .integer: prefix + "Int"
        case .decimal: prefix + "Double"
        }
    }

    /// What a text's accessor says of it: its description, then its source text.
    static func documentation(_ text: Text) -> [String] {
        (text.description.map { [$0] } ?? []) + ["Source: \"\(text.source)\"."]
    }

    /// `p1`, `p2`, ..., and `count` for a plural's one argument.
    static func parameterNames(_ text: Text) -> [String] {
        text.isPlural ? ["count"] : text.arguments.indices.map { "p\($0 + 1)" }
    }
}

enum SwiftStringAccessors {
    static func declaration(_ model: StringAccessorModel) -> String {
        var out = """
                /// The brand's texts from its bundle's `<language>.lproj/Localizable.strings` and
                /// `.stringsdict`, in the language `Bundle` picks for the user:
                /// `BrandConfiguration.Strings(bundle: brandBundle).welcome("Acme")`.
                public struct Strings {
                    public let bundle: Foundation.Bundle

                    public init(bundle: Foundation.Bundle) { self.bundle = bundle }

                    /// The languages each brand ships, its default first.
                    public static let locales: [Swift.String: [Swift.String]] = [

            """
        out += model.locales.map { "            \(GeneratedSource.literal($0.brand, for: .swift)): [\($0.codes.map { GeneratedSource.literal($0, for: .swift) }.joined(separator: ", "))]," }
            .joined(separator: "\n") + (model.locales.isEmpty ? "        :]\n" : "\n        ]\n")
        for text in model.texts {
            out += "\n" + GeneratedSource.documentation(StringAccessorModel.documentation(text), indent: "        ", for: .swift)
            let name = GeneratedSource.identifier(text.identifier, for: .swift)
            let key = GeneratedSource.literal(text.key, for: .swift)
            if text.arguments.isEmpty {
                out += "        public var \(name): Swift.String { format(\(key)) }\n"
                continue
            }
            let names = StringAccessorModel.parameterNames(text)
            let parameters = zip(names, text.arguments).map { "_ \($0): \(StringAccessorModel.type(of: $1, in: .swift))" }.joined(separator: ", ")
            let read = text.isPlural ? "plural(\(key), count)" : "format(\(key), \(names.joined(separator: ", ")))"
            out += "        public func \(name)(\(parameters)) -> Swift.String { \(read) }\n"
        }
        out += """

                    /// Formats with the language the bundle's text came from.
                    private func format(_ key: Swift.String, _ arguments: Swift.CVarArg...) -> Swift.String {
                        let text = bundle.localizedString(forKey: key, value: nil, table: "Localizable")
                        let language = bundle.preferredLocalizations.first ?? "en"
                        return Swift.String(format: text, locale: Foundation.Locale(identifier: language), arguments: arguments)
                    }
            """ + "\n"
        if !model.pluralRules.isEmpty { out += pluralSupport(model.pluralRules) }
        return out + "    }\n\n"
    }

    /// Plurals read the same wherever Foundation runs: the forms from the bundle's
    /// `Localizable.stringsdict` as the property list it is, and the form picked by CLDR's rule
    /// for the language of the `.lproj` folder it was found in. Foundation's own reading of a
    /// `.stringsdict` exists on Apple's platforms only (on Linux, formatting its key crashes).
    private static func pluralSupport(_ rules: [StringAccessorModel.PluralRule]) -> String {
        var out = """

                    /// A plural text: its form for `count` from `Localizable.stringsdict`, by CLDR's rule for
                    /// the language of the folder the bundle found it in; the key when the bundle has none.
                    private func plural(_ key: Swift.String, _ count: Swift.Int) -> Swift.String {
                        guard let url = bundle.url(forResource: "Localizable", withExtension: "stringsdict"),
                              let data = try? Foundation.Data(contentsOf: url),
                              let table = try? Foundation.PropertyListSerialization.propertyList(from: data, format: nil)
                                  as? [Swift.String: Any],
                              let forms = (table[key] as? [Swift.String: Any])?["count"] as? [Swift.String: Swift.String]
                        else { return key }
                        let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
                        let form = forms[Self.pluralCategory(count, language: language)] ?? forms["other"] ?? key
                        return Swift.String(format: form, locale: Foundation.Locale(identifier: language), count)
                    }

                    /// CLDR's plural category of a whole number in `language` (a tag such as `pt-BR`), for
                    /// the languages brands ship; "other" for any other.
                    public static func pluralCategory(_ count: Swift.Int, language: Swift.String) -> Swift.String {
                        let n = count.magnitude

            """
        if rules.contains(where: { $0.expression.contains("e") }) { out += "            let e: Swift.UInt = 0\n" }
        out += "            switch language.prefix(while: { $0 != \"-\" && $0 != \"_\" }) {\n"
        for rule in rules {
            let categories = rule.categories.map { GeneratedSource.literal($0, for: .swift) }.joined(separator: ", ")
            out += "            case \(GeneratedSource.literal(rule.language, for: .swift)): return [\(categories)][\(rule.expression)]\n"
        }
        return out + "            default: return \"other\"\n            }\n        }\n"
    }
}

enum KotlinStringAccessors {
    static func declaration(_ model: StringAccessorModel) -> String {
        var out = """
                /**
                 * The brand's texts, formatted, read through a [Source] by their resource names: a map in a
                 * plain JVM unit test. In the app, read them through the flavor's `R` with `BrandResources`
                 * (`generate kotlin --r-package <the app's namespace>`), which the compiler checks.
                 */
                class Strings(private val source: Source) {
                    /** Where the texts come from: the flavor's resources, or a map in a unit test. */
                    interface Source {
                        fun text(resourceName: kotlin.String): kotlin.String
                        fun plural(resourceName: kotlin.String, count: kotlin.Int): kotlin.String
                    }


            """
        for text in model.texts {
            out += GeneratedSource.documentation(StringAccessorModel.documentation(text), indent: "        ", for: .kotlin)
            let name = GeneratedSource.identifier(text.identifier, for: .kotlin)
            let resource = GeneratedSource.literal(text.resourceName, for: .kotlin)
            let names = StringAccessorModel.parameterNames(text)
            let read = text.isPlural ? "source.plural(\(resource), count)" : "source.text(\(resource))"
            if text.arguments.isEmpty {
                out += "        val \(name): kotlin.String get() = \(read).format()\n"
                continue
            }
            let parameters = zip(names, text.arguments).map { "\($0): \(StringAccessorModel.type(of: $1, in: .kotlin))" }.joined(separator: ", ")
            out += "        fun \(name)(\(parameters)): kotlin.String = \(read).format(\(names.joined(separator: ", ")))\n"
        }
        out += "\n        companion object {\n            /** The languages each brand ships, its default first. */\n"
        out += "            val locales: Map<kotlin.String, List<kotlin.String>> = mapOf(\n"
        // No trailing comma: older Kotlin compilers refuse one in a call.
        out += model.locales.map { "                \(GeneratedSource.literal($0.brand, for: .kotlin)) to listOf(\($0.codes.map { GeneratedSource.literal($0, for: .kotlin) }.joined(separator: ", ")))" }
            .joined(separator: ",\n") + "\n            )\n        }\n    }\n\n"
        return out
    }
}
