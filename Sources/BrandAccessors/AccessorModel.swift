import AssetFormats
import BrandBundles
import BrandConfiguration
import BrandValidation
extension AccessorLanguage {
    package func render(_ model: AccessorModel) -> String {
        switch self {
        case .swift: SwiftAccessors.file(model)
        case .kotlin: KotlinAccessors.file(model)
        }
    }
}

/// What the generated accessors declare, read from the manifest and every brand: the
/// flags with their types, and the colour names brands set. Language-neutral; each
/// language's writer turns it into code.
package struct AccessorModel: Sendable {
    package struct Flag: Sendable {
        /// As the manifest writes it: the key in `BrandConfig.json`.
        package var name: String
        /// The property's name in code (`CodeName`'s rule).
        package var identifier: String
        package var type: FlagType
        /// For a string or list flag with `allowed`: the enum's cases, in the manifest's order.
        package var cases: [EnumCase]
        /// The enum's type name when `cases` is not empty.
        package var enumName: String
        package var description: String?
        /// The `expires` date when it has passed: the accessor is marked deprecated.
        package var expired: String?
    }

    package struct EnumCase: Sendable {
        /// The value as brand files write it.
        package var value: String
        /// A name the languages accept (`in-app` → `inApp`), unique within its enum.
        package var name: String
    }

    package struct Color: Sendable {
        /// As brand files write it: the key in `BrandConfig.json`.
        package var name: String
        /// The property's name in code (`CodeName`'s rule).
        package var identifier: String
        /// Set by every brand in every environment, so the accessor is not optional.
        package var everywhere: Bool
    }

    /// A module brandkit.yaml declares: `modules.ads` is true where the brand ships it, and
    /// `modules.adsValues` holds the values it gives.
    package struct Module: Sendable {
        package var name: String
        /// The property's name in code (`CodeName`'s rule); `valuesIdentifier` and `typeName`
        /// are those of its values and their type, when it takes values.
        package var identifier: String
        package var valuesIdentifier: String
        package var typeName: String
        package var description: String?
        /// Each value as brand files name it, and its property's name.
        package var values: [EnumCase]
    }

    package var flags: [Flag]
    package var colors: [Color]
    /// Every declared module, sorted by name.
    package var modules: [Module] = []
    /// Every image name some brand sets, sorted, as enum cases: the value is the name brand
    /// files give it (the image set's name; Android's drawable is its snake case).
    package var images: [EnumCase] = []
    /// Every font some brand bundles, by PostScript name (the value), sorted.
    package var fonts: [EnumCase] = []
    /// The font roles (`fonts: { body: ... }`): the manifest's `interface.fonts`, else every
    /// role some brand gives, sorted; the value is the role, the name its case.
    package var fontRoles: [EnumCase] = []
    /// The roles every brand gives a font in every environment: `R.font.brand_<role>` is in
    /// every flavor, so Kotlin's `BrandResources` reads them.
    package var fontRolesEverywhere: [EnumCase] = []
    /// The declared texts and each brand's languages.
    var strings: StringAccessorModel?
    /// Kotlin's `package`; nil for none.
    package var package: String?
    /// The app's namespace, whose `R` Kotlin's `BrandResources` reads; nil for none.
    package var rPackage: String?

    /// The model of `validated`'s manifest and brands (every brand in every environment).
    /// A flag whose `expires` is before `deprecatingExpiredOn` is marked deprecated; with
    /// nil, none is, so the same input gives the same file on any date.
    package static func build(_ validated: ValidatedBrands, deprecatingExpiredOn day: String?, package: String? = nil) -> AccessorModel {
        let manifest = validated.manifest
        let brands = validated.brandIDs.flatMap { id in manifest.environments.compactMap { validated.brand(id, environment: $0) } }
        var colorNames: Set<String> = []
        let colors = carried(manifest.interface?.colors, by: brands) { $0.colors.map(\.name) }.map {
            Color(name: $0.name, identifier: CodeName.free($0.name, in: .property, taken: &colorNames), everywhere: $0.everywhere)
        }

        let declarations = manifest.sortedFlags
        // FeatureFlags is one scope: properties first, as written, then the enums' type names.
        var scope: Set<String> = []
        let identifiers = declarations.map { CodeName.free($0.name, in: .property, taken: &scope) }
        let typeNames = Set(declarations.map { CodeName.typeName($0.name) })
        let flags = zip(declarations, identifiers).map { declaration, identifier -> Flag in
            let allowed = (declaration.type == .string || declaration.type == .list) ? declaration.allowed ?? [] : []
            var enumName = ""
            if !allowed.isEmpty {
                var wanted = CodeName.typeName(declaration.name)
                if declaration.type == .list {
                    let singular = CodeName.singular(wanted)
                    wanted = typeNames.contains(singular) ? wanted + "Item" : singular
                }
                enumName = CodeName.free(wanted, in: .type, taken: &scope)
            }
            let names = CodeName.caseNames(allowed)
            return Flag(name: declaration.name, identifier: identifier, type: declaration.type,
                        cases: zip(allowed, names).map { EnumCase(value: $0, name: $1) }, enumName: enumName,
                        description: declaration.description,
                        expired: day.flatMap { day in declaration.expires.flatMap { $0 < day ? $0 : nil } })
        }
        let imageNames = manifest.interface?.images?.map(\.name).sorted()
            ?? Set(brands.flatMap { brand in brand.assetReferences.compactMap { reference -> String? in
                if case .image(let name) = reference.role { return name }
                return nil
            } }).sorted()
        var model = AccessorModel(flags: flags, colors: colors, package: package)
        model.modules = modules(manifest.sortedModules)
        model.images = zip(imageNames, CodeName.caseNames(imageNames)).map { EnumCase(value: $0, name: $1) }
        model.strings = StringAccessorModel(manifest.strings, brands: brands)
        let roles = carried(manifest.interface?.fonts, by: brands) { Array(($0["fonts"]?.mapping ?? [:]).keys) }
        model.fontRoles = zip(roles, CodeName.caseNames(roles.map(\.name))).map { EnumCase(value: $0.name, name: $1) }
        model.fontRolesEverywhere = zip(roles, model.fontRoles).filter { $0.0.everywhere }.map(\.1)
        // Each file once, though brands and environments share it. Validation has read every
        // font; one that changed since is left out.
        let fontPaths = Set(brands.flatMap { brand in brand.assetReferences.filter(\.role.isFont).map(\.path) })
        let fontNames = Set(fontPaths.compactMap { path -> String? in
            guard case .font(let font) = validated.fonts.font(path, in: validated.assets) else { return nil }
            return font.postScriptName
        }).sorted()
        // `AcmeSans-Bold` → `acmeSansBold`: cases start in lowercase, as the images' do.
        let fontCases = CodeName.caseNames(fontNames.map { $0.prefix(1).lowercased() + $0.dropFirst() })
        model.fonts = zip(fontNames, fontCases).map { EnumCase(value: $0, name: $1) }
        return model
    }

    /// `Modules` is one scope: each module's property, then the values' properties and types.
    private static func modules(_ declarations: [ModuleDeclaration]) -> [Module] {
        var scope: Set<String> = []
        let identifiers = declarations.map { CodeName.free($0.name, in: .property, taken: &scope) }
        return zip(declarations, identifiers).map { declaration, identifier in
            var module = Module(name: declaration.name, identifier: identifier, valuesIdentifier: "", typeName: "",
                                description: declaration.description, values: [])
            guard !declaration.values.isEmpty else { return module }
            module.valuesIdentifier = CodeName.free(declaration.name + "Values", in: .property, taken: &scope)
            module.typeName = CodeName.free(CodeName.typeName(declaration.name) + "Values", in: .type, taken: &scope)
            var names: Set<String> = []
            module.values = declaration.values.map { EnumCase(value: $0, name: CodeName.free($0, in: .property, taken: &names)) }
            return module
        }
    }

    /// The names of one kind the accessors declare, sorted: where the manifest's interface
    /// declares the kind, exactly its names, each carried everywhere (validation has made
    /// every brand carry each); else every name some brand carries, and whether each of
    /// `brands` (every brand in every environment) does.
    private static func carried(_ declared: [BrandInterface.Name]?, by brands: [ResolvedBrand],
                                _ names: (ResolvedBrand) -> [String]) -> [(name: String, everywhere: Bool)] {
        if let declared { return declared.map(\.name).sorted().map { ($0, true) } }
        var counts: [String: Int] = [:]
        for brand in brands { for name in names(brand) { counts[name, default: 0] += 1 } }
        return counts.keys.sorted().map { ($0, counts[$0] == brands.count) }
    }
}
