import BrandConfiguration
import BrandCore
import BrandYAML

extension ValidationRule {
    /// A brand without a colour, image, font role or app icon the manifest's `interface:` says every brand
    /// carries: the app's code and manifests name it for every brand, so this brand would not
    /// build (an Android manifest's `@mipmap/ic_launcher`), or its accessors would turn optional.
    static let missingInterfaceValue = ValidationRule(
        .missingInterfaceValue, .error,
        "A colour, image, font role, app icon, usage description or launch screen that brandkit.yaml's interface says every brand carries, which this brand lacks in some environment.",
        triggering: [
            RuleExample("↓displayName: A\nbundleId: com.a\n", manifest: RuleExample.manifest + "\ninterface: { colors: [primary] }\n"),
            RuleExample("↓displayName: A\nbundleId: com.a\nios: { usageDescriptions: { microphone: A talks. } }\n",
                        manifest: RuleExample.manifest + "\ninterface: { usageDescriptions: [camera] }\n"),
            RuleExample("↓displayName: A\nbundleId: com.a\n", manifest: RuleExample.manifest + "\ninterface: { launchScreen: true }\n"),
            RuleExample("↓displayName: A\nbundleId: com.a\nfonts: [a/A.ttf]\n", manifest: RuleExample.manifest + "\ninterface: { fonts: [body] }\n"),
            RuleExample("↓displayName: A\nbundleId: com.a\ncolors: { primary: \"#000000\" }\n",
                        manifest: RuleExample.manifest + "\ninterface: { colors: [primary], icon: [android] }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { primary: \"#000000\" }\n",
                        manifest: RuleExample.manifest + "\ninterface: { colors: [primary] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nios: { usageDescriptions: { camera: A scans receipts. } }\n",
                        manifest: RuleExample.manifest + "\ninterface: { usageDescriptions: [camera] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\n",
                        manifest: RuleExample.manifest + "\ninterface: { colors: [primary] }\ndefaults: { colors: { primary: \"#000000\" } }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nlaunchScreen: { background: \"#B00020\" }\n",
                        manifest: RuleExample.manifest + "\ninterface: { launchScreen: true }\n"),
        ],
        canBeDisabled: false,
        check: .brand { brand, _ in
            guard let interface = brand.interface else { return [] }
            var findings: [Finding] = []
            let colors = Set(brand.colors.map(\.name))
            for declared in interface.colors ?? [] where !colors.contains(declared.name) {
                findings.append(Finding("the brand has no colour '\(declared.name)', which brandkit.yaml's interface says every brand carries",
                                        at: brand.fileStart,
                                        suggestion: "add colors: { \(declared.name): \"#RRGGBB\" }, or give every brand a default under defaults.colors"))
            }
            let images = Set((brand["images"]?.mapping ?? [:]).keys)
            for declared in interface.images ?? [] where !images.contains(declared.name) {
                findings.append(Finding("the brand has no image '\(declared.name)', which brandkit.yaml's interface says every brand carries",
                                        at: brand.fileStart, suggestion: "add images: { \(declared.name): \(brand.id)/\(declared.name).png }"))
            }
            let fonts = Set((brand["fonts"]?.mapping ?? [:]).keys)
            for declared in interface.fonts ?? [] where !fonts.contains(declared.name) {
                findings.append(Finding("the brand has no font for the role '\(declared.name)', which brandkit.yaml's interface says every brand carries",
                                        at: brand.fileStart, suggestion: "add fonts: { \(declared.name): \(brand.id)/fonts/<font>.ttf }"))
            }
            for icon in interface.icons where brand["icon"]?[icon.rawValue] == nil {
                let example = icon == .ios ? "icon: { ios: \(brand.id)/AppIcon.png } (1024×1024, no alpha)"
                    : "icon: { android: { foreground: \(brand.id)/ic_launcher_fg.png, background: \"#RRGGBB\" } } (432×432 layers)"
                findings.append(Finding("the brand has no \(icon == .ios ? "iOS" : "Android") app icon (\(icon.key)), which brandkit.yaml's interface says every brand carries",
                                        at: brand.fileStart, suggestion: "add " + example))
            }
            if interface.launchScreen && brand["launchScreen"] == nil {
                findings.append(Finding(
                    "the brand has no launchScreen, which brandkit.yaml's interface says every brand carries: the app's manifest names the theme Theme.Brandkit.Launch",
                    at: brand.fileStart, suggestion: "add launchScreen: { background: \"#RRGGBB\" }"))
            }
            if !interface.usageDescriptions.isEmpty {
                let written = brand["ios"]?["usageDescriptions"]
                for declared in interface.usageDescriptions where written?[declared.name] == nil {
                    let key = UsageDescription.all.first { $0.name == declared.name }?.key ?? declared.name
                    findings.append(Finding(
                        "the brand has no ios.usageDescriptions.\(declared.name) (\(key)), which brandkit.yaml's interface says every brand carries: iOS ends an app that asks for the permission without one",
                        at: brand.fileStart, suggestion: "add ios: { usageDescriptions: { \(declared.name): <why the app asks, naming the app> } }"))
                }
            }
            return findings
        })

    /// A colour, image or font role the manifest's `interface:` does not declare: the other brands'
    /// apps have no such name, so code that reads it compiles for this brand alone.
    static let undeclaredInterfaceName = ValidationRule(
        .undeclaredInterfaceName, .error,
        "A colour, image or font role that brandkit.yaml's interface does not declare, when it declares that kind.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { primary: \"#000000\", primry: ↓\"#FFFFFF\" }\n",
                        manifest: RuleExample.manifest + "\ninterface: { colors: [primary] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfonts: { body: a/A.ttf, bdy: ↓a/A.ttf }\n",
                        manifest: RuleExample.manifest + "\ninterface: { fonts: [body] }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\ncolors: { primary: \"#000000\", accent: \"#FFFFFF\" }\n",
                        manifest: RuleExample.manifest + "\ninterface: { images: [] }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfonts: { body: a/A.ttf }\n",
                        manifest: RuleExample.manifest + "\ninterface: { fonts: [body] }\n"),
        ],
        check: .brand { brand, _ in
            guard let interface = brand.interface else { return [] }
            var findings: [Finding] = []
            if let declared = interface.colors.map({ $0.map(\.name) }) {
                for color in brand.colors where !declared.contains(color.name) {
                    findings.append(Finding("colour '\(color.name)' is not in brandkit.yaml's interface, so the other brands' apps have no such colour",
                                            at: color.value.provenance.location,
                                            suggestion: DidYouMean.suggestion(for: color.name, in: declared, noun: "colour")
                                                + " (or declare it under interface.colors and give every brand one)"))
                }
            }
            for (key, noun, declared) in [("images", "image", interface.images), ("fonts", "font role", interface.fonts)] {
                guard let declared = declared?.map(\.name) else { continue }
                for (name, value) in (brand[key]?.mapping ?? [:]).sortedByKey where !declared.contains(name) {
                    findings.append(Finding("\(noun) '\(name)' is not in brandkit.yaml's interface, so the other brands' apps have no such \(noun)",
                                            at: value.provenance.location,
                                            suggestion: DidYouMean.suggestion(for: name, in: declared, noun: noun)
                                                + " (or declare it under interface.\(key) and give every brand one)"))
                }
            }
            return findings
        })
}
