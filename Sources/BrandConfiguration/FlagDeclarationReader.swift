import Foundation
import BrandYAML
import BrandCore

/// Turns one checked `featureFlags:` entry of the manifest into a `FlagDeclaration`.
enum FlagDeclarationReader {
    /// `leaves` receives the default's values, as value rules check them.
    static func read(_ pair: YAMLPair, diagnostics: inout [Diagnostic], leaves: inout [TypedLeaf]) -> FlagDeclaration? {
        let node = pair.value
        let name = pair.key.value
        guard let typeNode = node["type"], let typeName = typeNode.scalar?.value else { return nil }
        guard let type = FlagType(rawValue: typeName) else {
            diagnostics.append(.error(
                .invalidDeclaration, "unknown flag type '\(typeName)' for '\(name)'", at: typeNode.location,
                suggestion: DidYouMean.suggestion(for: typeName, in: FlagType.allCases.map(\.rawValue), noun: "type")))
            return nil
        }
        var flag = FlagDeclaration(name: name, type: type, location: pair.keyLocation)
        flag.description = node["description"]?.scalar?.value
        flag.owner = node["owner"]?.scalar?.value
        flag.expires = node["expires"]?.scalar?.value
        flag.expiresLocation = node["expires"]?.location
        flag.allowed = node["allowed"]?.sequence?.compactMap { $0.scalar?.value }
        if let minimum = node["min"] { flag.min = bound(minimum, of: flag, diagnostics: &diagnostics) }
        if let maximum = node["max"] { flag.max = bound(maximum, of: flag, diagnostics: &diagnostics) }
        if let allowed = node["allowed"], ![.string, .url, .email, .color, .list].contains(type) {
            diagnostics.append(.error(.invalidDeclaration, "'allowed' applies to text and list flags; '\(name)' is \(type)",
                                      at: allowed.location, suggestion: "remove 'allowed' or use min/max"))
        }
        if let pattern = node["pattern"], let text = pattern.scalar?.value {
            do { flag.pattern = try TextPattern(text) } catch {
                diagnostics.append(.error(.invalidDeclaration, "'pattern' of '\(name)': \(error.message)",
                                          at: pattern.location(ofCharacterOffset: error.offset), suggestion: error.suggestion))
            }
        }
        if let value = node["default"] {
            let checker = SchemaChecker()
            // The default is the flag's value wherever no layer sets it: rules name it as such.
            let path = ValuePath("featureFlags.\(name).default", body: "featureFlags.\(name)")
            flag.defaultValue = checker.check(value, against: type.schema, path: path)
            diagnostics += checker.diagnostics
            leaves += checker.leaves.map { leaf in
                var leaf = leaf
                leaf.flag = name
                return leaf
            }
        }
        return flag
    }

    private static func bound(_ node: YAMLNode, of flag: FlagDeclaration, diagnostics: inout [Diagnostic]) -> Double? {
        guard flag.type == .int || flag.type == .number else {
            diagnostics.append(.error(.invalidDeclaration, "min and max apply to int and number flags; '\(flag.name)' is \(flag.type)",
                                      at: node.location, suggestion: "remove it"))
            return nil
        }
        return node.scalar.flatMap(ScalarRules.number)
    }
}
