import BrandConfiguration
import BrandCore
import BrandValidation

/// `brandkit export flagd`: every declared flag as a flagd flag definition, so a runtime flag
/// service serves exactly the values the brands resolve to, declared once in the manifest.
///
/// An evaluation context names `brand` and `environment`. Each distinct value of a flag is a
/// variant; the default variant is the manifest's `default` (or, for a flag without one, the
/// value most brands have); targeting lists, per other variant, the `brand@environment`
/// pairs that resolve to it, and nothing for the pairs that take the default. A flag's
/// description, owner and expiry travel as flag metadata.
package enum FlagdExport {
    package static func json(_ validated: ValidatedBrands, today: String) -> JSONValue {
        let manifest = validated.manifest
        var resolved: [String: [(key: String, flag: ResolvedFlag)]] = [:]
        for id in validated.brandIDs {
            for environment in manifest.environments {
                guard let brand = validated.brand(id, environment: environment) else { continue }
                for flag in brand.flags { resolved[flag.name, default: []].append(("\(id)@\(environment)", flag)) }
            }
        }
        let flags = manifest.flagNames.compactMap { name -> (String, JSONValue)? in
            guard let declaration = manifest.flags[name], let entries = resolved[name], let first = entries.first else { return nil }
            return (name, definition(declaration, entries, first: first.flag.value, today: today))
        }
        return .object([("$schema", "https://flagd.dev/schema/v0/flags.json"), ("flags", .object(flags))])
    }

    /// The flag's `default` in the manifest as its type reads it; nil for a flag without one.
    private static func declaredDefault(_ declaration: FlagDeclaration) -> FlagValue? {
        guard let node = declaration.defaultValue else { return nil }
        if declaration.type.isList { return node.sequence.map { .list($0.compactMap { $0.scalar?.value }) } }
        return node.scalar.flatMap { ResolvedBrand.typed($0, as: declaration.type) }
    }

    private static func definition(_ declaration: FlagDeclaration, _ entries: [(key: String, flag: ResolvedFlag)],
                                   first: FlagValue, today: String) -> JSONValue {
        // Variants in the order the sorted brand@environment pairs first reach them.
        var variants: [FlagValue] = []
        var counts: [FlagValue: Int] = [:]
        for entry in entries {
            if counts[entry.flag.value] == nil { variants.append(entry.flag.value) }
            counts[entry.flag.value, default: 0] += 1
        }
        // The manifest's default, even where every brand sets another value: a client that
        // names no brand gets what the manifest says. It is a variant then, one no pair takes.
        let fromManifest = declaredDefault(declaration)
        if let fromManifest, counts[fromManifest] == nil { variants.append(fromManifest) }
        // Ties go to the value reached first.
        let mostUsed = variants.max { counts[$0, default: 0] < counts[$1, default: 0] } ?? first
        let defaultValue = fromManifest ?? mostUsed

        let names = variantNames(variants)
        var targeting: [JSONValue] = []
        for value in variants where value != defaultValue {
            let keys = entries.filter { $0.flag.value == value }.map { JSONValue.string($0.key) }
            targeting += [.object([("in", .array([pairExpression, .array(keys)]))]), .string(names[value] ?? "")]
        }
        var fields: [(String, JSONValue)] = [
            ("state", "ENABLED"),
            ("variants", .object(variants.map { (names[$0] ?? "", $0.json) })),
            ("defaultVariant", .string(names[defaultValue] ?? "")),
        ]
        if !targeting.isEmpty { fields.append(("targeting", .object([("if", .array(targeting + [.null]))]))) }
        var metadata: [(String, JSONValue)] = []
        if let description = declaration.description { metadata.append(("description", .string(description))) }
        if let owner = declaration.owner { metadata.append(("owner", .string(owner))) }
        if let expires = declaration.expires {
            metadata += [("expires", .string(expires)), ("expired", .bool(expires < today))]
        }
        if !metadata.isEmpty { fields.append(("metadata", .object(metadata))) }
        return .object(fields)
    }

    /// `brand@environment`, from the evaluation context.
    private static let pairExpression: JSONValue = .object([("cat", .array([
        .object([("var", "brand")]), "@", .object([("var", "environment")]),
    ]))])

    /// Each variant's name: the value as text (a list as its JSON), so each distinct value has
    /// its own. flagd reads an empty name (the empty string's text) as no variant at all and
    /// falls back, so that value, and any later one whose text is taken, is named `variant-N`
    /// by its place, with N raised until the name is free.
    private static func variantNames(_ variants: [FlagValue]) -> [FlagValue: String] {
        var names: [FlagValue: String] = [:]
        var taken = Set(variants.map(text).filter { !$0.isEmpty })
        var used: Set<String> = []
        for (index, value) in variants.enumerated() {
            var name = text(value)
            if name.isEmpty || used.contains(name) {
                var number = index + 1
                while taken.contains("variant-\(number)") { number += 1 }
                name = "variant-\(number)"
                taken.insert(name)
            }
            used.insert(name)
            names[value] = name
        }
        return names
    }

    private static func text(_ value: FlagValue) -> String {
        if case .list = value { return value.json.serialized() }
        return value.description
    }
}
