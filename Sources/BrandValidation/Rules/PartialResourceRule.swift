import BrandConfiguration
import BrandCore

extension ValidationRule {
    /// A colour, image or font role some brands carry and others lack, where the manifest's `interface:`
    /// leaves that kind free: each brand is a flavor, and the app's code is compiled against
    /// each flavor's `R`. Code that reads `R.color.brand_accent` builds for the brands that
    /// have it and stops for the others, which `validate` had called OK. Every variant (brand ×
    /// environment, overlays included) is compared: each environment is a build type of every
    /// flavor. Reported where the exception is: at the line that sets the name when fewer
    /// brands carry it everywhere than lack it somewhere, else at each brand that lacks it.
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
            // Set in every brand's staging overlay only: release cannot compile code that reads it.
            RuleExample("displayName: A\nbundleId: com.a\nenvironments:\n  staging: { colors: { accent: ↓\"#FFFFFF\" } }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\nenvironments:\n  staging: { colors: { accent: ↓\"#000000\" } }\n"]),
            // One brand of three adds it: the line it added is the exception, not the others.
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { primary: \"#000000\", promo: ↓\"#FFFFFF\" }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\ncolors: { primary: \"#000000\" }\n",
                                      "c.yaml": "displayName: C\nbundleId: com.c\ncolors: { primary: \"#000000\" }\n"]),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { primary: \"#000000\", accent: \"#FFFFFF\" }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\ncolors: { primary: \"#000000\", accent: \"#FFFFFF\" }\n"]),
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { primary: \"#000000\", accent: \"#FFFFFF\" }\n",
                        otherBrands: ["b.yaml": "extends: acme\ndisplayName: B\nbundleId: com.b\ncolors: { primary: \"#FFFFFF\" }\n"]),
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { accent: \"#FFFFFF\" }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\n"],
                        manifest: RuleExample.manifest + "\ndefaults: { colors: { accent: \"#000000\" } }\n"),
        ],
        check: .brands(comparing: ["colors", "images", "fonts"]) { key, brands, context in
            let kind = ResourceKind(key, interface: context.interface)
            // A declared kind is the interface's: missing-interface-value and
            // undeclared-interface-name say what differs.
            guard kind.declared == nil, !brands.isEmpty else { return [] }
            // Every variant: each brand in each environment the run checks.
            let every = EnvironmentSet.first(context.checkedEnvironments.count)
            // Each name, how many brands carry it in every environment. Nearly always every
            // brand does, which this pass tells: only the other names are looked at again (at
            // 10,000 brands, a list of every carrier of every name was a tenth of the run's memory).
            var everywhere: [String: Int] = [:]
            var partly: Set<String> = []
            for brand in brands {
                for name in brand.names where name.key == key {
                    if every.isSubset(of: name.environments) { everywhere[name.name, default: 0] += 1 } else { partly.insert(name.name) }
                }
            }
            let lacking = partly.union(everywhere.filter { $0.value < brands.count }.keys)
            guard !lacking.isEmpty else { return [] }
            let order = brands.indices.sorted { brands[$0].id < brands[$1].id }
            var findings: [Finding] = []
            for name in lacking.sorted() {
                let full = everywhere[name] ?? 0
                let carriers = order.compactMap { index in brands[index].names.first { $0.key == key && $0.name == name }.map { (brand: index, name: $0) } }
                // Each brand's environments that carry it, by the brand's index: one list, not a search per brand.
                var own = Array(repeating: EnvironmentSet(), count: brands.count)
                for carrier in carriers { own[carrier.brand] = carrier.name.environments }
                let lackers = order.filter { !every.isSubset(of: own[$0]) }
                guard let firstLacker = lackers.first else { continue }
                let resource = kind.resource + SnakeCase.from(name)
                if full < lackers.count {
                    // The exception is where it is set: the line a change added, not every brand it left alone.
                    var reported: Set<SourceLocation> = []
                    for carrier in carriers where reported.insert(carrier.name.location).inserted {
                        let environments = every.isSubset(of: carrier.name.environments) ? ""
                            : " only in " + context.checkedEnvironments.indices.filter { carrier.name.environments.contains($0) }.map { "'\(context.checkedEnvironments[$0])'" }.joined(separator: ", ")
                        findings.append(Finding(
                            "the \(kind.noun) '\(name)' is set here\(environments), but \(lackers.count) of \(brands.count) brands lack it in some environment ('\(brands[firstLacker].id)' first): the app's code is compiled against every brand's flavor in every environment, and \(resource) is missing from those",
                            at: carrier.name.location,
                            suggestion: "set it in every brand and environment, give every brand a default under the manifest's defaults.\(key), or remove it here"))
                    }
                    continue
                }
                for index in lackers {
                    guard let other = carriers.first(where: { every.isSubset(of: $0.name.environments) }) else { continue }
                    let lacking = own[index] == EnvironmentSet() ? "has no \(kind.noun) '\(name)'" : "lacks the \(kind.noun) '\(name)' in some environments"
                    findings.append(Finding(
                        "the brand \(lacking), which '\(brands[other.brand].id)' carries: the app's code is compiled against every brand's flavor, and \(resource) is missing from this one",
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
