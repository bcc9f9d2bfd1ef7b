import BrandConfiguration
import BrandCore

extension ValidationRule {
    /// The modules a brand ships are part of its interface: each is declared, gets every
    /// value it needs and no other, ships with no module it conflicts with, and reaches no
    /// store that refuses its code. Checked in every environment, as each may choose others.
    static let invalidModule = ValidationRule(
        .invalidModule, .error,
        "A module the manifest does not declare, one without a value it needs or with one it does not take, two conflicting modules in one brand, a module in a brand whose store excludes it, or a usage description a module needs that the brand does not give, or an Info.plist key both set.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nmodules: { adz: ↓{} }\n", manifest: moduleManifest),
            RuleExample("displayName: A\nbundleId: com.a\nios: { usageDescriptions: { userTracking: Shows ads. } }\nmodules: { ads: ↓{} }\n", manifest: moduleManifest),
            RuleExample("displayName: A\nbundleId: com.a\nios: { usageDescriptions: { userTracking: Shows ads. } }\nmodules: { ads: { appId: x, key: ↓y } }\n",
                        manifest: moduleManifest),
            RuleExample("displayName: A\nbundleId: com.a\nmodules: { gms: {}, hms: ↓{} }\n", manifest: moduleManifest),
            RuleExample("displayName: A\nbundleId: com.a\nstore: { android: { title: A } }\nmodules: { hms: ↓{} }\n", manifest: moduleManifest),
            RuleExample("displayName: A\nbundleId: com.a\nmodules: { ads: ↓{ appId: ca-app-pub-1~2 } }\n", manifest: moduleManifest),
            RuleExample("displayName: A\nbundleId: com.a\nios: { usageDescriptions: { userTracking: Shows ads. }, infoPlist: { GADApplicationIdentifier: ↓x } }\n"
                        + "modules: { ads: { appId: ca-app-pub-1~2 } }\n", manifest: moduleManifest),
            RuleExample("displayName: A\nbundleId: com.a\nios: { usageDescriptions: { userTracking: Shows ads. } }\nmodules: { ads: { appId: ↓\"$(ADS_ID)\" } }\n",
                        manifest: moduleManifest),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { usageDescriptions: { userTracking: Shows ads. } }\nmodules: { ads: { appId: ca-app-pub-1~2 }, hms: {} }\n",
                        manifest: moduleManifest),
            RuleExample("displayName: A\nbundleId: com.a\nmodules: { gms: {}, hms: false }\n", manifest: moduleManifest),
        ],
        canBeDisabled: false,
        check: .brand { brand, _ in
            guard let setting = brand["modules"]?.mapping else { return [] }
            let declared = brand.declaredModules
            // One pass over what the brand writes: each chosen module is kept by its place in
            // the manifest's list, not copied out with its declaration.
            var findings: [Finding] = []
            var chosen: [(declaration: Int, setting: ResolvedValue)] = []
            for (name, value) in setting {
                guard let index = declared.firstIndex(where: { $0.name == name }) else {
                    findings.append(Finding("module '\(DiagnosticText.value(name))' is not declared in brandkit.yaml", at: value.provenance.location,
                                            suggestion: DidYouMean.suggestion(for: name, in: declared.map(\.name), noun: "module")))
                    continue
                }
                if ChosenModule.ships(value) { chosen.append((index, value)) }
            }
            let shipped = chosen.map { (name: declared[$0.declaration].name, setting: $0.setting) }
            for index in chosen.indices {
                // Read where it stands in the list: a copy of a declaration is a dozen lists.
                problems(of: declared[chosen[index].declaration], chosenAs: chosen[index].setting, in: brand, beside: shipped, into: &findings)
            }
            // Two modules that name each other are reported once: the report keeps one of equal diagnostics.
            return findings
        })

    /// Adds what is wrong with one module a brand ships (`setting`, beside the `others` it ships):
    /// a value it needs and lacks, one it does not take or that no manifest may hold, a
    /// module it conflicts with, a store that refuses it where the brand is listed.
    private static func problems(of module: ModuleDeclaration, chosenAs setting: ResolvedValue, in brand: ResolvedBrand,
                                 beside others: [(name: String, setting: ResolvedValue)], into findings: inout [Finding]) {
        let given = setting.mapping
        for value in module.values where given?[value]?.string == nil {
            findings.append(Finding("module '\(module.name)' needs its value '\(value)'", at: setting.provenance.location,
                                    suggestion: "give it: \(module.name): { \(value): ... }"))
        }
        for entry in module.metaData {
            guard let value = given?[entry.value], let text = value.string,
                  let problem = AndroidManifestValues.problem(in: text, placeholder: true) else { continue }
            findings.append(Finding("module '\(module.name)''s \(entry.value) holds \(problem)", at: value.provenance.location,
                                    suggestion: "write the value without '${', '\\' or line breaks"))
        }
        for entry in module.infoPlist {
            guard let value = given?[entry.value], let text = value.string else { continue }
            if let reference = InfoPlistValue.buildSettingReference(in: text) {
                findings.append(Finding("module '\(module.name)''s \(entry.value) holds '\(reference)', \(InfoPlistValue.expansion)", at: value.provenance.location,
                                        suggestion: "leave out the '$'"))
            } else if let character = InfoPlistValue.controlCharacter(in: text) {
                findings.append(Finding("module '\(module.name)''s \(entry.value) holds the control character U+\(character), which a property list cannot carry",
                                        at: value.provenance.location, suggestion: "remove it"))
            }
        }
        if !module.infoPlist.isEmpty || !module.usageDescriptions.isEmpty {
            findings += iosProblems(of: module, chosenAs: setting, in: brand)
        }
        for (name, value) in given ?? [:] where !module.values.contains(name) {
            findings.append(Finding("module '\(module.name)' takes no value '\(DiagnosticText.value(name))'", at: value.provenance.location,
                                    suggestion: module.values.isEmpty ? "remove it: the module takes no values"
                                        : DidYouMean.suggestion(for: name, in: module.values, noun: "value")))
        }
        for conflict in module.conflicts {
            guard let other = others.first(where: { $0.name == conflict.name }) else { continue }
            // Reported at the later of the two by name, so two that name each other say it alike.
            let this: (name: String, setting: ResolvedValue) = (module.name, setting)
            let (first, second) = module.name < other.name ? (this, other) : (other, this)
            findings.append(Finding("modules '\(first.name)' and '\(second.name)' conflict: no brand ships both", at: second.setting.provenance.location,
                                    suggestion: "leave one out: \(second.name): false"))
        }
        for store in module.excludedStores {
            let listing = store == "play" ? brand["store"]?["android"] : brand["store"]?["ios"]
            guard listing != nil else { continue }
            let shown = store == "play" ? "Google Play (store.android)" : "the App Store (store.ios)"
            findings.append(Finding("module '\(module.name)' is excluded from \(shown), where this brand is listed", at: setting.provenance.location,
                                    suggestion: "leave it out of this brand (\(module.name): false), or list the brand elsewhere"))
        }
    }

    /// A module's Info.plist keys that the brand's own `ios.infoPlist` sets too; the usage
    /// descriptions it needs that the brand does not give.
    private static func iosProblems(of module: ModuleDeclaration, chosenAs setting: ResolvedValue, in brand: ResolvedBrand) -> [Finding] {
        var findings: [Finding] = []
        let ios = brand["ios"]
        for entry in module.infoPlist {
            if let own = ios?["infoPlist"]?[entry.key] {
                findings.append(Finding("ios.infoPlist sets \(entry.key), which module '\(module.name)' fills from its \(entry.value)", at: own.provenance.location,
                                        suggestion: "give it once: as the module's \(entry.value), or leave the module out"))
            }
        }
        for usage in module.usageDescriptions where ios?["usageDescriptions"]?[usage] == nil {
            let key = UsageDescription.all.first { $0.name == usage }?.key ?? usage
            findings.append(Finding("module '\(module.name)' needs ios.usageDescriptions.\(usage) (\(key)): iOS stops an app that asks without one",
                                    at: setting.provenance.location, suggestion: "say why the app asks, naming the brand: ios: { usageDescriptions: { \(usage): ... } }"))
        }
        return findings
    }

    static let moduleManifest = RuleExample.manifest + """

        modules:
          ads: { values: [appId], ios: { infoPlist: { GADApplicationIdentifier: appId }, usageDescriptions: [userTracking] } }
          gms: { conflicts: [hms] }
          hms: { conflicts: [gms], excludedStores: [play] }
        """
}
