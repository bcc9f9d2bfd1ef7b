import AndroidComponents
import BrandCore
import BrandYAML
import PrivacyManifest

/// A module the manifest declares (`modules: { ads: ... }`): code some brands ship and
/// others must not, the values each brand that ships it gives, and what it adds to the
/// Android app (dependencies, permissions, `<meta-data>` filled from those values) and to
/// the iOS app (Swift packages, XCFrameworks, a compilation condition, Info.plist keys filled from those
/// values, the usage descriptions it needs, its privacy-manifest entries).
package struct ModuleDeclaration: Sendable {
    package var name: String
    package var description: String?
    package var values: [String] = []
    package var conflicts: [(name: String, location: SourceLocation)] = []
    package var excludedStores: [String] = []
    package var dependencies: [String] = []
    package var files: [String] = []
    package var permissions: [String] = []
    /// The manifest's `secrets` a brand that ships it gives a source for (`secrets: [chatKey]`):
    /// only those brands, in the environments that ship it.
    package var secrets: [(name: String, location: SourceLocation)] = []
    /// `<meta-data>` android:name → the module value that fills it, sorted by name.
    package var metaData: [(name: String, value: String)] = []
    /// `<meta-data>` android:name → the module secret that fills it, sorted by name. The
    /// bundle's manifest holds a placeholder (`secretPlaceholder`), which `brandkit.gradle` fills
    /// from the brand's variable when Gradle builds the variant: the value is in no file brandkit writes.
    package var secretMetaData: [(name: String, secret: String)] = []
    package var packages: [String] = []
    /// The services and receivers it adds to the app's manifest, sorted by name.
    package var components: [AndroidComponent] = []
    /// The Swift packages whose products an iOS target of a brand that ships it links.
    package var swiftPackages: [SwiftPackage] = []
    /// The XCFrameworks an iOS target of a brand that ships it links, sorted by path.
    package var frameworks: [ModuleFramework] = []
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of a brand that ships it: `BRANDKIT_ADS`.
    package var compilationCondition: String
    /// Info.plist key → the module value that fills it, sorted by key.
    package var infoPlist: [(key: String, value: String)] = []
    /// The `ios.usageDescriptions` (camera, userTracking) a brand that ships it must give.
    package var usageDescriptions: [String] = []
    /// Entitlement key → its value, sorted by key: what the app's entitlements add with it.
    package var entitlements: [(key: String, value: JSONValue)] = []
    /// What the app's privacy manifest declares with it (`ios.privacy`).
    package var privacy = PrivacyDeclaration()

    /// The entitlements brandkit writes from a brand's typed fields, which no module sets.
    package static let brandEntitlements = ["aps-environment": "ios.pushEnvironment",
                                            "com.apple.developer.associated-domains": "ios.associatedDomains",
                                            "com.apple.security.application-groups": "ios.appGroups"]
    package var location: SourceLocation

    /// The stores `excludedStores` may name.
    package static let stores = ["appStore", "play"]

    /// The manifest placeholder a secret's `<meta-data>` holds in a bundle, which the build fills.
    package static func secretPlaceholder(_ secret: String) -> String { secretPlaceholderPrefix + secret }
    package static let secretPlaceholderPrefix = "brandkitSecret_"

    /// The `BuildConfig` field every variant has for the module, true where the brand ships it.
    package var buildConfigField: String { "BRANDKIT_MODULE_" + SnakeCase.from(name).uppercased() }

    /// Reads one declaration, reporting what is wrong with it (a value metaData names that is
    /// not among `values`, a store no one knows) at its line.
    static func read(_ pair: YAMLPair, diagnostics: inout [Diagnostic]) -> ModuleDeclaration {
        let node = pair.value
        func strings(_ value: YAMLNode?) -> [(String, SourceLocation)] {
            (value?.sequence ?? []).compactMap { item in item.scalar.map { ($0.value, item.location) } }
        }
        let name = pair.key.value
        var module = ModuleDeclaration(name: name, description: node["description"]?.scalar?.value,
                                       compilationCondition: "BRANDKIT_" + SnakeCase.from(name).uppercased(), location: pair.keyLocation)
        // Each value is a property of the module's values in the generated accessors.
        for (value, location) in strings(node["values"]) {
            if GeneratedName.isValid(value) {
                module.values.append(value)
            } else {
                diagnostics.append(.error(.invalidDeclaration, "module '\(name)''s value '\(DiagnosticText.value(value))' cannot be a name in generated files",
                                          at: location, suggestion: "names match \(GeneratedName.pattern), e.g. 'appId'"))
            }
        }
        module.conflicts = strings(node["conflicts"]).map { (name: $0.0, location: $0.1) }
        module.secrets = strings(node["secrets"]).map { (name: $0.0, location: $0.1) }
        let secretNames = module.secrets.map(\.name)
        for (store, location) in strings(node["excludedStores"]) {
            if Self.stores.contains(store) {
                module.excludedStores.append(store)
            } else {
                diagnostics.append(.error(.invalidDeclaration, "module '\(module.name)' excludes '\(DiagnosticText.value(store))', which is no store brandkit knows",
                                          at: location, suggestion: DidYouMean.suggestion(for: store, in: Self.stores, noun: "store")))
            }
        }
        let android = node["android"]
        module.dependencies = strings(android?["dependencies"]).map(\.0)
        module.files = strings(android?["files"]).map(\.0)
        module.permissions = strings(android?["permissions"]).map(\.0)
        module.packages = strings(android?["packages"]).map(\.0)
        for entry in android?["metaData"]?.mapping ?? [] {
            guard let value = entry.value.scalar?.value else { continue }
            if module.values.contains(value) {
                module.metaData.append((entry.key.value, value))
            } else if secretNames.contains(value) {
                module.secretMetaData.append((entry.key.value, value))
            } else {
                diagnostics.append(.error(.invalidDeclaration, "module '\(module.name)' fills <meta-data> '\(DiagnosticText.value(entry.key.value))' from '\(DiagnosticText.value(value))', which is not one of its values or secrets",
                                          at: entry.value.location,
                                          suggestion: module.values.isEmpty && secretNames.isEmpty ? "declare it: values: [\(DiagnosticText.value(value))], or secrets: [\(DiagnosticText.value(value))]"
                                              : DidYouMean.suggestion(for: value, in: module.values + secretNames, noun: "value")))
            }
        }
        module.metaData.sort { $0.name < $1.name }
        module.secretMetaData.sort { $0.name < $1.name }
        var problems: [AndroidComponent.Problem] = []
        module.components = AndroidComponent.Kind.allCases.flatMap { kind in
            (android?[kind.key]?.mapping ?? []).compactMap { AndroidComponent.read($0, kind: kind, module: name, problems: &problems) }
        }.sorted { $0.name < $1.name }
        diagnostics += problems.map { .error(.invalidDeclaration, $0.message, at: $0.location, suggestion: $0.suggestion) }
        module.readIOS(node["ios"], diagnostics: &diagnostics)
        return module
    }

    private mutating func readIOS(_ ios: YAMLNode?, diagnostics: inout [Diagnostic]) {
        guard let ios else { return }
        for pair in ios["packages"]?.mapping ?? [] {
            if let package = SwiftPackage.read(pair, module: name, diagnostics: &diagnostics) { swiftPackages.append(package) }
        }
        swiftPackages.sort { $0.name < $1.name }
        frameworks = (ios["frameworks"]?.mapping ?? []).compactMap { ModuleFramework.read($0, module: name, diagnostics: &diagnostics) }
            .sorted { $0.path < $1.path }
        if let condition = ios["compilationCondition"]?.scalar {
            if Self.isCompilationCondition(condition.value) {
                compilationCondition = condition.value
            } else {
                diagnostics.append(.error(.invalidDeclaration, "module '\(name)''s compilationCondition '\(DiagnosticText.value(condition.value))' is no name Swift's #if can test",
                                          at: ios["compilationCondition"]?.location ?? location, suggestion: "write letters, digits and '_', not starting with a digit: \(compilationCondition)"))
            }
        }
        for entry in ios["infoPlist"]?.mapping ?? [] {
            guard let value = entry.value.scalar?.value else { continue }
            let key = entry.key.value
            if let field = InfoPlistKeys.owner(of: key) {
                diagnostics.append(.error(.invalidDeclaration, "module '\(name)' sets the Info.plist key \(DiagnosticText.value(key)), which brandkit writes from \(field)",
                                          at: entry.keyLocation, suggestion: "leave it out of the module's ios.infoPlist"))
            } else if let problem = InfoPlistValue.controlCharacter(in: key).map({ "the control character U+\($0), which a property list cannot carry" })
                        ?? InfoPlistValue.buildSettingReference(in: key).map({ "'\($0)', \(InfoPlistValue.expansion)" }) {
                diagnostics.append(.error(.invalidDeclaration, "module '\(name)''s Info.plist key holds \(problem)", at: entry.keyLocation,
                                          suggestion: "write the key without it"))
            } else if values.contains(value) {
                infoPlist.append((entry.key.value, value))
            } else if secrets.contains(where: { $0.name == value }) {
                // The Info.plist is written when the bundle is, where no secret is read, and is
                // plain text in the app: an iOS SDK's key goes through the generated accessors.
                diagnostics.append(.error(.invalidDeclaration, "module '\(name)' fills Info.plist key '\(DiagnosticText.value(entry.key.value))' from its secret '\(DiagnosticText.value(value))': a bundle's Info.plist holds no secret",
                                          at: entry.value.location, suggestion: "give the SDK the key in code, from BrandSecrets.\(DiagnosticText.value(value)) (bundle --secrets)"))
            } else {
                diagnostics.append(.error(.invalidDeclaration, "module '\(name)' fills Info.plist key '\(DiagnosticText.value(entry.key.value))' from '\(DiagnosticText.value(value))', which is not one of its values",
                                          at: entry.value.location,
                                          suggestion: values.isEmpty ? "declare it: values: [\(DiagnosticText.value(value))]" : DidYouMean.suggestion(for: value, in: values, noun: "value")))
            }
        }
        infoPlist.sort { $0.key < $1.key }
        readEntitlements(ios["entitlements"], diagnostics: &diagnostics)
        for item in ios["usageDescriptions"]?.sequence ?? [] {
            guard let usage = item.scalar?.value else { continue }
            if UsageDescription.all.contains(where: { $0.name == usage }) {
                usageDescriptions.append(usage)
            } else {
                diagnostics.append(.error(.invalidDeclaration, "module '\(name)' needs the usage description '\(DiagnosticText.value(usage))', which iOS does not know",
                                          at: item.location, suggestion: DidYouMean.suggestion(for: usage, in: UsageDescription.all.map(\.name), noun: "usage description")))
            }
        }
        if let node = ios["privacy"] {
            var problems: [PrivacyDeclaration.Problem] = []
            privacy = PrivacyDeclaration.read(node, module: name, problems: &problems)
            diagnostics += problems.map { .error(.invalidDeclaration, $0.message, at: $0.location, suggestion: $0.suggestion) }
            if privacy.tracking, !usageDescriptions.contains("userTracking") {
                diagnostics.append(.error(.invalidDeclaration, "module '\(name)' tracks, so its brands' apps ask first (App Tracking Transparency)",
                                          at: node["tracking"]?.location ?? node.location, suggestion: "add userTracking to its ios.usageDescriptions"))
            }
        }
    }

    /// `entitlements: { key: true | text | [texts] }`, each refused at its line when a brand's
    /// field writes it, or its value is none of those.
    private mutating func readEntitlements(_ node: YAMLNode?, diagnostics: inout [Diagnostic]) {
        for entry in node?.mapping ?? [] {
            let key = entry.key.value
            if let field = Self.brandEntitlements[key] {
                diagnostics.append(.error(.invalidDeclaration, "module '\(name)' sets the entitlement \(key), which brandkit writes from each brand's \(field)",
                                          at: entry.keyLocation, suggestion: "leave it out: brands set \(field)"))
                continue
            }
            let value: JSONValue?
            if let scalar = entry.value.scalar {
                value = scalar.style.isPlain ? ScalarRules.bool(scalar).map(JSONValue.bool) ?? .string(scalar.value) : .string(scalar.value)
            } else if let items = entry.value.sequence, items.allSatisfy({ $0.scalar != nil }) {
                value = .array(items.compactMap { $0.scalar.map { JSONValue.string($0.value) } })
            } else {
                value = nil
            }
            let texts = value.map { value -> [String] in
                if case .string(let text) = value { return [text] }
                if case .array(let items) = value { return items.compactMap { if case .string(let text) = $0 { text } else { nil } } }
                return []
            } ?? []
            if let value, !texts.contains(where: { InfoPlistValue.controlCharacter(in: $0) != nil }), InfoPlistValue.controlCharacter(in: key) == nil {
                entitlements.append((key, value))
            } else {
                diagnostics.append(.error(.invalidDeclaration, "module '\(name)''s entitlement '\(DiagnosticText.value(key))' is no value an entitlements file holds",
                                          at: entry.value.location, suggestion: "write true, false, a text or a list of texts, without control characters"))
            }
        }
        entitlements.sort { $0.key < $1.key }
    }

    /// Letters, digits and `_`, not starting with a digit: what `#if NAME` tests.
    static func isCompilationCondition(_ text: String) -> Bool {
        guard let first = text.utf8.first, !first.isASCIIDigit else { return false }
        return text.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
    }
}

