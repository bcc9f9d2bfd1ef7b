import BrandConfiguration
import BrandCore

extension ValidationRule {
    /// A colour or image some brands carry and others lack, where the manifest's `interface:`
    /// leaves that kind free: each brand is a flavor, and the app's code is compiled against
    /// each flavor's `R`. Code that reads `R.color.brand_accent` builds for the brands that
    /// have it and stops for the others, which `validate` had called OK.
    static let partialResource = ValidationRule(
        .partialResource, .error,
        "A colour or image that some brands carry and this brand lacks, when brandkit.yaml's interface does not declare that kind: the app's code compiles against every flavor's R.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { primary: \"#000000\", accent: \"#FFFFFF\" }\n",
                        otherBrands: ["b.yaml": "↓displayName: B\nbundleId: com.b\ncolors: { primary: \"#000000\" }\n"]),
            RuleExample("displayName: A\nbundleId: com.a\nimages: { logo: a/logo.png }\n",
                        otherBrands: ["b.yaml": "↓displayName: B\nbundleId: com.b\n"], files: ["a/logo.png": .png(width: 8, height: 8)]),
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
        check: .brands(comparing: ["colors", "images"]) { key, brands, context in
            let declared = key == "colors" ? context.interface?.colors : context.interface?.images
            // A declared kind is the interface's: missing-interface-value and
            // undeclared-interface-name say what differs.
            guard declared == nil, brands.count > 1 else { return [] }
            // Each name, and the first brand (by id) that carries it.
            var carriers: [String: Int] = [:]
            var carried: [Set<String>] = []
            for index in brands.indices {
                let names = Set(brands[index].values.lazy.filter { $0.key == key }.map { String(brands[index].text(of: $0)) })
                carried.append(names)
                for name in names where carriers[name].map({ brands[$0].id > brands[index].id }) ?? true { carriers[name] = index }
            }
            let (noun, resource) = key == "colors" ? ("colour", "R.color.brand_") : ("image", "R.drawable.")
            var findings: [Finding] = []
            for index in brands.indices {
                for (name, carrier) in carriers.sorted(by: { $0.key < $1.key }) where !carried[index].contains(name) {
                    findings.append(Finding(
                        "the brand has no \(noun) '\(name)', which '\(brands[carrier].id)' carries: the app's code is compiled against every brand's flavor, and \(resource)\(SnakeCase.from(name)) is missing from this one",
                        at: SourceLocation(fileID: brands[index].file, line: 1, column: 1),
                        suggestion: "add \(key): { \(name): \(key == "colors" ? "\"#RRGGBB\"" : "\(brands[index].id)/\(name).png") }, give every brand a default under the manifest's defaults.\(key), or remove it from the brands that carry it"))
                }
            }
            return findings
        })
}
