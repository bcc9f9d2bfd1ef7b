import BrandCore
import BrandYAML
import LanguageRules

/// Turns the manifest's checked `locales:` and `strings:` into a `StringCatalog`, with the
/// help center's built-in texts declared beside the manifest's own.
enum StringCatalogReader {
    static func read(locales localesNode: YAMLNode?, strings stringsNode: YAMLNode?, file: String,
                     diagnostics: inout [Diagnostic]) -> StringCatalog {
        var locales: [LanguageTag] = []
        let reported = diagnostics.count
        for item in localesNode?.sequence ?? [] {
            guard let code = item.scalar?.value else { continue }
            do {
                let tag = try LanguageTag(code)
                if locales.contains(tag) {
                    diagnostics.append(.error(.invalidDeclaration, "locale '\(code)' is listed twice", at: item.location,
                                              suggestion: "remove the second '\(code)'"))
                } else {
                    locales.append(tag)
                }
            } catch {
                diagnostics.append(.error(.unknownLocale, error.message, at: item.location, suggestion: error.suggestion))
            }
        }
        if localesNode == nil, let english = try? LanguageTag("en") { locales = [english] }
        // An empty list; a list of refused languages is reported language by language.
        if let localesNode, locales.isEmpty, diagnostics.count == reported {
            diagnostics.append(.error(.invalidDeclaration, "'locales' must name at least one language", at: localesNode.location,
                                      suggestion: "write 'locales: [en, de]'; the first is the source language"))
        }
        let manifestStart = SourceLocation(file: file, line: 1, column: 1)
        var declarations: [String: StringDeclaration] = [:]
        for text in HelpCenterText.allCases {
            guard let format = try? FormatString(text.english) else { continue }
            declarations[text.key] = StringDeclaration(key: text.key, source: .text(text.english), description: text.description,
                                                       format: format, location: manifestStart, isBuiltIn: true)
        }
        var resourceNames: [String: String] = Dictionary(uniqueKeysWithValues: declarations.keys.map { (StringDeclaration.resourceName($0), $0) })
        for pair in stringsNode?.mapping ?? [] {
            let key = pair.key.value
            if declarations[key]?.isBuiltIn == true {
                diagnostics.append(.error(.invalidDeclaration, "'\(key)' is a built-in help-center text", at: pair.keyLocation,
                                          suggestion: "remove it here; brands translate it under strings.<locale>.\(key)"))
                continue
            }
            if let text = TranslatedText.named(key) {
                diagnostics.append(.error(.invalidDeclaration, "'\(key)' is a text each brand writes at \(text.key) in its own file", at: pair.keyLocation,
                                          suggestion: "remove it here; brands translate it under strings.<locale>.\(key)"))
                continue
            }
            guard StringDeclaration.isValidKey(key) else {
                diagnostics.append(.error(.invalidName, "'\(DiagnosticText.value(key))' cannot be a string key",
                                          at: pair.keyLocation,
                                          suggestion: "keys are lowercase-first words joined by '.', e.g. welcome or cart.items (not 'fallback')"))
                continue
            }
            if let problem = ResourceName.stringProblem(StringDeclaration.resourceName(key)) {
                diagnostics.append(.error(.invalidName, "the string key '\(key)' becomes '\(StringDeclaration.resourceName(key))', which \(problem)",
                                          at: pair.keyLocation, suggestion: "choose another key, e.g. '\(key)Text'"))
                continue
            }
            if let other = resourceNames[StringDeclaration.resourceName(key)] {
                diagnostics.append(.error(.invalidName,
                                          "'\(key)' and '\(other)' both become the resource name '\(StringDeclaration.resourceName(key))'",
                                          at: pair.keyLocation, suggestion: "rename one of them"))
                continue
            }
            guard let declaration = declaration(key, pair, source: locales.first, diagnostics: &diagnostics) else { continue }
            resourceNames[declaration.resourceName] = key
            declarations[key] = declaration
        }
        return StringCatalog(locales: locales, declarations: declarations, keys: declarations.keys.sorted())
    }

    private static func declaration(_ key: String, _ pair: YAMLPair, source locale: LanguageTag?,
                                    diagnostics: inout [Diagnostic]) -> StringDeclaration? {
        guard let textNode = pair.value["text"] else { return nil }
        let source: StringDeclaration.Source
        var format: FormatString?
        func parse(_ text: String, at node: YAMLNode) -> FormatString? {
            do { return try FormatString(text) } catch {
                diagnostics.append(.error(.invalidDeclaration, "'strings.\(key)': \(error.message)",
                                          at: node.location(ofCharacterOffset: error.offset), suggestion: error.suggestion))
                return nil
            }
        }
        if let text = textNode.scalar?.value {
            source = .text(text)
            format = parse(text, at: textNode)
        } else {
            var forms: [PluralCategory: String] = [:]
            for form in textNode.mapping ?? [] {
                guard let category = PluralCategory(rawValue: form.key.value) else {
                    diagnostics.append(.error(.invalidDeclaration, "'\(DiagnosticText.value(form.key.value))' is not a CLDR plural category",
                                              at: form.keyLocation, suggestion: "use zero, one, two, few, many or other"))
                    return nil
                }
                guard let text = form.value.scalar?.value, let parsed = parse(text, at: form.value) else { return nil }
                forms[category] = text
                if category == .other { format = parsed }
            }
            if let locale, Set(forms.keys) != Set(locale.pluralCategories) {
                let needed = locale.pluralCategories.map(\.rawValue).joined(separator: ", ")
                diagnostics.append(.error(.invalidDeclaration, "'strings.\(key)' must give \(locale.code)'s plural forms: \(needed)",
                                          at: textNode.location, suggestion: "write exactly these forms: \(needed)"))
                return nil
            }
            if let parsed = format, parsed.arguments != [.integer] {
                diagnostics.append(.error(.invalidDeclaration, "'strings.\(key)' is plural, so its texts take one argument: the count",
                                          at: textNode.location, suggestion: "print the count with %d, e.g. \"%d items\""))
                return nil
            }
            source = .plural(forms)
        }
        guard let format else { return nil }
        return StringDeclaration(key: key, source: source, description: pair.value["description"]?.scalar?.value,
                                 format: format, location: pair.keyLocation, isBuiltIn: false)
    }
}