extension ModuleDeclaration {
    /// What two modules (or one) declare in two ways, each reported at its second place: a
    /// Swift package under one name with two sources or requirements, one package under two
    /// names, a Maven artifact at two versions, an XCFramework both dynamic and static, one
    /// compilation condition for two modules. A
    /// build resolves each package once, so two declarations would leave one brand's app
    /// with a version nobody chose.
    static func declaredTwice(_ modules: [ModuleDeclaration]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var packages: [(module: String, package: SwiftPackage)] = []
        var artifacts: [String: (module: String, coordinates: String)] = [:]
        var conditions: [String: String] = [:]
        var entitlements: [String: (module: String, value: JSONValue)] = [:]
        var frameworks: [String: (module: String, embedded: Bool)] = [:]
        var components: [String: (module: String, component: AndroidComponent)] = [:]
        for module in modules {
            for component in module.components {
                if let first = components[component.name], first.component != component {
                    diagnostics.append(.error(.invalidDeclaration, "modules '\(first.module)' and '\(module.name)' declare the \(component.kind) \(component.name) in two ways",
                                              at: module.location, suggestion: "declare it alike in both"))
                } else if components[component.name] == nil {
                    components[component.name] = (module.name, component)
                }
            }
            for framework in module.frameworks {
                if let first = frameworks[framework.path], first.embedded != framework.embedded {
                    diagnostics.append(.error(.invalidDeclaration,
                                              "modules '\(first.module)' and '\(module.name)' link \(DiagnosticText.value(framework.path)) in two ways: dynamic and static",
                                              at: module.location, suggestion: "link it one way in both"))
                } else if frameworks[framework.path] == nil {
                    frameworks[framework.path] = (module.name, framework.embedded)
                }
            }
            for entry in module.entitlements {
                if let first = entitlements[entry.key], first.value != entry.value {
                    diagnostics.append(.error(.invalidDeclaration,
                                              "modules '\(first.module)' and '\(module.name)' set the entitlement \(entry.key) in two ways",
                                              at: module.location, suggestion: "give it one value in both"))
                } else if entitlements[entry.key] == nil {
                    entitlements[entry.key] = (module.name, entry.value)
                }
            }
            for package in module.swiftPackages {
                if let first = packages.first(where: { $0.package.name == package.name }), first.package.source != package.source {
                    diagnostics.append(.error(.invalidDeclaration,
                                              "modules '\(first.module)' and '\(module.name)' declare the package '\(DiagnosticText.value(package.name))' in two ways",
                                              at: package.location, suggestion: "declare its source and requirement once, alike in both"))
                } else if let first = packages.first(where: { $0.package.name != package.name && $0.package.declaresSamePackage(as: package) }) {
                    diagnostics.append(.error(.invalidDeclaration,
                                              "'\(DiagnosticText.value(package.name))' of module '\(module.name)' is the package '\(DiagnosticText.value(first.package.name))' of module '\(first.module)' under another name",
                                              at: package.location, suggestion: "name it '\(DiagnosticText.value(first.package.name))' in both"))
                }
                packages.append((module.name, package))
            }
            for coordinates in module.dependencies {
                // group:artifact:version; what has no version is Gradle's to refuse.
                let parts = coordinates.split(separator: ":", omittingEmptySubsequences: false)
                guard parts.count >= 3 else { continue }
                let artifact = parts.prefix(2).joined(separator: ":")
                if let first = artifacts[artifact], first.coordinates != coordinates {
                    diagnostics.append(.error(.invalidDeclaration,
                                              "modules '\(first.module)' and '\(module.name)' depend on \(artifact) in two ways: \(DiagnosticText.value(first.coordinates)) and \(DiagnosticText.value(coordinates))",
                                              at: module.location, suggestion: "depend on one version in both"))
                } else if artifacts[artifact] == nil {
                    artifacts[artifact] = (module.name, coordinates)
                }
            }
            if let first = conditions[module.compilationCondition] {
                diagnostics.append(.error(.invalidDeclaration,
                                          "modules '\(first)' and '\(module.name)' share the compilation condition \(module.compilationCondition): code could not tell them apart",
                                          at: module.location, suggestion: "give each its own compilationCondition"))
            } else {
                conditions[module.compilationCondition] = module.name
            }
        }
        return diagnostics
    }
}
