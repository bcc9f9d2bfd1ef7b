import BrandConfiguration
import BrandCore

extension ValidationRule {
    /// A usage description only a module needs, in a brand that ships no such module: the app
    /// would tell its users why it asks for something it never asks for, and App Review asks
    /// about a permission the app has no code for. The app's own permissions
    /// (`interface.usageDescriptions`) are the app's to explain in every brand.
    static let unexplainedUsageDescription = ValidationRule(
        .unexplainedUsageDescription, .warning,
        "A usage description only a module the brand does not ship needs (and the app's interface does not declare).",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { usageDescriptions: { userTracking: ↓Shows ads. } }\n", manifest: moduleManifest),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { usageDescriptions: { userTracking: Shows ads. } }\nmodules: { ads: { appId: ca-app-pub-1~2 } }\n",
                        manifest: moduleManifest),
            RuleExample("displayName: A\nbundleId: com.a\nios: { usageDescriptions: { camera: Scans receipts. } }\n", manifest: moduleManifest),
        ],
        check: .brand { brand, _ in
            // Most manifests' modules need no usage description: the brand's iOS block is not read.
            let declared = brand.declaredModules
            guard declared.contains(where: { !$0.usageDescriptions.isEmpty }),
                  let given = brand["ios"]?["usageDescriptions"]?.mapping else { return [] }
            let shipped = brand.modules
            let asked = (brand.interface?.usageDescriptions ?? []).map(\.name)
            var findings: [Finding] = []
            for (name, value) in given where !asked.contains(name) && !shipped.contains(where: { $0.declaration.usageDescriptions.contains(name) }) {
                let needing = declared.filter { $0.usageDescriptions.contains(name) }.map(\.name)
                guard !needing.isEmpty else { continue }
                findings.append(Finding("ios.usageDescriptions.\(name) is needed only by module \(needing.map { "'\($0)'" }.joined(separator: ", ")), which this brand does not ship",
                                        at: value.provenance.location,
                                        suggestion: "remove it, ship the module, or declare it in interface.usageDescriptions if the app's own code asks"))
            }
            return findings
        })
}
