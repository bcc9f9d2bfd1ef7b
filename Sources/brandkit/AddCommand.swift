import ArgumentParser
import BrandBundles
import BrandConfiguration
import BrandCore
import BrandReports
import BrandValidation
import Foundation

struct AddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a brand file that validates: a new brand, or a sub-brand with --extends.",
        discussion: """
            The new file sets a display name and a bundle id (the parent's with the brand's id appended, \
            or com.example.<id>), and, without --extends, a value for each flag the manifest declares without \
            a default, and what every brand carries: what the manifest's interface declares, else the colours and \
            images the other brands have (placeholder icons and images beside it, for you to replace). It is validated with every other brand before it is written; if it would not validate \
            (for example, the manifest asks for values only you can give), nothing is written and the problems \
            are shown. An existing file is never replaced.
            """
    )

    @Argument(help: ArgumentHelp("The new brand's id (its file name without .yaml).", valueName: "brand"))
    var brand: String

    @Option(name: .long, help: ArgumentHelp("A brand the new one starts from (a regional sub-brand).", valueName: "parent"), completion: Completions.brandIDs)
    var extends: String?

    @OptionGroup var brandsOptions: BrandsOptions

    func validate() throws {
        try NewBrandID.check(brand, naming: "the brand")
    }

    func run() throws {
        let directory = brandsOptions.brands
        let existing = try brandsOptions.read { $0.source }
        let path = directory + "/\(brand).yaml"
        guard existing.path(of: brand) == nil, SafeFileSystem.kind(path) == .missing else {
            throw BrandKitError("'\(path)' already exists; nothing was written", hint: "pick another id, or edit that file")
        }
        if let extends { try existing.checkBrand(extends) }

        // What every brand carries (the manifest's interface, or what the other brands carry):
        // a sub-brand has it from its parent.
        let carried: (lines: [String], files: [(path: String, bytes: [UInt8])]) =
            extends == nil ? StarterBrands.interfaceValues(for: brand, manifest: existing.manifest, carried: carriedNames(existing)) : ([], [])
        let text = brandFile(manifest: existing.manifest, parent: extends.map { existing.brand($0) } ?? nil, carried: carried.lines)
        // Placeholder icons and images first, so the new brand is checked with them; an existing
        // file is kept as it is, and what this run wrote is removed when the brand fails.
        var written: [String] = []
        for file in carried.files where SafeFileSystem.kind(directory + "/" + file.path) == .missing {
            let target = directory + "/" + file.path
            do throws(SafeFileSystem.Failure) {
                let folder = (target as NSString).deletingLastPathComponent
                if SafeFileSystem.kind(folder) == .missing {
                    try SafeFileSystem.makeDirectory(folder)
                    written.append(folder)
                }
                try SafeFileSystem.createNewFile(target, file.bytes)
                written.append(target)
            } catch {
                for path in written.reversed() { SafeFileSystem.remove(path) }
                throw BrandKitError(error.description, hint: "check that '\(directory)' is writable")
            }
        }
        // The new brand is checked with all the others (a bundle id may be taken) before it is written.
        let candidate = RunRequest(.upFront(directory, adding: [SourceFile(path: path, text: text)]))
        let report = try BrandRun.run(candidate) { brands in
            CheckPlan(brands: [brand], environments: brands.manifest.environments)
        } emit: { checked in checked.report ?? .empty }.result(or: { $0 })
        guard report.errorCount == 0 else {
            for path in written.reversed() { SafeFileSystem.remove(path) }
            Output.report(report)
            throw BrandKitError("'\(brand)' would not validate as written; nothing was written",
                                hint: extends == nil ? "start it from a brand that validates: brandkit add \(brand) --extends <brand>"
                                                     : "fix the problems above in \(extends ?? "") first")
        }
        do { try SafeFileSystem.createNewFile(path, Array(text.utf8)) } catch {
            for path in written.reversed() { SafeFileSystem.remove(path) }
            throw BrandKitError(error.description, hint: "check that '\(directory)' is writable")
        }
        Output.summary("Wrote \(path)\(extends.map { " (extends \($0))" } ?? ""). "
                       + "Next: brandkit validate\(directory == "Brands" ? "" : " --brands \(directory)")\n")
    }

    /// The new file: the schema line when `init` wrote the schema beside the directory, then
    /// the parent, the name and the bundle id, then a value for each flag that has no default.
    /// The colour and image names the existing brands carry in the manifest's first
    /// environment, sorted, and each font role with the file the first brand gives it.
    private func carriedNames(_ existing: FeatureFlagManager) -> StarterBrands.CarriedNames {
        var colors: Set<String> = [], images: Set<String> = []
        var fonts: [String: (path: String, brand: String)] = [:]
        for id in existing.brandIDs {
            guard let resolved = existing.brand(id) else { continue }
            colors.formUnion(resolved["colors"]?.mapping.map { Array($0.keys) } ?? [])
            images.formUnion(resolved["images"]?.mapping.map { Array($0.keys) } ?? [])
            for (role, value) in resolved["fonts"]?.mapping ?? [:] where fonts[role] == nil {
                if let path = value.string { fonts[role] = (path, id) }
            }
        }
        return StarterBrands.CarriedNames(colors: colors.sorted(), images: images.sorted(),
                                          fonts: fonts.sorted { $0.key < $1.key }.map { ($0.key, $0.value.path, $0.value.brand) })
    }

    private func brandFile(manifest: Manifest, parent: ResolvedBrand?, carried: [String]) -> String {
        let schema = StarterBrands.schemaPath(StarterBrands.brandSchemaFile, besideBrandsDirectory: brandsOptions.brands)
        var lines = SafeFileSystem.kind(schema) == .missing ? [] : [StarterBrands.schemaLine().trimmingCharacters(in: .newlines)]
        let suffix = brand.replacingOccurrences(of: "-", with: "")
        if let parent {
            let bundleId = "\((parent.bundleId ?? "com.example")).\(suffix)"
            lines += ["extends: \(parent.id)", "displayName: \(StarterBrands.displayName(brand))", "bundleId: \(bundleId)"]
            lines += Self.ownIdentity(inheritedFrom: parent, id: brand, bundleId: bundleId)
        } else {
            lines += ["displayName: \(StarterBrands.displayName(brand))", "bundleId: com.example.\(suffix)"]
            let unset = manifest.sortedFlags.filter { $0.defaultValue == nil }
            if !unset.isEmpty {
                lines.append("featureFlags:")
                lines += unset.map { "  \($0.name): \(Self.placeholder(for: $0))" }
            }
            // The sections the manifest's default order lists need the brand's own data.
            let order = manifest.defaults?["helpCenter"]?["sectionOrder"]?.scalar?.value ?? ""
            let sections = order.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .compactMap { section in Self.sectionPlaceholders[section].map { "  \(section): \($0)" } }
            if !sections.isEmpty { lines += ["helpCenter:"] + sections }
            lines += carried
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a sub-brand may not share with its parent, which the OS would confuse: its own
    /// URL schemes (the brand id), app groups and extension ids (from its bundle id), and
    /// websites (a subdomain named by its id under each of the parent's), where the parent
    /// has them.
    private static func ownIdentity(inheritedFrom parent: ResolvedBrand, id: String, bundleId: String) -> [String] {
        let identity = BrandIdentity(parent)
        var ios: [String] = []
        if !identity.iosURLSchemes.isEmpty { ios.append("urlSchemes: [\(id)]") }
        if !identity.appGroups.isEmpty { ios.append("appGroups: [group.\(bundleId)]") }
        if !identity.extensions.isEmpty {
            ios.append("extensions: { " + identity.extensions.map { "\($0.name): \(bundleId).\($0.name)" }.joined(separator: ", ") + " }")
        }
        let domains = identity.associatedDomains.compactMap(Identity.AssociatedDomain.init).map { "\($0.service):\(id).\($0.domain)" }
        if !domains.isEmpty { ios.append("associatedDomains: [" + domains.joined(separator: ", ") + "]") }
        var android: [String] = []
        if !identity.androidURLSchemes.isEmpty { android.append("urlSchemes: [\(id)]") }
        let links = identity.appLinks.map { "\(id).\(Identity.servingDomain(of: $0))" }
        if !links.isEmpty { android.append("appLinks: [" + links.joined(separator: ", ") + "]") }
        var lines: [String] = []
        if !ios.isEmpty { lines.append("ios: { " + ios.joined(separator: ", ") + " }") }
        if !android.isEmpty { lines.append("android: { " + android.joined(separator: ", ") + " }") }
        return lines
    }

    /// A value of the flag's type that its constraints accept, for the user to change: the
    /// first allowed value, or the number in range nearest to zero. Texts are JSON strings,
    /// which YAML reads as double-quoted scalars.
    private static func placeholder(for flag: FlagDeclaration) -> String {
        var number = 0.0
        if let min = flag.min, number < min { number = min }
        if let max = flag.max, number > max { number = max }
        switch flag.type {
        case .bool: return "false"
        case .int: return String(Int(number.rounded(.up)))
        case .number: return String(number)
        case .string: return JSONText.quoted(flag.allowed?.first ?? "")
        case .url: return JSONText.quoted("https://example.com")
        case .email: return "support@example.com"
        case .color: return JSONText.quoted("#000000")
        case .list: return "[" + (flag.allowed?.first.map(JSONText.quoted) ?? "") + "]"
        }
    }

    /// Data for each help-center section, for the user to change (example.com is reserved
    /// for examples).
    private static let sectionPlaceholders = [
        "store": "{ url: \"https://example.com/store\" }",
        "email": "{ address: support@example.com }",
        "chat": "{ provider: zendesk, channel: example }",
        "customerPortal": "{ url: \"https://example.com/account\" }",
        "socialNetworks": "[{ network: instagram, url: \"https://www.instagram.com/example\" }]",
    ]
}
