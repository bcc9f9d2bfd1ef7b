import BrandCore
import BrandYAML
import Foundation
import TextPattern

/// Turns one checked `featureFlags:` entry of the manifest into a `FlagDeclaration`.
enum FlagDeclarationReader {
    /// `defaultLeaves` receives the default's values, as value rules check them; the manifest
    /// marks them as the flag's once every flag has its position.
    static func read(_ pair: YAMLPair, diagnostics: inout [Diagnostic], defaultLeaves: inout [TypedLeaf]) -> FlagDeclaration? {
        let node = pair.value
        let name = pair.key.value
        guard let typeNode = node["type"], let typeName = typeNode.scalar?.value else { return nil }
        guard let type = FlagType(rawValue: typeName) else {
            diagnostics.append(.error(
                .invalidDeclaration, "unknown flag type '\(typeName)' for '\(name)'", at: typeNode.location,
                suggestion: DidYouMean.suggestion(for: typeName, in: FlagType.allCases.map(\.rawValue), noun: "type")))
            return nil
        }
        var minimum: Double?, maximum: Double?, pattern: TextPattern?, defaultValue: YAMLNode?
        if let node = node["min"] { minimum = bound(node, name: name, type: type, diagnostics: &diagnostics) }
        if let node = node["max"] { maximum = bound(node, name: name, type: type, diagnostics: &diagnostics) }
        if let allowed = node["allowed"], ![.string, .url, .email, .color, .list].contains(type) {
            diagnostics.append(.error(.invalidDeclaration, "'allowed' applies to text and list flags; '\(name)' is \(type)",
                                      at: allowed.location, suggestion: "remove 'allowed' or use min/max"))
        }
        if let node = node["pattern"], let text = node.scalar?.value {
            do { pattern = try TextPattern(text) } catch {
                diagnostics.append(.error(.invalidDeclaration, "'pattern' of '\(name)': \(error.message)",
                                          at: node.location(ofCharacterOffset: error.offset), suggestion: error.suggestion))
            }
        }
        if let value = node["default"] {
            let checker = SchemaChecker()
            // The default is the flag's value wherever no layer sets it: rules name it as such.
            let path = ValuePath("featureFlags.\(name).default", body: "featureFlags.\(name)")
            defaultValue = checker.check(value, against: type.schema, path: path)
            diagnostics += checker.diagnostics
            defaultLeaves = checker.leaves
        }
        return FlagDeclaration(
            name: name, type: type, defaultValue: defaultValue, description: node["description"]?.scalar?.value,
            owner: node["owner"]?.scalar?.value, expires: node["expires"]?.scalar?.value,
            expiresLocation: node["expires"]?.location, min: minimum, max: maximum,
            allowed: node["allowed"]?.sequence?.compactMap { $0.scalar?.value }, pattern: pattern, location: pair.keyLocation)
    }

    private static func bound(_ node: YAMLNode, name: String, type: FlagType, diagnostics: inout [Diagnostic]) -> Double? {
        guard type == .int || type == .number else {
            diagnostics.append(.error(.invalidDeclaration, "min and max apply to int and number flags; '\(name)' is \(type)",
                                      at: node.location, suggestion: "remove it"))
            return nil
        }
        return node.scalar.flatMap(ScalarRules.number)
    }
}
