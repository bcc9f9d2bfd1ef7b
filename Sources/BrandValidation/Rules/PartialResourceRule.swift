import BrandConfiguration
import BrandCore

extension ValidationRule {
    /// A colour, image or font role some brands carry and others lack, where the manifest's `interface:`
    /// leaves that kind free: each brand is a flavor, and the app's code is compiled against
    /// each flavor's `R`. Code that reads `R.color.brand_accent` builds for the brands that
    /// have it and stops for the others, which `validate` had called OK. Compared environment
    /// by environment: each is a build type of every flavor.
    static let partialResource = ValidationRule(
        .partialResource, .error,
        "A colour, image or font role that some brands carry and this brand lacks (in some environment), when brandkit.yaml's interface does not declare that kind: the app's code compiles against every flavor's R.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { primary: \"#000000\", accent: \"#FFFFFF\" }\n",
                        otherBrands: ["b.yaml": "↓displayName: B\nbundleId: com.b\ncolors: { primary: \"#000000\" }\n"]),
            RuleExample("displayName: A\nbundleId: com.a\nimages: { logo: a/logo.png }\n",
                        otherBrands: ["b.yaml": "↓displayName: B\nbundleId: com.b\n"], files: ["a/logo.png": .png(width: 8, height: 8)]),
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { accent: \"#FFFFFF\" }\n",
                        otherBrands: ["b.yaml": "↓displayName: B\nbundleId: com.b\nenvironments:\n  staging: { colors: { accent: \"#FFFFFF\" } }\n"]),
            RuleExample("displayName: A\nbundleId: com.a\nfonts: { body: a/A.ttf, heading: a/A.ttf }\n",
                        otherBrands: ["b.yaml": "↓displayName: B\nbundleId: com.b\nfonts: { body: b/B.ttf }\n"]),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { primary: \"#000000\", accent: \"#FFFFFF\" }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\ncolors: { primary: \"#000000\", accent: \"#FFFFFF\" }\n"]),
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { primary: \"#000000\", accent: \"#FFFFFF\" }\n",
                        otherBrands: ["b.yaml": "extends: acme\ndisplayName: B\nbundleId: com.b\ncolors: { primary: \"#FFFFFF\" }\n"]),
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { accent: \"#FFFFFF\" }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\n"],
                        manifest: RuleExample.manifest + "\ndefaults: { colors: { accent: \"#000000\" } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nenvironments:\n  staging: { colors: { accent: \"#FFFFFF\" } }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\nenvironments:\n  staging: { colors: { accent: \"#000000\" } }\n"]),
        ],
        check: .brands(comparing: ["colors", "images", "fonts"]) { key, brands, context in
            let kind = ResourceKind(key, interface: context.interface)
            // A declared kind is the interface's: missing-interface-value and
            // undeclared-interface-name say what differs.
            guard kind.declared == nil, brands.count > 1 else { return [] }
            // Each name, the environments any brand carries it in and how many brands carry it.
            // Nearly always every brand carries it wherever any does, which a second pass
            // tells: only a name some brand lacks has its carriers listed (at 10,000 brands, a
            // list of every carrier of every name was a tenth of the run's memory).
            var carried: [String: (environments: EnvironmentSet, brands: Int)] = [:]
            func carry(_ seen: inout (environments: EnvironmentSet, brands: Int), in environments: EnvironmentSet) {
                seen.environments = seen.environments.union(environments)
                seen.brands += 1
            }
            for brand in brands {
                for name in brand.names where name.key == key {
                    carry(&carried[name.name, default: (EnvironmentSet(), 0)], in: name.environments)
                }
            }
            var lacking = Set(carried.filter { $0.value.brands < brands.count }.keys)
            for brand in brands {
                for name in brand.names where name.key == key {
                    if let everywhere = carried[name.name]?.environments, !everywhere.isSubset(of: name.environments) {
                        lacking.insert(name.name)
                    }
                }
            }
            guard !lacking.isEmpty else { return [] }
            let order = brands.indices.sorted { brands[$0].id < brands[$1].id }
            var findings: [Finding] = []
            for name in lacking.sorted() {
                let everywhere = carried[name]?.environments ?? EnvironmentSet()
                // The brands that carry it, in id order, with their environments.
                let carried = order.compactMap { index in
                    brands[index].names.first { $0.key == key && $0.name == name }.map { (brand: index, environments: $0.environments) }
                }
                var own = Array(repeating: EnvironmentSet(), count: brands.count)
                for carrier in carried { own[carrier.brand] = carrier.environments }
                for index in order where !everywhere.isSubset(of: own[index]) {
                    guard let other = carried.first(where: { !$0.environments.isSubset(of: own[index]) }) else { continue }
                    let lacking = own[index] == EnvironmentSet() ? "has no \(kind.noun) '\(name)'" : "lacks the \(kind.noun) '\(name)' in some environments"
                    findings.append(Finding(
                        "the brand \(lacking), which '\(brands[other.brand].id)' carries: the app's code is compiled against every brand's flavor, and \(kind.resource)\(SnakeCase.from(name)) is missing from this one",
                        at: SourceLocation(fileID: brands[index].file, line: 1, column: 1),
                        suggestion: "add \(key): { \(name): \(kind.example(brands[index].id, name)) }, give every brand a default under the manifest's defaults.\(key), or remove it from the brands that carry it"))
                }
            }
            return findings
        })
}

/// A kind of name every flavor's `R` holds (`colors`, `images`, `fonts`): what the manifest's
/// interface declares of it, and how a message names it.
private struct ResourceKind {
    var declared: [BrandInterface.Name]?
    var noun: String
    /// The start of its name in `R`, before the snake-case name.
    var resource: String
    /// What a brand that lacks `name` could write.
    var example: (_ brand: String, _ name: String) -> String

    init(_ key: String, interface: BrandInterface?) {
        switch key {
        case "colors": (declared, noun, resource, example) = (interface?.colors, "colour", "R.color.brand_", { _, _ in "\"#RRGGBB\"" })
        case "images": (declared, noun, resource, example) = (interface?.images, "image", "R.drawable.", { "\($0)/\($1).png" })
        default: (declared, noun, resource, example) = (interface?.fonts, "font role", "R.font.brand_", { brand, _ in "\(brand)/fonts/<font>.ttf" })
        }
    }
}
