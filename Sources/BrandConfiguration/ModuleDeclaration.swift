import BrandCore
import BrandYAML

/// A module the manifest declares (`modules: { ads: ... }`): code some brands ship and
/// others must not, the values each brand that ships it gives, and what it adds to the
/// Android app (dependencies, permissions, `<meta-data>` filled from those values).
package struct ModuleDeclaration: Sendable {
    package var name: String
    package var description: String?
    package var values: [String] = []
    package var conflicts: [(name: String, location: SourceLocation)] = []
    package var excludedStores: [String] = []
    package var dependencies: [String] = []
    package var files: [String] = []
    package var permissions: [String] = []
    /// `<meta-data>` android:name → the module value that fills it, sorted by name.
    package var metaData: [(name: String, value: String)] = []
    package var packages: [String] = []
    package var location: SourceLocation

    /// The stores `excludedStores` may name.
    package static let stores = ["appStore", "play"]

    /// The `BuildConfig` field every variant has for the module, true where the brand ships it.
    package var buildConfigField: String { "BRANDKIT_MODULE_" + SnakeCase.from(name).uppercased() }

    /// Reads one declaration, reporting what is wrong with it (a value metaData names that is
    /// not among `values`, a store no one knows) at its line.
    static func read(_ pair: YAMLPair, diagnostics: inout [Diagnostic]) -> ModuleDeclaration {
        let node = pair.value
        func strings(_ value: YAMLNode?) -> [(String, SourceLocation)] {
            (value?.sequence ?? []).compactMap { item in item.scalar.map { ($0.value, item.location) } }
        }
        var module = ModuleDeclaration(name: pair.key.value, description: node["description"]?.scalar?.value, location: pair.keyLocation)
        module.values = strings(node["values"]).map(\.0)
        module.conflicts = strings(node["conflicts"]).map { (name: $0.0, location: $0.1) }
        for (store, location) in strings(node["excludedStores"]) {
            if Self.stores.contains(store) {
                module.excludedStores.append(store)
            } else {
                diagnostics.append(.error(.invalidDeclaration, "module '\(module.name)' excludes '\(DiagnosticText.value(store))', which is no store brandkit knows",
                                          at: location, suggestion: DidYouMean.suggestion(for: store, in: Self.stores, noun: "store")))
            }
        }
        let android = node["android"]
        module.dependencies = strings(android?["dependencies"]).map(\.0)
        module.files = strings(android?["files"]).map(\.0)
        module.permissions = strings(android?["permissions"]).map(\.0)
        module.packages = strings(android?["packages"]).map(\.0)
        for entry in android?["metaData"]?.mapping ?? [] {
            guard let value = entry.value.scalar?.value else { continue }
            if module.values.contains(value) {
                module.metaData.append((entry.key.value, value))
            } else {
                diagnostics.append(.error(.invalidDeclaration, "module '\(module.name)' fills <meta-data> '\(DiagnosticText.value(entry.key.value))' from '\(DiagnosticText.value(value))', which is not one of its values",
                                          at: entry.value.location,
                                          suggestion: module.values.isEmpty ? "declare it: values: [\(DiagnosticText.value(value))]"
                                              : DidYouMean.suggestion(for: value, in: module.values, noun: "value")))
            }
        }
        module.metaData.sort { $0.name < $1.name }
        return module
    }
}
