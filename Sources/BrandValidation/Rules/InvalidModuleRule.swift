import BrandConfiguration
import BrandCore

extension ValidationRule {
    /// The modules a brand ships are part of its interface: each is declared, gets every
    /// value it needs and no other, ships with no module it conflicts with, and reaches no
    /// store that refuses its code. Checked in every environment, as each may choose others.
    static let invalidModule = ValidationRule(
        .invalidModule, .error,
        "A module the manifest does not declare, one without a value it needs or with one it does not take, two conflicting modules in one brand, or a module in a brand whose store excludes it.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nmodules: { adz: ↓{} }\n", manifest: moduleManifest),
            RuleExample("displayName: A\nbundleId: com.a\nmodules: { ads: ↓{} }\n", manifest: moduleManifest),
            RuleExample("displayName: A\nbundleId: com.a\nmodules: { ads: { appId: x, key: ↓y } }\n", manifest: moduleManifest),
            RuleExample("displayName: A\nbundleId: com.a\nmodules: { gms: {}, hms: ↓{} }\n", manifest: moduleManifest),
            RuleExample("displayName: A\nbundleId: com.a\nstore: { android: { title: A } }\nmodules: { hms: ↓{} }\n", manifest: moduleManifest),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nmodules: { ads: { appId: ca-app-pub-1~2 }, hms: {} }\n", manifest: moduleManifest),
            RuleExample("displayName: A\nbundleId: com.a\nmodules: { gms: {}, hms: false }\n", manifest: moduleManifest),
        ],
        canBeDisabled: false,
        check: .brand { brand, _ in
            guard let setting = brand["modules"]?.mapping else { return [] }
            let declared = brand.declaredModules
            var findings: [Finding] = []
            for (name, value) in setting where !declared.contains(where: { $0.name == name }) {
                findings.append(Finding("module '\(DiagnosticText.value(name))' is not declared in brandkit.yaml", at: value.provenance.location,
                                        suggestion: DidYouMean.suggestion(for: name, in: declared.map(\.name), noun: "module")))
            }
            let chosen = brand.modules
            for module in chosen {
                let given = module.setting.mapping
                for value in module.declaration.values where given?[value]?.string == nil {
                    findings.append(Finding("module '\(module.name)' needs its value '\(value)'", at: module.setting.provenance.location,
                                            suggestion: "give it: \(module.name): { \(value): ... }"))
                }
                for entry in module.declaration.metaData {
                    guard let value = given?[entry.value], let text = value.string,
                          let problem = AndroidManifestValues.problem(in: text, placeholder: true) else { continue }
                    findings.append(Finding("module '\(module.name)''s \(entry.value) holds \(problem)", at: value.provenance.location,
                                            suggestion: "write the value without '${', '\\' or line breaks"))
                }
                for (name, value) in given ?? [:] where !module.declaration.values.contains(name) {
                    findings.append(Finding("module '\(module.name)' takes no value '\(DiagnosticText.value(name))'", at: value.provenance.location,
                                            suggestion: module.declaration.values.isEmpty ? "remove it: the module takes no values"
                                                : DidYouMean.suggestion(for: name, in: module.declaration.values, noun: "value")))
                }
                for conflict in module.declaration.conflicts {
                    guard let other = chosen.first(where: { $0.name == conflict.name }) else { continue }
                    // Reported once, at the later of the two.
                    let (first, second) = module.name < other.name ? (module, other) : (other, module)
                    findings.append(Finding("modules '\(first.name)' and '\(second.name)' conflict: no brand ships both", at: second.setting.provenance.location,
                                            suggestion: "leave one out: \(second.name): false"))
                }
                for store in module.declaration.excludedStores {
                    let listing = store == "play" ? brand["store"]?["android"] : brand["store"]?["ios"]
                    guard listing != nil else { continue }
                    let shown = store == "play" ? "Google Play (store.android)" : "the App Store (store.ios)"
                    findings.append(Finding("module '\(module.name)' is excluded from \(shown), where this brand is listed", at: module.setting.provenance.location,
                                            suggestion: "leave it out of this brand (\(module.name): false), or list the brand elsewhere"))
                }
            }
            // Two modules that name each other are reported once: the report keeps one of equal diagnostics.
            return findings
        })

    static let moduleManifest = RuleExample.manifest + """

        modules:
          ads: { values: [appId] }
          gms: { conflicts: [hms] }
          hms: { conflicts: [gms], excludedStores: [play] }
        """
}
